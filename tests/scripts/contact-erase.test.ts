/**
 * npm run contact:erase: a visitor's requests erased from the store the server uses (the
 * embedded database, or Firestore through the protocol server), with their notifications;
 * the count in the audit line, never the visitor's address; usage and settings refused with
 * exit 2 and nothing erased.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firestoreContactStore } from '../../src/server/store/firestore/contact-store';
import { MAIL_COLLECTION } from '../../src/server/store/firestore/mail';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { contactRequest, NOTIFY_TO } from '../server/store/stores';
import { cliTestTimeout, runScript, startEmulator, type TestEmulator } from './emulator';

const SCRIPT = 'scripts/contact-erase.ts';
const AUDIT =
  /^Erasure: the command line(?: \(system user [^)]+\))? erased (\d+) contact request\(s\) with their files and notifications at \d{4}-\d\d-\d\dT[\d:.]+Z$/m;

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const erasedCount = (stdout: string) => Number(AUDIT.exec(stdout)?.[1]);

it(
  'erases every request of an address from the embedded database, with its outbox row, and reports 0 for an unknown one',
  { timeout: cliTestTimeout(3) },
  async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'erase-cli-')), 'data');
    const handle = databaseHandle(dataDir, () => {});
    const store = sqliteContactStore(handle, { notifyTo: NOTIFY_TO });
    const hers = [
      contactRequest(1, { email: 'ayse@example.com' }),
      contactRequest(2, { email: 'AYSE@example.com', phone: '0532 000 00 00' }),
    ];
    const other = contactRequest(3, { email: 'mehmet@example.com', phone: '0212 000 00 00' });
    for (const entry of [...hers, other]) await store.save(entry);
    const env = { CONTACT_DATA_DIR: dataDir };

    const erased = await runScript(SCRIPT, ['Ayse@Example.com'], env);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erasedCount(erased.stdout)).toBe(2);
    expect(erased.stdout).not.toMatch(/ayse/i);
    expect((await store.list()).map(({ id }) => id)).toEqual([other.id]);
    expect(handle.get().prepare('SELECT request_id FROM outbox').all()).toEqual([{ request_id: other.id }]);

    const unknown = await runScript(SCRIPT, ['+49 30 1234567'], env);
    expect(unknown.code, unknown.stderr).toBe(0);
    expect(erasedCount(unknown.stdout)).toBe(0);

    // Usage: nothing to erase, or something that is no address, erases nothing.
    expect(await runScript(SCRIPT, [], env)).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run contact:erase') });
    const refused = await runScript(SCRIPT, ['mehmet@example.com', 'Mehmet Demir'], env);
    expect(refused).toMatchObject({
      code: 2,
      stderr: expect.stringContaining('Argument 2 is neither an e-mail address nor a phone number'),
    });
    expect(await store.list()).toHaveLength(1);
    handle.close();
  },
);

it(
  'erases from Firestore with the mail documents, and refuses a bad CONTACT_RETENTION_DAYS naming it',
  { timeout: cliTestTimeout(2) },
  async () => {
    const { db, projectId } = emulator.connect();
    const store = firestoreContactStore(db, { notifyTo: NOTIFY_TO });
    const hers = contactRequest(1, { email: '', phone: '+90 (312) 555 01 23' });
    const other = contactRequest(2, { email: 'mehmet@example.com', phone: '0212 000 00 00' });
    for (const entry of [hers, other]) await store.save(entry);
    const env = { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId };

    const badSetting = await runScript(SCRIPT, ['903125550123'], { ...env, CONTACT_RETENTION_DAYS: 'forever' });
    expect(badSetting).toMatchObject({ code: 2, stderr: expect.stringContaining('CONTACT_RETENTION_DAYS must be a whole number of days') });
    expect((await store.list()).map(({ id }) => id).sort()).toEqual([hers.id, other.id].sort());

    const erased = await runScript(SCRIPT, ['903125550123'], env);
    expect(erased.code, erased.stderr).toBe(0);
    expect(erased.stdout).toContain(`project ${projectId}`);
    expect(erasedCount(erased.stdout)).toBe(1);
    expect((await store.list()).map(({ id }) => id)).toEqual([other.id]);
    expect((await db.collection(MAIL_COLLECTION).get()).docs.map((doc) => doc.id)).toEqual([other.id]);
  },
);
