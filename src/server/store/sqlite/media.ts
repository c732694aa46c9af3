/**
 * Uploaded images of the embedded store: files in `<data folder>/media/`, written whole or not
 * at all, each with its record beside it (`<name>.json`: the original file name), so a backup
 * or a restore of the folder carries both. No table: the images are not in the database either.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaStore } from '../media';

const MEDIA_FOLDER = 'media';

/** The folder of the images beside the database in `dataDir`. */
export const mediaFolder = (dataDir: string) => join(dataDir, MEDIA_FOLDER);

/** What a crash mid-write may leave in the folder: never an image. */
export const isPartialImage = (name: string) => name.endsWith('.partial');

/** An image's record beside it. */
const RECORD = '.json';
const recordOf = (file: string) => `${file}${RECORD}`;
/** A file of the folder that is an image's record, not an image. */
export const isImageRecord = (name: string) => name.endsWith(RECORD);

/** Written under a temporary name and renamed once whole: a crash never leaves half a file under the real name. */
function writeWhole(target: string, bytes: Buffer | string) {
  const partial = `${target}.${process.pid}.partial`;
  writeFileSync(partial, bytes, { flush: true });
  renameSync(partial, target);
}

function originalNameOf(file: string): string | null {
  try {
    const { originalName } = JSON.parse(readFileSync(recordOf(file), 'utf8')) as { originalName?: unknown };
    return typeof originalName === 'string' ? originalName : null;
  } catch {
    return null;
  }
}

export function folderMediaStore(dataDir: string): MediaStore {
  const folder = mediaFolder(dataDir);
  return {
    async put(name, bytes, originalName = null) {
      const target = join(folder, name);
      if (existsSync(target)) return;
      mkdirSync(folder, { recursive: true });
      // The record first: an image is never listed without the name it came with.
      if (originalName !== null) writeWhole(recordOf(target), JSON.stringify({ originalName }));
      writeWhole(target, bytes);
    },
    async get(name) {
      const file = join(folder, name);
      return existsSync(file) ? readFileSync(file) : undefined;
    },
    async list() {
      if (!existsSync(folder)) return [];
      const names = readdirSync(folder).filter((name) => !isPartialImage(name) && !isImageRecord(name));
      const written = new Map(names.map((name) => [name, statSync(join(folder, name)).mtimeMs]));
      return names
        .sort((a, b) => written.get(b)! - written.get(a)! || a.localeCompare(b))
        .map((name) => ({ name, originalName: originalNameOf(join(folder, name)) }));
    },
  };
}
