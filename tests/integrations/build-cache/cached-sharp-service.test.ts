/**
 * The image service with the build cache (src/integrations/build-cache/cached-sharp-service.ts),
 * with Astro's real sharp service on the site's own photographs: a build given the cache folder of
 * an earlier one, copied elsewhere as the workflow's cache step restores it, encodes nothing; a
 * changed photo, transform, service setting or encoder version is encoded again, and so is a
 * damaged entry. The encoder's calls are counted on Astro's service itself.
 */
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import sharpService from 'astro/assets/services/sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import service, { ENCODED, REUSED, type CachedSharpConfig } from '../../../src/integrations/build-cache/cached-sharp-service';

type ImageConfig = Parameters<typeof service.transform>[2];
type Logger = Parameters<typeof service.transform>[3];

const photo = readFileSync('src/assets/images/projects/p01-1.jpg');
const otherPhoto = readFileSync('src/assets/images/projects/p01-2.jpg');
// Small outputs of the kinds the site makes (src/lib/images.ts): an AVIF and a WebP width, an Open Graph crop.
const transforms = [
  { src: '/_astro/p01-1.jpg', width: 96, format: 'avif' },
  { src: '/_astro/p01-1.jpg', width: 160, format: 'webp' },
  { src: '/_astro/p01-1.jpg', width: 120, height: 63, fit: 'cover', format: 'jpg' },
];
const logger: Logger = { info: () => {}, warn: () => {}, error: () => {} };

let root: string;
const encoder = vi.spyOn(sharpService, 'transform');
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'cached-sharp-'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => encoder.mockClear());

/** A build's view of the service: its cache folder and ledger, as src/integrations/build-cache/image-cache.ts sets them. */
function build(cacheDir: string, settings: Partial<CachedSharpConfig> = {}) {
  mkdirSync(cacheDir, { recursive: true });
  const ledger = join(root, `ledger-${Math.random().toString(36).slice(2)}`);
  writeFileSync(ledger, '');
  const config = {
    service: { entrypoint: 'test', config: { cacheDir, ledger, astroVersion: '7.3.4', ...settings } },
  } as unknown as ImageConfig;
  return {
    transform: (input: Buffer, transform: Record<string, unknown>) =>
      service.transform(input, { src: '/_astro/photo.jpg', ...transform }, config, logger),
    ledger: () => {
      const lines = readFileSync(ledger, 'utf8').split('\n');
      return { encoded: lines.filter((line) => line === ENCODED).length, reused: lines.filter((line) => line === REUSED).length };
    },
  };
}

const entries = (cacheDir: string) => readdirSync(cacheDir).filter((name) => /^[0-9a-f]{64}$/.test(name));

describe('the image service with the build cache', () => {
  let earlier: string;
  const firstResults: { data: Uint8Array; format: string }[] = [];

  beforeAll(async () => {
    earlier = join(root, 'earlier', 'images');
    const first = build(earlier);
    for (const transform of transforms) firstResults.push(await first.transform(photo, transform));
    expect(first.ledger()).toEqual({ encoded: transforms.length, reused: 0 });
    expect(entries(earlier)).toHaveLength(transforms.length);
  });

  /** The earlier build's cache, copied to a folder of its own. */
  function restored(): string {
    const copy = join(mkdtempSync(join(root, 'restored-')), 'images');
    cpSync(earlier, copy, { recursive: true, preserveTimestamps: true });
    return copy;
  }

  it('encodes each photo once: a later build with the earlier cache encodes none and gets the same bytes', async () => {
    expect(encoder).not.toHaveBeenCalled();
    const later = build(restored());
    for (const [index, transform] of transforms.entries()) {
      const result = await later.transform(photo, transform);
      expect(Buffer.from(result.data).equals(Buffer.from(firstResults[index]!.data)), transform.format).toBe(true);
      expect(result.format).toBe(firstResults[index]!.format);
    }
    expect(encoder).toHaveBeenCalledTimes(0);
    expect(later.ledger()).toEqual({ encoded: 0, reused: transforms.length });
  });

  it('encodes again a changed photo, a changed transform and a changed service setting', async () => {
    const later = build(restored());
    await later.transform(otherPhoto, transforms[0]!);
    expect(encoder).toHaveBeenCalledTimes(1);
    await later.transform(photo, { ...transforms[1]!, width: 150 });
    await later.transform(photo, { ...transforms[2]!, quality: 40 });
    expect(encoder).toHaveBeenCalledTimes(3);
    const otherSettings = build(restored(), { jpeg: { quality: 50 } });
    await otherSettings.transform(photo, transforms[2]!);
    expect(encoder).toHaveBeenCalledTimes(4);
  });

  it('encodes again with another version of sharp or libvips, or of Astro, whose code calls sharp', async () => {
    const versions = sharp.versions;
    try {
      sharp.versions = { ...versions, vips: `${versions.vips}-other` };
      await build(restored()).transform(photo, transforms[0]!);
      expect(encoder).toHaveBeenCalledTimes(1);
    } finally {
      sharp.versions = versions;
    }
    await build(restored(), { astroVersion: '7.4.0' }).transform(photo, transforms[0]!);
    expect(encoder).toHaveBeenCalledTimes(2);
    // The same versions as the earlier build again: no encoding.
    await build(restored()).transform(photo, transforms[0]!);
    expect(encoder).toHaveBeenCalledTimes(2);
  });

  it('encodes again an image whose entry was damaged, and keeps it whole from then on', async () => {
    const cacheDir = restored();
    for (const entry of entries(cacheDir)) truncateSync(join(cacheDir, entry), 50);
    const later = build(cacheDir);
    for (const [index, transform] of transforms.entries())
      expect(Buffer.from((await later.transform(photo, transform)).data).equals(Buffer.from(firstResults[index]!.data))).toBe(true);
    expect(encoder).toHaveBeenCalledTimes(transforms.length);
    encoder.mockClear();
    const next = build(cacheDir);
    for (const transform of transforms) await next.transform(photo, transform);
    expect(encoder).toHaveBeenCalledTimes(0);
  });

  it("is Astro's service alone where the cache folder does not exist (a server far from the build)", async () => {
    const nowhere = join(root, 'no-such-folder', 'images');
    const config = { service: { entrypoint: 'test', config: { cacheDir: nowhere } } } as unknown as ImageConfig;
    await service.transform(photo, transforms[1]!, config, logger);
    await service.transform(photo, transforms[1]!, config, logger);
    expect(encoder).toHaveBeenCalledTimes(2);
    expect(readdirSync(root)).not.toContain('no-such-folder');
  });

  it("is Astro's service alone outside a build: a server's /_image answers keep nothing, take nothing", async () => {
    const cacheDir = restored();
    const kept = entries(cacheDir).sort();
    // The build's ledger is gone once it ended: what a server's bundle still names.
    const config = {
      service: { entrypoint: 'test', config: { cacheDir, ledger: join(root, 'ended-build-ledger'), astroVersion: '7.3.4' } },
    } as unknown as ImageConfig;
    await service.transform(photo, transforms[1]!, config, logger);
    await service.transform(photo, { ...transforms[1]!, width: 123 }, config, logger);
    expect(encoder).toHaveBeenCalledTimes(2);
    expect(entries(cacheDir).sort()).toEqual(kept);
  });
});
