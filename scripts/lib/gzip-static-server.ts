/**
 * A static server for a built dist/client that answers as the CDN (Firebase Hosting) does, so
 * what a browser measures against it is what visitors get: clean paths (`/kurumsal` ->
 * kurumsal/index.html), 404.html with status 404 for anything else, text gzip-compressed
 * (zlib level 6) when the request accepts it, images and fonts as they are, and, when given
 * a firebase.json, the Cache-Control its header rules set. Loopback only, on a free port.
 *
 * Every response is reported to `onResponse` with the body bytes actually written, so a test
 * can count what a page cost without trusting the browser's own accounting.
 */
import { readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};

/** What Hosting compresses: text. Images and woff2 are compressed already; gzip would only cost time. */
const COMPRESSED_EXTENSIONS = new Set(['.html', '.css', '.js', '.mjs', '.svg', '.json', '.xml', '.txt', '.webmanifest']);

/** The level Hosting's gzip is usually measured at; fixed so figures are comparable between runs. */
const GZIP_LEVEL = 6;

export interface ServedResponse {
  /** The request path, query string included. */
  url: string;
  method: string;
  status: number;
  contentType: string;
  contentEncoding: 'gzip' | 'identity';
  /** Body bytes written to the socket (compressed when gzip), headers excluded. */
  bodyBytes: number;
  requestHeaders: IncomingHttpHeaders;
}

export interface StaticServerOptions {
  /** Compress text when the request accepts gzip (default true, as the CDN does). */
  gzip?: boolean;
  /** A firebase.json whose `hosting.headers` rules give each path its Cache-Control. */
  firebaseConfig?: string;
  onResponse?: (response: ServedResponse) => void;
}

export interface StaticServer {
  origin: string;
  close(): Promise<void>;
}

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

function acceptsGzip(header: string | undefined): boolean {
  return (header ?? '').split(',').some((entry) => {
    const [coding, ...params] = entry
      .trim()
      .split(';')
      .map((s) => s.trim());
    if (coding !== 'gzip' && coding !== '*') return false;
    const q = params.find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/** The file a request path names, or undefined: `/x` -> x/index.html, `/` -> index.html. */
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
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

export async function serveStatic(folder: string, options: StaticServerOptions = {}): Promise<StaticServer> {
  const root = resolve(folder);
  const gzip = options.gzip ?? true;
  const cacheRules = options.firebaseConfig ? cacheRulesFrom(options.firebaseConfig) : [];
  // A benchmark loads the same files hundreds of times: compress each once.
  const compressed = new Map<string, Buffer>();

  const server: Server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    void (async () => {
      const file = await resolveFile(root, pathname);
      const status = file ? 200 : 404;
      const path = file ?? join(root, '404.html');
      let body: Buffer;
      try {
        body = await readFile(path);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' });
        response.end('not found');
        return;
      }
      const contentType = TYPES[extname(path)] ?? 'application/octet-stream';
      const headers: Record<string, string> = { 'content-type': contentType };
      const cacheControl = cacheRules.filter((rule) => rule.pattern.test(pathname)).at(-1)?.value;
      if (cacheControl) headers['cache-control'] = cacheControl;
      const compressible = gzip && COMPRESSED_EXTENSIONS.has(extname(path));
      if (compressible) headers['vary'] = 'Accept-Encoding';
      let encoding: ServedResponse['contentEncoding'] = 'identity';
      if (compressible && acceptsGzip(request.headers['accept-encoding'])) {
        let packed = compressed.get(path);
        if (!packed) compressed.set(path, (packed = gzipSync(body, { level: GZIP_LEVEL })));
        body = packed;
        encoding = 'gzip';
        headers['content-encoding'] = 'gzip';
      }
      headers['content-length'] = String(body.length);
      response.writeHead(status, headers);
      const sent = request.method === 'HEAD' ? undefined : body;
      response.end(sent, () =>
        options.onResponse?.({
          url: request.url ?? '/',
          method: request.method ?? 'GET',
          status,
          contentType,
          contentEncoding: encoding,
          bodyBytes: sent?.length ?? 0,
          requestHeaders: request.headers,
        }),
      );
    })();
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', done);
  });
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
