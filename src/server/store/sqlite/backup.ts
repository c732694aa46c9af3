/**
 * A copy of the embedded store taken while the server runs (`npm run backup`, the daily copy):
 * the database in one step with VACUUM INTO, which reads it in one transaction, so the copy is
 * the database as of one commit whatever is written meanwhile (node:sqlite's paged backup
 * starts again whenever a write lands and may never end under load); then the uploaded images
 * into `<file>.media/`. The images are copied after the database, so every image the copy's
 * content names is there: an image is stored before content can name it, and is never changed
 * or removed.
 *
 * Both are written under a temporary name and renamed once whole, so a crash never leaves half
 * a copy under the name asked for; a name already taken is refused, never overwritten.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { constants, copyFile, mkdir, readdir, rename } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { databasePath, sqlite } from './connection';
import { isImageRecord, isPartialImage, mediaFolder } from './media';

export interface BackupCopy {
  database: string;
  media: string;
  /** The contact requests in the copy. */
  requests: number;
  /** The copy's schema version (PRAGMA user_version). */
  version: number;
  images: number;
}

/** Where a backup's images go: beside the database file. */
export const mediaBeside = (file: string) => `${file}.media`;

/** What a backup writes before it is whole: `<file>.partial` and `<file>.media.partial`. */
export const PARTIAL_SUFFIX = '.partial';

/** Writes the file's bytes to the disk (VACUUM INTO itself does not sync its output). */
function flush(path: string, flags = 'r+'): void {
  const fd = openSync(path, flags);
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Makes the renames in a folder durable; some systems cannot sync a folder, and lose nothing but that. */
function flushFolder(folder: string): void {
  try {
    flush(folder, 'r');
  } catch {
    // Not supported here (e.g. Windows): the files themselves are synced.
  }
}

/**
 * Copies each image of `from` that `to` lacks, each under a temporary name renamed once
 * whole; an image by the same name is the same image (names are hashes of the bytes). Returns
 * how many were copied.
 */
export async function copyImages(from: string, to: string): Promise<number> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    if (!entry.isFile() || isPartialImage(entry.name) || existsSync(join(to, entry.name))) continue;
    const partial = join(to, `${entry.name}.${process.pid}${PARTIAL_SUFFIX}`);
    // A clone where the file system can (no bytes copied), else a plain copy.
    await copyFile(join(from, entry.name), partial, constants.COPYFILE_FICLONE);
    flush(partial);
    await rename(partial, join(to, entry.name));
    // An image's record (its original name) goes with it, and is not an image of its own.
    if (!isImageRecord(entry.name)) copied++;
  }
  flushFolder(to);
  return copied;
}

function describe(file: string): Pick<BackupCopy, 'requests' | 'version'> {
  const db = new (sqlite().DatabaseSync)(file, { readOnly: true });
  try {
    const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
    const { count } = db.prepare('SELECT count(*) AS count FROM contact_requests').get() as { count: number };
    return { requests: count, version };
  } finally {
    db.close();
  }
}

/** Copies the database and images of `dataDir` to `file` and `<file>.media/`. */
export async function backupEmbeddedStore(dataDir: string, file: string): Promise<BackupCopy> {
  const source = databasePath(dataDir);
  if (!existsSync(source)) throw new Error(`There is no database to back up: ${source} does not exist (is CONTACT_DATA_DIR right?).`);
  const media = mediaBeside(file);
  for (const taken of [file, media])
    if (existsSync(taken)) throw new Error(`${taken} exists already: name a new file (a backup never overwrites one).`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}${PARTIAL_SUFFIX}`;
  const partialMedia = `${media}${PARTIAL_SUFFIX}`;
  const removePartials = () => {
    rmSync(partial, { force: true });
    rmSync(partialMedia, { recursive: true, force: true });
  };
  removePartials();
  try {
    // Not read-only: a read-only connection would leave the -wal and -shm files behind it.
    const db = new (sqlite().DatabaseSync)(source, { timeout: 10_000 });
    try {
      db.prepare('VACUUM INTO ?').run(partial);
    } finally {
      db.close();
    }
    flush(partial);
    const facts = describe(partial);
    const images = await copyImages(mediaFolder(dataDir), partialMedia);
    renameSync(partial, file);
    renameSync(partialMedia, media);
    flushFolder(dirname(file));
    return { database: file, media, images, ...facts };
  } catch (error) {
    removePartials();
    throw error;
  }
}
