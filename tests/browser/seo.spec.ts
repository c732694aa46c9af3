import { expect, test } from '@playwright/test';
import { getSiteSettings } from '../../src/content/operations';
import { hreflangAlternates, sitePages } from '../../src/lib/site-pages';

const base = getSiteSettings('tr').baseUrl;
const absolute = (path: string) => new URL(path, base).href;

test('indexable pages carry canonical and hreflang tr / en / x-default links', async ({ page }) => {
  const sample = sitePages().filter((p) => !p.noindex && ['about', 'projectDetail'].includes(p.key));
  for (const sitePage of sample) {
    await page.goto(sitePage.path);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(sitePage.path));
    for (const alternate of hreflangAlternates(sitePage)) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${alternate.hreflang}"]`)).toHaveAttribute('href', absolute(alternate.path));
    }
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  }
});

test('placeholder pages are noindex and have no hreflang', async ({ page }) => {
  await page.goto('/basinda-biz');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
});

test('the home page describes the organization in JSON-LD', async ({ page }) => {
  await page.goto('/en');
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(data['@type']).toBe('Organization');
  expect(data.foundingDate).toBe('2010');
  expect(data.subOrganization.foundingDate).toBe('2019');
});

test('sitemap lists every indexable page, and robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const sitePage of sitePages()) {
    const entry = `<loc>${absolute(sitePage.path)}</loc>`;
    expect(sitemap.includes(entry), sitePage.path).toBe(!sitePage.noindex);
  }
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${absolute('/sitemap.xml')}`);
  expect(robots).toContain('Disallow: /admin');
});
