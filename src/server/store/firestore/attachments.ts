/**
 * The files sent with contact requests beside Firestore: objects
 * `contact-attachments/<request id>/<attachment id>` in the Cloud Storage bucket MEDIA_BUCKET
 * names, a prefix apart from the editors' `uploads/`. storage.rules closes the whole bucket to
 * every client: only the server (a service account) reads and writes them, and staff download
 * them through the staff API. Both ids are UUIDs the server made; anything else names no object.
 *
 * An object is created only if absent (`ifGenerationMatch: 0`), never replaced. Retention reads
 * each object's `timeCreated`: Firestore's TTL deletes the requests, the server's sweep the files.
 */
import { rm } from 'node:fs/promises';
import type { FirestoreConnection } from './connection';
import { isStoredId, type AttachmentStore } from '../attachments';

export const ATTACHMENTS_PREFIX = 'contact-attachments/';
/** Cloud Storage's answers when a precondition fails, and when there is no such object. */
const PRECONDITION_FAILED = 412;
const NOT_FOUND = 404;

const codeOf = (error: unknown) => (error as { code?: number }).code;
const requestPrefix = (requestId: string) => `${ATTACHMENTS_PREFIX}${requestId}/`;

export function bucketAttachmentStore(bucket: ReturnType<FirestoreConnection['bucket']>): AttachmentStore {
  const objectOf = (requestId: string, attachmentId: string) =>
    isStoredId(requestId) && isStoredId(attachmentId) ? bucket.file(`${requestPrefix(requestId)}${attachmentId}`) : undefined;
  /** Deletes one object; one another instance deleted first is no error. */
  const remove = async (object: ReturnType<typeof bucket.file>) => {
    try {
      await object.delete();
    } catch (error) {
      if (codeOf(error) !== NOT_FOUND) throw error;
    }
  };

  return {
    async put(requestId, attachmentId, type, file) {
      const object = objectOf(requestId, attachmentId);
      if (!object) throw new Error(`Not an attachment's ids: ${JSON.stringify([requestId, attachmentId])} (both are UUIDs).`);
      try {
        // One request streamed from the file (no resumable session): the object exists whole once it answers.
        await bucket.upload(file, {
          destination: object,
          resumable: false,
          contentType: type,
          preconditionOpts: { ifGenerationMatch: 0 },
        });
      } catch (error) {
        // A resent request's file: the object kept first stays.
        if (codeOf(error) !== PRECONDITION_FAILED) throw error;
      }
      // Taken, as the embedded store moves it: the caller has nothing left to remove.
      await rm(file, { force: true });
    },

    async read(requestId, attachmentId) {
      const object = objectOf(requestId, attachmentId);
      if (!object) return undefined;
      let size: number;
      try {
        const [metadata] = await object.getMetadata();
        size = Number(metadata.size);
      } catch (error) {
        if (codeOf(error) === NOT_FOUND) return undefined;
        throw error;
      }
      return { size, stream: object.createReadStream() };
    },

    async deleteFiles(requestId, attachmentIds) {
      for (const attachmentId of attachmentIds) {
        const object = objectOf(requestId, attachmentId);
        if (object) await remove(object);
      }
    },

    async deleteOf(requestIds) {
      for (const id of requestIds) {
        if (!isStoredId(id)) continue;
        const [objects] = await bucket.getFiles({ prefix: requestPrefix(id) });
        for (const object of objects) await remove(object);
      }
    },

    async deleteStoredBefore(cutoff) {
      const [objects] = await bucket.getFiles({ prefix: ATTACHMENTS_PREFIX });
      const old = objects.filter((object) => {
        const created = Date.parse(String(object.metadata.timeCreated ?? ''));
        return !Number.isNaN(created) && created < cutoff.getTime();
      });
      for (const object of old) await remove(object);
      return old.length;
    },
  };
}
