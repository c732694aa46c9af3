/**
 * A visitor's photo is written anew without its metadata (no EXIF, no GPS, no XMP, no ICC
 * profile), upright, in its own format; a picture too large to decode safely and a file that
 * is no picture are refused in plain words, never thrown.
 */
import { pngClaiming } from './png-claiming';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reencodePhoto } from '../../../../src/server/contact/attachments/photo';
import { sampleJpeg, samplePng } from '../../../fixtures/drawings';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'photo-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

/** Writes `bytes` to a file of its own and returns the path, and where its re-encoded copy goes. */
async function files(name: string, bytes: Buffer): Promise<{ input: string; output: string }> {
  const input = join(folder, name);
  await writeFile(input, bytes);
  return { input, output: join(folder, `new-${name}`) };
}

/** A phone's photo, 64 x 48 as stored, taken with the phone on its side (orientation 6), its top-left quarter red. */
async function sidewaysPhoto(): Promise<Buffer> {
  const red = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#f00' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 64, height: 48, channels: 3, background: '#00f' } })
    .composite([{ input: red, left: 0, top: 0 }])
    .jpeg({ quality: 95 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Copyright: 'secret', Make: 'Phone', Model: 'Camera' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '39/1 55/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '32/1 51/1 0/1' },
    })
    .withXmp('<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></x:xmpmeta>')
    .toBuffer();
}

/** A PNG of a few hundred bytes whose header claims 50,000 x 50,000 pixels (2,500 megapixels). */
function pngBomb(): Buffer {
  return pngClaiming(50_000, 50_000, { bitDepth: 8, colourType: 2, rows: Buffer.alloc(150_001 * 4) });
}

describe('reencodePhoto', () => {
  it('keeps none of a JPEG’s metadata, no EXIF above all, and turns it upright first', async () => {
    const original = await sidewaysPhoto();
    const before = await sharp(original).metadata();
    expect(before.exif?.includes('secret')).toBe(true);
    expect([before.orientation, before.xmp === undefined]).toEqual([6, false]);

    const { input, output } = await files('side.jpg', original);
    const result = await reencodePhoto(input, output, 'jpeg');
    expect(result).toEqual({ ok: true, size: (await stat(output)).size });

    const written = await readFile(output);
    const after = await sharp(written).metadata();
    expect(after.format).toBe('jpeg');
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.icc).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(written.includes('secret')).toBe(false);
    // Turned a quarter clockwise: 48 x 64, the stored top-left quarter now at the top right.
    expect([after.width, after.height]).toEqual([48, 64]);
    const { data } = await sharp(written).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * 48 + x) * 3, (y * 48 + x) * 3 + 3)];
    expect(pixel(40, 8)[0]).toBeGreaterThan(200);
    expect(pixel(8, 8)[0]).toBeLessThan(60);
  });

  it('keeps a JPEG a JPEG and a PNG a PNG, each without the EXIF and GPS position it came with', async () => {
    for (const [sample, kind] of [
      [await sampleJpeg(), 'jpeg'],
      [await samplePng(), 'png'],
    ] as const) {
      expect((await sharp(sample.bytes).metadata()).exif, kind).toBeDefined();
      const { input, output } = await files(sample.name, sample.bytes);
      const result = await reencodePhoto(input, output, kind);
      expect(result.ok, kind).toBe(true);
      const after = await sharp(output).metadata();
      expect([after.format, after.width, after.height, after.exif], kind).toEqual([kind, 64, 48, undefined]);
    }
  });

  it('refuses a small file that claims a huge picture, without decoding it, and leaves nothing behind', async () => {
    const bomb = pngBomb();
    expect(bomb.length).toBeLessThan(2_000);
    const { input, output } = await files('bomb.png', bomb);
    const started = performance.now();
    const result = await reencodePhoto(input, output, 'png');
    expect(result).toEqual({ ok: false, error: 'the image is too large: at most 40 megapixels' });
    // Decoding 2,500 megapixels would take minutes and gigabytes; reading the header, milliseconds.
    expect(performance.now() - started).toBeLessThan(2_000);
    await expect(stat(output)).rejects.toThrow();
  });

  it('refuses a whole picture just over the limit too', async () => {
    const sized = async (width: number, height: number) => {
      const bytes = await sharp({ create: { width, height, channels: 3, background: '#000' } })
        .png({ compressionLevel: 1 })
        .toBuffer();
      const { input, output } = await files(`${width}x${height}.png`, bytes);
      return reencodePhoto(input, output, 'png');
    };
    expect(await sized(8000, 5001)).toMatchObject({ ok: false, error: expect.stringContaining('too large') });
  });

  it('leaves nothing behind when a picture breaks off after part of it was written', async () => {
    const noise = Buffer.alloc(1024 * 1024 * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = ((index * 2654435761) >>> 13) & 255;
    const png = await sharp(noise, { raw: { width: 1024, height: 1024, channels: 3 } })
      .png()
      .toBuffer();
    const { input, output } = await files('cut-late.png', png.subarray(0, Math.floor(png.length * 0.9)));
    expect(await reencodePhoto(input, output, 'png')).toEqual({ ok: false, error: 'the image could not be read' });
    await expect(stat(output)).rejects.toThrow();
  });

  it('refuses, in plain words and without throwing, what cannot be read as the picture it claims to be', async () => {
    const jpeg = (await sampleJpeg()).bytes;
    const png = (await samplePng()).bytes;
    for (const [name, bytes, kind] of [
      ['cut.jpg', jpeg.subarray(0, 40), 'jpeg'],
      ['noise.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(500, 0x41)]), 'jpeg'],
      ['cut.png', png.subarray(0, 60), 'png'],
      ['empty.png', Buffer.alloc(0), 'png'],
      ['png-as.jpg', png, 'jpeg'],
    ] as const) {
      const { input, output } = await files(name, bytes);
      expect(await reencodePhoto(input, output, kind), name).toEqual({ ok: false, error: 'the image could not be read' });
      await expect(stat(output), name).rejects.toThrow();
    }
    expect(await reencodePhoto(join(folder, 'missing.jpg'), join(folder, 'out.jpg'), 'jpeg')).toEqual({
      ok: false,
      error: 'the image could not be read',
    });
  });
});
