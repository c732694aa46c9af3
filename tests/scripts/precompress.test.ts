/** The build step that writes the compressed copies the server sends (scripts/precompress.ts). */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const precompress = () => execFileSync(process.execPath, ['--import', 'tsx', 'scripts/precompress.ts', dir], { encoding: 'utf8' });

describe('precompress', () => {
  it('writes brotli and gzip copies of text where they are smaller, none of photos, and removes copies that no longer fit', () => {
    dir = mkdtempSync(join(tmpdir(), 'precompress-'));
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
});
