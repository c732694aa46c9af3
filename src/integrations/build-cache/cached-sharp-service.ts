/**
 * Astro's sharp image service, with each optimised image kept in the build cache
 * (BUILD_CACHE_DIR/images, set up by ./image-cache.ts) under a key of everything its bytes
 * depend on: the source's bytes, the transform, the service's settings, and the versions of
 * Astro (whose code calls sharp) and of sharp with libvips and its encoders. A build that finds
 * the key copies the bytes; any change of those makes a new key, so an entry is never stale.
 * Outside a build (a server's /_image answers) or where the cache folder does not exist, it is
 * Astro's service alone.
 */
import sharpService, { type SharpImageServiceConfig } from 'astro/assets/services/sharp';
import type { ImageOutputFormat, LocalImageService } from 'astro';
import { appendFile, stat } from 'node:fs/promises';
import { cacheKey, cacheShelf } from './cache-shelf';

/** Raised when the layout of an entry or of its key changes: earlier entries are then never read. */
const CACHE_FORMAT = 'images-1';

/** The transform's fields that Astro's sharp service reads (`src` aside: the key has the bytes themselves). */
const OUTPUT_FIELDS = ['width', 'height', 'format', 'quality', 'fit', 'position', 'background'] as const;

export interface CachedSharpConfig extends SharpImageServiceConfig {
  /** The cache's folder of images; the service caches only while it exists. */
  cacheDir?: string;
  /** Astro's version: its code turns a transform into sharp's calls. */
  astroVersion?: string;
  /** A file the build's integration made, where each transform adds whether it encoded or reused. */
  ledger?: string;
}

/** A ledger's line for an image encoded now, and one taken from the cache. */
export const ENCODED = 'encoded';
export const REUSED = 'reused';

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The versions of sharp, libvips and each encoder it links (mozjpeg, libwebp, libheif with aom...). */
async function encoderVersions(): Promise<string> {
  const { default: sharp } = await import('sharp');
  return JSON.stringify(sharp.versions);
}

function imageKey(input: Uint8Array, transform: Record<string, unknown>, config: CachedSharpConfig, encoder: string): string {
  const { cacheDir: _dir, ledger: _ledger, astroVersion, ...sharpSettings } = config;
  const output = OUTPUT_FIELDS.map((field) => [field, transform[field] ?? null]);
  return cacheKey(CACHE_FORMAT, astroVersion ?? '', encoder, JSON.stringify(sharpSettings), JSON.stringify(output), input);
}

/** An entry's bytes: the format's name (one byte of length, then ASCII), then the image. */
const packed = (format: string, data: Uint8Array) => Buffer.concat([Buffer.from([format.length]), Buffer.from(format, 'ascii'), data]);
function unpacked(entry: Buffer): { format: ImageOutputFormat; data: Uint8Array } {
  const length = entry[0]!;
  return { format: entry.subarray(1, 1 + length).toString('ascii') as ImageOutputFormat, data: entry.subarray(1 + length) };
}

const service: LocalImageService<CachedSharpConfig> = {
  ...sharpService,
  async transform(input, transform, imageConfig, logger) {
    const config = imageConfig.service.config;
    const encode = () => sharpService.transform(input, transform, imageConfig, logger);
    // Only a build keeps what it makes: its ledger exists from its start to its end. A server's
    // /_image answers (the pages it renders per request) would otherwise fill the folder with
    // whatever widths visitors ask for.
    const building = config.ledger !== undefined && (await exists(config.ledger));
    if (!config.cacheDir || !building || !(await exists(config.cacheDir))) return encode();
    const note = (line: string) => appendFile(config.ledger!, `${line}\n`);
    const shelf = cacheShelf(config.cacheDir);
    const key = imageKey(input, transform, config, await encoderVersions());
    const entry = await shelf.read(key);
    if (entry) {
      await note(REUSED);
      return unpacked(entry);
    }
    const result = await encode();
    try {
      await shelf.write(key, packed(result.format, result.data));
    } catch (error) {
      // A full disk or a folder not ours to write: the build goes on, only slower next time.
      logger.warn(`The build cache could not keep an image (${(error as Error).message}); it is encoded again next time.`);
    }
    await note(ENCODED);
    return result;
  },
};

export default service;
