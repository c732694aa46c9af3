/**
 * The admin island at 375 px: nothing wider than the phone, the inbox as cards whose controls
 * are large enough to tap, and no axe violations (target sizes and contrast depend on the layout).
 * The real server with a store of its own per test (admin-server.ts).
 */
import type { Page } from '@playwright/test';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { statusStrings } from '../../src/islands/admin/status-strings';
import { expect, PAGE_SIZE, staff, test } from './admin-server';
import { cards, eraseDialog, openAdmin, signedIn, submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

const tr = requestStrings.tr;

test.use({ locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the phone').toBeLessThanOrEqual(widths.viewport);
}

test('the sign-in form fits 375 px and its error has no axe violations', async ({ page }) => {
  await openAdmin(page);
  await submitSignIn(page, 'tr', staff.email, 'yanlış');
  await expect(page.getByRole('alert')).toHaveText(tr.signIn.invalid);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('the dashboard fits 375 px with its figures one under another', async ({ page }) => {
  await signedIn(page, staff);
  const figures = page.locator('[data-admin-figure]');
  await expect(figures).toHaveCount(3);
  const [first, second] = [await figures.nth(0).boundingBox(), await figures.nth(1).boundingBox()];
  expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  await expectNoSidewaysScroll(page);
});

test('the inbox is cards at 375 px: filter, answered by phone by tap, load more, no axe violations', async ({ page }) => {
  await signedIn(page, staff, 'contact');
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await expectNoSidewaysScroll(page);
  const card = cards(page).first();
  const box = await card.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await card.getByRole('button', { name: statusStrings.tr.answeredByPhone }).tap();
  await expect(card).toHaveAttribute('data-status', 'answered');
  await page.getByRole('radio', { name: tr.inbox.filters.all }).tap();
  await expect(cards(page)).toHaveCount(PAGE_SIZE);
  await page.getByRole('button', { name: tr.inbox.loadMore }).tap();
  await expect(cards(page)).toHaveCount(2 * PAGE_SIZE);
  await expectNoSidewaysScroll(page);
});

// What the dialog erases does not depend on the width: admin-erase.desktop.spec.ts.
test('the erase dialog fits 375 px and has no axe violations', async ({ page }) => {
  await signedIn(page, staff, 'contact');
  await cards(page).first().getByRole('button', { name: tr.erase.open, exact: true }).tap();
  await expect(eraseDialog(page)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await eraseDialog(page).getByRole('button', { name: tr.erase.cancel }).tap();
  await expect(eraseDialog(page)).toBeHidden();
});

test('sign out is reachable at 375 px', async ({ page }) => {
  await signedIn(page, staff, 'contact');
  await page.getByRole('button', { name: tr.signOut }).tap();
  await expect(page.getByLabel(tr.signIn.email, { exact: true })).toBeVisible();
});
