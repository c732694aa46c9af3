import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content/operations';
import { defaultLang, pathFor } from '../i18n/routes';

export const GET: APIRoute = () => {
  const base = getSiteSettings(defaultLang).baseUrl;
  const body = `User-agent: *\nDisallow: ${pathFor('admin', defaultLang)}\n\nSitemap: ${new URL('/sitemap.xml', base).href}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
