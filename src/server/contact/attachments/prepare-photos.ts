/**
 * The photos among a request's staged files, re-encoded without their metadata (as the studio's
 * uploads are) before anything is stored: a JPEG stays a JPEG, a PNG a PNG, each turned upright
 * first. It runs within the request's turn of UPLOAD_WORK, so a process re-encodes only as many at
 * once as it reads posts with files.
 */
import { rename, rm } from 'node:fs/promises';
import { PHOTO_TOO_LARGE, reencodePhoto } from './photo';
import type { FileProblem, StagedFile } from './read-multipart';

export type PreparedFiles = { ok: true; files: StagedFile[] } | { ok: false; problem: FileProblem };

export async function preparePhotos(files: readonly StagedFile[]): Promise<PreparedFiles> {
  const prepared: StagedFile[] = [];
  for (const file of files) {
    if (file.kind !== 'jpeg' && file.kind !== 'png') {
      prepared.push(file);
      continue;
    }
    const clean = `${file.path}.clean`;
    const encoded = await reencodePhoto(file.path, clean, file.kind);
    if (!encoded.ok) {
      await rm(clean, { force: true });
      return { ok: false, problem: { reason: encoded.error === PHOTO_TOO_LARGE ? 'pixels' : 'image', name: file.name } };
    }
    // In place of the photo as sent, so the staging folder's clean-up finds it.
    await rename(clean, file.path);
    prepared.push({ ...file, size: encoded.size });
  }
  return { ok: true, files: prepared };
}
