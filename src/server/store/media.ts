/**
 * Where uploaded images are kept until an export writes them into the build's images: by name
 * (the hash of the bytes, src/server/content/uploads.ts), so a second upload of the same photo
 * writes nothing new, and keeps the file name of its first upload. The embedded store keeps them
 * in a folder beside its database.
 */
interface StoredImage {
  name: string;
  /** The file's name on the editor's computer; null for images uploaded before it was kept. */
  originalName: string | null;
}

export interface MediaStore {
  put(name: string, bytes: Buffer, originalName?: string | null): Promise<void>;
  /** The image's bytes, or undefined when there is none by that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Every image, the newest first: what an editor can pick again. */
  list(): Promise<StoredImage[]>;
}
