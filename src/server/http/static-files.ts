/**
 * The build's files (dist/client) as the server serves them, from the build's file table
 * (file-table.ts: read once when the build is served, so no request stats the disk): a page
 * folder answers with its index.html, a folder path with a trailing slash is redirected to the
 * path without one (the site's paths have none), and Astro's hashed assets (/_astro/) are cached
 * for a year. A GET or HEAD that names no file goes on to `next` (Astro's on-demand routes).
 * Another method on a file of the build is 405 (OPTIONS: 204), each with `Allow`, unless an
 * on-demand route answers that path; on any other path it goes on to `next` as well.
 *
 * A file of a compressible kind is sent as the build's brotli or gzip copy of it
 * (precompressed.ts) when the request's Accept-Encoding prefers one: the file's own type, the
 * copy's length, an ETag of its own per encoding, and `Vary: Accept-Encoding` on every answer
 * for such a file, compressed or not. A Range request gets the file as it is (ranges count its
 * bytes), and so does a copy older than its file (one edited by hand after the build). The
 * copies themselves are no files of the site: their own addresses are not found.
 *
 * Conditional requests and ranges are answered as the `send` package answers them (it served
 * these files before the table): If-Match / If-Unmodified-Since 412, If-None-Match /
 * If-Modified-Since 304, one satisfiable range 206, none 416, several the whole file.
 */
import { close, createReadStream, open, readFile } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pipeline } from 'node:stream';
import fresh from 'fresh';
import parseRange from 'range-parser';
import { isOnDemandPath } from '../../i18n/routes';
import type { Log } from '../log';
import { KEPT_FILE_BYTES, type FileTable, type Representation, type ServedFile } from './file-table';
import { rememberedEncodingChoice } from './precompressed';
import { rawPathname } from './request-path';

export type Layer = (req: IncomingMessage, res: ServerResponse, next: () => void) => void | Promise<void>;

/**
 * What a file of the build takes. OPTIONS is answered (RFC 9110, 9.3.7: the way to ask a
 * resource what it supports), so it is listed too: an Allow lists every method the resource
 * answers (15.5.6), and 405 must carry it.
 */
const FILE_METHODS = 'GET, HEAD, OPTIONS';
const METHOD_NOT_ALLOWED = 'this method is not allowed on this file; it allows GET, HEAD and OPTIONS\n';

/** The request's path decoded, or undefined when its percent-encoding is broken (then it names no file). */
function decodedPath(pathname: string): string | undefined {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
}

/** `send`'s test for a Range header it reads; others are ignored (the whole file). */
const BYTES_RANGE = /^ *bytes=/;

/** Whether a response validated by `etag` / `lastModified` fails the request's If-Match or If-Unmodified-Since (as `send` tells it). */
function preconditionFails(req: IncomingMessage, { etag, lastModified }: Representation): boolean {
  const match = req.headers['if-match'];
  if (match) {
    return (
      match !== '*' &&
      match
        .split(',')
        .map((token) => token.trim())
        .every((token) => token !== etag && token !== `W/${etag}` && `W/${token}` !== etag)
    );
  }
  const unmodifiedSince = Date.parse(req.headers['if-unmodified-since'] ?? '');
  return !Number.isNaN(unmodifiedSince) && Date.parse(lastModified) > unmodifiedSince;
}

/** Whether an If-Range lets the range through: its ETag or date still the file's. */
function rangeFresh(req: IncomingMessage, { etag, lastModified }: Representation): boolean {
  const ifRange = req.headers['if-range']?.toString();
  if (!ifRange) return true;
  if (ifRange.includes('"')) return ifRange.includes(etag);
  return Date.parse(lastModified) <= Date.parse(ifRange);
}

/** `log`: where a file that the table lists but cannot be read is told. */
export function staticFiles(files: FileTable, next: Layer, log: Log): Layer {
  const choose = rememberedEncodingChoice();
  /** A file listed when the build was served but gone or unreadable now: not found when gone, else 500; told either way. */
  function unreadable(file: ServedFile, error: NodeJS.ErrnoException, req: IncomingMessage, res: ServerResponse, notFound: () => void) {
    log.error(`${file.name} could not be read`, error);
    if (res.headersSent) return void res.destroy(error);
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return void next(req, res, notFound);
    res.writeHead(500);
    res.end();
  }

  return (req, res, notFound) => {
    const pathname = rawPathname(req.url);
    const decoded = decodedPath(pathname);
    if (decoded === undefined) return next(req, res, notFound);
    const folder = files.isFolder(decoded.replace(/(?<=.)\/+$/, ''));
    const path = folder ? `${decoded.replace(/\/+$/, '')}/index.html` : decoded;
    const file = files.file(path);
    const read = req.method === 'GET' || req.method === 'HEAD';

    if (!read) {
      if (!file || isOnDemandPath(pathname)) return next(req, res, notFound);
      const options = req.method === 'OPTIONS';
      res.writeHead(options ? 204 : 405, {
        Allow: FILE_METHODS,
        'Cache-Control': 'no-store',
        ...(options ? {} : { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(METHOD_NOT_ALLOWED) }),
      });
      res.end(options ? undefined : METHOD_NOT_ALLOWED);
      return;
    }
    if (folder && pathname !== '/' && pathname.endsWith('/')) {
      res.writeHead(301, { Location: `${pathname.replace(/\/+$/, '')}${req.url?.slice(pathname.length) ?? ''}` });
      res.end();
      return;
    }
    if (!file) return next(req, res, notFound);

    // Ranges are served from the file as it is, never from a copy.
    const ranged = req.headers.range !== undefined;
    const accepted = req.headers['accept-encoding'];
    const encoding = file.offered.length > 0 && !ranged && accepted ? choose(accepted, file.offered) : undefined;
    const sent = (encoding && file.copies.get(encoding)) || file;

    if (file.compressible) res.setHeader('Vary', 'Accept-Encoding');
    if (encoding) res.setHeader('Content-Encoding', encoding);
    else res.setHeader('Accept-Ranges', 'bytes');
    res.setHeader('Cache-Control', file.cacheControl);
    res.setHeader('Last-Modified', sent.lastModified);
    res.setHeader('ETag', sent.etag);
    res.setHeader('Content-Type', file.contentType);

    const conditional =
      req.headers['if-match'] || req.headers['if-unmodified-since'] || req.headers['if-none-match'] || req.headers['if-modified-since'];
    if (conditional) {
      if (preconditionFails(req, sent)) {
        res.writeHead(412);
        res.end();
        return;
      }
      if (fresh(req.headers, { etag: sent.etag, 'last-modified': sent.lastModified })) {
        for (const name of ['Content-Encoding', 'Content-Type']) res.removeHeader(name);
        res.writeHead(304);
        res.end();
        return;
      }
    }

    let start = 0;
    let length = sent.size;
    let status = 200;
    if (!encoding && ranged && BYTES_RANGE.test(req.headers.range ?? '')) {
      let ranges = parseRange(sent.size, req.headers.range ?? '', { combine: true });
      if (!rangeFresh(req, sent)) ranges = -2;
      if (ranges === -1) {
        res.setHeader('Content-Range', `bytes */${sent.size}`);
        res.writeHead(416);
        res.end();
        return;
      }
      // A malformed header (-2) or several ranges: the whole file, as `send` did.
      if (ranges !== -2 && ranges.length === 1) {
        const [range] = ranges;
        status = 206;
        start = range!.start;
        length = range!.end - range!.start + 1;
        res.setHeader('Content-Range', `bytes ${start}-${range!.end}/${sent.size}`);
      }
    }
    res.setHeader('Content-Length', length);

    if (req.method === 'HEAD') {
      res.writeHead(status);
      res.end();
      return;
    }
    if (sent.body) {
      res.writeHead(status);
      res.end(status === 206 ? sent.body.subarray(start, start + length) : sent.body);
      return;
    }
    if (sent.size <= KEPT_FILE_BYTES) {
      readFile(sent.path, (error, bytes) => {
        if (error) return unreadable(file, error, req, res, notFound);
        files.keep(sent, bytes);
        res.writeHead(status);
        res.end(status === 206 ? bytes.subarray(start, start + length) : bytes);
      });
      return;
    }
    // Opened before the answer begins, so a file gone since the table was made is still answered cleanly.
    open(sent.path, 'r', (error, fd) => {
      if (error) return unreadable(file, error, req, res, notFound);
      // The visitor may have gone while the file was opened: nothing to send it to.
      if (res.destroyed) return void close(fd, () => {});
      res.writeHead(status);
      const stream = createReadStream('', { fd, start, end: start + length - 1 });
      pipeline(stream, res, (failed) => {
        // A visitor who leaves mid-file is no failure of the server.
        if (failed && (failed as NodeJS.ErrnoException).code !== 'ERR_STREAM_PREMATURE_CLOSE') unreadable(file, failed, req, res, notFound);
      });
    });
  };
}
