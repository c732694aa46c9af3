/**
 * The studio's texts are fetched in the admin's language alone
 * (src/islands/admin/studio/base/use-studio-strings.ts): texts that cannot be fetched are said
 * where the screen would be, and fetched again on request; a switch of language keeps the editor
 * and what was typed in it while the other language's texts come. The code is known by its
 * file's name, which is its module's.
 */
import { adminPath } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const TURKISH_TEXTS = '**/_astro/strings-tr.*.js';

test('texts that cannot be fetched are said where the screen would be, and fetched again on request', async ({ page }) => {
  await page.route(TURKISH_TEXTS, (route) => route.abort());
  await page.goto(adminPath('content'));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const failed = page.getByRole('alert').filter({ hasText: adminStrings.tr.unavailableText });
  await expect(failed).toBeVisible();

  await page.unroute(TURKISH_TEXTS);
  await failed.getByRole('button', { name: adminStrings.tr.retry }).click();
  await expect(page.locator('[data-content-document]')).toHaveCount(Object.keys(studioStrings.tr.documents).length);
});

test('a switch of language keeps the editor and what was typed, and then says everything in the other language', async ({ page }) => {
  await page.goto(editorHref({ key: 'site', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const companyName = page.locator('#field-tr-companyName');
  await companyName.fill('Yazılan ad');
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings.tr.editor.unsaved);

  // An element drawn anew (the editor taken down meanwhile) would not keep this mark.
  await companyName.evaluate((box) => box.setAttribute('data-before-switch', ''));

  await page.getByRole('button', { name: adminStrings.tr.switchLanguage }).click();
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings.en.editor.unsaved);
  await expect(companyName).toHaveValue('Yazılan ad');
  await expect(companyName).toHaveAttribute('data-before-switch', '');
});
