/**
 * The readiness check of each backend (what /api/ready answers): ready while the store takes
 * requests; otherwise unready with a reason that names what failed and no path or address,
 * within the probe's 2 s, and the error behind it for the log.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Readiness } from '../../../src/server/store/readiness';
import { firestoreReadiness } from '../../../src/server/store/firestore/readiness';
import { databasePath } from '../../../src/server/store/sqlite/connection';
import { databaseHandle } from '../../../src/server/store/sqlite/lazy';
import { sqliteReadiness } from '../../../src/server/store/sqlite/readiness';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

/** What an unready answer may never show: a file path, a host and port. */
function expectNothingLeaked(readiness: Readiness, ...secrets: string[]) {
  if (readiness.ready) throw new Error('expected the store to be unready');
  expect(readiness.reason).not.toMatch(/\/|\\|:\d/);
  for (const secret of secrets) expect(readiness.reason).not.toContain(secret);
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`readiness of the ${kind}`, () => {
    it('is ready while the store answers, before and after it keeps a request', async () => {
      const stores = makeStores();
      expect(await stores.readiness()).toEqual({ ready: true });
      await stores.contactStore.save(contactRequest(1));
      expect(await stores.readiness()).toEqual({ ready: true });
      expect(await stores.contactStore.list()).toHaveLength(1);
    });
  });
}

describe('readiness of the embedded database', () => {
  it('is unready, without the path, when the database cannot be opened', async () => {
    const parent = mkdtempSync(join(tmpdir(), 'ready-'));
    // A file where the data folder should be.
    writeFileSync(join(parent, 'data'), '');
    const readiness = await sqliteReadiness(databaseHandle(join(parent, 'data', 'inner'), () => {}))();
    expect(readiness).toMatchObject({ ready: false, reason: 'the embedded database could not be opened', error: expect.any(Error) });
    expectNothingLeaked(readiness, parent);
  });

  it('is unready while another process holds the write lock, and ready once it lets go', async () => {
    const database = databaseHandle(join(mkdtempSync(join(tmpdir(), 'ready-')), 'data'), () => {});
    const check = sqliteReadiness(database);
    expect(await check()).toEqual({ ready: true });
    const other = new DatabaseSync(databasePath(database.dataDir));
    other.exec('BEGIN IMMEDIATE');
    try {
      const readiness = await check();
      expect(readiness).toMatchObject({ ready: false, reason: 'the embedded database is locked by another process' });
      expectNothingLeaked(readiness, database.dataDir);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    expect(await check()).toEqual({ ready: true });
    // The requests' own wait for a lock is what it was.
    expect(database.get().prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 10_000 });
    database.close();
  });
});

describe('readiness of Firestore', () => {
  it('is unready, without the address, when no server answers within the time given', async () => {
    const stopped = await startEmulator();
    const connection = stopped.connect();
    // Nothing listens there any more; the client would keep retrying for much longer.
    stopped.stop();
    const readiness = await firestoreReadiness(connection.db, 500)();
    expect(readiness).toMatchObject({ ready: false });
    expectNothingLeaked(readiness, stopped.host);
    await connection.close();
  });
});
