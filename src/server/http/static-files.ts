/**
 * The build's files (dist/client) as the server serves them: a page folder answers with its
 * index.html, a folder path with a trailing slash is redirected to the path without one (the
 * site's paths have none), and Astro's hashed assets (/_astro/) are cached for a year. A GET or
 * HEAD that names no file, and every other method, goes on to `next` (Astro's on-demand routes).
 */
import { statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve, sep } from 'node:path';
import send from 'send';
import type { Log } from '../log';
import { rawPathname } from './request-path';

export type Layer = (req: IncomingMessage, res: ServerResponse, next: () => void) => void | Promise<void>;

const HASHED_ASSETS = '/_astro/';

function isFolder(clientDir: string, pathname: string): boolean {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return false;
  }
  const path = resolve(join(clientDir, decoded));
  if (path !== clientDir && !path.startsWith(clientDir + sep)) return false;
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

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
    let found = false;
    const hashed = file.startsWith(HASHED_ASSETS);
    send(req, file, {
      root,
      index: false,
      dotfiles: file.startsWith('/.well-known/') ? 'allow' : 'deny',
      ...(hashed ? { maxAge: '1y', immutable: true } : {}),
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
