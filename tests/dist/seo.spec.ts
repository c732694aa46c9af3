/**
 * What search engines and link previews read, on every page of the built site: all of it is in
 * the HTML the server sends (width and scripts change none of it), so the built files are read.
 */
import { expect, test } from '@playwright/test';
import { load, type CheerioAPI } from 'cheerio';
import { readFileSync } from 'node:fs';
import { getProject, getSiteSettings } from '../../src/content/operations';
import { breadcrumbTrail, defaultLang, languages, locale, pathFor, probePaths } from '../../src/i18n/routes';
import { META_DESCRIPTION } from '../../src/lib/meta-description';
import { isIndexable, pageAlternates, sitePages } from '../../src/lib/site-pages';
import { builtPage } from './built-page';

const base = getSiteSettings(defaultLang).baseUrl;
const absolute = (path: string) => new URL(path, base).href;
const indexable = sitePages().filter(isIndexable);

function jsonLd($: CheerioAPI): { '@graph': Record<string, unknown>[] } {
  const blocks = $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => $(script).text());
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).not.toMatch(/[<>]/);
  return JSON.parse(blocks[0] ?? '{}');
}

const meta = ($: CheerioAPI, selector: string) => $(selector).attr('content');

for (const sitePage of indexable) {
  test(`${sitePage.path}: canonical, hreflang, a description of 50-160 characters, Open Graph and JSON-LD`, () => {
    const $ = builtPage(sitePage.path);
    expect($('link[rel="canonical"]').attr('href')).toBe(absolute(sitePage.path));
    for (const alternate of pageAlternates(sitePage)) {
      expect($(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`).attr('href'), alternate.hreflang).toBe(absolute(alternate.path));
    }
    expect($('meta[name="robots"]')).toHaveLength(0);

    const description = meta($, 'meta[name="description"]') ?? '';
    expect(description.length, description).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
    expect(description.length, description).toBeLessThanOrEqual(META_DESCRIPTION.max);

    expect(meta($, 'meta[property="og:locale"]')).toBe(locale(sitePage.lang).ogLocale);
    const alternates = $('meta[property="og:locale:alternate"]')
      .toArray()
      .map((m) => $(m).attr('content'));
    // A language whose version of the page is untranslated (its fallback's text) is no alternate.
    const translatedIn = languages.filter((l) => l !== sitePage.lang && !sitePage.untranslatedIn?.includes(l));
    expect(alternates).toEqual(translatedIn.map((l) => locale(l).ogLocale));
    expect(meta($, 'meta[property="og:image"]')).toMatch(/^https:\/\//);
    expect(meta($, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(meta($, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    const graph = jsonLd($)['@graph'];
    const organization = graph.find((node) => node['@id'] === new URL('/#organization', base).href);
    expect(organization).toMatchObject({
      name: getSiteSettings(sitePage.lang).companyName,
      legalName: expect.any(String),
      url: expect.any(String),
      logo: expect.any(String),
      address: expect.objectContaining({ addressCountry: 'TR' }),
      telephone: expect.any(String),
      email: expect.any(String),
      contactPoint: expect.objectContaining({ telephone: expect.any(String) }),
      sameAs: expect.arrayContaining([expect.stringMatching(/^https:\/\//)]),
      foundingDate: '2010',
      subOrganization: expect.objectContaining({ foundingDate: '2019', address: expect.objectContaining({ addressCountry: 'DE' }) }),
    });
    const breadcrumb = graph.find((node) => node['@type'] === 'BreadcrumbList') as { itemListElement: { item: string }[] } | undefined;
    if (sitePage.key === 'home') {
      expect(breadcrumb).toBeUndefined();
    } else {
      expect(breadcrumb?.itemListElement.map((step) => step.item)).toHaveLength(breadcrumbTrail(sitePage.key).length);
      expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(absolute(sitePage.path));
    }
  });
}

test('no two indexable pages share a description', () => {
  const byDescription = new Map<string, string[]>();
  for (const sitePage of indexable) {
    const description = meta(builtPage(sitePage.path), 'meta[name="description"]') ?? '';
    byDescription.set(description, [...(byDescription.get(description) ?? []), sitePage.path]);
  }
  expect([...byDescription.values()].filter((paths) => paths.length > 1)).toEqual([]);
});

test('a project page describes the project, with its own 1200x630 share image', async ({ request }) => {
  const sitePage = indexable.find((p) => p.key === 'projectDetail' && getProject(p.lang, p.id ?? '')?.project.primaryImageSource);
  if (!sitePage?.id) throw new Error('the content has no project with a primary image');
  const project = getProject(sitePage.lang, sitePage.id)!;
  const $ = builtPage(sitePage.path);
  const image = meta($, 'meta[property="og:image"]') ?? '';
  expect(meta($, 'meta[property="og:image:width"]')).toBe('1200');
  expect(meta($, 'meta[property="og:image:height"]')).toBe('630');
  // The alt text editors stored with the photo, else the project's name (as before alt texts were stored).
  expect(meta($, 'meta[property="og:image:alt"]')).toBe(project.project.primaryImageAlt ?? project.project.name);
  expect((await request.get(new URL(image).pathname)).status()).toBe(200);
  const work = jsonLd($)['@graph'].find((node) => node['@type'] === 'CreativeWork');
  expect(work).toMatchObject({ name: project.project.name, description: project.project.description, image: [image] });
});

test('placeholder pages are noindex and have no hreflang or JSON-LD', () => {
  const placeholders = sitePages().filter((p) => p.key === 'press');
  expect(placeholders.length).toBeGreaterThan(0);
  for (const sitePage of placeholders) {
    const $ = builtPage(sitePage.path);
    expect(meta($, 'meta[name="robots"]'), sitePage.path).toBe('noindex');
    expect($('link[rel="alternate"][hreflang]'), sitePage.path).toHaveLength(0);
    expect($('script[type="application/ld+json"]'), sitePage.path).toHaveLength(0);
  }
});

test("a variant of a page (the contact page's quote form) is canonical to that page, without hreflang, not noindex", () => {
  // Untranslated pages are canonical to their fallback's page too: tests/dist/untranslated.spec.ts.
  const variants = sitePages().filter((p) => p.canonicalPath !== p.path && p.textLang === undefined);
  expect(variants.map((p) => p.key)).toEqual(languages.map(() => 'contactQuote'));
  for (const sitePage of variants) {
    const $ = builtPage(sitePage.path);
    expect($('link[rel="canonical"]').attr('href')).toBe(absolute(pathFor('contact', sitePage.lang)));
    expect($('link[rel="alternate"][hreflang]'), sitePage.path).toHaveLength(0);
    expect($('meta[name="robots"]'), sitePage.path).toHaveLength(0);
  }
});

test('sitemap lists every indexable page with lastmod where the content has a date; robots.txt lets crawlers see noindex', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const sitePage of sitePages()) {
    expect(sitemap.includes(`<loc>${absolute(sitePage.path)}</loc>`), sitePage.path).toBe(isIndexable(sitePage));
    if (isIndexable(sitePage) && sitePage.lastModified) {
      expect(sitemap, sitePage.path).toContain(`<loc>${absolute(sitePage.path)}</loc>\n    <lastmod>${sitePage.lastModified}</lastmod>`);
    }
  }
  expect(indexable.some((p) => p.lastModified)).toBe(true);
  // Cloud Run's probes are the server's, not pages.
  for (const path of Object.values(probePaths)) expect(sitemap, path).not.toContain(path);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  expect(robots).not.toMatch(/Disallow:\s*\/\S/);
});

test('icons, manifest and theme colour', async ({ request }) => {
  const $ = builtPage('/');
  for (const selector of ['link[rel="icon"][href="/favicon.ico"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
    const href = $(selector).attr('href');
    expect((await request.get(href ?? '')).status(), selector).toBe(200);
  }
  expect(meta($, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
  // The vector icon travels inside the page, drawn as public/favicon.svg draws it.
  const vectorIcon = $('link[rel="icon"][type="image/svg+xml"]').attr('href') ?? '';
  expect(vectorIcon).toMatch(/^data:image\/svg\+xml,/);
  const drawing = (svg: string) => {
    const $svg = load(svg, { xml: true });
    return { viewBox: $svg('svg').attr('viewBox'), paths: $svg('path').toArray().map((path) => $svg(path).attr('d')) };
  };
  const inlined = drawing(decodeURIComponent(vectorIcon.slice(vectorIcon.indexOf(',') + 1)));
  expect(inlined.paths.length).toBeGreaterThan(0);
  expect(inlined).toEqual(drawing(readFileSync('public/favicon.svg', 'utf8')));
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(getSiteSettings(defaultLang).companyName);
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

// The footer's credit to the site maker, as shown: navigation.desktop.spec.ts.
