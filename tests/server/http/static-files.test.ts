/**
 * The build's files as the server sends them, over a client folder with the compressed copies
 * the build writes: the copy the request's Accept-Encoding prefers, with the file's type, its
 * own length and ETag, Vary on every answer for a compressible file, and HEAD, 304 and ranges
 * still right.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticFiles } from '../../../src/server/http/static-files';
import { collectingLog } from '../collecting-log';

const page = Buffer.from(
  `<!doctype html><html lang="tr"><body>${'<p>Elektrik, mekanik ve inşaat işleri.</p>\n'.repeat(400)}</body></html>`,
);
const script = Buffer.from(`export function f(){${'console.log("bir iki üç");'.repeat(300)}}`);
const photo = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));

let dir = '';
let server: Server;
let origin = '';

function write(path: string, data: Buffer, copies = true) {
  const file = join(dir, path);
  mkdirSync(join(file, '..'), { recursive: true });
  writeFileSync(file, data);
  if (!copies) return;
  writeFileSync(`${file}.br`, brotliCompressSync(data));
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'static-files-'));
  write('index.html', page);
  write('kurumsal/index.html', page);
  write('_astro/app.js', script);
  write('robots.txt', Buffer.from('User-agent: *\n'), false);
  write('_astro/photo.webp', photo, false);
  write('stale.html', page);
  // Edited after the build: its copies no longer say what it says.
  const old = new Date(Date.now() - 60_000);
  for (const copy of ['stale.html.br', 'stale.html.gz']) utimesSync(join(dir, copy), old, old);
  const layer = staticFiles(
    dir,
    (_req, _res, next) => next(),
    collectingLog(() => {}),
  );
  server = createServer((req, res) => layer(req, res, () => res.writeHead(404).end('not found')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding and decode). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decoded = (answer: Answer) =>
  answer.headers['content-encoding'] === 'br'
    ? brotliDecompressSync(answer.body)
    : answer.headers['content-encoding'] === 'gzip'
      ? gunzipSync(answer.body)
      : answer.body;

describe('a compressible file', () => {
  it('is sent as brotli, gzip or as it is, by Accept-Encoding, each with its own length and ETag and the same type', async () => {
    for (const path of ['/', '/kurumsal', '/_astro/app.js']) {
      const original = path === '/_astro/app.js' ? script : page;
      const br = await get(path, { 'accept-encoding': 'gzip, deflate, br' });
      const gzip = await get(path, { 'accept-encoding': 'gzip' });
      const identity = await get(path);
      expect([br.status, gzip.status, identity.status], path).toEqual([200, 200, 200]);
      expect([br.headers['content-encoding'], gzip.headers['content-encoding'], identity.headers['content-encoding']], path).toEqual([
        'br',
        'gzip',
        undefined,
      ]);
      for (const answer of [br, gzip, identity]) {
        expect(answer.headers['vary'], path).toBe('Accept-Encoding');
        expect(answer.headers['content-type'], path).toBe(
          path.endsWith('.js') ? 'text/javascript; charset=utf-8' : 'text/html; charset=utf-8',
        );
        expect(Number(answer.headers['content-length']), path).toBe(answer.body.length);
        expect(decoded(answer).equals(original), path).toBe(true);
      }
      expect(br.body.length, path).toBeLessThan(gzip.body.length);
      expect(gzip.body.length, path).toBeLessThan(identity.body.length);
      expect(new Set([br.headers['etag'], gzip.headers['etag'], identity.headers['etag']]).size, path).toBe(3);
      // Only the file as it is is sent in ranges.
      expect(br.headers['accept-ranges'], path).toBeUndefined();
      expect(identity.headers['accept-ranges'], path).toBe('bytes');
    }
  });

  it('honours the weights of Accept-Encoding', async () => {
    const encoding = async (accept: string) => (await get('/', { 'accept-encoding': accept })).headers['content-encoding'];
    expect(await encoding('br;q=0, gzip')).toBe('gzip');
    expect(await encoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(await encoding('br;q=0, gzip;q=0')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
    expect(await encoding('*')).toBe('br');
  });

  it('answers HEAD with the headers GET would have, and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const head = await get('/', { 'accept-encoding': accept }, 'HEAD');
      const full = await get('/', { 'accept-encoding': accept });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const header of ['content-encoding', 'content-length', 'content-type', 'etag', 'vary'])
        expect(head.headers[header], `${accept}: ${header}`).toBe(full.headers[header]);
    }
  });

  it("answers 304 to the ETag of the encoding asked for, and the whole copy to another encoding's ETag", async () => {
    const br = await get('/', { 'accept-encoding': 'br' });
    const identity = await get('/');
    const again = await get('/', { 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.status).toBe(304);
    expect(again.headers['etag']).toBe(br.headers['etag']);
    expect(again.headers['vary']).toBe('Accept-Encoding');
    expect(again.body.length).toBe(0);
    expect((await get('/', { 'if-none-match': String(identity.headers['etag']) })).status).toBe(304);
    // The brotli validator never stands for gzip bytes or the file as it is.
    const other = await get('/', { 'accept-encoding': 'gzip', 'if-none-match': String(br.headers['etag']) });
    expect([other.status, other.headers['content-encoding']]).toEqual([200, 'gzip']);
    expect(gunzipSync(other.body).equals(page)).toBe(true);
    expect((await get('/', { 'if-none-match': String(br.headers['etag']) })).status).toBe(200);
  });

  it('answers a Range request with bytes of the file as it is, whatever encoding is accepted', async () => {
    const range = await get('/', { 'accept-encoding': 'br, gzip', range: 'bytes=100-199' });
    expect(range.status).toBe(206);
    expect(range.headers['content-encoding']).toBeUndefined();
    expect(range.headers['content-range']).toBe(`bytes 100-199/${page.length}`);
    expect(range.headers['content-length']).toBe('100');
    expect(range.headers['vary']).toBe('Accept-Encoding');
    expect(range.body.equals(page.subarray(100, 200))).toBe(true);
  });

  it('is sent as it is where it has no copy, or only copies older than itself', async () => {
    const robots = await get('/robots.txt', { 'accept-encoding': 'br, gzip' });
    expect([robots.status, robots.headers['content-encoding'], robots.headers['vary']]).toEqual([200, undefined, 'Accept-Encoding']);
    expect(robots.body.toString()).toBe('User-agent: *\n');
    const stale = await get('/stale.html', { 'accept-encoding': 'br, gzip' });
    expect([stale.status, stale.headers['content-encoding']]).toEqual([200, undefined]);
    expect(stale.body.equals(page)).toBe(true);
  });
});

describe('a file of a kind compressed already, and the copies themselves', () => {
  it('sends a photo as it is, without Vary', async () => {
    const answer = await get('/_astro/photo.webp', { 'accept-encoding': 'br, gzip' });
    expect([answer.status, answer.headers['content-encoding'], answer.headers['vary']]).toEqual([200, undefined, undefined]);
    expect(answer.body.equals(photo)).toBe(true);
  });

  it('never sends a compressed copy at its own address', async () => {
    for (const path of ['/index.html.br', '/index.html.gz', '/_astro/app.js.br', '/kurumsal/index.html.gz']) {
      expect((await get(path, { 'accept-encoding': 'br, gzip' })).status, path).toBe(404);
      expect((await get(path)).status, path).toBe(404);
    }
  });
});
