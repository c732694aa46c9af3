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

test("the footer's credit opens the site maker's site", async ({ page }) => {
  const maker = getSiteSettings('tr').siteMaker;
  expect(maker.url, "the content names the site maker's site").toBeTruthy();
  const makerUrl = new URL(maker.url!);
  // This machine has no network: the maker's site answers from here.
  await page.route(`${makerUrl.origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<title>maker</title>' }));
  await page.goto('/');
  await expect(page.locator('footer a[href*="example.com"]'), 'no placeholder link').toHaveCount(0);
  await page.locator('footer').getByRole('link', { name: maker.name }).click();
  await expect(page).toHaveURL(makerUrl.href);
});
