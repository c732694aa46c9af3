/**
 * A copy of the embedded store taken while the server runs (`npm run backup`, the daily copy):
 * the database in one step with VACUUM INTO, which reads it in one transaction, so the copy is
 * the database as of one commit whatever is written meanwhile (node:sqlite's paged backup
 * starts again whenever a write lands and may never end under load); then the uploaded images
 * into `<file>.media/`. The images are copied after the database, so every image the copy's
 * content names is there: an image is stored before content can name it, and is never changed
 * or removed. Then the files sent with the copy's requests into `<file>.attachments/`, only
 * theirs: a file is stored before its request, so each request of the copy has its files (but
 * those an erasure deleted in the meantime), and the files of requests stored after the copy
 * stay out of it, as their requests do.
 *
 * Both are written under a temporary name and renamed once whole, so a crash never leaves half
 * a copy under the name asked for; a name already taken is refused, never overwritten.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, renameSync, rmSync } from 'node:fs';
import { constants, copyFile, mkdir, readdir, rename, stat, utimes } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { databasePath, sqlite } from './connection';
import { isImageRecord, isPartialImage, mediaFolder } from './media';
import { attachmentsFolder, isPartialAttachment } from './attachments';
import { isStoredId } from '../attachments';

export interface BackupCopy {
  database: string;
  media: string;
  /** The contact requests in the copy. */
  requests: number;
  /** The copy's schema version (PRAGMA user_version). */
  version: number;
  images: number;
  /** The folder of the files sent with the copy's requests, and how many it holds. */
  attachments: string;
  attachmentFiles: number;
}

/** Where a backup's images go: beside the database file. */
export const mediaBeside = (file: string) => `${file}.media`;

/** Where a backup's files sent with requests go: beside the database file. */
export const attachmentsBeside = (file: string) => `${file}.attachments`;

/** What a backup writes before it is whole: `<file>.partial`, `<file>.media.partial` and `<file>.attachments.partial`. */
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

/** A file or folder that is gone (erased while a copy ran) answers `instead`; any other error is thrown. */
const erasedMeanwhile =
  <T>(instead: T) =>
  (error: unknown): T => {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    return instead;
  };

/**
 * Copies the files of the requests `of` (every request's, when not given) from the attachment
 * folder `from` into `to`: each file `to` lacks (one by the same ids is the same file, never
 * replaced), under a temporary name renamed once whole, keeping the time it was stored (which
 * retention reads). A request erased while this runs is left out. Returns how many were copied.
 */
export async function copyAttachments(from: string, to: string, of?: ReadonlySet<string>): Promise<number> {
  await mkdir(to, { recursive: true });
  if (!existsSync(from)) return 0;
  let copied = 0;
  for (const request of await readdir(from)) {
    if (!isStoredId(request) || (of && !of.has(request))) continue;
    const names = (await readdir(join(from, request)).catch(erasedMeanwhile<string[]>([]))).filter(
      (name) => isStoredId(name) && !isPartialAttachment(name),
    );
    if (names.length === 0) continue;
    await mkdir(join(to, request), { recursive: true });
    for (const name of names) {
      const target = join(to, request, name);
      if (existsSync(target)) continue;
      const source = join(from, request, name);
      const partial = `${target}.${process.pid}${PARTIAL_SUFFIX}`;
      try {
        await copyFile(source, partial, constants.COPYFILE_FICLONE);
        const { atime, mtime } = await stat(source);
        await utimes(partial, atime, mtime);
      } catch (error) {
        rmSync(partial, { force: true });
        erasedMeanwhile(undefined)(error);
        continue;
      }
      flush(partial);
      await rename(partial, target);
      copied++;
    }
    flushFolder(join(to, request));
  }
  flushFolder(to);
  return copied;
}

/** The ids of the requests in the database `file`. */
function requestIdsIn(file: string): Set<string> {
  const db = new (sqlite().DatabaseSync)(file, { readOnly: true });
  try {
    return new Set((db.prepare('SELECT id FROM contact_requests').all() as { id: string }[]).map((row) => row.id));
  } finally {
    db.close();
  }
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

/** Copies the database, images and files of `dataDir` to `file`, `<file>.media/` and `<file>.attachments/`. */
export async function backupEmbeddedStore(dataDir: string, file: string): Promise<BackupCopy> {
  const source = databasePath(dataDir);
  if (!existsSync(source)) throw new Error(`There is no database to back up: ${source} does not exist (is CONTACT_DATA_DIR right?).`);
  const media = mediaBeside(file);
  const attachments = attachmentsBeside(file);
  for (const taken of [file, media, attachments])
    if (existsSync(taken)) throw new Error(`${taken} exists already: name a new file (a backup never overwrites one).`);
  mkdirSync(dirname(file), { recursive: true });
  const partial = `${file}${PARTIAL_SUFFIX}`;
  const partialMedia = `${media}${PARTIAL_SUFFIX}`;
  const partialAttachments = `${attachments}${PARTIAL_SUFFIX}`;
  const removePartials = () => {
    rmSync(partial, { force: true });
    rmSync(partialMedia, { recursive: true, force: true });
    rmSync(partialAttachments, { recursive: true, force: true });
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
    const attachmentFiles = await copyAttachments(attachmentsFolder(dataDir), partialAttachments, requestIdsIn(partial));
    renameSync(partial, file);
    renameSync(partialMedia, media);
    renameSync(partialAttachments, attachments);
    flushFolder(dirname(file));
    return { database: file, media, images, attachments, attachmentFiles, ...facts };
  } catch (error) {
    removePartials();
    throw error;
  }
}
