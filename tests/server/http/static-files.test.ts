/**
 * The build's files as the server sends them, over a client folder with the compressed copies
 * the build writes: the copy the request's Accept-Encoding prefers, with the file's type, its
 * own length and ETag, Vary on every answer for a compressible file, and HEAD, 304 and ranges
 * still right.
 */
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileTable } from '../../../src/server/http/file-table';
import { staticFiles } from '../../../src/server/http/static-files';
import { collectingLog } from '../collecting-log';

const page = Buffer.from(
  `<!doctype html><html lang="tr"><body>${'<p>Elektrik, mekanik ve inşaat işleri.</p>\n'.repeat(400)}</body></html>`,
);
const script = Buffer.from(`export function f(){${'console.log("bir iki üç");'.repeat(300)}}`);
const photo = Buffer.from(Array.from({ length: 4000 }, (_, i) => (i * 7919) % 251));

/** Larger than what the table keeps in memory: streamed from the disk. */
const large = Buffer.from(Array.from({ length: 100_000 }, (_, i) => (i * 31) % 256));
/** A path the layer's `next` answers, as Astro answers its on-demand routes. */
const ON_DEMAND = '/iletisim/gonder';
const logged: string[] = [];

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
  write('.env', Buffer.from('SECRET=1\n'), false);
  write('.git/config', Buffer.from('[core]\n'), false);
  write('.well-known/security.txt', Buffer.from('Contact: mailto:x@example.com\n'), false);
  write('kurumsal/.hidden.html', page, false);
  write('gone.html', page);
  write('gone-large.jpg', large, false);
  write('large.jpg', large, false);
  write('unreadable.html', page, false);
  write('kept.txt', Buffer.from('first\n'), false);
  mkdirSync(join(dir, 'empty-folder'));
  const layer = staticFiles(
    fileTable(dir),
    (req, res, next) => (req.url === ON_DEMAND ? void res.writeHead(200, { 'X-On-Demand': 'yes' }).end() : next()),
    collectingLog((message) => logged.push(message)),
  );
  // Changed after the table was made, as no build's folder is while it is served.
  for (const file of ['gone.html', 'gone.html.br', 'gone.html.gz']) rmSync(join(dir, file));
  rmSync(join(dir, 'gone-large.jpg'));
  rmSync(join(dir, 'unreadable.html'));
  mkdirSync(join(dir, 'unreadable.html'));
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

describe('paths and folders', () => {
  it('answers a folder with its index.html, redirects a folder path with a trailing slash, and finds no file where there is none', async () => {
    expect((await get('/kurumsal')).body.equals(page)).toBe(true);
    const slash = await get('/kurumsal/?a=1');
    expect([slash.status, slash.headers['location']]).toEqual([301, '/kurumsal?a=1']);
    expect((await get('/kurumsal//')).headers['location']).toBe('/kurumsal');
    for (const path of ['/empty-folder', '/robots.txt/', '/nothing.html', '/%E0%A4%A', '/kurumsal/index.htm'])
      expect((await get(path)).status, path).toBe(404);
  });

  it('keeps dotfiles out, except under /.well-known/', async () => {
    for (const path of ['/.env', '/.git/config', '/kurumsal/.hidden.html']) expect((await get(path)).status, path).toBe(404);
    const security = await get('/.well-known/security.txt');
    expect([security.status, security.body.toString()]).toEqual([200, 'Contact: mailto:x@example.com\n']);
  });

  it('caches hashed assets for a year and revalidates everything else, with the validators `send` gave', async () => {
    expect((await get('/_astro/photo.webp')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const robots = await get('/robots.txt');
    expect(robots.headers['cache-control']).toBe('public, max-age=0');
    expect(robots.headers['etag']).toMatch(/^W\/"e-[0-9a-f]+"$/);
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    const since = await get('/robots.txt', { 'if-modified-since': String(robots.headers['last-modified']) });
    expect([since.status, since.body.length]).toEqual([304, 0]);
    expect((await get('/robots.txt', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
    expect((await get('/robots.txt', { 'if-match': '"other"' })).status).toBe(412);
    expect((await get('/robots.txt', { 'if-match': String(robots.headers['etag']) })).status).toBe(200);
  });

  it('answers ranges of a large file from the disk, an unsatisfiable one 416, and a stale If-Range the whole file', async () => {
    const tail = await get('/large.jpg', { range: 'bytes=-10' });
    expect([tail.status, tail.headers['content-range'], tail.headers['content-length']]).toEqual([206, 'bytes 99990-99999/100000', '10']);
    expect(tail.body.equals(large.subarray(99_990))).toBe(true);
    expect((await get('/large.jpg')).body.equals(large)).toBe(true);
    const both = await get('/large.jpg', { range: 'bytes=0-1,5-6' });
    expect([both.status, both.body.length]).toEqual([200, 100_000]);
    const range = await get('/_astro/photo.webp', { range: 'bytes=3990-' });
    expect([range.status, range.headers['content-range']]).toEqual([206, 'bytes 3990-3999/4000']);
    expect(range.body.equals(photo.subarray(3990))).toBe(true);
    const beyond = await get('/_astro/photo.webp', { range: 'bytes=5000-6000' });
    expect([beyond.status, beyond.headers['content-range']]).toEqual([416, 'bytes */4000']);
    const stale = await get('/_astro/photo.webp', { range: 'bytes=0-9', 'if-range': '"old"' });
    expect([stale.status, stale.body.length]).toEqual([200, 4000]);
  });
});

describe('a file changed on disk after its build was served', () => {
  it('is served from memory once read, if small: no request reads its folder again', async () => {
    expect((await get('/kept.txt')).body.toString()).toBe('first\n');
    writeFileSync(join(dir, 'kept.txt'), 'other\n');
    expect((await get('/kept.txt')).body.toString()).toBe('first\n');
  });

  it('answers not found when it is gone and 500 when it cannot be read, telling the operator, and the server goes on', async () => {
    for (const path of ['/gone.html', '/gone-large.jpg']) {
      for (const accept of ['gzip', 'identity']) {
        const answer = await get(path, { 'accept-encoding': accept });
        expect([answer.status, answer.body.toString()], path).toEqual([404, 'not found']);
        expect(answer.headers['etag'], path).toBeUndefined();
      }
    }
    expect((await get('/unreadable.html')).status).toBe(500);
    expect(logged).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^\/gone\.html could not be read: ENOENT/),
        expect.stringMatching(/^\/gone-large\.jpg could not be read: ENOENT/),
        expect.stringMatching(/^\/unreadable\.html could not be read: EISDIR/),
      ]),
    );
    expect((await get('/')).status).toBe(200);
  });
});

describe('a visitor who leaves', () => {
  it('before or while a large file is sent leaves the server serving', async () => {
    const { hostname, port } = new URL(origin);
    await Promise.all(
      Array.from(
        { length: 40 },
        (_, i) =>
          new Promise<void>((resolve) => {
            const socket = connect(Number(port), hostname, () => {
              socket.write('GET /large.jpg HTTP/1.1\r\nHost: x\r\n\r\n');
              // Gone at once, or after the first bytes.
              if (i % 2 === 0) socket.destroy();
              else socket.once('data', () => socket.destroy());
            });
            socket.on('close', () => resolve());
            socket.on('error', () => {});
          }),
      ),
    );
    expect((await get('/large.jpg')).body.equals(large)).toBe(true);
  });
});

describe('methods other than GET and HEAD', () => {
  it('are 405 on a file of the build, with Allow, and OPTIONS 204 with Allow', async () => {
    for (const path of ['/', '/kurumsal', '/kurumsal/', '/robots.txt', '/_astro/app.js']) {
      for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
        const answer = await get(path, {}, method);
        expect([answer.status, answer.headers['allow']], `${method} ${path}`).toEqual([405, 'GET, HEAD, OPTIONS']);
      }
      const options = await get(path, {}, 'OPTIONS');
      expect([options.status, options.headers['allow'], options.body.length], path).toEqual([204, 'GET, HEAD, OPTIONS', 0]);
    }
  });

  it('go on to the on-demand routes where no file is, and are not found where nothing is', async () => {
    for (const method of ['POST', 'PUT', 'OPTIONS']) {
      const answer = await get(ON_DEMAND, {}, method);
      expect([answer.status, answer.headers['x-on-demand']], method).toEqual([200, 'yes']);
      expect((await get('/nothing', {}, method)).status, method).toBe(404);
      expect((await get('/index.html.br', {}, method)).status, method).toBe(404);
    }
  });
});
