/** What search engines and link previews read, on every page of the built site (width does not matter). */
import { expect, test, type Page } from '@playwright/test';
import { getProject, getSiteSettings } from '../../src/content/operations';
import { breadcrumbTrail, defaultLang, languages, locale } from '../../src/i18n/routes';
import { META_DESCRIPTION } from '../../src/lib/meta-description';
import { pageAlternates, sitePages } from '../../src/lib/site-pages';

const base = getSiteSettings(defaultLang).baseUrl;
const absolute = (path: string) => new URL(path, base).href;
const indexable = sitePages().filter((p) => !p.noindex);

async function jsonLd(page: Page): Promise<{ '@graph': Record<string, unknown>[] }> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(blocks).toHaveLength(1);
  expect(blocks[0]).not.toMatch(/[<>]/);
  return JSON.parse(blocks[0] ?? '{}');
}

const meta = (page: Page, selector: string) => page.locator(selector).getAttribute('content');

test('every indexable page: canonical, hreflang, a unique description of 50-160 characters, Open Graph and JSON-LD', async ({ page }) => {
  const descriptions = new Map<string, string>();
  for (const sitePage of indexable) {
    await page.goto(sitePage.path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(sitePage.path));
    for (const alternate of pageAlternates(sitePage)) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`)).toHaveAttribute(
        'href',
        absolute(alternate.path),
      );
    }
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

    const description = (await meta(page, 'meta[name="description"]')) ?? '';
    expect(description.length, `${sitePage.path}: ${description}`).toBeGreaterThanOrEqual(META_DESCRIPTION.min);
    expect(description.length, `${sitePage.path}: ${description}`).toBeLessThanOrEqual(META_DESCRIPTION.max);
    expect(descriptions.get(description), `${sitePage.path} repeats the description of`).toBeUndefined();
    descriptions.set(description, sitePage.path);

    expect(await meta(page, 'meta[property="og:locale"]')).toBe(locale(sitePage.lang).ogLocale);
    const alternates = await page
      .locator('meta[property="og:locale:alternate"]')
      .evaluateAll((ms) => ms.map((m) => m.getAttribute('content')));
    expect(alternates).toEqual(languages.filter((l) => l !== sitePage.lang).map((l) => locale(l).ogLocale));
    expect(await meta(page, 'meta[property="og:image"]')).toMatch(/^https:\/\//);
    expect(await meta(page, 'meta[property="og:image:alt"]')).toBeTruthy();
    expect(await meta(page, 'meta[name="twitter:card"]')).toBe('summary_large_image');

    const graph = (await jsonLd(page))['@graph'];
    const organization = graph.find((node) => node['@id'] === new URL('/#organization', base).href);
    expect(organization, sitePage.path).toMatchObject({
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
      expect(
        breadcrumb?.itemListElement.map((step) => step.item),
        sitePage.path,
      ).toHaveLength(breadcrumbTrail(sitePage.key).length);
      expect(breadcrumb?.itemListElement.at(-1)?.item).toBe(absolute(sitePage.path));
    }
  }
});

test('a project page describes the project, with its own 1200x630 share image', async ({ page }) => {
  const sitePage = indexable.find((p) => p.key === 'projectDetail' && getProject(p.lang, p.id ?? '')?.project.primaryImageSource);
  if (!sitePage?.id) throw new Error('the content has no project with a primary image');
  const project = getProject(sitePage.lang, sitePage.id)!;
  await page.goto(sitePage.path);
  const image = (await meta(page, 'meta[property="og:image"]')) ?? '';
  expect(await meta(page, 'meta[property="og:image:width"]')).toBe('1200');
  expect(await meta(page, 'meta[property="og:image:height"]')).toBe('630');
  expect(await meta(page, 'meta[property="og:image:alt"]')).toBe(project.project.name);
  const served = await page.request.get(new URL(image).pathname);
  expect(served.status()).toBe(200);
  const work = (await jsonLd(page))['@graph'].find((node) => node['@type'] === 'CreativeWork');
  expect(work).toMatchObject({ name: project.project.name, description: project.project.description, image: [image] });
});

test('placeholder pages are noindex and have no hreflang or JSON-LD', async ({ page }) => {
  await page.goto('/basinda-biz');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test('sitemap lists every indexable page with lastmod where the content has a date; robots.txt lets crawlers see noindex', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const sitePage of sitePages()) {
    expect(sitemap.includes(`<loc>${absolute(sitePage.path)}</loc>`), sitePage.path).toBe(!sitePage.noindex);
    if (!sitePage.noindex && sitePage.lastModified) {
      expect(sitemap, sitePage.path).toContain(`<loc>${absolute(sitePage.path)}</loc>\n    <lastmod>${sitePage.lastModified}</lastmod>`);
    }
  }
  expect(indexable.some((p) => p.lastModified)).toBe(true);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  expect(robots).not.toMatch(/Disallow:\s*\/\S/);
});

test('icons, manifest and theme colour', async ({ page, request }) => {
  await page.goto('/');
  for (const selector of ['link[rel="icon"][href="/favicon.ico"]', 'link[rel="apple-touch-icon"]', 'link[rel="manifest"]']) {
    const href = await page.locator(selector).getAttribute('href');
    expect((await request.get(href ?? '')).status(), selector).toBe(200);
  }
  expect(await meta(page, 'meta[name="theme-color"]')).toMatch(/^#[0-9a-f]{6}$/i);
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe(getSiteSettings(defaultLang).companyName);
  for (const icon of manifest.icons as { src: string }[]) expect((await request.get(icon.src)).status(), icon.src).toBe(200);
});

test('the footer credits the site maker from site settings, linked only when a URL is set', async ({ page }) => {
  await page.goto('/');
  const maker = getSiteSettings('tr').siteMaker;
  const credit = page.locator('footer').getByText(maker.name);
  await expect(credit).toBeVisible();
  expect(await credit.evaluate((el) => el.tagName)).toBe(maker.url ? 'A' : 'SPAN');
  await expect(page.locator('footer a[href*="example.com"]')).toHaveCount(0);
});
