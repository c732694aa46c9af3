/**
 * The offices' opening hours are set once in the studio: shown in the first column only, a
 * closing time before the opening time refused at its field in the admin's language, and a
 * valid change saved to every language's contact page.
 */
import type { Page } from '@playwright/test';
import type { ContentVersion } from '../../src/admin-api/contract';
import { fieldMessages } from '../../src/content/field-messages';
import { adminApi, adminApiPath, languages, type Lang } from '../../src/i18n/routes';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { showLanguage } from './studio-columns';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const [first, ...others] = languages as [Lang, ...Lang[]];
const closes = (page: Page, lang: Lang) => page.locator(`#field-${lang}-openingHours-0-hours-0-closes`);
const stored = async (page: Page, lang: Lang) =>
  ((await (await page.request.get(adminApiPath(adminApi.contentDocument, { lang, key: 'contact' }))).json()) as ContentVersion).data!;

test("an office's closing time is set once, refused before its opening time, and saved in every language", async ({ page }) => {
  const ui = 'tr';
  await page.goto(editorHref({ key: 'contact', item: null }));
  await submitSignIn(page, ui, staff.email, staff.password);
  await expect(closes(page, first)).toHaveValue('18:00');
  for (const lang of others) {
    await showLanguage(page, ui, lang);
    await expect(closes(page, lang)).toHaveCount(0);
  }
  const save = page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true });

  await closes(page, first).fill('08:00');
  await save.click();
  await expect(page.getByText(fieldMessages.closesAfterOpens('08:30').tr).first()).toBeVisible();

  await closes(page, first).fill('17:30');
  await save.click();
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings[ui].editor.saved);
  for (const lang of languages) {
    const hours = (await stored(page, lang))['openingHours'] as { hours: { closes: string }[] }[];
    expect(hours[0]!.hours[0]!.closes, lang).toBe('17:30');
  }
});
