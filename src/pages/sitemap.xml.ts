/** sitemap.xml with hreflang alternates, from the same page list as the site (DECISIONS.md "SEO"). */
import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content/operations';
import { defaultLang } from '../i18n/routes';
import { isIndexable, pageAlternates, sitePages } from '../lib/site-pages';
import { sitemapXml } from '../lib/sitemap';

export const GET: APIRoute = () => {
  const entries = sitePages()
    .filter(isIndexable)
    .map((page) => ({ path: page.path, lastModified: page.lastModified, alternates: pageAlternates(page) }));
  return new Response(sitemapXml(entries, getSiteSettings(defaultLang).baseUrl), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
