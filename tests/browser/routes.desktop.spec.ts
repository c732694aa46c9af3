/**
 * Every route of the route table in both languages, every project and news page included,
 * loaded as a visitor loads it: it answers 200, reports no console error while it loads, and
 * shows the switch to the other language in its header. None of it depends on the window
 * width, so it runs at 1280 px; every kind of page at 375 px: page-kinds.spec.ts. What the HTML
 * alone decides (language, title, switch targets): tests/dist/routes.spec.ts; broken links,
 * images and fragments: tests/dist/links.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { languageSwitchTargets, sitePages } from '../../src/lib/site-pages';
import { ui } from '../../src/i18n/ui';
import { locale } from '../../src/i18n/routes';
import { collectConsoleErrors } from './console';

for (const sitePage of sitePages().filter((p) => p.key !== 'admin')) {
  test(`${sitePage.path} (${sitePage.lang})`, async ({ page }) => {
    const errors = collectConsoleErrors(page);
    const response = await page.goto(sitePage.path);
    expect(response?.status()).toBe(200);
    const [target] = languageSwitchTargets(sitePage);
    await expect(page.locator('[data-site-header] [data-language-switch]:visible')).toHaveText(locale(target!.lang).switchLabel);
    await page.waitForLoadState('load');
    expect(errors).toEqual([]);
  });
}

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
