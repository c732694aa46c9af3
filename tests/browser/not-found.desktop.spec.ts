/**
 * Unknown paths, as a visitor meets them. Every route of the route table answers 200 with its
 * language, title and switch targets (tests/dist/routes.spec.ts); every kind of page loads
 * without a console error and shows its language switch at both widths (page-kinds.spec.ts);
 * broken links, images and fragments: tests/dist/links.spec.ts.
 */
import { expect, test } from '@playwright/test';
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
