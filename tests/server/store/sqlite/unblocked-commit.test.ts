/**
 * The commits a visitor waits on: the transaction runs at once, its flush off the loop, one flush
 * for the commits that came while another ran, and the connection back at synchronous=FULL.
 * (That an acknowledged request survives kill -9 is kill-9.test.ts's, on the real server.)
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { databasePath, openDatabase } from '../../../../src/server/store/sqlite/connection';
import type { Database } from '../../../../src/server/store/sqlite/transaction';
import { flushLog, unblockedCommits } from '../../../../src/server/store/sqlite/unblocked-commit';

/** A flush that waits until the test lets it end, counting how many began. */
function heldFlushes() {
  const releases: (() => void)[] = [];
  return {
    flush: () => new Promise<void>((resolve) => releases.push(resolve)),
    started: () => releases.length,
    release: (index: number) => releases[index]!(),
  };
}

const settledOf = (promise: Promise<unknown>) => {
  const state = { settled: false };
  void promise.finally(() => (state.settled = true));
  return state;
};
/** Lets every pending promise callback run. */
const turn = () => new Promise((resolve) => setImmediate(resolve));

describe('unblocked commits', () => {
  let dataDir: string;
  let db: Database;
  const synchronousLevel = () => (db.prepare('PRAGMA synchronous').get() as { synchronous: number }).synchronous;
  const FULL = 2;
  const count = () => (db.prepare('SELECT count(*) AS n FROM notes').get() as { n: number }).n;

  beforeEach(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'unblocked-commit-'));
    db = openDatabase(dataDir, { log: () => {} });
    db.exec('CREATE TABLE notes (text TEXT NOT NULL)');
  });
  afterEach(() => db.close());

  it('commits at once, resolves only after a flush that began after the commit, and shares one flush among the commits that came meanwhile', async () => {
    const held = heldFlushes();
    const commits = unblockedCommits(`${databasePath(dataDir)}-wal`, held.flush);
    const first = commits.commit(db, () => db.prepare('INSERT INTO notes VALUES (?)').run('first'));
    const firstState = settledOf(first);
    // Committed (a reader sees it) before any flush ended; acknowledged only after one.
    expect(count()).toBe(1);
    await turn();
    expect(held.started()).toBe(1);
    expect(firstState.settled).toBe(false);

    // Ten more while the first flush runs: that flush may have begun before their commits.
    const later = Array.from({ length: 10 }, (_, i) =>
      commits.commit(db, () => db.prepare('INSERT INTO notes VALUES (?)').run(`later ${i}`)),
    );
    const laterStates = later.map(settledOf);
    expect(count()).toBe(11);
    held.release(0);
    await first;
    await turn();
    expect(laterStates.some((state) => state.settled)).toBe(false);
    // One flush for all ten.
    expect(held.started()).toBe(2);
    held.release(1);
    await Promise.all(later);
    expect(held.started()).toBe(2);
    expect(synchronousLevel()).toBe(FULL);
  });

  it('rolls a failed transaction back, rejects with its error, flushes nothing and leaves the connection at synchronous=FULL', async () => {
    const held = heldFlushes();
    const commits = unblockedCommits(`${databasePath(dataDir)}-wal`, held.flush);
    await expect(
      commits.commit(db, () => {
        db.prepare('INSERT INTO notes VALUES (?)').run('half');
        throw new Error('the work failed');
      }),
    ).rejects.toThrow('the work failed');
    expect(count()).toBe(0);
    expect(db.isTransaction).toBe(false);
    expect(held.started()).toBe(0);
    expect(synchronousLevel()).toBe(FULL);
  });

  it('flushes the real log, and a log already gone (checkpointed and removed at close) needs none', async () => {
    const commits = unblockedCommits(`${databasePath(dataDir)}-wal`);
    await commits.commit(db, () => db.prepare('INSERT INTO notes VALUES (?)').run('durable'));
    expect(count()).toBe(1);
    await expect(flushLog(join(dataDir, 'no-such-log'))).resolves.toBeUndefined();
    const directory = join(dataDir, 'a-folder-not-a-log');
    writeFileSync(directory, '');
    await expect(flushLog(join(directory, 'below-a-file'))).rejects.toThrow(/ENOTDIR/);
  });
});
