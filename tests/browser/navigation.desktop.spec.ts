/** Navigation whose result cannot depend on the window width: where links lead, what is marked. */
import { expect, test } from '@playwright/test';
import { getSiteSettings } from '../../src/content/operations';
import { pathFor } from '../../src/i18n/routes';

test('the logo leads to the root of the page language', async ({ page, baseURL }) => {
  await page.goto(pathFor('contact', 'en'));
  await page.locator('[data-logo]').click();
  await expect(page).toHaveURL(new URL(pathFor('home', 'en'), baseURL).href);
  await page.goto(pathFor('contact', 'tr'));
  await page.locator('[data-logo]').click();
  await expect(page).toHaveURL(new URL(pathFor('home', 'tr'), baseURL).href);
});

test('the current page is marked in the menu', async ({ page }) => {
  await page.goto(pathFor('projects', 'en'));
  const current = page.locator('[data-site-menu] a[aria-current="page"]');
  await expect(current).toHaveCount(1);
  await expect(current).toHaveText('Projects');
  await expect(current).toHaveAttribute('href', pathFor('projects', 'en'));
});

test('the footer credits the site maker from site settings, linked only when a URL is set', async ({ page }) => {
  await page.goto('/');
  const maker = getSiteSettings('tr').siteMaker;
  const credit = page.locator('footer').getByText(maker.name);
  await expect(credit).toBeVisible();
  expect(await credit.evaluate((el) => el.tagName)).toBe(maker.url ? 'A' : 'SPAN');
  await expect(page.locator('footer a[href*="example.com"]')).toHaveCount(0);
});
