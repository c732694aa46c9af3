/** Header at 1280 px: hover and keyboard dropdowns, translucency, 85/65 px, and no JavaScript. */
import { expect, test, type Page } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';
import { backgroundAlpha } from './styles';
import { axExpanded } from './accessibility-tree';
import { expectEachNameStartsWithItsText } from './label-in-name';

const corporate = (page: Page) => page.locator('[data-site-menu] .dropdown').first();
const submenu = (page: Page) => corporate(page).locator('[popover]');

test('the corporate dropdown opens on hover and closes when the pointer leaves', async ({ page }) => {
  await page.goto(pathFor('home', 'tr'));
  await expect(submenu(page)).toBeHidden();
  await corporate(page).hover();
  await expect(submenu(page)).toBeVisible();
  await expect(submenu(page).getByRole('link', { name: 'Basında Biz' })).toHaveAttribute('href', pathFor('press', 'tr'));
  await page.mouse.move(5, 700);
  await expect(submenu(page)).toBeHidden();
});

test('the dropdown is a keyboard disclosure: expanded state, Esc closes and returns focus', async ({ page }) => {
  await page.goto(pathFor('projects', 'en'));
  const toggle = page.getByRole('button', { name: 'Corporate submenu' });
  expect(await axExpanded(page, '.dropdown [popovertarget]')).toBe(false);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(submenu(page)).toBeVisible();
  expect(await axExpanded(page, '.dropdown [popovertarget]')).toBe(true);
  await page.keyboard.press('Tab');
  await expect(submenu(page).getByRole('link', { name: 'About Us' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(submenu(page)).toBeHidden();
  await expect(toggle).toBeFocused();
  expect(await axExpanded(page, '.dropdown [popovertarget]')).toBe(false);
});

test('the header is semi-transparent from 768 px, 85 px high, 65 px after scrolling', async ({ page }) => {
  await page.goto(pathFor('references', 'tr'));
  const header = page.locator('[data-site-header]');
  const alpha = await backgroundAlpha(header);
  expect(alpha).toBeLessThan(1);
  expect(alpha).toBeGreaterThan(0.5);
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(85);
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(65);
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect.poll(async () => (await header.boundingBox())?.height).toBe(85);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header still shrinks to 65 px: where the engine has scroll timelines, CSS alone does it', async ({ page }) => {
    await page.goto(pathFor('references', 'en'));
    const header = page.locator('[data-site-header]');
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(85);
    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await header.boundingBox())?.height).toBe(65);
  });
});

// That a page without an island requests no JavaScript, at 1280 px and 375 px: tests/dist/budgets.spec.ts.

test('the header offers a quote request and tap-to-call at 1280 px', async ({ page }) => {
  await page.goto(pathFor('projects', 'en'));
  await expect(page.locator('[data-quote-action]')).toHaveAttribute('href', pathFor('contactQuote', 'en'));
  await expect(page.locator('[data-quote-action]')).toBeVisible();
  await expect(page.locator('[data-call-action]')).toBeVisible();
  await expect(page.locator('[data-call-action]')).toHaveAttribute('href', /^tel:\+\d+$/);
});

for (const lang of languages) {
  test(`the header's and the footer's language switches are named by what they show first (WCAG 2.5.3), ${lang}`, async ({ page }) => {
    await page.goto(pathFor('home', lang));
    await expectEachNameStartsWithItsText(page.locator('[data-language-switch]:visible'));
  });
}
