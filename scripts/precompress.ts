/**
 * Writes the compressed copies the Node server sends (src/server/http/precompressed.ts) beside
 * each file of a compressible kind in the build's client folder: `<file>.br` (brotli, quality
 * 10) and `<file>.gz` (gzip, level 9), each only where it is smaller than the file.
 * Each copy is made once and kept in the build cache (BUILD_CACHE_DIR/compressed,
 * scripts/lib/compressed-copies.ts): a file no build changed is copied from there. How many were
 * compressed and how many came from the cache is printed, and added to the build's
 * build-cache.json when the folder is a build's (beside it, src/integrations/build-cache/build-report.ts).
 * A copy left from an earlier build that no longer fits (its file gone, or no longer smaller)
 * is removed; a file whose copies are all beside it, none older (a page copied with its copies
 * from an earlier build), is left as it is. Runs after `astro build` (npm run build, and a publish run's build).
 * Usage: tsx scripts/precompress.ts [<client folder, default dist/client>]
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { join } from 'node:path';
import { encodings, isCompressedCopy, isCompressible, type Encoding } from '../src/server/http/precompressed';
import { buildCacheDir, processEnvironment } from '../src/server/config';
import { cacheShelf } from '../src/integrations/build-cache/cache-shelf';
import { addToBuildCacheReport, BUILD_CACHE_REPORT } from '../src/integrations/build-cache/build-report';
import { compressedCopies } from './lib/compressed-copies';
import { eachAtOnce } from '../src/lib/each-at-once';

const clientDir = process.argv[2] ?? join('dist', 'client');

const shelf = cacheShelf(join(buildCacheDir(processEnvironment()), 'compressed'));
await shelf.recordBuild();
const copies = compressedCopies(shelf);

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name));
for (const file of files.filter(isCompressedCopy)) {
  const original = encodings.reduce((path, { suffix }) => (path.endsWith(suffix) ? path.slice(0, -suffix.length) : path), file);
  if (!existsSync(original)) rmSync(file);
}

const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
let kept = 0;

/**
 * The sizes of a file's copies when every one is beside it and not older than it: a page a build
 * copied from an earlier one (src/integrations/page-reuse/) came with the copies made of it there.
 */
function copiesBeside(file: string, size: number, modified: number): Record<Encoding, number> | undefined {
  const sizes: Partial<Record<Encoding, number>> = {};
  for (const { name, suffix } of encodings) {
    const copy = statSync(`${file}${suffix}`, { throwIfNoEntry: false });
    if (!copy || copy.mtimeMs < modified || copy.size >= size) return undefined;
    sizes[name] = copy.size;
  }
  return sizes as Record<Encoding, number>;
}

async function precompress(file: string): Promise<void> {
  const { size, mtimeMs } = statSync(file);
  totals.files++;
  totals.identity += size;
  const beside = copiesBeside(file, size, mtimeMs);
  if (beside) {
    kept++;
    for (const { name } of encodings) totals[name] += beside[name];
    return;
  }
  const data = readFileSync(file);
  for (const { name, suffix } of encodings) {
    const compressed = await copies.copy(name, data);
    if (compressed.length < data.length) writeFileSync(`${file}${suffix}`, compressed);
    else rmSync(`${file}${suffix}`, { force: true });
    totals[name] += Math.min(compressed.length, data.length);
  }
}

// zlib's work runs on libuv's threads: a few files at a time keep them busy.
await eachAtOnce(
  files.filter((file) => isCompressible(file) && !isCompressedCopy(file)),
  precompress,
  Math.min(4, cpus().length),
);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `${clientDir}: ${totals.files} compressible files, ${kb(totals.identity)} as they are, ${kb(totals.gzip)} gzip, ${kb(totals.br)} brotli`,
);
const { compressed, fromCache } = copies.counts;
console.log(
  `${compressed} compressed copies made, ${fromCache} taken from the build cache (${shelf.dir})${kept > 0 ? `, ${kept} files' copies kept beside them` : ''}`,
);
// Another project's build (the benchmark's astrowind) has no report of ours to add to.
const buildDir = join(clientDir, '..');
if (existsSync(join(buildDir, BUILD_CACHE_REPORT))) addToBuildCacheReport(buildDir, { compressedCopies: { compressed, fromCache } });
const { removed } = await shelf.evict();
if (removed > 0) console.log(`${removed} cached compressed copies that no recent build used were removed`);
