/**
 * An AttachmentStore over a temporary folder, for the staff API's tests: real files read back
 * as streams, as the embedded store keeps them (one folder per request), so the download route
 * is tested against bytes on disk rather than a stand-in.
 */
import { createReadStream } from 'node:fs';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AttachmentStore } from '../../../src/server/store/attachments';

export async function testFolderAttachmentStore(): Promise<AttachmentStore & { folder: string }> {
  const folder = await mkdtemp(join(tmpdir(), 'attachments-'));
  const fileOf = (requestId: string, attachmentId: string) => join(folder, requestId, attachmentId);
  return {
    folder,
    async put(requestId, attachmentId, _type, file) {
      await mkdir(join(folder, requestId), { recursive: true });
      await copyFile(file, fileOf(requestId, attachmentId));
    },
    async read(requestId, attachmentId) {
      const path = fileOf(requestId, attachmentId);
      const found = await stat(path).catch(() => undefined);
      return found?.isFile() ? { size: found.size, stream: createReadStream(path) } : undefined;
    },
    async deleteOf(requestIds) {
      for (const requestId of requestIds) await rm(join(folder, requestId), { recursive: true, force: true });
    },
    async deleteStoredBefore(cutoff) {
      let deleted = 0;
      for (const requestId of await readdir(folder))
        for (const name of await readdir(join(folder, requestId))) {
          const path = join(folder, requestId, name);
          if ((await stat(path)).mtime < cutoff) {
            await rm(path);
            deleted += 1;
          }
        }
      return deleted;
    },
  };
}
