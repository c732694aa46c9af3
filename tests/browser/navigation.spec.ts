import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';

test('going back restores the scroll position (SPEC §2: native scroll restoration)', async ({ page }) => {
  await page.goto(pathFor('references', 'tr'));
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // Navigate from where the visitor is; a click would first scroll its link into view.
  await page.evaluate((href) => window.location.assign(href), pathFor('about', 'tr'));
  await expect(page).toHaveURL(/\/kurumsal$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/referanslar$/);
  // Within 2 px: on a 3x phone screen the restored offset may round differently.
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
});

test('the logo leads to the root of the page language', async ({ page }) => {
  await page.goto(pathFor('contact', 'en'));
  await page.locator('[data-logo]').click();
  await expect(page).toHaveURL(/\/en$/);
  await page.goto(pathFor('contact', 'tr'));
  await page.locator('[data-logo]').click();
  await expect(page).toHaveURL(/:4321\/$/);
});

test('the current page is marked in the menu', async ({ page }) => {
  await page.goto(pathFor('projects', 'en'));
  const current = page.locator('[data-desktop-menu] a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Projects');
  await expect(current).toHaveAttribute('href', pathFor('projects', 'en'));
});
