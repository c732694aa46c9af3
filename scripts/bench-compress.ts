/**
 * Bytes against CPU of each brotli quality and gzip level on a build's real text files (what
 * scripts/precompress.ts compresses), to choose COMPRESSION in scripts/lib/compressed-copies.ts.
 * Prints a Markdown table: per setting, over all the files and over the HTML pages alone, the
 * total bytes, how many more than the best setting of its encoding, and the CPU per page (the CPU
 * of the group over the number of pages: with all files, what a page of the site costs, assets included). Each setting runs `--rounds` times; the least CPU counts (a busy
 * machine only ever adds). Usage: npm run bench:compress [-- --rounds 3] [<client folder, default dist/client>]
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { isCompressedCopy, isCompressible } from '../src/server/http/precompressed';

const { values, positionals } = parseArgs({ options: { rounds: { type: 'string', default: '3' } }, allowPositionals: true });
const rounds = Number(values.rounds);
const clientDir = positionals[0] ?? join('dist', 'client');

const files = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile())
  .map((entry) => join(entry.parentPath, entry.name))
  .filter((file) => isCompressible(file) && !isCompressedCopy(file))
  .map((file) => ({ file, data: readFileSync(file) }));
const pages = files.filter(({ file }) => file.endsWith('.html')).length;
if (pages === 0) throw new Error(`${clientDir} holds no HTML page: build the site first (npm run build)`);

interface Setting {
  encoding: 'brotli' | 'gzip';
  level: number;
  compress: (data: Buffer) => Buffer;
}
// The same calls as scripts/lib/compressed-copies.ts, synchronous so that the CPU is this thread's.
const settings: Setting[] = [
  ...[11, 10, 9, 8, 7, 6, 5, 4].map((level) => ({
    encoding: 'brotli' as const,
    level,
    compress: (data: Buffer) =>
      brotliCompressSync(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: level,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
  })),
  ...[9, 6].map((level) => ({ encoding: 'gzip' as const, level, compress: (data: Buffer) => gzipSync(data, { level }) })),
];

/** Bytes and the least CPU of `rounds` passes over `group` (every file's copy no larger than the file, as precompress keeps it). */
function measure({ compress }: Setting, group: typeof files): { bytes: number; cpuMs: number } {
  let bytes = 0;
  let cpuMs = Infinity;
  for (let round = 0; round < rounds; round++) {
    const start = process.cpuUsage();
    bytes = group.reduce((total, { data }) => total + Math.min(data.length, compress(data).length), 0);
    const used = process.cpuUsage(start);
    cpuMs = Math.min(cpuMs, (used.user + used.system) / 1000);
  }
  return { bytes, cpuMs };
}

const htmlFiles = files.filter(({ file }) => file.endsWith('.html'));
const results = settings.map((setting) => ({ ...setting, all: measure(setting, files), html: measure(setting, htmlFiles) }));
const original = files.reduce((total, { data }) => total + data.length, 0);
console.log(
  `${files.length} compressible files (${pages} HTML pages, ${original} bytes as they are) in ${clientDir}; least CPU of ${rounds} rounds\n`,
);
console.log('| setting | all files: bytes | vs best | CPU ms per page | HTML only: bytes | vs best | CPU ms per page |');
console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
const more = (bytes: number, best: number) => `+${((bytes / best - 1) * 100).toFixed(1)} %`;
for (const result of results) {
  const same = results.filter((other) => other.encoding === result.encoding);
  const bestAll = Math.min(...same.map((other) => other.all.bytes));
  const bestHtml = Math.min(...same.map((other) => other.html.bytes));
  const name = `${result.encoding} ${result.level}`;
  console.log(
    `| ${name} | ${result.all.bytes} | ${more(result.all.bytes, bestAll)} | ${(result.all.cpuMs / pages).toFixed(1)} | ${result.html.bytes} | ${more(result.html.bytes, bestHtml)} | ${(result.html.cpuMs / pages).toFixed(1)} |`,
  );
}
