/**
 * Where the files sent with contact requests are kept, apart from the requests (which hold what
 * is known of each file, src/content/attachments.ts): the embedded store in a folder beside its
 * database, Firestore mode in Cloud Storage under a prefix of its own. Never on a public path:
 * staff download them through the staff API, which checks the `inbox` permission.
 */
import type { Readable } from 'node:stream';
import type { AttachmentMediaType } from '../../content/attachments';
import { attachmentSchema } from '../../content/contact-request-schemas';

/**
 * Whether `id` may be a request's or a file's id (a UUID, as the stored record's): the only
 * names a store builds a path or an object name from, so none comes from a visitor.
 */
export const isStoredId = (id: string) => attachmentSchema.shape.id.safeParse(id).success;

interface StoredFile {
  size: number;
  stream: Readable;
}

export interface AttachmentStore {
  /**
   * Keeps one file of a request, taken from `file`: a whole file on this machine, prepared by
   * the contact endpoint (checked, a photo re-encoded). The store takes it (moved, or uploaded
   * and removed): once put resolves the file is durable and gone from `file`; after a failure
   * the caller removes what may be left there. Ids that are not UUIDs are refused with an error;
   * a file already kept under the same ids stays as it is (the contact endpoint derives the ids,
   * so a resent request puts its files again) and the new one is dropped.
   */
  put(requestId: string, attachmentId: string, type: AttachmentMediaType, file: string): Promise<void>;
  /** The file, or undefined when there is none by these ids (ids that are not UUIDs name none). */
  read(requestId: string, attachmentId: string): Promise<StoredFile | undefined>;
  /**
   * Deletes these files of one request and no other (ids it does not hold are no error): what a
   * post that did not become the stored request had put, leaving another post's files alone.
   */
  deleteFiles(requestId: string, attachmentIds: readonly string[]): Promise<void>;
  /** Deletes every file of these requests (a request without files is no error). */
  deleteOf(requestIds: readonly string[]): Promise<void>;
  /** Deletes the files kept before `cutoff`, as retention deletes their requests; how many files. */
  deleteStoredBefore(cutoff: Date): Promise<number>;
}
