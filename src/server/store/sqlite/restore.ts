/**
 * Puts a backup (backup.ts) back as the embedded database of `dataDir`, with its images.
 *
 * - Refused while a server holds the folder (server-pid.ts), or while any other process has
 *   the database open (its write-ahead log stays after ours closes).
 * - The file is copied beside the database and that copy is checked (backup-check.ts): a file
 *   that is not a database of this site is refused and the copy removed; nothing else changed.
 * - The database is then swapped by one rename. The replaced one stays as a second name of
 *   the same file (`site.sqlite.replaced`) until the restored one has opened and been brought
 *   to this server's schema version, and is put back if that fails.
 * - The backup's images are added to the image folder. Images uploaded since stay: they are
 *   named by their bytes and never change, and an editor may still need them.
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { checkSiteDatabase, RestoreRefused } from './backup-check';
import { copyImages, mediaBeside } from './backup';
import { databasePath, openDatabase, sqlite } from './connection';
import { mediaFolder } from './media';
import { describeHolder, serverHolding } from './server-pid';

export interface Restored {
  /** The contact requests now in the database. */
  requests: number;
  /** The backup's schema version (the database is now at this server's). */
  version: number;
  /** Images copied in; undefined when the backup had no image folder beside it. */
  images: number | undefined;
}

const RESTORING = '.restoring';
const REPLACED = '.replaced';
const sidecars = (file: string) => [`${file}-wal`, `${file}-shm`, `${file}-journal`];
const removeWithSidecars = (file: string) => [file, ...sidecars(file)].forEach((path) => rmSync(path, { force: true }));

function refuseWhileHeld(dataDir: string): void {
  const holder = serverHolding(dataDir);
  if (holder) throw new RestoreRefused(`Not restoring into ${dataDir}: ${describeHolder(holder)}.`);
}

/** Checks the copy at `file` (a database beside the real one); returns its schema version. */
function check(file: string, shownAs: string): number {
  const db = new (sqlite().DatabaseSync)(file, { timeout: 10_000 });
  try {
    db.exec('PRAGMA query_only = 1');
    return checkSiteDatabase(db, shownAs);
  } finally {
    db.close();
  }
}

/**
 * Merges what the current database's write-ahead log holds into the file, so the file alone is
 * the database and nothing in a log can be paired with the restored one. Closing the last
 * connection removes the log: if it stays, another process has the database open.
 */
function settle(database: string): void {
  const db = new (sqlite().DatabaseSync)(database, { timeout: 10_000 });
  try {
    db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
  } finally {
    db.close();
  }
  const left = sidecars(database).filter((file) => existsSync(file));
  if (left.length > 0)
    throw new RestoreRefused(
      `Not restoring: another process has ${database} open (${left.join(', ')} stayed after closing it); stop it first.`,
    );
}

/** A second name for the current database (no bytes copied where the file system allows it). */
function keepAside(database: string, replaced: string): void {
  removeWithSidecars(replaced);
  if (!existsSync(database)) return;
  try {
    linkSync(database, replaced);
  } catch {
    copyFileSync(database, replaced);
  }
}

function countRequests(dataDir: string, log: (line: string) => void): number {
  const db = openDatabase(dataDir, { log });
  try {
    return (db.prepare('SELECT count(*) AS count FROM contact_requests').get() as { count: number }).count;
  } finally {
    db.close();
  }
}

export async function restoreEmbeddedStore(dataDir: string, file: string, log: (line: string) => void = () => {}): Promise<Restored> {
  refuseWhileHeld(dataDir);
  if (!existsSync(file)) throw new RestoreRefused(`There is no file ${file} to restore.`);
  const database = databasePath(dataDir);
  const restoring = `${database}${RESTORING}`;
  const replaced = `${database}${REPLACED}`;
  const createdDataDir = !existsSync(dataDir);
  mkdirSync(dataDir, { recursive: true });
  removeWithSidecars(restoring);
  let version: number;
  try {
    copyFileSync(file, restoring);
    version = check(restoring, file);
    // Every refusal comes before the first change.
    refuseWhileHeld(dataDir);
    if (existsSync(database)) settle(database);
  } catch (error) {
    removeWithSidecars(restoring);
    if (createdDataDir) rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  const backupMedia = mediaBeside(file);
  let images: number | undefined;
  try {
    images = existsSync(backupMedia) ? await copyImages(backupMedia, mediaFolder(dataDir)) : undefined;
    keepAside(database, replaced);
    renameSync(restoring, database);
  } catch (error) {
    removeWithSidecars(restoring);
    rmSync(replaced, { force: true });
    throw error;
  }
  try {
    const requests = countRequests(dataDir, log);
    rmSync(replaced, { force: true });
    return { requests, version, images };
  } catch (error) {
    removeWithSidecars(database);
    if (existsSync(replaced)) renameSync(replaced, database);
    throw new Error(`The restored database did not open, so the one it replaced is back in place: ${(error as Error).message}`, {
      cause: error,
    });
  }
}
