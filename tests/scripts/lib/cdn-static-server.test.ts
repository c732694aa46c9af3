import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveStatic, type ServedResponse, type StaticServer } from '../../../scripts/lib/cdn-static-server';

/** A built site in small: pages, a stylesheet, an image, 404.html, and the copies the build's precompress step writes. */
const files: Record<string, string> = {
  'index.html': `<!doctype html><title>Ana sayfa</title>${'<p>Merhaba dünya</p>'.repeat(50)}`,
  'kurumsal/index.html': `<!doctype html><title>Kurumsal</title>${'<p>Hakkımızda</p>'.repeat(50)}`,
  '404.html': `<!doctype html><title>Bulunamadı</title>${'<p>Sayfa yok</p>'.repeat(50)}`,
  '_astro/site.css': `body{margin:0}${'.a{color:red}'.repeat(50)}`,
  'images/photo.webp': 'RIFF-not-really-a-webp',
};
const compressedKinds = /\.(html|css)$/;

/** Cache rules as Hosting reads them: the last matching rule wins. */
const firebaseJson = {
  hosting: {
    headers: [
      { source: '**', headers: [{ key: 'Cache-Control', value: 'public, max-age=300, must-revalidate' }] },
      { source: '/_astro/**', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
    ],
  },
};

let root: string;
let site: string;
let server: StaticServer;
const awaited = new Map<string, (response: ServedResponse) => void>();

/** What the server reports for the next response to `url`: asked before the request, as the report may come after the client has read the body. */
function nextServed(url: string): Promise<ServedResponse> {
  return new Promise((resolve) => awaited.set(url, resolve));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'cdn-static-server-'));
  site = join(root, 'client');
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(dirname(join(site, file)), { recursive: true });
    writeFileSync(join(site, file), text);
    if (compressedKinds.test(file)) {
      // At the lowest levels: bytes no compression made while serving would match.
      writeFileSync(join(site, `${file}.br`), brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 0 } }));
      writeFileSync(join(site, `${file}.gz`), gzipSync(text, { level: 1 }));
    }
  }
  writeFileSync(join(root, 'firebase.json'), JSON.stringify(firebaseJson));
  server = await serveStatic(site, {
    mode: 'cdn',
    firebaseConfig: join(root, 'firebase.json'),
    onResponse: (r) => awaited.get(r.url)?.(r),
  });
});

afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  headers: IncomingHttpHeaders;
  body: Buffer;
}

async function h2Get(session: ClientHttp2Session, path: string, acceptEncoding?: string): Promise<Answer> {
  const stream = session.request({ ':path': path, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) });
  const [headers] = (await once(stream, 'response')) as [IncomingHttpHeaders];
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return { headers, body: Buffer.concat(chunks) };
}

async function withSession<T>(use: (session: ClientHttp2Session) => Promise<T>): Promise<T> {
  const session = connect(server.origin, { rejectUnauthorized: false });
  try {
    await once(session, 'connect');
    return await use(session);
  } finally {
    session.close();
  }
}

const fileBytes = (file: string) => readFileSync(join(site, file));

describe('serveStatic in cdn mode', () => {
  it('speaks HTTP/2 over TLS', async () => {
    expect(server.origin).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    await withSession(async (session) => {
      expect(session.alpnProtocol).toBe('h2');
      expect(session.encrypted).toBe(true);
    });
  });

  it('sends the brotli copy to a request that accepts br, as its own bytes and length', async () => {
    const counted = nextServed('/kurumsal');
    const answer = await withSession((session) => h2Get(session, '/kurumsal', 'gzip, deflate, br, zstd'));
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['vary']).toBe('Accept-Encoding');
    expect(answer.body.equals(fileBytes('kurumsal/index.html.br')), 'the build’s copy, not a new compression').toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(brotliDecompressSync(answer.body).equals(fileBytes('kurumsal/index.html'))).toBe(true);
    expect(await counted).toMatchObject({
      status: 200,
      contentEncoding: 'br',
      bodyBytes: answer.body.length,
    });
  });

  it('sends the gzip copy to a request that accepts only gzip', async () => {
    const counted = nextServed('/');
    const answer = await withSession((session) => h2Get(session, '/', 'gzip'));
    expect(answer.headers[':status']).toBe(200);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(answer.body.equals(fileBytes('index.html.gz')), 'the build’s copy, not a new compression').toBe(true);
    expect(answer.headers['content-length']).toBe(String(answer.body.length));
    expect(gunzipSync(answer.body).equals(fileBytes('index.html'))).toBe(true);
    expect(await counted).toMatchObject({ contentEncoding: 'gzip', bodyBytes: answer.body.length });
  });

  it('sends the file as it is to a request that accepts no compression, and images as they are', async () => {
    const counted = nextServed('/images/photo.webp');
    const [page, image] = await withSession((session) =>
      Promise.all([h2Get(session, '/kurumsal/'), h2Get(session, '/images/photo.webp', 'gzip, br')]),
    );
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body.equals(fileBytes('kurumsal/index.html'))).toBe(true);
    expect(page.headers['content-length']).toBe(String(page.body.length));
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.headers['vary']).toBeUndefined();
    expect(image.body.equals(fileBytes('images/photo.webp'))).toBe(true);
    expect(await counted).toMatchObject({
      contentEncoding: 'identity',
      bodyBytes: image.body.length,
    });
  });

  it('sets Cache-Control by the firebase.json rules, the last matching rule winning', async () => {
    const [page, style] = await withSession((session) =>
      Promise.all([h2Get(session, '/kurumsal', 'br'), h2Get(session, '/_astro/site.css', 'br')]),
    );
    expect(page.headers['cache-control']).toBe('public, max-age=300, must-revalidate');
    expect(style.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(style.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('answers an unknown path, and a compressed copy asked for by name, with 404.html and status 404', async () => {
    const [unknown, copy] = await withSession((session) =>
      Promise.all([h2Get(session, '/yok-boyle-bir-sayfa', 'br'), h2Get(session, '/index.html.br', 'br')]),
    );
    for (const answer of [unknown, copy]) {
      expect(answer.headers[':status']).toBe(404);
      expect(brotliDecompressSync(answer.body).equals(fileBytes('404.html'))).toBe(true);
    }
  });

  it('still answers a client that speaks only HTTP/1.1 (over TLS)', async () => {
    const request = httpsRequest(`${server.origin}/kurumsal`, { rejectUnauthorized: false, headers: { 'accept-encoding': 'gzip' } });
    request.end();
    const [response] = (await once(request, 'response')) as [import('node:http').IncomingMessage];
    const chunks: Buffer[] = [];
    for await (const chunk of response) chunks.push(chunk as Buffer);
    expect(response.httpVersion).toBe('1.1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(Buffer.concat(chunks)).equals(fileBytes('kurumsal/index.html'))).toBe(true);
  });

  it('refuses a folder the build has not precompressed, rather than measure it uncompressed', async () => {
    const bare = join(root, 'bare');
    mkdirSync(bare);
    writeFileSync(join(bare, 'index.html'), files['index.html']!);
    await expect(serveStatic(bare, { mode: 'cdn' })).rejects.toThrow(/no compressed copies.*npm run build/);
  });
});

describe('serveStatic in plain mode (the default, which the byte budgets count with)', () => {
  it('answers HTTP/1.1 without TLS, gzip at level 6 made from the file', async () => {
    const counted: ServedResponse[] = [];
    const plain = await serveStatic(site, { onResponse: (r) => counted.push(r) });
    try {
      expect(plain.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      const response = await fetch(`${plain.origin}/kurumsal`, { headers: { 'accept-encoding': 'gzip, br' } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe('gzip');
      await response.arrayBuffer();
      expect(counted).toMatchObject([
        { url: '/kurumsal', contentEncoding: 'gzip', bodyBytes: gzipSync(fileBytes('kurumsal/index.html'), { level: 6 }).length },
      ]);
    } finally {
      await plain.close();
    }
  });
});
