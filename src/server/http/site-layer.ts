/**
 * The layer every request to the Node server passes before the build's files and Astro's
 * on-demand routes: the security headers on every response, no redirect that leaves the
 * site, clean URLs as Firebase Hosting serves them, and 404 with the not-found page for what
 * is not a page: in the path's language where the route table tells it (`/proje/...`,
 * `/en/...`, `/project/...`), else in every language, the default first.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { adminApi, languageOfPath, type Lang } from '../../i18n/routes';
import { pagePreviewHeaders } from '../security-headers';
import type { NotFoundPages } from './not-found-pages';
import type { Layer } from './static-files';
import { beforeHeaders } from './response-hook';
import { cleanPath, isPagePath, rawPathname, sameSiteLocation } from './request-path';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

export interface SiteLayerOptions {
  /** Every response's security headers (src/server/security-headers.ts, merged by the build). */
  headers: Readonly<Record<string, string>>;
  /** The pages the site has, and its not-found pages (not-found-pages.ts). */
  notFound: NotFoundPages;
}

/** A policy with the `sandbox` directive (a staff download, src/server/admin/attachment-endpoints.ts). */
const SANDBOXED = /(^|;)\s*sandbox(\s|;|$)/;

/** The not-found page's own file: served only as the answer to unknown paths, never as a page. */
const NOT_FOUND_FILE = /^\/404(\.html|\/)?$/;

/** `next` serves the request, or calls its own `next` for the not-found page in every language. */
const headerList = (headers: Readonly<Record<string, string>>) =>
  Object.entries(headers).map(([name, value]) => ({ name, value, policy: name.toLowerCase() === 'content-security-policy' }));

export function siteLayer(next: Layer, options: SiteLayerOptions): NodeHandler {
  const headers = headerList(options.headers);
  // The studio's page preview alone may be framed, by the admin (security-headers.ts).
  const previewHeaders = headerList(pagePreviewHeaders(options.headers));
  return (req, res) => {
    const pathname = rawPathname(req.url);
    const answerHeaders = pathname === adminApi.pagePreview ? previewHeaders : headers;
    beforeHeaders(res, (response) => {
      for (const { name, value, policy } of answerHeaders) {
        // A download that sandboxes itself keeps its stricter policy: the site's would let a visitor's file run as a page.
        if (policy && SANDBOXED.test(String(response.getHeader(name) ?? ''))) continue;
        response.setHeader(name, value);
      }
      const location = response.getHeader('location');
      if (location !== undefined) response.setHeader('Location', sameSiteLocation(String(location)));
    });

    const notFound = (lang?: Lang) => {
      const { body, encoding } = options.notFound.page(lang, req.headers['accept-encoding']);
      res.writeHead(404, {
        'Content-Type': 'text/html; charset=utf-8',
        'Cache-Control': 'no-store',
        Vary: 'Accept-Encoding',
        'Content-Length': body.length,
        ...(encoding ? { 'Content-Encoding': encoding } : {}),
      });
      res.end(req.method === 'HEAD' ? undefined : body);
    };
    if (!isPagePath(pathname) || NOT_FOUND_FILE.test(pathname)) return notFound();
    const clean = cleanPath(pathname);
    if (clean !== undefined && (req.method === 'GET' || req.method === 'HEAD')) {
      const query = req.url?.slice(pathname.length) ?? '';
      res.writeHead(301, { Location: `${clean}${query}` });
      res.end();
      return;
    }
    // Astro would answer any unknown path with the page in every language, the default first, as
    // Hosting does for the paths it keeps: a path of one language gets that language's page.
    const lang = languageOfPath(pathname);
    if (lang !== undefined && !options.notFound.isPage(pathname)) return notFound(lang);
    return next(req, res, () => notFound());
  };
}
