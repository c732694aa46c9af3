/**
 * A photograph an editor uploads, made safe to publish: its type is read from its bytes (never
 * from the request's header), it must be a JPEG, PNG, WebP or AVIF image of at most 40
 * megapixels, and it is encoded anew as a JPEG of at most 3,200 px on its long edge with its
 * orientation applied. The new file carries none of the original's metadata: no EXIF, above
 * all no GPS position (a phone's photo of a site says where the site is). It is named by the
 * hash of its bytes, so the same photo uploaded twice is one file; the name the file had on the
 * editor's computer is kept beside it, for editors to recognise it by.
 */
import { createHash } from 'node:crypto';
import { imageLibrary } from '../image-library';
import { oneImageAtATime } from '../one-image-at-a-time';

export const MAX_UPLOAD_BYTES = 15 * 1000 * 1000;
/** Longer than any file name an editor's computer gives; longer ones are cut. */
const MAX_ORIGINAL_NAME = 200;

const MAX_PIXELS = 40_000_000;
const LONG_EDGE = 3200;

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp' | 'image/avif';

/** The image type the bytes begin with, whatever the request said. */
export function sniffImageType(bytes: Uint8Array): ImageType | undefined {
  const at = (offset: number, ...values: number[]) => values.every((value, index) => bytes[offset + index] === value);
  const ascii = (offset: number, text: string) => at(offset, ...[...text].map((char) => char.charCodeAt(0)));
  if (at(0, 0xff, 0xd8, 0xff)) return 'image/jpeg';
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png';
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp';
  if (ascii(4, 'ftyp') && (ascii(8, 'avif') || ascii(8, 'avis'))) return 'image/avif';
  return undefined;
}

interface Upload {
  name: string;
  bytes: Buffer;
  width: number;
  height: number;
}

export type UploadResult = { ok: true; upload: Upload } | { ok: false; status: 400 | 413 | 415; error: string };

/**
 * The file name the editor's computer gave the photo, as editors may be shown it: its last path
 * part, without control characters, at most 200 characters; null when nothing is left.
 */
export function originalFileName(raw: string | null): string | null {
  const name = (raw ?? '')
    .split(/[/\\]/)
    .at(-1)!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  return name === '' ? null : [...name].slice(0, MAX_ORIGINAL_NAME).join('');
}

export async function prepareUpload(bytes: Buffer): Promise<UploadResult> {
  if (bytes.byteLength > MAX_UPLOAD_BYTES) return { ok: false, status: 413, error: `an image of at most ${MAX_UPLOAD_BYTES / 1e6} MB` };
  if (!sniffImageType(bytes)) return { ok: false, status: 415, error: 'a JPEG, PNG, WebP or AVIF image; this file is none of them' };
  let output: { data: Buffer; info: { width: number; height: number } };
  const sharp = await imageLibrary();
  try {
    // The header says the size without decoding a pixel.
    const { width = 0, height = 0 } = await sharp(bytes).metadata();
    if (width * height > MAX_PIXELS)
      return {
        ok: false,
        status: 400,
        error: `an image of at most ${MAX_PIXELS / 1e6} megapixels; this one has ${Math.round((width * height) / 1e6)}`,
      };
    output = await oneImageAtATime(() =>
      sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
        .rotate()
        .resize({ width: LONG_EDGE, height: LONG_EDGE, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: 85, mozjpeg: true })
        .toBuffer({ resolveWithObject: true }),
    );
  } catch (error) {
    return { ok: false, status: 400, error: `an image that can be read; this one cannot (${(error as Error).message})` };
  }
  const name = `${createHash('sha256').update(output.data).digest('hex').slice(0, 32)}.jpg`;
  return { ok: true, upload: { name, bytes: output.data, width: output.info.width, height: output.info.height } };
}
