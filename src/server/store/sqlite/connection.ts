/**
 * The embedded database: one SQLite file in the folder CONTACT_DATA_DIR names, through
 * `node:sqlite`. The module is loaded only when a database is opened, so a Firestore
 * deployment never loads it.
 *
 * WAL, so the CLI and a test can read while the server writes; synchronous=FULL, so a commit
 * is on disk before the statement returns (a contact request's commit is flushed off the event
 * loop instead, before the visitor hears 'sent': unblocked-commit.ts). Opening runs the
 * missing migrations.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { consoleLines, type LineLog } from '../../log';
import { MIGRATIONS } from './migrations';
import { transaction, type Database } from './transaction';
import { fillAddressKeys } from './contact-rows';

/** The database file's name inside the data folder. */
export const DATABASE_FILE = 'site.sqlite';

export const databasePath = (dataDir: string) => join(dataDir, DATABASE_FILE);

/** node:sqlite, loaded on first use (a Firestore deployment never loads it). */
export function sqlite(): typeof import('node:sqlite') {
  const module = process.getBuiltinModule('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!module) throw new Error('node:sqlite is not available: run the server on Node 24 (npm start / npm run serve).');
  return module;
}

/** The schema step that added the requests' address keys. */
const ADDRESS_KEYS_STEP = 12;

function migrate(db: Database): number {
  return transaction(db, () => {
    // Read inside the transaction: another process may have migrated meanwhile.
    const { user_version: from } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    if (from > MIGRATIONS.length)
      throw new Error(`The database is of schema version ${from}, newer than this server (${MIGRATIONS.length}).`);
    for (let version = from; version < MIGRATIONS.length; version++) db.exec(MIGRATIONS[version]!);
    // What a step cannot say in SQL: the address keys are JavaScript's (contact-rows.ts).
    if (from < ADDRESS_KEYS_STEP) fillAddressKeys(db);
    db.exec(`PRAGMA user_version = ${MIGRATIONS.length}`);
    return MIGRATIONS.length - from;
  });
}

export interface OpenOptions {
  log?: LineLog;
}

/** Opens (creating if needed) the database in `dataDir`, migrated. */
export function openDatabase(dataDir: string, { log = consoleLines }: OpenOptions = {}): Database {
  mkdirSync(dataDir, { recursive: true });
  const { DatabaseSync } = sqlite();
  const db = new DatabaseSync(databasePath(dataDir), { timeout: 10_000, enableForeignKeyConstraints: true });
  try {
    db.exec('PRAGMA journal_mode = WAL');
    db.exec('PRAGMA synchronous = FULL');
    const steps = migrate(db);
    if (steps > 0) log(`Database ${databasePath(dataDir)}: ${steps} schema step(s) applied, now at version ${MIGRATIONS.length}`);
  } catch (error) {
    db.close();
    throw error;
  }
  return db;
}
