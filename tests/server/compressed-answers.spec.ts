/**
 * The built server (`node dist/server/main.mjs`) sends the build's compressed copies
 * (scripts/precompress.ts): the home page, its stylesheet and its largest script, each as
 * brotli, gzip or as it is by Accept-Encoding, with HEAD, 304 and ranges still right, and the
 * bytes once decoded those of the file in dist/client.
 */
import { existsSync, readFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { distDir } from '../dist-dir';

let origin = '';
test.beforeAll(({}, testInfo) => {
  origin = String(testInfo.project.use.baseURL);
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers: fetch adds its own Accept-Encoding and decodes the answer. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers, timeout: 10_000 }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('timeout', () => req.destroy(new Error(`${method} ${path}: no answer in 10 s`)));
    req.on('error', reject);
    req.end();
  });
}

const clientFile = (path: string) => readFileSync(join(distDir, 'client', path === '/' ? 'index.html' : path));

/** The home page, its stylesheet and the largest script it loads (React's client), by path. */
async function samples(): Promise<{ path: string; type: RegExp }[]> {
  const home = clientFile(pathFor('home', 'tr')).toString('utf8');
  const stylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(home)?.[1];
  const scripts = [...home.matchAll(/(?:src|component-url|renderer-url)="(\/_astro\/[^"]+\.js)"/g)].map((match) => match[1]!);
  expect(stylesheet, 'the home page links its stylesheet').toBeDefined();
  expect(scripts.length, 'the home page loads scripts').toBeGreaterThan(0);
  const script = scripts.toSorted((a, b) => clientFile(b).length - clientFile(a).length)[0]!;
  return [
    { path: pathFor('home', 'tr'), type: /^text\/html; charset=utf-8$/ },
    { path: stylesheet!, type: /^text\/css; charset=utf-8$/ },
    { path: script, type: /^text\/javascript; charset=utf-8$/ },
  ];
}

const decode = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

test('a page, a stylesheet and a script are sent as brotli, gzip or as they are, each with its length, type and ETag', async () => {
  for (const { path, type } of await samples()) {
    const original = clientFile(path);
    const br = await get(path, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    const gzip = await get(path, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    const identity = await get(path);
    const refused = await get(path, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(
      [br, gzip, identity, refused].map((answer) => answer.status),
      path,
    ).toEqual([200, 200, 200, 200]);
    expect(
      [br, gzip, identity, refused].map((answer) => answer.headers['content-encoding']),
      path,
    ).toEqual(['br', 'gzip', undefined, undefined]);
    for (const answer of [br, gzip, identity, refused]) {
      expect(answer.headers['vary'], path).toBe('Accept-Encoding');
      expect(answer.headers['content-type'], path).toMatch(type);
      expect(Number(answer.headers['content-length']), path).toBe(answer.body.length);
      expect(decode(answer).equals(original), path).toBe(true);
    }
    expect(br.body.length, path).toBeLessThan(gzip.body.length);
    expect(gzip.body.length, path).toBeLessThan(original.length / 2);
    expect(new Set([br, gzip, identity].map((answer) => answer.headers['etag'])).size, path).toBe(3);
  }
});

test('HEAD, 304 per encoding and ranges stay right on the compressed answers', async () => {
  for (const { path } of await samples()) {
    const original = clientFile(path);
    for (const accept of ['br', 'gzip', 'identity']) {
      const full = await get(path, { 'accept-encoding': accept });
      const head = await get(path, { 'accept-encoding': accept }, 'HEAD');
      expect([head.status, head.body.length], `${path} ${accept}`).toEqual([200, 0]);
      for (const header of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary'])
        expect(head.headers[header], `${path} ${accept}: ${header}`).toBe(full.headers[header]);
      const again = await get(path, { 'accept-encoding': accept, 'if-none-match': String(full.headers['etag']) });
      expect([again.status, again.body.length, again.headers['etag']], `${path} ${accept}`).toEqual([304, 0, full.headers['etag']]);
    }
    // One encoding's validator never revalidates another's bytes.
    const br = await get(path, { 'accept-encoding': 'br' });
    const other = await get(path, { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers['etag']) });
    expect([other.status, other.headers['content-encoding']], path).toEqual([200, 'gzip']);

    const range = await get(path, { 'accept-encoding': 'br, gzip', range: 'bytes=10-59' });
    expect(range.status, path).toBe(206);
    expect(range.headers['content-encoding'], path).toBeUndefined();
    expect(range.headers['content-range'], path).toBe(`bytes 10-59/${original.length}`);
    expect(range.headers['vary'], path).toBe('Accept-Encoding');
    expect(range.body.equals(original.subarray(10, 60)), path).toBe(true);
  }
});

test('the compressed copies are no pages or files of the site at their own addresses, nor in the sitemap', async () => {
  for (const path of ['/index.html.br', '/index.html.gz', `${(await samples())[1]!.path}.br`, '/sitemap.xml.gz']) {
    expect(existsSync(join(distDir, 'client', path)), `the build wrote ${path}`).toBe(true);
    const answer = await get(path, { 'accept-encoding': 'br, gzip' });
    expect(answer.status, path).toBe(404);
    expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
  }
  const sitemap = clientFile('sitemap.xml').toString('utf8');
  expect(sitemap).toContain('<loc>');
  expect(sitemap).not.toMatch(/\.(br|gz)</);
});

test('the not-found pages are sent compressed too, in the language of the path', async () => {
  for (const [path, file] of [
    ['/bu-sayfa-yok', '404.html'],
    [`${pathFor('about', 'en')}/nope`, join(pathFor('notFound', 'en').slice(1), 'index.html')],
  ] as const) {
    const original = clientFile(file);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const answer = await get(path, { 'accept-encoding': accept });
      expect([answer.status, answer.headers['content-encoding']], `${path} ${accept}`).toEqual([404, encoding]);
      expect(answer.headers['vary'], `${path} ${accept}`).toBe('Accept-Encoding');
      expect(answer.headers['content-type'], `${path} ${accept}`).toBe('text/html; charset=utf-8');
      expect(Number(answer.headers['content-length']), `${path} ${accept}`).toBe(answer.body.length);
      expect(decode(answer).equals(original), `${path} ${accept}`).toBe(true);
      const head = await get(path, { 'accept-encoding': accept }, 'HEAD');
      expect([head.status, head.headers['content-length'], head.body.length], `HEAD ${path} ${accept}`).toEqual([
        404,
        answer.headers['content-length'],
        0,
      ]);
    }
  }
});
