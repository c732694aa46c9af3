/**
 * The reply templates in the studio: a template's text with a placeholder the reply does not
 * fill is refused at its field, naming the placeholder, in the admin's language; with the
 * visitor's name alone it is saved.
 */
import type { ContentVersion } from '../../src/admin-api/contract';
import { fieldMessages } from '../../src/content/field-messages';
import { adminApi, adminApiPath } from '../../src/i18n/routes';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

test('a template with an unknown placeholder is refused at its field, and saved with the name alone', async ({ page }) => {
  const ui = 'tr';
  await page.goto(editorHref({ key: 'replyTemplates', item: null }));
  await submitSignIn(page, ui, staff.email, staff.password);
  const text = page.locator('#field-tr-templates-0-text');
  await expect(text).toHaveValue(/^Sayın \{name\},/);
  const save = page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true });

  await text.fill('Sayın {ad}, teşekkürler.');
  await save.click();
  await expect(page.getByText(fieldMessages.knownPlaceholders('ad', '{name}').tr).first()).toBeVisible();

  await text.fill('Sayın {name}, teşekkürler.');
  await save.click();
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings[ui].editor.saved);
  const stored = (await (
    await page.request.get(adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'replyTemplates' }))
  ).json()) as ContentVersion;
  expect((stored.data!['templates'] as { text: string }[])[0]!.text).toBe('Sayın {name}, teşekkürler.');
});
