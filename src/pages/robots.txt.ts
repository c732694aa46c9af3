import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content/operations';
import { defaultLang } from '../i18n/routes';

/**
 * Nothing is disallowed: pages that must stay out of search results (admin, placeholders,
 * not found) say noindex themselves, and a crawler can only read that on a page it may fetch.
 * A Disallow would keep the noindex unseen while links could still get the URL listed.
 */
export const GET: APIRoute = () => {
  const base = getSiteSettings(defaultLang).baseUrl;
  const body = `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', base).href}\n`;
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
