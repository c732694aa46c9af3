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
 * - The backup's files sent with requests are added to the attachment folder; once the
 *   restored database has opened, the files of requests it does not have are removed, as those
 *   requests were: the folder then holds what the restored requests name, no personal data
 *   that nothing in the database points to (and that erasure could no longer find).
 */
import { copyFileSync, existsSync, linkSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { checkSiteDatabase, RestoreRefused } from './backup-check';
import { attachmentsBeside, copyAttachments, copyImages, mediaBeside } from './backup';
import { attachmentsFolder, folderAttachmentStore, isPartialAttachment } from './attachments';
import { isStoredId } from '../attachments';
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
  /** Files sent with requests copied in; undefined when the backup had no such folder beside it. */
  attachmentFiles: number | undefined;
  /** Files removed because their requests are not in the restored database. */
  attachmentFilesRemoved: number;
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

/** The ids of the requests in the database of `dataDir`, opened (and migrated) as the server will. */
function requestIds(dataDir: string, log: (line: string) => void): Set<string> {
  const db = openDatabase(dataDir, { log });
  try {
    return new Set((db.prepare('SELECT id FROM contact_requests').all() as { id: string }[]).map((row) => row.id));
  } finally {
    db.close();
  }
}

/** Removes the files of every request not in `kept`; how many files. */
async function removeAttachmentsNotOf(dataDir: string, kept: ReadonlySet<string>): Promise<number> {
  const folder = attachmentsFolder(dataDir);
  if (!existsSync(folder)) return 0;
  const strays = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isStoredId(entry.name) && !kept.has(entry.name))
    .map((entry) => entry.name);
  const files = strays.reduce(
    (count, request) => count + readdirSync(join(folder, request)).filter((name) => !isPartialAttachment(name)).length,
    0,
  );
  await folderAttachmentStore(dataDir).deleteOf(strays);
  return files;
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
  const backupAttachments = attachmentsBeside(file);
  let images: number | undefined;
  let attachmentFiles: number | undefined;
  try {
    images = existsSync(backupMedia) ? await copyImages(backupMedia, mediaFolder(dataDir)) : undefined;
    attachmentFiles = existsSync(backupAttachments) ? await copyAttachments(backupAttachments, attachmentsFolder(dataDir)) : undefined;
    keepAside(database, replaced);
    renameSync(restoring, database);
  } catch (error) {
    removeWithSidecars(restoring);
    rmSync(replaced, { force: true });
    throw error;
  }
  let ids: Set<string>;
  try {
    ids = requestIds(dataDir, log);
    rmSync(replaced, { force: true });
  } catch (error) {
    removeWithSidecars(database);
    if (existsSync(replaced)) renameSync(replaced, database);
    throw new Error(`The restored database did not open, so the one it replaced is back in place: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const attachmentFilesRemoved = await removeAttachmentsNotOf(dataDir, ids);
  return { requests: ids.size, version, images, attachmentFiles, attachmentFilesRemoved };
}
