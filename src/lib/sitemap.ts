/** The sitemap's XML (with hreflang alternates) from a list of pages, in any set of languages. */
export interface SitemapEntry {
  path: string;
  lastModified?: string | undefined;
  alternates: { hreflang: string; path: string }[];
}

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

export function sitemapXml(entries: SitemapEntry[], baseUrl: string): string {
  const absolute = (path: string) => escapeXml(new URL(path, baseUrl).href);
  const urls = entries.map((entry) => {
    const alternates = entry.alternates.map(
      (alternate) => `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${absolute(alternate.path)}"/>`,
    );
    const lastmod = entry.lastModified ? `\n    <lastmod>${entry.lastModified}</lastmod>` : '';
    return `  <url>\n    <loc>${absolute(entry.path)}</loc>${lastmod}\n${alternates.join('\n')}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}
