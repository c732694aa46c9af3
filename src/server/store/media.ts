/**
 * Where uploaded images are kept until an export writes them into the build's images: by name
 * (the hash of the bytes, src/server/content/uploads.ts), so a second upload of the same photo
 * writes nothing new. The embedded store keeps them in a folder beside its database.
 */
export interface MediaStore {
  put(name: string, bytes: Buffer): Promise<void>;
  /** The image's bytes, or undefined when there is none by that name. */
  get(name: string): Promise<Buffer | undefined>;
  /** Every image's name, the newest first: what an editor can pick again. */
  list(): Promise<string[]>;
}
