/**
 * What an upload becomes: read by its bytes, never its name or header; encoded anew as a JPEG
 * without any metadata (no GPS position), upright, at most 3,200 px long, named by its hash.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { UPLOAD_NAME } from '../../../src/lib/content-images-folder';
import { originalFileName, prepareUpload, sniffImageType } from '../../../src/server/content/uploads';
import { IMAGE_THREADS } from '../../../src/server/limits';

/** A phone's photo: 4000 x 3000, EXIF with the site's GPS position, taken with the phone on its side (orientation 6). */
async function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 4000, height: 3000, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 58/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 45/1 0/1' },
    })
    .toBuffer();
}

/** Whether EXIF data points to a GPS block (IFD0's tag 0x8825, GPSInfo, in either byte order). */
function hasGpsBlock(exif: Buffer | undefined): boolean {
  return Boolean(exif && (exif.includes(Buffer.from([0x25, 0x88])) || exif.includes(Buffer.from([0x88, 0x25]))));
}

describe('prepareUpload', () => {
  it("keeps no image in sharp's cache between uploads and gives one image the threads the limits allow", async () => {
    // sharp is set up when the first upload loads it (not at start): the settings hold from then on.
    await prepareUpload(await phonePhoto());
    // Without arguments, sharp.cache() reports the settings without changing them.
    const { memory, files, items } = sharp.cache();
    expect([memory.max, files.max, items.max]).toEqual([0, 0, 0]);
    expect(sharp.concurrency()).toBe(IMAGE_THREADS);
  });

  it('keeps no metadata, above all no GPS, applies the orientation and fits 3,200 px', async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(hasGpsBlock(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);

    const result = await prepareUpload(original);
    if (!result.ok) throw new Error(result.error);
    const after = await sharp(result.upload.bytes).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(hasGpsBlock(after.exif)).toBe(false);
    // On its side: 3000 x 4000 upright, then fitted to 3200 on the long edge.
    expect([after.width, after.height]).toEqual([2400, 3200]);
    expect([result.upload.width, result.upload.height]).toEqual([2400, 3200]);
    expect(result.upload.name).toMatch(UPLOAD_NAME);
    const again = await prepareUpload(original);
    expect(again.ok && again.upload.name).toBe(result.upload.name);
  });

  it('takes PNG, WebP and AVIF as well, by their bytes', async () => {
    const image = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c00' } });
    for (const [format, type] of [
      ['png', 'image/png'],
      ['webp', 'image/webp'],
      ['avif', 'image/avif'],
    ] as const) {
      const bytes = await image.clone().toFormat(format).toBuffer();
      expect(sniffImageType(bytes), format).toBe(type);
      const result = await prepareUpload(bytes);
      expect(result.ok && [result.upload.width, result.upload.height], format).toEqual([64, 48]);
    }
  });

  it('refuses what is not an image, whatever it claims, and a polyglot keeps nothing but the picture', async () => {
    for (const text of [
      '<!doctype html><script>alert(1)</script>',
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'GIF89a',
    ]) {
      expect(await prepareUpload(Buffer.from(text))).toMatchObject({ ok: false, status: 415 });
    }
    const jpeg = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const polyglot = Buffer.concat([jpeg, Buffer.from('<script>alert(1)</script>')]);
    const result = await prepareUpload(polyglot);
    expect(result.ok && result.upload.bytes.includes(Buffer.from('<script>'))).toBe(false);
    expect(await prepareUpload(Buffer.concat([jpeg.subarray(0, 40)]))).toMatchObject({ ok: false, status: 400 });
  });

  it('refuses an image of more than 40 megapixels, and more than 15 MB', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    expect(await prepareUpload(huge)).toMatchObject({ ok: false, status: 400, error: expect.stringContaining('40 megapixels') });
    expect(await prepareUpload(Buffer.alloc(15_000_001, 0xff))).toMatchObject({ ok: false, status: 413 });
  });
});

describe("an upload's original file name", () => {
  it('is kept as the editor named it, without folders or control characters, and cut when very long', () => {
    expect(originalFileName('Şantiye – kuzey cephe.JPG')).toBe('Şantiye – kuzey cephe.JPG');
    expect(originalFileName('C:\\Users\\ayse\\Pictures\\IMG_2041.jpeg')).toBe('IMG_2041.jpeg');
    expect(originalFileName('../../etc/passwd')).toBe('passwd');
    expect(originalFileName('trafo\u0000\u202e gpj.exe')).toBe('trafo gpj.exe');
    expect(originalFileName(`${'ğ'.repeat(300)}.jpg`)).toHaveLength(200);
  });

  it('is none when nothing is left of it', () => {
    expect(originalFileName(null)).toBeNull();
    expect(originalFileName('  ')).toBeNull();
    expect(originalFileName('photos/')).toBeNull();
  });
});
