/**
 * A photo sent with a quote request, encoded anew as the studio's uploads are, so that nothing
 * but the picture is kept: no EXIF (above all no GPS position: a phone's photo of a site says
 * where the site is and when), no XMP, no comments, no ICC profile (the pixels are converted to
 * sRGB instead). The orientation the camera recorded is applied to the pixels first, so the photo
 * stays upright without its tag. The format stays the visitor's: a JPEG stays a JPEG, a PNG (often
 * a screenshot of a plan, with sharp lines) stays a PNG. File to file: the photo is never whole
 * in this process's memory, only in libvips' while it is encoded.
 */
import { rm } from 'node:fs/promises';
import { imageLibrary } from '../../image-library';
import { oneImageAtATime } from '../../one-image-at-a-time';
import { ATTACHMENT_LIMITS } from '../../../content/attachments';

const JPEG_QUALITY = 90;

type PhotoResult = { ok: true; size: number } | { ok: false; error: string };

const UNREADABLE = 'the image could not be read';
/** The error of a photo past ATTACHMENT_LIMITS.photoPixels, told apart so the visitor reads why. */
export const PHOTO_TOO_LARGE = `the image is too large: at most ${ATTACHMENT_LIMITS.photoPixels / 1e6} megapixels`;
const TOO_LARGE = PHOTO_TOO_LARGE;

/** Writes `input` anew to `output` without its metadata; on failure nothing of it is left at `output`. */
export async function reencodePhoto(input: string, output: string, kind: 'jpeg' | 'png'): Promise<PhotoResult> {
  const options = { sequentialRead: true, limitInputPixels: ATTACHMENT_LIMITS.photoPixels, failOn: 'error' } as const;
  const sharp = await imageLibrary();
  try {
    // The header says the size and the format without decoding a pixel; limitInputPixels below
    // stands behind this check.
    const { width = 0, height = 0, format } = await sharp(input).metadata();
    if (width * height > ATTACHMENT_LIMITS.photoPixels) return { ok: false, error: TOO_LARGE };
    if (format !== kind) return { ok: false, error: UNREADABLE };
    const image = sharp(input, options).rotate();
    const encoded = kind === 'jpeg' ? image.jpeg({ quality: JPEG_QUALITY }) : image.png();
    const { size } = await oneImageAtATime(() => encoded.toFile(output));
    return { ok: true, size };
  } catch (error) {
    await rm(output, { force: true }).catch(() => undefined);
    // libvips' reason, should the header check above have let a picture past.
    const reason = error instanceof Error ? error.message : '';
    return { ok: false, error: /pixel limit/i.test(reason) ? TOO_LARGE : UNREADABLE };
  }
}
