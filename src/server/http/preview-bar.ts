/**
 * What a previewing editor sees on every page of the preview, never on the admin's
 * screens: a bar saying that this is build {id}, seen by them alone, with the way back to the
 * admin; and responses no cache keeps or hands to anyone else (private, no-store, varying on
 * the session cookie).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { defaultAdminLang, isAdminLang, type AdminLang } from '../../i18n/admin-languages';
import { adminPath, isAdminPath, languageOfPath } from '../../i18n/routes';
import { allowingPreviewBarStyle, previewBarStyle } from './preview-bar-look';
import { beforeHeaders } from './response-hook';
import { rawPathname } from './request-path';

/** Staff read the bar: it speaks the admin's languages, the page's own where the admin speaks it. */
const texts: Readonly<Record<AdminLang, { label: string; says: string; back: string }>> = {
  tr: { label: 'Önizleme', says: 'Önizleme: {id} yapısı. Bu sayfayı yalnızca siz görüyorsunuz.', back: 'Yönetime dön' },
  en: { label: 'Preview', says: 'Preview: build {id}. Only you see this page.', back: 'Back to the admin' },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function bar(id: string, lang: AdminLang): string {
  const text = texts[lang];
  return (
    `<style>${previewBarStyle}</style>` +
    `<div data-preview-bar role="region" aria-label="${escapeHtml(text.label)}" lang="${lang}">` +
    `<span>${escapeHtml(text.says.replace('{id}', id.slice(0, 8)))}</span>` +
    `<a href="${adminPath('publish')}">${escapeHtml(text.back)}</a></div>`
  );
}

/** Answers `req` as a preview of build `id`: headers for no cache, and the bar in every page. */
export function asPreview(req: IncomingMessage, res: ServerResponse, id: string): void {
  const path = rawPathname(req.url);
  // The admin is no page of the build: its screens speak the editor's language and say so themselves.
  const admin = isAdminPath(path);
  // The bar is written into the page's text, so a preview is sent as it is, never compressed.
  delete req.headers['accept-encoding'];
  let html = false;
  beforeHeaders(res, (response) => {
    response.setHeader('Cache-Control', 'private, no-store');
    response.setHeader('Vary', 'Cookie');
    html = String(response.getHeader('content-type') ?? '').includes('text/html') && req.method !== 'HEAD' && !admin;
    if (!html) return;
    response.removeHeader('Content-Length');
    const policy = response.getHeader('content-security-policy');
    if (typeof policy === 'string') response.setHeader('Content-Security-Policy', allowingPreviewBarStyle(policy));
  });
  const pageLang = languageOfPath(path);
  const lang = pageLang !== undefined && isAdminLang(pageLang) ? pageLang : defaultAdminLang;
  const write = res.write.bind(res) as (chunk: unknown, ...rest: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  const chunks: Buffer[] = [];
  const collect = (chunk: unknown, encoding?: unknown) => {
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(
      Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
    );
  };
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!html) return write(chunk, ...rest);
    collect(chunk, rest[0]);
    return true;
  }) as ServerResponse['write'];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    if (!res.headersSent) res.writeHead(res.statusCode);
    if (!html) return end(chunk, ...rest);
    collect(chunk, rest[0]);
    const page = Buffer.concat(chunks).toString('utf8');
    const at = page.lastIndexOf('</body>');
    return end(at < 0 ? page : `${page.slice(0, at)}${bar(id, lang)}${page.slice(at)}`);
  }) as ServerResponse['end'];
}
