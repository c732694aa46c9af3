/**
 * The content studio's screens where the width changes nothing, against the real server with a
 * store of its own per test (admin-server.ts): a save that meets an expired session signs in
 * over the editor and keeps everything typed, in this browser's draft; items are reordered in
 * the list and deleted, with a confirmation. What a save's answers do to the editor's state is
 * proven without a browser (tests/islands/admin/studio/editor/); the screens at a phone's width
 * are content-studio.mobile.spec.ts.
 */
import { getContent } from '../../src/content/loader';
import { adminPath } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { field, marksRead, openStudio, status } from './studio-screen';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;

test('a save that meets an expired session signs in over the editor and keeps every change', async ({ page, adminServer }) => {
  const marks = marksRead(page);
  await openStudio(page, editorHref({ key: 'site', item: null }));
  await field(page, 'tr', 'hero', 'headline').fill('Kaybolmayacak başlık');
  await marks;
  await adminServer.endSessions();
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await submitSignIn(page, 'tr', staff.email, staff.password);
  await expect(page.locator('[data-draft-restored]')).toBeVisible();
  await expect(field(page, 'tr', 'hero', 'headline')).toHaveValue('Kaybolmayacak başlık');
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(status(page)).toHaveText(tr.editor.saved);
  await page.reload();
  await expect(field(page, 'tr', 'hero', 'headline')).toHaveValue('Kaybolmayacak başlık');
  await expect(page.locator('[data-draft-restored]')).toHaveCount(0);
});

test('items are reordered in the list and deleted, with a confirmation, in both languages', async ({ page }) => {
  const [first, second] = getContent('tr').references.references;
  await openStudio(page, adminPath('content'));
  const items = page.locator('[data-content-items="references"]');
  await items.locator('summary').click();
  await items.getByRole('button', { name: fill(tr.list.moveDown, { name: first!.reference.referenceName }) }).click();
  await expect(items.locator('[data-content-item]').first()).toHaveAttribute('data-content-item', second!.id);
  await expect(items.locator('[data-content-item]').nth(1)).toHaveAttribute('data-content-item', first!.id);

  await items.getByRole('link', { name: `${tr.list.edit}: ${first!.reference.referenceName}` }).click();
  await page.getByRole('button', { name: tr.editor.delete }).click();
  const dialog = page.getByRole('dialog', { name: tr.editor.delete });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: tr.editor.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: tr.editor.delete }).click();
  await dialog.getByRole('button', { name: tr.editor.deleteYes }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
  await items.locator('summary').click();
  await expect(items.locator(`[data-content-item="${first!.id}"]`)).toHaveCount(0);
  await expect(items.locator('[data-content-item]')).toHaveCount(getContent('tr').references.references.length - 1);
});
