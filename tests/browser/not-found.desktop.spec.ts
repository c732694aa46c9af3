/**
 * Unknown paths, as a visitor meets them. Every route of the route table answers 200 with its
 * language, title and switch targets (tests/dist/routes.spec.ts); every kind of page loads
 * without a console error and shows its language switch at both widths (page-kinds.ts);
 * broken links, images and fragments: tests/dist/links.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { languages, locale, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';

test('an unknown path answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/bu-sayfa-yok');
  expect(response?.status()).toBe(404);
  await expect(page.getByText('Aradığınız İçerik Bulunmamaktadır.')).toBeVisible();
  await expect(page.getByRole('link', { name: ui.tr.backHome })).toHaveAttribute('href', '/');
});

test('an unknown project url is an unknown path', async ({ page }) => {
  const response = await page.goto('/proje/olmayan-proje');
  expect(response?.status()).toBe(404);
});

// The admin outlet's two child routes, behind its sign-in: admin.desktop.spec.ts ('the outlet').

/**
 * A not-found page translates no page: the one the visitor was after is missing in every
 * language, so each language switch on it (header, footer) leads to that language's home, as
 * the not-found page's own link leads to its own. The unknown paths: a project no language
 * has, under each language's projects.
 */
for (const lang of languages) {
  test(`the language switch of the ${lang} not-found page leads to each other language's home`, async ({ page }) => {
    const response = await page.goto(pathFor('projectDetail', lang, 'olmayan-proje'));
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('lang', locale(lang).tag);
    for (const other of languages.filter((l) => l !== lang)) {
      // The header's and the footer's shown; the phone menu's, hidden at this width, with them.
      await expect(page.locator(`[data-language-switch]:visible[hreflang="${locale(other).tag}"]`)).toHaveCount(2);
      const switches = page.locator(`[data-language-switch][hreflang="${locale(other).tag}"]`);
      for (const link of await switches.all()) await expect(link).toHaveAttribute('href', pathFor('home', other));
    }
  });

  test(`a press on a language switch of the ${lang} not-found page opens that language's home`, async ({ page, baseURL }) => {
    await page.goto(pathFor('projectDetail', lang, 'olmayan-proje'));
    const other = languages.find((l) => l !== lang)!;
    await page.locator(`[data-site-header] [data-language-switch]:visible[hreflang="${locale(other).tag}"]`).click();
    await expect(page).toHaveURL(new URL(pathFor('home', other), baseURL).href);
    await expect(page.locator('html')).toHaveAttribute('lang', locale(other).tag);
    await expect(page.locator('[data-not-found]')).toHaveCount(0);
  });
}

test('the not-found page of a path no language claims leads each language switch to that language’s home', async ({ page }) => {
  const response = await page.goto('/bu-sayfa-yok');
  expect(response?.status()).toBe(404);
  const switches = await page
    .locator('[data-language-switch]')
    .evaluateAll((links) => links.map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')]));
  expect(switches.length).toBeGreaterThan(0);
  for (const [tag, href] of switches)
    expect(href, tag!).toBe(
      pathFor(
        'home',
        languages.find((l) => locale(l).tag === tag)!,
      ),
    );
});
