/**
 * The embedded store used when no Firestore is configured, so `npm start` delivers on a fresh
 * machine: one JSON file per request, written to a temporary name, flushed, linked into
 * place and the folder flushed, so a request is on disk before the visitor hears 'sent'.
 * Concurrent requests never share a file; a restart finds them all, and the temporary files
 * a crash left behind are removed before the store's first write.
 */
import { randomUUID } from 'node:crypto';
import { constants } from 'node:fs';
import { link, mkdir, open, readdir, readFile, rm, unlink } from 'node:fs/promises';
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

const isTemporary = (name: string) => name.startsWith('.') && name.endsWith('.tmp');

/** Temporary files this process has not written yet: what an earlier, crashed server left. */
async function removeLeftovers(dataDir: string): Promise<void> {
  let names: string[];
  try {
    names = await readdir(dataDir);
  } catch {
    return;
  }
  await Promise.all(names.filter(isTemporary).map((name) => rm(join(dataDir, name), { force: true })));
}

export function fileContactStore(dataDir: string): ContactStore {
  let started: Promise<void> | undefined;
  // The writer cleans, before its first write: a reader in another process (a test, an
  // inbox) must never remove a file the server is writing at that moment. Cleaning up is
  // housekeeping, so a failure is logged and never stops a request from being stored.
  const start = () =>
    (started ??= removeLeftovers(dataDir).catch((error: unknown) => console.error(`Leftover temporary files in ${dataDir} could not be removed:`, error)));
  return {
    async save({ id, request }) {
      await start();
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
