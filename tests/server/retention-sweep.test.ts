/**
 * The server deletes contact requests older than CONTACT_RETENTION_DAYS from the embedded
 * database: once at start and then every day, saying how many; the timer never holds a
 * stopping process. Firestore's TTL policies do it there, and the start-up log says so. The
 * files sent with requests go at the same cutoff on both: the server's sweep deletes them
 * (Cloud Storage through the stand-in of tests/server/store/firestore/fake-cloud-storage.ts).
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { collectingLog } from './collecting-log';
import { DAY_MS, DEFAULT_CONTACT_RETENTION_DAYS } from '../../src/lib/contact-retention';
import { startRetentionSweep, SWEEP_EVERY_MS } from '../../src/server/retention-sweep';
import { createSiteServices } from '../../src/server/services';
import type { ContactRetention } from '../../src/server/store/contact-retention';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import type { AttachmentStore } from '../../src/server/store/attachments';
import { attachmentsFolder, folderAttachmentStore } from '../../src/server/store/sqlite/attachments';
import { ATTACHMENTS_PREFIX } from '../../src/server/store/firestore/attachments';
import { firestoreAndStorage } from './store/firestore/test-servers';
import { contactRequest } from './store/stores';

/** The sweep runs beside the test on a machine that may be busy: a second is too short a bound to be a verdict. */
const SWEEP_WAIT = { timeout: 15_000, interval: 50 };

const servers = firestoreAndStorage();

/** A file as the contact endpoint prepares one, stored for the request. */
async function putFile(store: AttachmentStore, requestId: string, attachmentId = randomUUID()): Promise<string> {
  const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'part');
  writeFileSync(file, `%PDF-1.7 drawing of ${requestId}`);
  await store.put(requestId, attachmentId, 'application/pdf', file);
  return attachmentId;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const NOW = new Date(Date.UTC(2026, 10, 25, 3, 0));

/** A store whose sweep records each cutoff it is given and answers `deleted` in turn. */
function recordingStore(deleted: (number | Error)[]) {
  const cutoffs: Date[] = [];
  const retention: ContactRetention = {
    erase: async () => 0,
    matches: async () => [],
    deleteSentBefore: async (cutoff) => {
      cutoffs.push(cutoff);
      const answer = deleted.shift() ?? 0;
      if (answer instanceof Error) throw answer;
      return answer;
    },
  };
  return { retention, cutoffs };
}

describe('the retention sweep', () => {
  it('runs at start and then daily, deleting what was sent more than the period ago, and logs how many', async () => {
    vi.useFakeTimers({ now: NOW });
    const { retention, cutoffs } = recordingStore([3, 0]);
    const said = vi.fn();
    const log = collectingLog(said);
    const stop = startRetentionSweep({ retention, attachments: undefined, retentionDays: 730, log });
    await vi.advanceTimersByTimeAsync(0);
    expect(cutoffs).toEqual([new Date(NOW.getTime() - 730 * DAY_MS)]);
    expect(said).toHaveBeenLastCalledWith(
      'Retention: deleted 3 contact request(s) older than 730 days, with their files and notifications',
    );

    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS - 1);
    expect(cutoffs).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(cutoffs).toEqual([new Date(NOW.getTime() - 730 * DAY_MS), new Date(NOW.getTime() + DAY_MS - 730 * DAY_MS)]);
    expect(said).toHaveBeenLastCalledWith(
      'Retention: deleted 0 contact request(s) older than 730 days, with their files and notifications',
    );

    stop();
    await vi.advanceTimersByTimeAsync(3 * SWEEP_EVERY_MS);
    expect(cutoffs).toHaveLength(2);
  });

  it('never keeps the process alive', () => {
    const unref = vi.spyOn(globalThis, 'setInterval');
    const stop = startRetentionSweep({
      retention: recordingStore([]).retention,
      attachments: undefined,
      retentionDays: 1,
      log: collectingLog(() => {}),
    });
    const timer = unref.mock.results[0]?.value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    stop();
  });

  it('a failed sweep is logged and the next day tries again', async () => {
    vi.useFakeTimers({ now: NOW });
    const { retention, cutoffs } = recordingStore([new Error('database is locked'), 2]);
    const said = vi.fn();
    const log = collectingLog(said);
    const stop = startRetentionSweep({ retention, attachments: undefined, retentionDays: 30, log });
    await vi.advanceTimersByTimeAsync(0);
    expect(said).toHaveBeenCalledTimes(1);
    expect(said).toHaveBeenCalledWith(expect.stringMatching(/^Retention: the daily deletion .* failed.*: database is locked$/));
    await vi.advanceTimersByTimeAsync(SWEEP_EVERY_MS);
    expect(cutoffs).toHaveLength(2);
    expect(said).toHaveBeenCalledWith('Retention: deleted 2 contact request(s) older than 30 days, with their files and notifications');
    stop();
  });

  it('leaves Firestore to its TTL policies and says so', () => {
    const setInterval = vi.spyOn(globalThis, 'setInterval');
    const said = vi.fn();
    const log = collectingLog(said);
    startRetentionSweep({
      retention: { erase: async () => 0, matches: async () => [], deleteSentBefore: undefined },
      attachments: undefined,
      retentionDays: 730,
      log,
    })();
    expect(setInterval).not.toHaveBeenCalled();
    expect(said).toHaveBeenCalledWith(
      "Contact requests expire 730 days after they were sent (Firestore's TTL policy on expireAt deletes them)",
    );
  });
});

describe('the server with the embedded database', () => {
  it('deletes the requests older than CONTACT_RETENTION_DAYS (default 730) when it starts, with their files', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'retention-')), 'data');
    const handle = databaseHandle(dataDir, () => {});
    const store = sqliteContactStore(handle);
    const files = folderAttachmentStore(dataDir);
    const now = Date.now();
    const old = contactRequest(now - (DEFAULT_CONTACT_RETENTION_DAYS + 1) * DAY_MS);
    const recent = contactRequest(now - (DEFAULT_CONTACT_RETENTION_DAYS - 1) * DAY_MS);
    await store.save(old);
    await store.save(recent);
    await putFile(files, old.id);
    const recentFile = await putFile(files, recent.id);
    // A file whose request is gone already (a crash between the two): the sweep finds it by its age.
    const stray = randomUUID();
    const strayFile = await putFile(files, stray);
    const long = new Date(now - (DEFAULT_CONTACT_RETENTION_DAYS + 1) * DAY_MS);
    utimesSync(join(attachmentsFolder(dataDir), stray, strayFile), long, long);
    handle.close();

    const lines: string[] = [];
    const services = createSiteServices(
      { CONTACT_DATA_DIR: dataDir },
      { contentExportedAt: null },
      collectingLog((line) => lines.push(line)),
    );
    services.start();
    await vi.waitFor(
      () =>
        expect(lines).toContain(
          `Retention: deleted 1 contact request(s) older than ${DEFAULT_CONTACT_RETENTION_DAYS} days, with their files and notifications`,
        ),
      SWEEP_WAIT,
    );
    await vi.waitFor(
      () =>
        expect(lines).toContain(
          `Retention: deleted 1 file(s) sent with contact requests, stored more than ${DEFAULT_CONTACT_RETENTION_DAYS} days ago`,
        ),
      SWEEP_WAIT,
    );
    await services.close();
    expect((await sqliteContactStore(databaseHandle(dataDir, () => {})).list()).map(({ id }) => id)).toEqual([recent.id]);
    expect(readdirSync(attachmentsFolder(dataDir))).toEqual([recent.id]);
    expect(readdirSync(join(attachmentsFolder(dataDir), recent.id))).toEqual([recentFile]);
  });

  it('refuses a CONTACT_RETENTION_DAYS that is no number of days, naming it', () => {
    const errors: string[] = [];
    createSiteServices(
      { CONTACT_DATA_DIR: mkdtempSync(join(tmpdir(), 'retention-')), CONTACT_RETENTION_DAYS: 'two years' },
      { contentExportedAt: null },
      collectingLog((line) => errors.push(line)),
    );
    expect(errors).toContainEqual(expect.stringMatching(/CONTACT_RETENTION_DAYS must be a whole number of days .* got 'two years'/));
  });
});

describe('the files sent with requests', () => {
  it('are swept where Firestore expires the requests: those stored before the cutoff go, the newer stay', async () => {
    const bucket = `demo-sweep-${randomUUID()}`;
    const projectId = `demo-sweep-${process.pid}`;
    const env = {
      FIRESTORE_EMULATOR_HOST: servers.emulator.host,
      FIREBASE_PROJECT_ID: projectId,
      MEDIA_BUCKET: bucket,
      FIREBASE_STORAGE_EMULATOR_HOST: servers.storage.host,
    };
    const lines: string[] = [];
    const services = createSiteServices(
      env,
      { contentExportedAt: null },
      collectingLog((line) => lines.push(line)),
    );
    // The same bucket, written as the contact endpoint will (the backend's own store).
    const { createBackend } = await import('../../src/server/backend');
    const backend = createBackend(env);
    const [old, recent] = [randomUUID(), randomUUID()];
    const oldFile = await putFile(backend.attachmentStore!, old);
    const recentFile = await putFile(backend.attachmentStore!, recent);
    const objects = servers.storage.objects(bucket);
    const cutoff = Date.now() - DEFAULT_CONTACT_RETENTION_DAYS * DAY_MS;
    objects.get(`${ATTACHMENTS_PREFIX}${old}/${oldFile}`)!.timeCreated = new Date(cutoff - 3_600_000).toISOString();
    objects.get(`${ATTACHMENTS_PREFIX}${recent}/${recentFile}`)!.timeCreated = new Date(cutoff + 3_600_000).toISOString();

    void services.start();
    await vi.waitFor(
      () =>
        expect(lines).toContain(
          `Retention: deleted 1 file(s) sent with contact requests, stored more than ${DEFAULT_CONTACT_RETENTION_DAYS} days ago`,
        ),
      SWEEP_WAIT,
    );
    expect(lines).toContain(
      `Contact requests expire ${DEFAULT_CONTACT_RETENTION_DAYS} days after they were sent (Firestore's TTL policy on expireAt deletes them)`,
    );
    expect([...objects.keys()]).toEqual([`${ATTACHMENTS_PREFIX}${recent}/${recentFile}`]);
    await services.close();
    await backend.close();
  });

  it('are not kept beside Firestore without MEDIA_BUCKET, and the start-up log says what to set', async () => {
    const lines: string[] = [];
    const services = createSiteServices(
      { FIRESTORE_EMULATOR_HOST: servers.emulator.host, FIREBASE_PROJECT_ID: `demo-no-bucket-${process.pid}` },
      { contentExportedAt: null },
      collectingLog((line) => lines.push(line)),
    );
    await services.start();
    expect(lines).toContainEqual(expect.stringMatching(/^Drawings sent with quote requests are off .*: set MEDIA_BUCKET/));
    expect(lines).not.toContainEqual(expect.stringMatching(/file\(s\) sent with contact requests/));
    await services.close();
  });
});
