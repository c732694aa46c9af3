/**
 * npm run contact:expire-backfill: the requests Firestore held before `expireAt` was written,
 * and their mail documents, get one (createDate plus CONTACT_RETENTION_DAYS), once; the
 * embedded database needs none and says so.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS } from '../../src/lib/contact-retention';
import { CONTACT_REQUESTS } from '../../src/server/store/firestore/contact-store';
import { CONTACT_EXPIRY_FIELD } from '../../src/server/store/firestore/expiry';
import { MAIL_COLLECTION } from '../../src/server/store/firestore/mail';
import { contactRequest, NOTIFY_TO } from '../server/store/stores';
import { cliTestTimeout, runScript, startEmulator, type TestEmulator } from './emulator';

const SCRIPT = 'scripts/contact-expire-backfill.ts';
const SENT = Date.UTC(2025, 2, 1, 8, 0);

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

it(
  'gives the requests stored before expireAt, and their mail, the expiry CONTACT_RETENTION_DAYS makes; a second run changes nothing',
  { timeout: cliTestTimeout(2) },
  async () => {
    const { db, projectId } = emulator.connect();
    const { request } = contactRequest(SENT);
    await db
      .collection(CONTACT_REQUESTS)
      .doc('before')
      .set({ ...request, createDate: Timestamp.fromMillis(SENT) });
    await db
      .collection(MAIL_COLLECTION)
      .doc('before')
      .set({ to: NOTIFY_TO, message: { subject: 's', text: 't', html: 'h' } });
    const env = { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: projectId, CONTACT_RETENTION_DAYS: '365' };

    const first = await runScript(SCRIPT, [], env);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('expireAt set on 1 contact request(s) and 1 mail document(s)');
    for (const collection of [CONTACT_REQUESTS, MAIL_COLLECTION]) {
      const expireAt = (await db.collection(collection).doc('before').get()).get(CONTACT_EXPIRY_FIELD) as Timestamp;
      expect(expireAt.toMillis(), collection).toBe(SENT + 365 * DAY_MS);
    }

    const second = await runScript(SCRIPT, [], env);
    expect(second.code, second.stderr).toBe(0);
    expect(second.stdout).toContain('expireAt set on 0 contact request(s) and 0 mail document(s)');
  },
);

it('has nothing to do for the embedded database', { timeout: cliTestTimeout(1) }, async () => {
  const result = await runScript(SCRIPT, [], { CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'backfill-')), 'data') });
  expect(result).toMatchObject({ code: 0, stdout: expect.stringContaining('the embedded database needs no backfill') });
});
