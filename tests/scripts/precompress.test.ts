/**
 * The build step that writes the compressed copies the server sends (scripts/precompress.ts),
 * each made once and then taken from the build cache.
 */
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  truncateSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { addToBuildCacheReport, readBuildCacheReport } from '../../src/integrations/build-cache/build-report';

let dir = '';
let cacheDir = '';
afterEach(() => {
  for (const folder of [dir, cacheDir]) rmSync(folder, { recursive: true, force: true });
});

/** The script over `client` (default: the test's folder), with a build cache of the test's (default: its own). */
const precompress = (client = dir, cache = cacheDir) =>
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', client], {
    encoding: 'utf8',
    env: { ...process.env, BUILD_CACHE_DIR: cache },
  });

describe('precompress', () => {
  it('writes brotli and gzip copies of text where they are smaller, none of photos, and removes copies that no longer fit', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const page = Buffer.from(`<!doctype html><html><body>${'<p>Merhaba dünya</p>'.repeat(500)}</body></html>`);
    const script = Buffer.from(`export const a = [${'"bir", '.repeat(2000)}];`);
    const photo = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 7919) % 251));
    mkdirSync(join(dir, 'kurumsal'));
    mkdirSync(join(dir, '_astro'));
    writeFileSync(join(dir, 'kurumsal', 'index.html'), page);
    writeFileSync(join(dir, '_astro', 'app.js'), script);
    writeFileSync(join(dir, '_astro', 'photo.webp'), photo);
    writeFileSync(join(dir, 'tiny.txt'), 'x');
    // A file the site ships compressed on purpose is no copy of anything.
    writeFileSync(join(dir, 'archive.tar.gz'), photo);
    // Left from an earlier build: the page is gone, and the tiny file's copy no longer saves bytes.
    writeFileSync(join(dir, 'gone.html.br'), 'old');
    writeFileSync(join(dir, 'tiny.txt.gz'), 'old');

    const printed = precompress();

    for (const [file, data] of [
      ['kurumsal/index.html', page],
      ['_astro/app.js', script],
    ] as const) {
      const br = readFileSync(join(dir, `${file}.br`));
      const gz = readFileSync(join(dir, `${file}.gz`));
      expect(brotliDecompressSync(br).equals(data), file).toBe(true);
      expect(gunzipSync(gz).equals(data), file).toBe(true);
      expect(br.length, file).toBeLessThan(gz.length);
      expect(gz.length, file).toBeLessThan(data.length);
    }
    for (const file of ['_astro/photo.webp.br', '_astro/photo.webp.gz', 'tiny.txt.br', 'tiny.txt.gz', 'gone.html.br', 'archive.tar.gz.gz'])
      expect(existsSync(join(dir, file)), file).toBe(false);
    expect(readFileSync(join(dir, 'archive.tar.gz')).equals(photo)).toBe(true);
    expect(printed).toMatch(/3 compressible files/);

    // Run again over the same build: the same copies, none of a copy.
    precompress();
    expect(existsSync(join(dir, 'kurumsal', 'index.html.br.gz'))).toBe(false);
    expect(brotliDecompressSync(readFileSync(join(dir, 'kurumsal', 'index.html.br'))).equals(page)).toBe(true);
  });

  it("takes an unchanged file's copies from the cache an earlier build left, and compresses a changed one", () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-builds-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const pages = ['index.html', 'kurumsal/index.html', 'iletisim/index.html'].map((file, index) => ({
      file,
      data: Buffer.from(`<!doctype html><html><body>${`<p>Sayfa ${index}: Merhaba dünya</p>`.repeat(300)}</body></html>`),
    }));
    const restored = join(dir, 'restored-cache');
    /** A build's output as astro build leaves it: its pages, and the report the images step began. */
    const build = (name: string, cache: string, changed?: { file: string; data: Buffer }) => {
      const client = join(dir, name, 'client');
      for (const { file, data } of pages) {
        mkdirSync(join(client, file, '..'), { recursive: true });
        writeFileSync(join(client, file), file === changed?.file ? changed.data : data);
      }
      addToBuildCacheReport(join(dir, name), { images: { encoded: 0, fromCache: 0 } });
      precompress(client, cache);
      return readBuildCacheReport(join(dir, name)).compressedCopies;
    };
    const copiesOf = (name: string, file: string) => ({
      br: brotliDecompressSync(readFileSync(join(dir, name, 'client', `${file}.br`))),
      gz: gunzipSync(readFileSync(join(dir, name, 'client', `${file}.gz`))),
    });

    // Two encodings of each page.
    expect(build('first', cacheDir)).toEqual({ compressed: 6, fromCache: 0 });
    // A later build on the cache the first left, copied elsewhere (as the workflow's cache step restores it).
    cpSync(cacheDir, restored, { recursive: true, preserveTimestamps: true });
    expect(build('second', restored)).toEqual({ compressed: 0, fromCache: 6 });
    for (const { file, data } of pages) {
      expect(copiesOf('second', file).br.equals(data), file).toBe(true);
      expect(copiesOf('second', file).gz.equals(data), file).toBe(true);
    }

    const edited = {
      file: 'kurumsal/index.html',
      data: Buffer.from(`<!doctype html><html><body>${'<p>Yeni metin</p>'.repeat(300)}</body></html>`),
    };
    expect(build('third', restored, edited)).toEqual({ compressed: 2, fromCache: 4 });
    expect(copiesOf('third', edited.file).br.equals(edited.data)).toBe(true);
    expect(copiesOf('third', edited.file).gz.equals(edited.data)).toBe(true);
  });

  it('makes again a copy whose cache entry was cut short', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const page = Buffer.from(`<!doctype html><html><body>${'<p>Merhaba dünya</p>'.repeat(500)}</body></html>`);
    writeFileSync(join(dir, 'index.html'), page);
    precompress();
    const shelf = join(cacheDir, 'compressed');
    const entries = readdirSync(shelf).filter((name) => /^[0-9a-f]{64}$/.test(name));
    expect(entries).toHaveLength(2);
    // A writer that died mid-file would leave no such entry (it renames a whole file); a damaged disk could.
    for (const entry of entries) truncateSync(join(shelf, entry), 40);
    rmSync(join(dir, 'index.html.br'));
    rmSync(join(dir, 'index.html.gz'));

    expect(precompress()).toMatch(/2 compressed copies made, 0 taken from the build cache/);
    expect(brotliDecompressSync(readFileSync(join(dir, 'index.html.br'))).equals(page)).toBe(true);
    expect(gunzipSync(readFileSync(join(dir, 'index.html.gz'))).equals(page)).toBe(true);
    // The entries are whole again: a build without the copies takes them from there.
    rmSync(join(dir, 'index.html.br'));
    rmSync(join(dir, 'index.html.gz'));
    expect(precompress()).toMatch(/0 compressed copies made, 2 taken from the build cache/);
  });

  it('leaves the copies of a file that has all of them beside it, none older (a page copied with its copies from an earlier build)', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
    cacheDir = mkdtempSync(join(tmpdir(), 'precompress-cache-'));
    const page = Buffer.from(`<!doctype html><html><body>${'<p>Merhaba dünya</p>'.repeat(500)}</body></html>`);
    mkdirSync(join(dir, 'copied'));
    mkdirSync(join(dir, 'rendered'));
    for (const folder of ['copied', 'rendered']) writeFileSync(join(dir, folder, 'index.html'), page);
    // Stand-ins the script would never write: kept only where every copy is there and none older.
    writeFileSync(join(dir, 'copied', 'index.html.br'), 'kept br');
    writeFileSync(join(dir, 'copied', 'index.html.gz'), 'kept gz');
    writeFileSync(join(dir, 'rendered', 'index.html.br'), 'only one copy');

    expect(precompress()).toMatch(/2 compressed copies made, 0 taken from the build cache \(.*\), 1 files' copies kept beside them/);
    expect(readFileSync(join(dir, 'copied', 'index.html.br'), 'utf8')).toBe('kept br');
    expect(readFileSync(join(dir, 'copied', 'index.html.gz'), 'utf8')).toBe('kept gz');
    expect(brotliDecompressSync(readFileSync(join(dir, 'rendered', 'index.html.br'))).equals(page)).toBe(true);

    // A file written after its copies is compressed again.
    writeFileSync(join(dir, 'copied', 'index.html'), page);
    utimesSync(join(dir, 'copied', 'index.html'), new Date(), new Date(Date.now() + 60_000));
    precompress();
    expect(brotliDecompressSync(readFileSync(join(dir, 'copied', 'index.html.br'))).equals(page)).toBe(true);
  });
});
