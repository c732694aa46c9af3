/**
 * Every route of the route table in both languages, every project and news page included:
 * status, language, exact title, language switch target, no console error. None of it can
 * depend on the window width, so it runs at 1280 px; what hydrates at 375 px only (the mobile
 * menu) is checked for console errors in routes.mobile.spec.ts. Broken links, images and
 * fragments: tests/dist/links.spec.ts (linkinator over the whole built site).
 */
import { expect, test } from '@playwright/test';
import { languageSwitchTargets, sitePages } from '../../src/lib/site-pages';
import { ui } from '../../src/i18n/ui';
import { collectConsoleErrors } from './console';

const publicPages = sitePages().filter((p) => p.key !== 'admin');

for (const sitePage of publicPages) {
  test(`${sitePage.path} (${sitePage.lang})`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', sitePage.lang);
    await expect(page).toHaveTitle(sitePage.title);
    // The header's, the phone menu's and the footer's switch all lead to the same page.
    const switches = page.locator('[data-language-switch]');
    await expect(switches).toHaveCount(3);
    const [target] = languageSwitchTargets(sitePage);
    for (const languageSwitch of await switches.all()) await expect(languageSwitch).toHaveAttribute('href', target!.href);
    await expect(page.locator('[data-site-header] [data-language-switch]:visible')).toHaveText(sitePage.lang === 'tr' ? 'EN' : 'TR');
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
  });
}

test('an EN page links to no TR page except through the language switch', async ({ page }) => {
  const trPaths = new Set(
    sitePages()
      .filter((p) => p.lang === 'tr' && p.key !== 'admin')
      .map((p) => p.path),
  );
  for (const sitePage of publicPages.filter((p) => p.lang === 'en')) {
    await page.goto(sitePage.path);
    const links = await page.locator('a[href^="/"]:not([data-language-switch])').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(
      links.filter((href) => href !== null && trPaths.has(href)),
      sitePage.path,
    ).toEqual([]);
  }
});

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
