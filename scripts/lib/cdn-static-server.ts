/**
 * A static server for a built dist/client that answers as the CDN (Firebase Hosting) does, so
 * what a browser measures against it is what visitors get: clean paths (`/kurumsal` ->
 * kurumsal/index.html), 404.html with status 404 for anything else, text compressed when the
 * request accepts it, images and fonts as they are, and, when given a firebase.json, the
 * Cache-Control its header rules set. Loopback only, on a free port. It answers in one of two
 * modes:
 *
 * - `plain` (the default): HTTP/1.1 without TLS, text gzip-compressed at zlib level 6 on first
 *   request. The byte budgets are stated in these gzip bytes, and plain `fetch` reads it.
 * - `cdn`: HTTP/2 over TLS (HTTP/1.1 over TLS for a client that does not offer h2) with a
 *   certificate made for this server, brotli when the request accepts it, else gzip, else the
 *   file as it is, all from the compressed copies the build writes (scripts/precompress.ts),
 *   so no request waits on compression. What the page benchmark measures a visitor by: one
 *   connection and one handshake for everything, as the CDN's HTTP/2.
 *
 * Every response is reported to `onResponse` with the body bytes actually written, so a test
 * can count what a page cost without trusting the browser's own accounting.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type OutgoingHttpHeaders } from 'node:http';
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Server, Socket } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { contentType as mimeContentType } from 'mime-types';
import { chooseEncoding, encodings, isCompressedCopy, isCompressible, type Encoding } from '../../src/server/http/precompressed';
import { selfSignedCertificate } from './self-signed-certificate';

/** The level Hosting's gzip is usually measured at; fixed so figures are comparable between runs. */
const GZIP_LEVEL = 6;

export interface ServedResponse {
  /** The request path, query string included. */
  url: string;
  method: string;
  status: number;
  contentType: string;
  contentEncoding: 'br' | 'gzip' | 'identity';
  /** Body bytes written (compressed when compressed), headers excluded. */
  bodyBytes: number;
  requestHeaders: IncomingHttpHeaders;
}

export interface StaticServerOptions {
  /** `plain` (default): HTTP/1.1, gzip level 6; `cdn`: HTTP/2 over TLS, brotli or gzip from the build's copies. */
  mode?: 'plain' | 'cdn';
  /** A firebase.json whose `hosting.headers` rules give each path its Cache-Control. */
  firebaseConfig?: string;
  onResponse?: (response: ServedResponse) => void;
}

export interface StaticServer {
  /** `http://127.0.0.1:<port>` or, in `cdn` mode, `https://127.0.0.1:<port>`. */
  origin: string;
  close(): Promise<void>;
}

/** What a browser loading from a `cdn` server needs: its certificate is made for the run and signed by nobody. */
export const cdnServerBrowserArgs = ['--ignore-certificate-errors'];

interface CacheRule {
  pattern: RegExp;
  value: string;
}

/** Hosting's `source` globs as regular expressions: `**` any path, `*` one segment. */
function globToRegExp(glob: string): RegExp {
  const body = glob
    .split('**')
    .map((part) =>
      part
        .split('*')
        .map((text) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
        .join('[^/]*'),
    )
    .join('.*');
  return new RegExp(`^${body}$`);
}

/** The Cache-Control rules of a firebase.json, in order: for the same header the last matching rule wins. */
function cacheRulesFrom(firebaseConfig: string): CacheRule[] {
  const config = JSON.parse(readFileSync(firebaseConfig, 'utf8')) as {
    hosting?: { headers?: { source: string; headers: { key: string; value: string }[] }[] };
  };
  return (config.hosting?.headers ?? []).flatMap((rule) =>
    rule.headers
      .filter((h) => h.key.toLowerCase() === 'cache-control')
      .map((h) => ({ pattern: globToRegExp(rule.source), value: h.value })),
  );
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * The file a request path names, or undefined: `/x` -> x/index.html, `/` -> index.html. The
 * build's compressed copies are no files of the site: Hosting's config leaves them out.
 */
async function resolveFile(root: string, pathname: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0')) return undefined;
  const target = resolve(root, `.${decoded}`);
  if (target !== root && !target.startsWith(root + sep)) return undefined;
  for (const candidate of [target, join(target, 'index.html')]) {
    if (!isCompressedCopy(candidate) && (await isFile(candidate))) return candidate;
  }
  return undefined;
}

interface Body {
  bytes: Buffer;
  encoding: ServedResponse['contentEncoding'];
  /** Whether the answer depends on Accept-Encoding. */
  varies: boolean;
}

type Encode = (path: string, acceptEncoding: string | undefined) => Promise<Body>;

/** The plain mode's bodies: what the build would compress, gzip level 6, each file compressed once (a benchmark loads the same files hundreds of times). */
function gzipOnFirstRequest(): Encode {
  const compressed = new Map<string, Buffer>();
  return async (path, acceptEncoding) => {
    const bytes = await readFile(path);
    if (!isCompressible(path)) return { bytes, encoding: 'identity', varies: false };
    if (chooseEncoding(acceptEncoding, ['gzip']) !== 'gzip') return { bytes, encoding: 'identity', varies: true };
    let packed = compressed.get(path);
    if (!packed) compressed.set(path, (packed = gzipSync(bytes, { level: GZIP_LEVEL })));
    return { bytes: packed, encoding: 'gzip', varies: true };
  };
}

/** The cdn mode's bodies: the build's copy the request prefers (brotli before gzip), else the file. */
function precompressedCopies(root: string): Encode {
  if (!readdirSync(root, { recursive: true, encoding: 'utf8' }).some(isCompressedCopy))
    throw new Error(`${root} holds no compressed copies: build it with npm run build (scripts/precompress.ts writes them)`);
  return async (path, acceptEncoding) => {
    if (!isCompressible(path)) return { bytes: await readFile(path), encoding: 'identity', varies: false };
    const offered: Encoding[] = [];
    for (const { name, suffix } of encodings) if (await isFile(path + suffix)) offered.push(name);
    const chosen = chooseEncoding(acceptEncoding, offered);
    const suffix = encodings.find((e) => e.name === chosen)?.suffix ?? '';
    return { bytes: await readFile(path + suffix), encoding: chosen ?? 'identity', varies: true };
  };
}

interface Request {
  url?: string | undefined;
  method?: string | undefined;
  headers: IncomingHttpHeaders;
}

/** Writes an answer, then calls `sent`: one signature for HTTP/1.1's and HTTP/2's responses. */
type Answer = (status: number, headers: OutgoingHttpHeaders, body: Buffer | undefined, sent: () => void) => void;

export async function serveStatic(folder: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = resolve(folder);
  const cdn = options.mode === 'cdn';
  const cacheRules = options.firebaseConfig ? cacheRulesFrom(options.firebaseConfig) : [];
  const encode = cdn ? precompressedCopies(root) : gzipOnFirstRequest();

  const respond = async (request: Request, answer: Answer) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    const file = await resolveFile(root, pathname);
    const status = file ? 200 : 404;
    const path = file ?? join(root, '404.html');
    let body: Body;
    try {
      body = await encode(path, request.headers['accept-encoding']);
    } catch {
      answer(404, { 'content-type': 'text/plain' }, Buffer.from('not found'), () => undefined);
      return;
    }
    const contentType = mimeContentType(extname(path)) || 'application/octet-stream';
    const headers: OutgoingHttpHeaders = { 'content-type': contentType };
    const cacheControl = cacheRules.filter((rule) => rule.pattern.test(pathname)).at(-1)?.value;
    if (cacheControl) headers['cache-control'] = cacheControl;
    if (body.varies) headers['vary'] = 'Accept-Encoding';
    if (body.encoding !== 'identity') headers['content-encoding'] = body.encoding;
    headers['content-length'] = String(body.bytes.length);
    const sent = request.method === 'HEAD' ? undefined : body.bytes;
    answer(status, headers, sent, () =>
      options.onResponse?.({
        url: request.url ?? '/',
        method: request.method ?? 'GET',
        status,
        contentType,
        contentEncoding: body.encoding,
        bodyBytes: sent?.length ?? 0,
        requestHeaders: request.headers,
      }),
    );
  };

  const server: Server = cdn
    ? createSecureServer({ ...(await selfSignedCertificate()), allowHTTP1: true }, (request, response) => {
        void respond(request, (status, headers, body, sent) => {
          response.writeHead(status, headers);
          if (body) response.end(body, sent);
          else response.end(sent);
        });
      })
    : createServer((request, response) => {
        void respond(request, (status, headers, body, sent) => {
          response.writeHead(status, headers);
          response.end(body, sent);
        });
      });
  // Closing must not wait for kept-alive connections and HTTP/2 sessions: end them all.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `${cdn ? 'https' : 'http'}://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        for (const socket of sockets) socket.destroy();
      }),
  };
}
