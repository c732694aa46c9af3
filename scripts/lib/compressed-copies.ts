/**
 * The compressed copies of a build's text files (scripts/precompress.ts), each made once: kept in
 * the build cache (BUILD_CACHE_DIR/compressed) under a key of the file's bytes, the encoding with
 * its settings and the compressor's version, so a file no build changed is copied, not compressed.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Encoding } from '../../src/server/http/precompressed';
import { cacheKey, type CacheShelf } from '../../src/integrations/build-cache/cache-shelf';

/**
 * Brotli at quality 10 and gzip's best level. Measured on this site's files
 * (`npm run bench:compress`, docs/developers/benchmarks.md): quality 11 costs three times quality 10's CPU
 * (30 ms a page against 11) for 1.8 % fewer bytes (about 100 a page). The cache makes a file's
 * copy once, but an edit every page shows (the header, the footer) changes a whole language's
 * pages at once: at 1,000 projects quality 11 made such a preview wait 49 s, over its 45 s goal.
 */
const COMPRESSION: CompressionSettings = { br: 10, gzip: constants.Z_BEST_COMPRESSION };

/** Brotli's quality (0-11) and gzip's level (1-9). */
export interface CompressionSettings {
  br: number;
  gzip: number;
}

/** Raised when the key's parts change meaning: earlier entries are then never read. */
const CACHE_FORMAT = 'compressed-1';

export function compress(encoding: Encoding, data: Buffer, settings: CompressionSettings = COMPRESSION): Promise<Buffer> {
  if (encoding === 'gzip') return promisify(gzip)(data, { level: settings.gzip });
  return promisify(brotliCompress)(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: settings.br,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
}

/** What the bytes of a copy depend on besides the file: the compressor's version and its settings. */
const compressorOf = (encoding: Encoding, settings: CompressionSettings) =>
  encoding === 'gzip' ? `gzip ${settings.gzip} zlib ${process.versions.zlib}` : `br text ${settings.br} brotli ${process.versions.brotli}`;

export interface CompressedCopies {
  /** The copy of `data` in `encoding`: from the cache, else compressed now and kept. */
  copy(encoding: Encoding, data: Buffer): Promise<Buffer>;
  /** How many copies were compressed, and how many came from the cache. */
  readonly counts: { compressed: number; fromCache: number };
}

export function compressedCopies(
  shelf: CacheShelf,
  settings: CompressionSettings = COMPRESSION,
  compressNow: typeof compress = compress,
): CompressedCopies {
  const counts = { compressed: 0, fromCache: 0 };
  return {
    counts,
    async copy(encoding, data) {
      const key = cacheKey(CACHE_FORMAT, compressorOf(encoding, settings), data);
      const kept = await shelf.read(key);
      if (kept) {
        counts.fromCache++;
        return kept;
      }
      const made = await compressNow(encoding, data, settings);
      counts.compressed++;
      // A full disk or a folder not ours to write: the copy is still written beside the file.
      await shelf
        .write(key, made)
        .catch((error: Error) => console.warn(`The build cache could not keep a compressed copy: ${error.message}`));
      return made;
    },
  };
}
