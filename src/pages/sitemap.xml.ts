/** sitemap.xml with hreflang alternates, from the same page list as the site (DECISIONS.md "SEO"). */
import type { APIRoute } from 'astro';
import { getSiteSettings } from '../content/operations';
import { defaultLang } from '../i18n/routes';
import { hreflangAlternates, sitePages } from '../lib/site-pages';

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export const GET: APIRoute = () => {
  const base = getSiteSettings(defaultLang).baseUrl;
  const absolute = (path: string) => escapeXml(new URL(path, base).href);
  const urls = sitePages()
    .filter((page) => !page.noindex)
    .map((page) => {
      const alternates = hreflangAlternates(page).map(
        (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${absolute(alternate.path)}"/>`,
      );
      const lastmod = page.lastModified ? `\n    <lastmod>${page.lastModified}</lastmod>` : '';
      return `  <url>\n    <loc>${absolute(page.path)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`;
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
