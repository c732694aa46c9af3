/**
 * Uploaded images beside Firestore: objects `uploads/<name>` in the Firebase project's Cloud
 * Storage bucket (MEDIA_BUCKET), closed to every client by storage.rules; only the server and
 * the export (service accounts) read and write them. An object is created only if absent:
 * names are hashes of the bytes, so one that exists already holds the same image. The file's
 * original name is the object's custom metadata `originalName`.
 */
import type { FirestoreConnection } from './connection';
import type { MediaStore } from '../media';

const PREFIX = 'uploads/';
/** Cloud Storage's answers when a precondition fails, and when there is no such object. */
const PRECONDITION_FAILED = 412;
const NOT_FOUND = 404;

export function bucketMediaStore(bucket: ReturnType<FirestoreConnection['bucket']>): MediaStore {
  return {
    async put(name, bytes, originalName = null) {
      try {
        await bucket.file(`${PREFIX}${name}`).save(bytes, {
          resumable: false,
          contentType: 'image/jpeg',
          ...(originalName === null ? {} : { metadata: { metadata: { originalName } } }),
          preconditionOpts: { ifGenerationMatch: 0 },
        });
      } catch (error) {
        if ((error as { code?: number }).code !== PRECONDITION_FAILED) throw error;
      }
    },
    async get(name) {
      try {
        const [bytes] = await bucket.file(`${PREFIX}${name}`).download();
        return bytes;
      } catch (error) {
        if ((error as { code?: number }).code === NOT_FOUND) return undefined;
        throw error;
      }
    },
    async list() {
      const [files] = await bucket.getFiles({ prefix: PREFIX });
      const created = (file: (typeof files)[number]) => String(file.metadata.timeCreated ?? '');
      const originalName = (file: (typeof files)[number]) => file.metadata.metadata?.['originalName'];
      return files
        .sort((a, b) => created(b).localeCompare(created(a)) || a.name.localeCompare(b.name))
        .map((file) => {
          const original = originalName(file);
          return { name: file.name.slice(PREFIX.length), originalName: typeof original === 'string' ? original : null };
        });
    },
  };
}
