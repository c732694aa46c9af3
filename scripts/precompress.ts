/**
 * Writes the compressed copies the Node server sends (src/server/http/precompressed.ts) beside
 * each file of a compressible kind in the build's client folder: `<file>.br` (brotli at its
 * best quality) and `<file>.gz` (gzip, level 9), each only where it is smaller than the file.
 * A copy left from an earlier build that no longer fits (its file gone, or no longer smaller)
 * is removed. Runs after `astro build` (npm run build, and a publish run's build).
 * Usage: tsx scripts/precompress.ts [<client folder, default dist/client>]
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { encodings, isCompressedCopy, isCompressible, type Encoding } from '../src/server/http/precompressed';

const clientDir = process.argv[2] ?? join('dist', 'client');

const compress: Record<Encoding, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
  gzip: (data) => promisify(gzip)(data, { level: constants.Z_BEST_COMPRESSION }),
};

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
for (const file of files.filter(isCompressedCopy)) {
  const original = encodings.reduce((path, { suffix }) => (path.endsWith(suffix) ? path.slice(0, -suffix.length) : path), file);
  if (!existsSync(original)) rmSync(file);
}

const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
async function precompress(file: string): Promise<void> {
  const data = readFileSync(file);
  totals.files++;
  totals.identity += data.length;
  for (const { name, suffix } of encodings) {
    const compressed = await compress[name](data);
    if (compressed.length < data.length) writeFileSync(`${file}${suffix}`, compressed);
    else rmSync(`${file}${suffix}`, { force: true });
    totals[name] += Math.min(compressed.length, data.length);
  }
}

// zlib's work runs on libuv's threads: a few files at a time keep them busy.
const queue = files.filter((file) => isCompressible(file) && !isCompressedCopy(file));
const workers = Array.from({ length: Math.max(1, Math.min(4, cpus().length)) }, async () => {
  for (let file = queue.shift(); file !== undefined; file = queue.shift()) await precompress(file);
});
await Promise.all(workers);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `${clientDir}: ${totals.files} compressible files, ${kb(totals.identity)} as they are, ${kb(totals.gzip)} gzip, ${kb(totals.br)} brotli`,
);
