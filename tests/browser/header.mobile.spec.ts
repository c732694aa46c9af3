/** Mobile menu at 375 px (SPEC §4): hamburger, close icon, choosing an item, Esc, submenus, focus. */
import { expect, test, type Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { hydrated } from './hydration';
import { backgroundAlpha } from './styles';

async function openMenu(page: Page) {
  const toggle = await hydrated(page.locator('[data-menu-toggle]'));
  await toggle.click();
  await expect(page.locator('[data-menu-panel]')).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

test.beforeEach(async ({ page }) => {
  await page.goto(pathFor('about', 'tr'));
});

test('the desktop menu is hidden and the header opaque below 768 px', async ({ page }) => {
  await expect(page.locator('[data-desktop-menu]')).toBeHidden();
  expect(await backgroundAlpha(page.locator('[data-site-header]'))).toBe(1);
});

test('the hamburger opens the menu and the close icon closes it', async ({ page }) => {
  await openMenu(page);
  await page.getByRole('button', { name: 'Menüyü kapat' }).last().click();
  await expect(page.locator('[data-menu-panel]')).toBeHidden();
  await expect(page.locator('[data-menu-toggle]')).toHaveAttribute('aria-expanded', 'false');
});

test('the hamburger toggles the menu', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-menu-panel]')).toBeHidden();
  await page.locator('[data-menu-toggle]').click();
  await expect(page.locator('[data-menu-panel]')).toBeVisible();
});

test('Esc closes the menu and returns focus to the hamburger', async ({ page }) => {
  await openMenu(page);
  await page.keyboard.press('Escape');
  await expect(page.locator('[data-menu-panel]')).toBeHidden();
  await expect(page.locator('[data-menu-toggle]')).toBeFocused();
});

test('choosing an item closes the menu', async ({ page }) => {
  await page.route('**/projeler', (route) => route.abort());
  await openMenu(page);
  await page.locator('[data-menu-panel]').getByRole('link', { name: 'Projeler' }).click();
  await expect(page.locator('[data-menu-panel]')).toBeHidden();
});

test('the open menu marks the current page', async ({ page }) => {
  await openMenu(page);
  await expect(page.locator('[data-menu-panel] a[aria-current="page"]')).toHaveText('Kurumsal');
});

test('a submenu expands and collapses by its arrow', async ({ page }) => {
  await openMenu(page);
  const panel = page.locator('[data-menu-panel]');
  const arrow = panel.getByRole('button', { name: 'Kurumsal alt menüsü' });
  await expect(arrow).toHaveAttribute('aria-expanded', 'false');
  await expect(panel.getByRole('link', { name: 'Basında Biz' })).toHaveCount(0);
  await arrow.click();
  await expect(arrow).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('link', { name: 'Basında Biz' })).toBeVisible();
  await arrow.click();
  await expect(panel.getByRole('link', { name: 'Basında Biz' })).toHaveCount(0);
});

test('focus stays inside the open menu', async ({ page }) => {
  await openMenu(page);
  const panel = page.locator('[data-menu-panel]');
  await expect(panel.getByRole('button', { name: 'Menüyü kapat' })).toBeFocused();
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Shift+Tab');
  expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
