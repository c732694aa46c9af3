/** What the content studio's specs on the real server share: signing in at an address, a field of one language, the status line. */
import type { Page } from '@playwright/test';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { languages, type Lang } from '../../src/i18n/routes';
import { staff } from './admin-server';
import { submitSignIn } from './admin-ui';

/** Goes to `url` and signs in there as the staff account. */
export async function openStudio(page: Page, url: string, ui: AdminLang = 'tr'): Promise<void> {
  await page.goto(url);
  await submitSignIn(page, ui, staff.email, staff.password);
}

/**
 * Resolves once the editor has read every language's "out of date" marks, the one call it makes
 * by itself after the unit is shown: a test that ends the session waits for it, or the marks'
 * 401 rather than the save's would sign the editor out. Call before the editor opens.
 */
export function marksRead(page: Page): Promise<unknown> {
  let left = languages.length;
  return page.waitForResponse((response) => new URL(response.url()).pathname.endsWith('/outdated') && --left === 0);
}

/** A field's control in one language's column, by its path in the unit's data. */
export const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);

/** The save bar's status line. */
export const status = (page: Page) => page.locator('[data-studio-status]');
