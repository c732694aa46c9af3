/** One database per data folder and process, opened (and migrated) at first use. */
import type { LineLog } from '../../log';
import { openDatabase } from './connection';
import type { Database } from './transaction';

export interface DatabaseHandle {
  readonly dataDir: string;
  /** The open database; opens it on the first call, and again after a failed open. */
  get(): Database;
  /** Moves the write-ahead log into the database file, then closes it: a copy of the folder is whole. */
  close(): void;
}

export function databaseHandle(dataDir: string, log?: LineLog): DatabaseHandle {
  let db: Database | undefined;
  return {
    dataDir,
    get: () => (db ??= openDatabase(dataDir, log ? { log } : {})),
    close() {
      if (!db) return;
      const open = db;
      db = undefined;
      try {
        // A reader elsewhere (the CLI) may keep part of the log: the checkpoint then does what it can.
        open.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      } finally {
        open.close();
      }
    },
  };
}
