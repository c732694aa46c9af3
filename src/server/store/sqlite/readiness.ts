/**
 * The embedded database is ready when it opens and takes a write: one committed transaction
 * that rewrites the schema version with its own value (a frame in the write-ahead log, made
 * durable like any request), so a read-only mount, a full disk or a lock another process keeps
 * shows here without a table of its own. The wait for another writer's lock is cut to the
 * probe's time instead of the requests' 10 s, since the check holds the event loop.
 */
import { READINESS_TIMEOUT_MS, type ReadinessCheck } from '../readiness';
import type { DatabaseHandle } from './lazy';
import { transaction, type Database } from './transaction';

const SQLITE_BUSY = 5;

function writeCheck(db: Database): void {
  const { timeout } = db.prepare('PRAGMA busy_timeout').get() as { timeout: number };
  db.exec(`PRAGMA busy_timeout = ${READINESS_TIMEOUT_MS}`);
  try {
    transaction(db, () => {
      const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
      db.exec(`PRAGMA user_version = ${version}`);
    });
  } finally {
    db.exec(`PRAGMA busy_timeout = ${timeout}`);
  }
}

export function sqliteReadiness(database: DatabaseHandle): ReadinessCheck {
  return async () => {
    let db: Database;
    try {
      db = database.get();
    } catch (error) {
      return { ready: false, reason: 'the embedded database could not be opened', error };
    }
    try {
      writeCheck(db);
      return { ready: true };
    } catch (error) {
      const busy = (error as { errcode?: number }).errcode === SQLITE_BUSY;
      const reason = busy ? 'the embedded database is locked by another process' : 'the embedded database cannot be written';
      return { ready: false, reason, error };
    }
  };
}
