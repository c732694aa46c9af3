/**
 * Where the files sent with contact requests are kept, apart from the requests (which hold what
 * is known of each file, src/content/attachments.ts): the embedded store in a folder beside its
 * database, Firestore mode in Cloud Storage under a prefix of its own. Never on a public path:
 * staff download them through the staff API, which checks the `inbox` permission.
 */
import type { Readable } from 'node:stream';
import type { AttachmentMediaType } from '../../content/attachments';

export interface StoredFile {
  size: number;
  stream: Readable;
}

export interface AttachmentStore {
  /**
   * Keeps one file of a request, taken from `file`: a whole file on this machine, prepared by
   * the contact endpoint (checked, a photo re-encoded), which the store may move. Resolves only
   * once the file is durable.
   */
  put(requestId: string, attachmentId: string, type: AttachmentMediaType, file: string): Promise<void>;
  /** The file, or undefined when there is none by these ids. */
  read(requestId: string, attachmentId: string): Promise<StoredFile | undefined>;
  /** Deletes every file of these requests (a request without files is no error). */
  deleteOf(requestIds: readonly string[]): Promise<void>;
  /** Deletes the files kept before `cutoff`, as retention deletes their requests; how many files. */
  deleteStoredBefore(cutoff: Date): Promise<number>;
}
