/** What a staff member does in the admin island, the same against the fake API and the real one. */
import { expect, type Page } from '@playwright/test';
import { adminPath, type AdminChild } from '../../src/i18n/routes';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { requestStrings } from '../../src/islands/admin/request-strings';

export async function openAdmin(page: Page, child: AdminChild = 'dashboard') {
  await page.goto(adminPath(child));
}

/** Fills and sends the sign-in form in `lang`. */
export async function submitSignIn(page: Page, lang: AdminLang, email: string, password: string) {
  const strings = requestStrings[lang].signIn;
  await page.getByLabel(strings.email, { exact: true }).fill(email);
  await page.getByLabel(strings.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: strings.submit }).click();
}

/** Opens `child` and signs in; resolves once the screen's SPEC heading is shown. */
export async function signedIn(
  page: Page,
  credentials: { email: string; password: string },
  child: AdminChild = 'dashboard',
  lang: AdminLang = 'tr',
) {
  await openAdmin(page, child);
  await submitSignIn(page, lang, credentials.email, credentials.password);
  await expect(page.getByRole('heading', { level: 1, name: child === 'dashboard' ? 'dashboard works!' : 'contact works!' })).toBeVisible();
}

export const cards = (page: Page) => page.locator('[data-inbox] > li > article');

/** The dialog a request card's Delete opens, to erase a visitor's requests. */
export const eraseDialog = (page: Page, lang: AdminLang = 'tr') => page.getByRole('dialog', { name: requestStrings[lang].erase.heading });
