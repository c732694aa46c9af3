/**
 * The build's files (dist/client) as the server serves them: a page folder answers with its
 * index.html, a folder path with a trailing slash is redirected to the path without one (the
 * site's paths have none), and Astro's hashed assets (/_astro/) are cached for a year. A GET or
 * HEAD that names no file, and every other method, goes on to `next` (Astro's on-demand routes).
 *
 * A file of a compressible kind is sent as the build's brotli or gzip copy of it
 * (precompressed.ts) when the request's Accept-Encoding prefers one: the file's own type, the
 * copy's length, an ETag of its own per encoding, and `Vary: Accept-Encoding` on every answer
 * for such a file, compressed or not. A Range request gets the file as it is (ranges count its
 * bytes), and so does a copy older than its file (one edited by hand after the build). The
 * copies themselves are no files of the site: their own addresses are not found.
 */
import { statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, resolve, sep } from 'node:path';
import { contentType } from 'mime-types';
import send from 'send';
import type { Log } from '../log';
import { chooseEncoding, encodings, isCompressedCopy, isCompressible, type Encoding } from './precompressed';
import { rawPathname } from './request-path';

export type Layer = (req: IncomingMessage, res: ServerResponse, next: () => void) => void | Promise<void>;

const HASHED_ASSETS = '/_astro/';

/** The stat of the file a request path names inside `clientDir`, if there is one. */
function statOf(clientDir: string, pathname: string): Stats | undefined {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  const path = resolve(join(clientDir, decoded));
  if (path !== clientDir && !path.startsWith(clientDir + sep)) return undefined;
  try {
    return statSync(path);
  } catch {
    return undefined;
  }
}

const isFolder = (clientDir: string, pathname: string) => statOf(clientDir, pathname)?.isDirectory() ?? false;

/** The compressed copy of `file` to send for `req`, if the browser prefers one the build wrote. */
function compressedCopy(clientDir: string, file: string, req: IncomingMessage): (typeof encodings)[number] | undefined {
  const accepted = req.headers['accept-encoding'];
  if (!accepted || req.headers.range !== undefined) return undefined;
  const original = statOf(clientDir, file);
  if (!original?.isFile()) return undefined;
  const offered = encodings.filter(({ suffix }) => {
    const copy = statOf(clientDir, `${file}${suffix}`);
    return copy?.isFile() === true && copy.mtimeMs >= original.mtimeMs;
  });
  const chosen = chooseEncoding(
    accepted,
    offered.map(({ name }) => name),
  );
  return offered.find(({ name }) => name === chosen);
}

/** A weak validator like `send`'s own, told apart per encoding: a cache never takes one encoding's bytes for another's. */
const encodedETag = (stat: Stats, encoding: Encoding) => `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}-${encoding}"`;

/** `log`: where a file that exists but cannot be read is told. */
export function staticFiles(clientDir: string, next: Layer, log: Log): Layer {
  const root = resolve(clientDir);
  return (req, res, notFound) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(req, res, notFound);
    const pathname = rawPathname(req.url);
    let file = pathname;
    if (isFolder(root, pathname)) {
      if (pathname !== '/' && pathname.endsWith('/')) {
        res.writeHead(301, { Location: `${pathname.replace(/\/+$/, '')}${req.url?.slice(pathname.length) ?? ''}` });
        res.end();
        return;
      }
      file = pathname === '/' ? '/index.html' : `${pathname}/index.html`;
    }
    if (isCompressedCopy(file)) return next(req, res, notFound);
    let found = false;
    const hashed = file.startsWith(HASHED_ASSETS);
    const compressible = isCompressible(file);
    const copy = compressible ? compressedCopy(root, file, req) : undefined;
    send(req, copy ? `${file}${copy.suffix}` : file, {
      root,
      index: false,
      dotfiles: file.startsWith('/.well-known/') ? 'allow' : 'deny',
      ...(hashed ? { maxAge: '1y', immutable: true } : {}),
      // Ranges are served from the file as it is (above), never from a copy.
      ...(copy ? { acceptRanges: false } : {}),
    })
      .on('headers', (response: ServerResponse, _path: string, stat: Stats) => {
        if (!compressible) return;
        response.setHeader('Vary', 'Accept-Encoding');
        if (!copy) return;
        response.setHeader('Content-Encoding', copy.name);
        response.setHeader('Content-Type', contentType(extname(file)) || 'application/octet-stream');
        response.setHeader('ETag', encodedETag(stat, copy.name));
      })
      .on('file', () => {
        found = true;
      })
      .on('error', (error: Error & { statusCode?: number }) => {
        if (!found) return void next(req, res, notFound);
        const status = error.statusCode ?? 500;
        if (status >= 500) log.error(`${file} could not be read`, error);
        res.writeHead(status);
        res.end();
      })
      .pipe(res);
  };
}
