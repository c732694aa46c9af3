/** Which compressed copy a request gets, by its Accept-Encoding, and which files have copies. */
import { describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  compressedCopiesGlob,
  isCompressedCopy,
  isCompressible,
  rememberedEncodingChoice,
} from '../../../src/server/http/precompressed';
import { matchesGlob } from 'node:path';

const both = ['br', 'gzip'] as const;

describe('the encoding a request gets', () => {
  it('is brotli where the browser takes it, gzip where only that, the file as it is without the header', () => {
    expect(chooseEncoding('gzip, deflate, br, zstd', both)).toBe('br');
    expect(chooseEncoding('gzip, br', both)).toBe('br');
    expect(chooseEncoding('gzip', both)).toBe('gzip');
    expect(chooseEncoding('x-gzip', both)).toBe('gzip');
    expect(chooseEncoding('BR', both)).toBe('br');
    expect(chooseEncoding(undefined, both)).toBeUndefined();
    expect(chooseEncoding('', both)).toBeUndefined();
    expect(chooseEncoding('deflate', both)).toBeUndefined();
  });

  it('honours the weights: q=0 refuses, a higher weight wins, a tie goes to brotli', () => {
    expect(chooseEncoding('br;q=0, gzip', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0, gzip;q=0', both)).toBeUndefined();
    expect(chooseEncoding('br;q=0.5, gzip;q=0.8', both)).toBe('gzip');
    expect(chooseEncoding('br;q=0.8, gzip;q=0.8', both)).toBe('br');
    expect(chooseEncoding('gzip;q=1.0, br; q=0.9', both)).toBe('gzip');
    // A coding named alone with a low weight is still better than none: identity weighs as much.
    expect(chooseEncoding('br;q=0.5', both)).toBe('br');
  });

  it('reads * and identity: * stands for what is not named, identity preferred or refused', () => {
    expect(chooseEncoding('*', both)).toBe('br');
    expect(chooseEncoding('br;q=0, *', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0', both)).toBeUndefined();
    expect(chooseEncoding('identity', both)).toBeUndefined();
    expect(chooseEncoding('identity;q=1, br;q=0.5', both)).toBeUndefined();
    expect(chooseEncoding('identity;q=0.1, gzip;q=0.5', both)).toBe('gzip');
    expect(chooseEncoding('*;q=0, gzip;q=0.2', both)).toBe('gzip');
  });

  it('chooses only among the copies there are', () => {
    expect(chooseEncoding('br, gzip', ['gzip'])).toBe('gzip');
    expect(chooseEncoding('br', ['gzip'])).toBeUndefined();
    expect(chooseEncoding('br, gzip', [])).toBeUndefined();
  });
});

describe('the files with compressed copies', () => {
  it('are text and the icon; photos and fonts are compressed already', () => {
    for (const path of ['/index.html', '/_astro/site.abc.css', '/_astro/client.abc.js', '/sitemap.xml', '/robots.txt', '/favicon.ico'])
      expect(isCompressible(path), path).toBe(true);
    for (const path of ['/manifest.webmanifest', '/images/logo.svg', '/data.json']) expect(isCompressible(path), path).toBe(true);
    for (const path of ['/_astro/p.webp', '/_astro/p.avif', '/a.jpg', '/icon.png', '/f.woff2', '/index.html.br', '/index.html.gz'])
      expect(isCompressible(path), path).toBe(false);
  });

  it('have copies named by suffix, which the Hosting deploy leaves out, and nothing else is taken for one', () => {
    for (const path of ['/index.html.br', '/index.html.gz', '/_astro/client.abc.js.br', '/sitemap.xml.gz']) {
      expect(isCompressedCopy(path), path).toBe(true);
      expect(matchesGlob(path.slice(1), compressedCopiesGlob), path).toBe(true);
    }
    for (const path of ['/index.html', '/archive.tar.gz', '/photo.webp.br', '/x.br', '/_astro/client.abc.js']) {
      expect(isCompressedCopy(path), path).toBe(false);
      expect(matchesGlob(path.slice(1), compressedCopiesGlob), path).toBe(false);
    }
  });
});

describe('the remembered choice', () => {
  it('answers as chooseEncoding for each header and offer, asked again and past the headers it keeps', () => {
    const choose = rememberedEncodingChoice();
    const headers = ['gzip, deflate, br', 'gzip', 'br;q=0.5, gzip', 'identity', '*;q=0', 'br;q=0', undefined, ''];
    const offers: Parameters<typeof chooseEncoding>[1][] = [['br', 'gzip'], ['gzip'], ['br'], []];
    for (let round = 0; round < 2; round++)
      for (const header of headers)
        for (const offered of offers)
          expect(choose(header, offered), `${header} / ${offered.join(',')}`).toBe(chooseEncoding(header, offered));
    // A client sending ever new headers: the choice stays right once the kept ones are cleared.
    for (let n = 0; n < 600; n++) expect(choose(`gzip;q=0.${n % 10}, x-${n}`, ['br', 'gzip'])).toBe(n % 10 === 0 ? undefined : 'gzip');
    expect(choose('br', ['br', 'gzip'])).toBe('br');
  });
});
