/**
 * One image decoded at a time in the process, whoever asked: an editor's upload (content/uploads.ts)
 * and a visitor's photo (contact/attachments/photo.ts) each take up to 160 MB of pixels while
 * libvips holds a 40-megapixel picture, outside V8's heap and its bound. Each has its own line
 * in front (limits.ts: IMAGE_WORK, UPLOAD_WORK), so those who wait here are few; taking turns
 * keeps three pictures from being held at once under load (the server's peak of 400 MiB came
 * from that).
 */
let last: Promise<unknown> = Promise.resolve();

export function oneImageAtATime<T>(decode: () => Promise<T>): Promise<T> {
  const turn = last.then(decode, decode);
  last = turn.catch(() => undefined);
  return turn;
}
