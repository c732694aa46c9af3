/** Uploaded images of the embedded store: files in `<data folder>/media/`, written whole or not at all. */
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MediaStore } from '../media';

const MEDIA_FOLDER = 'media';

export function folderMediaStore(dataDir: string): MediaStore {
  const folder = join(dataDir, MEDIA_FOLDER);
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
      const names = readdirSync(folder).filter((name) => !name.endsWith('.partial'));
      const written = new Map(names.map((name) => [name, statSync(join(folder, name)).mtimeMs]));
      return names.sort((a, b) => written.get(b)! - written.get(a)! || a.localeCompare(b));
    },
  };
}
