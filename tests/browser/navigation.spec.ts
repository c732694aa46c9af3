/**
 * Scroll restoration at both widths: what breaks it (content moving under the restored offset:
 * the fixed header, images, layout) differs between 375 and 1280 px. The rest of navigation is
 * in navigation.desktop.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';

test('going back restores the scroll position (SPEC §2: native scroll restoration)', async ({ page, baseURL }) => {
  await page.goto(pathFor('references', 'tr'));
  await page.evaluate(() => window.scrollTo(0, (document.documentElement.scrollHeight - window.innerHeight) / 2));
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(300);
  // Navigate from where the visitor is; a click would first scroll its link into view.
  await page.evaluate((href) => window.location.assign(href), pathFor('about', 'tr'));
  await expect(page).toHaveURL(new URL(pathFor('about', 'tr'), baseURL).href);
  await page.goBack();
  await expect(page).toHaveURL(new URL(pathFor('references', 'tr'), baseURL).href);
  // Within 2 px: on a 3x phone screen the restored offset may round differently.
  await expect.poll(async () => Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(2);
});
