/**
 * The files sent with contact requests, in the embedded store: `<data folder>/attachments/
 * <request id>/<attachment id>`, beside the database, so a backup or a restore of the folder
 * carries them (backup.ts). Both ids are UUIDs the server made: anything else names no file,
 * so no path is ever built from a name a visitor chose.
 *
 * A file is moved in under a temporary name, synced, and renamed once whole: a crash never
 * leaves half a file under the real name. Its modification time is when it was stored, which
 * retention reads.
 */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, open, readdir, rename, rm, rmdir, stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import { isStoredId, type AttachmentStore } from '../attachments';

const ATTACHMENTS_FOLDER = 'attachments';
/** Request folders removed at once: removing one waits on the disk more than on Node's four file-system threads. */
const PARALLEL_REMOVALS = 64;

/** The folder of the files beside the database in `dataDir`. */
export const attachmentsFolder = (dataDir: string) => join(dataDir, ATTACHMENTS_FOLDER);

/** What a crash mid-write may leave in a request's folder: never a file of it. */
export const isPartialAttachment = (name: string) => name.endsWith('.partial');

/**
 * Writes a file's or a folder's entries to the disk, on libuv's thread pool (the event loop
 * serves pages meanwhile); some systems cannot sync a folder, and lose nothing but that.
 */
async function flush(path: string, flags: 'r' | 'r+'): Promise<void> {
  let handle;
  try {
    handle = await open(path, flags);
  } catch (error) {
    if (flags === 'r+') throw error;
    return;
  }
  try {
    await handle.sync();
  } catch (error) {
    if (flags === 'r+') throw error;
  } finally {
    await handle.close();
  }
}

const codeOf = (error: unknown) => (error as NodeJS.ErrnoException).code;

/** What a file or folder that is gone (deleted while this ran) answers instead; any other error is thrown. */
const ifGone =
  <T>(instead: T) =>
  (error: unknown): T => {
    if (codeOf(error) !== 'ENOENT' && codeOf(error) !== 'ENOTDIR') throw error;
    return instead;
  };

async function exists(path: string): Promise<boolean> {
  try {
    await stat(path);
    return true;
  } catch (error) {
    if (codeOf(error) === 'ENOENT') return false;
    throw error;
  }
}

export function folderAttachmentStore(dataDir: string): AttachmentStore {
  const folder = attachmentsFolder(dataDir);
  const pathOf = (requestId: string, attachmentId: string) =>
    isStoredId(requestId) && isStoredId(attachmentId) ? join(folder, requestId, attachmentId) : undefined;

  return {
    async put(requestId, attachmentId, _type, file) {
      const target = pathOf(requestId, attachmentId);
      if (!target) throw new Error(`Not an attachment's ids: ${JSON.stringify([requestId, attachmentId])} (both are UUIDs).`);
      const requestFolder = join(folder, requestId);
      // A resent request's file: the one kept first stays.
      if (await exists(target)) return void (await rm(file, { force: true }));
      await mkdir(requestFolder, { recursive: true });
      // A name of this call's own: two posts putting at once never write, rename or remove each other's.
      const partial = `${target}.${randomUUID()}.partial`;
      try {
        try {
          await rename(file, partial);
        } catch (error) {
          // Another file system (the upload's temporary folder on a tmpfs): copied, then removed there.
          if (codeOf(error) !== 'EXDEV') throw error;
          await copyFile(file, partial);
          await unlink(file);
        }
        await flush(partial, 'r+');
        await rename(partial, target);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await flush(requestFolder, 'r');
      await flush(folder, 'r');
    },

    async read(requestId, attachmentId) {
      const path = pathOf(requestId, attachmentId);
      if (!path) return undefined;
      let handle;
      try {
        handle = await open(path, 'r');
      } catch (error) {
        return ifGone(undefined)(error);
      }
      // The size of the file this handle reads, whatever happens to the name meanwhile.
      const facts = await handle.stat();
      if (!facts.isFile()) {
        await handle.close();
        return undefined;
      }
      return { size: facts.size, stream: handle.createReadStream() };
    },

    async deleteFiles(requestId, attachmentIds) {
      for (const attachmentId of attachmentIds) {
        const path = pathOf(requestId, attachmentId);
        if (path) await rm(path, { force: true });
      }
    },

    async deleteOf(requestIds) {
      // Most requests have no folder: a look at the name (microseconds, on this thread) spares
      // each of them a trip to the file system's threads, which one after another add up when
      // retention deletes thousands; the folders there are removed a few side by side.
      const present = requestIds.filter((id) => isStoredId(id) && existsSync(join(folder, id)));
      for (let start = 0; start < present.length; start += PARALLEL_REMOVALS)
        await Promise.all(
          present.slice(start, start + PARALLEL_REMOVALS).map((id) => rm(join(folder, id), { recursive: true, force: true })),
        );
    },

    async deleteStoredBefore(cutoff) {
      const requests = (await readdir(folder).catch(ifGone<string[]>([]))).filter(isStoredId);
      let deleted = 0;
      for (const request of requests) {
        const requestFolder = join(folder, request);
        for (const name of await readdir(requestFolder).catch(ifGone<string[]>([]))) {
          const path = join(requestFolder, name);
          const facts = await stat(path).catch(ifGone(undefined));
          if (!facts?.isFile() || facts.mtimeMs >= cutoff.getTime()) continue;
          await rm(path, { force: true });
          // What a crash left mid-write goes too, uncounted: it was never a file of the request.
          if (!isPartialAttachment(name)) deleted++;
        }
        // Only once empty: a request with a newer file keeps its folder.
        await rmdir(requestFolder).catch((error: unknown) => {
          if (codeOf(error) !== 'ENOTEMPTY' && codeOf(error) !== 'EEXIST') ifGone(undefined)(error);
        });
      }
      return deleted;
    },
  };
}
