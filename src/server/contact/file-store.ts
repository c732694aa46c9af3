/**
 * The embedded store used when no Firestore is configured, so `npm start` delivers on a fresh
 * machine: one JSON file per request, written to a temporary name, flushed, linked into
 * place and the folder flushed, so a request is on disk before the visitor hears 'sent'.
 * Concurrent requests never share a file; a restart finds them all.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, readdir, readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { contactRequestSchema } from '../../content/schemas';
import type { ContactStore, StoredContactRequest } from './store';

async function fsyncPath(path: string, flags: number): Promise<void> {
  const handle = await open(path, flags);
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export function fileContactStore(dataDir: string): ContactStore {
  return {
    async save({ id, request }) {
      await mkdir(dataDir, { recursive: true });
      const file = join(dataDir, `${id}.json`);
      const temporary = join(dataDir, `.${id}.${randomUUID()}.tmp`);
      const handle = await open(temporary, 'wx');
      try {
        await handle.writeFile(`${JSON.stringify({ id, request }, null, 2)}\n`);
        await handle.sync();
      } finally {
        await handle.close();
      }
      // link() creates the name only if it is free: the same id again keeps the first copy.
      try {
        await link(temporary, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(temporary);
      }
      await fsyncPath(dataDir, constants.O_RDONLY);
    },

    async list() {
      let names: string[];
      try {
        names = await readdir(dataDir);
      } catch {
        return [];
      }
      const entries = await Promise.all(
        names
          .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
          .map(async (name) => {
            const data = JSON.parse(await readFile(join(dataDir, name), 'utf8')) as StoredContactRequest;
            return { id: data.id, request: contactRequestSchema.parse(data.request) };
          }),
      );
      return entries.sort((a, b) => a.request.index - b.request.index || a.id.localeCompare(b.id));
    },
  };
}
