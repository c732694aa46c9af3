/** The database type and its write transaction, for everything that reads or writes rows. */
import type { DatabaseSync } from 'node:sqlite';

export type Database = DatabaseSync;

/** Runs `work` in one write transaction (BEGIN IMMEDIATE: other writers wait, readers do not). */
export function transaction<T>(db: Database, work: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}
