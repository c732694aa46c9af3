/** One database per data folder and process, opened (migrated, legacy files imported) at first use. */
import { openDatabase } from './connection';
import type { Database } from './transaction';

export interface DatabaseHandle {
  readonly dataDir: string;
  /** The open database; opens it on the first call, and again after a failed open. */
  get(): Database;
  close(): void;
}

export function databaseHandle(dataDir: string, log?: (line: string) => void): DatabaseHandle {
  let db: Database | undefined;
  return {
    dataDir,
    get: () => (db ??= openDatabase(dataDir, log ? { log } : {})),
    close() {
      db?.close();
      db = undefined;
    },
  };
}
