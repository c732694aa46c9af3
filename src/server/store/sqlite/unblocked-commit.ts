/**
 * Commits whose flush to the disk happens off the event loop, for the writes a visitor waits on
 * (a contact request) while the same loop serves pages.
 *
 * The connection commits with synchronous=FULL, which fsyncs the write-ahead log inside COMMIT,
 * on the calling thread: 50 visitors posting at once held the loop through 50 flushes in a row,
 * and the home page waited behind them (74 instead of 3,846 requests/s). Here the transaction
 * commits with synchronous=NORMAL (its pages are written to the log, no flush: a kill -9 keeps
 * it, a power loss may not), then the log is flushed with fdatasync on libuv's thread pool, and
 * the promise settles only after that flush: the same durability FULL gives, with the loop free
 * meanwhile. Commits made while a flush runs share the next one (a grouped commit): one flush
 * for the posts that arrived together, never one flush per post.
 *
 * Why this holds: in WAL mode a commit is durable once its frames in the log are on the disk;
 * earlier frames were flushed by earlier calls or moved into the database file by a checkpoint,
 * which SQLite flushes itself (the log before, the database file after) at NORMAL as at FULL.
 * A log that is gone by the time of the flush was checkpointed into the database file and
 * removed by the last connection's close, which flushes the database file first.
 */
import { open } from 'node:fs/promises';
import { transaction, type Database } from './transaction';

export interface UnblockedCommits {
  /**
   * Runs `work` in one write transaction (synchronously, as transaction() does) and resolves
   * with its result once the commit is on the disk.
   */
  commit<T>(db: Database, work: () => T): Promise<T>;
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** Flushes the log at `walPath` to the disk with fdatasync, on libuv's thread pool. */
export async function flushLog(walPath: string): Promise<void> {
  let handle;
  try {
    handle = await open(walPath, 'r');
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return;
    throw error;
  }
  try {
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/**
 * `walPath`: the database's write-ahead log (`<database file>-wal`); `flush` flushes it (a test
 * hands one that counts and holds its flushes).
 */
export function unblockedCommits(walPath: string, flush: (walPath: string) => Promise<void> = flushLog): UnblockedCommits {
  let running: Promise<void> | undefined;
  let following: Promise<void> | undefined;

  /** A flush that starts after this call: one under way may have begun before the caller's commit. */
  function flushed(): Promise<void> {
    if (!running) {
      running = flush(walPath).finally(() => (running = undefined));
      return running;
    }
    following ??= running
      .catch(() => undefined)
      .then(() => {
        following = undefined;
        return flushed();
      });
    return following;
  }

  return {
    async commit(db, work) {
      // SQLite refuses to change the level inside a transaction: around it, and back whatever happens.
      db.exec('PRAGMA synchronous = NORMAL');
      let result;
      try {
        result = transaction(db, work);
      } finally {
        db.exec('PRAGMA synchronous = FULL');
      }
      await flushed();
      return result;
    },
  };
}
