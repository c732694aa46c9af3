/**
 * German pages name the company as the GmbH is registered (the Impressum's provider), not the
 * English brand: in the title, the logo's words and alt text, the copyright line, the home
 * page's first screen and the page a sent request leads to. Turkish and English pages keep the
 * names their content gives.
 */
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { languages, locale, pathFor, type Lang } from '../../src/i18n/routes';

const gmbh = getContent('de').imprint.providerName;
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The words an SVG logo draws, in order. */
async function logoWords(page: Page, selector: string): Promise<string> {
  const source = await page.locator(selector).getAttribute('src');
  const svg = await (await page.request.get(source!)).text();
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map(([, words]) => words).join(' ');
}

/** The name each language's pages give the company: the GmbH's on German pages. */
const expectedName = (lang: Lang) => (lang === 'de' ? gmbh : getContent(lang).site.companyName);

for (const lang of languages) {
  test(`${lang}: the title, logo, copyright and first screen name ${expectedName(lang)}`, async ({ page }) => {
    const name = expectedName(lang);
    expect(name.includes('GmbH')).toBe(lang === 'de');
    for (const key of ['home', 'contact'] as const) {
      await page.goto(pathFor(key, lang));
      await expect(page).toHaveTitle(new RegExp(` - ${escaped(name)}$`));
      await expect(page.locator('[data-logo] img')).toHaveAttribute('alt', new RegExp(`^${escaped(name)} `));
      expect(await logoWords(page, '[data-logo] img')).toBe(name.toLocaleUpperCase(locale(lang).tag));
      expect(await logoWords(page, 'footer a img')).toBe(name.toLocaleUpperCase(locale(lang).tag));
      await expect(page.locator('footer').getByText(/^©/)).toContainText(` ${name}.`);
    }
    await page.goto(pathFor('home', lang));
    await expect(page.locator('[data-home-hero-caption] p').first()).toHaveText(name);
  });
}

test('the page a German request leads to names the GmbH', async ({ page }) => {
  await page.goto(pathFor('contactSent', 'de'));
  await expect(page).toHaveTitle(new RegExp(` - ${escaped(gmbh)}$`));
  await expect(page.locator('[data-contact-sent]')).toContainText(gmbh);
});
