/** Uploaded images of the embedded store: files in `<data folder>/media/`, written whole or not at all. */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaStore } from '../media';

const MEDIA_FOLDER = 'media';

/** The folder of the images beside the database in `dataDir`. */
export const mediaFolder = (dataDir: string) => join(dataDir, MEDIA_FOLDER);

/** What a crash mid-write may leave in the folder: never an image. */
export const isPartialImage = (name: string) => name.endsWith('.partial');

export function folderMediaStore(dataDir: string): MediaStore {
  const folder = mediaFolder(dataDir);
  return {
    async put(name, bytes) {
      const target = join(folder, name);
      if (existsSync(target)) return;
      mkdirSync(folder, { recursive: true });
      // A crash mid-write leaves a temporary file, never a truncated image under the real name.
      const partial = `${target}.${process.pid}.partial`;
      writeFileSync(partial, bytes, { flush: true });
      renameSync(partial, target);
    },
    async get(name) {
      const file = join(folder, name);
      return existsSync(file) ? readFileSync(file) : undefined;
    },
    async list() {
      if (!existsSync(folder)) return [];
      const names = readdirSync(folder).filter((name) => !isPartialImage(name));
      const written = new Map(names.map((name) => [name, statSync(join(folder, name)).mtimeMs]));
      return names.sort((a, b) => written.get(b)! - written.get(a)! || a.localeCompare(b));
    },
  };
}
