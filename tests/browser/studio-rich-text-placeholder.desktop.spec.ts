/**
 * The rich-text field whose editor's code cannot be fetched says so at the field, and fetches it
 * again on request (src/islands/admin/studio/RichTextField.tsx). Its placeholder's size:
 * studio-rich-text-placeholder.mobile.spec.ts.
 */
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { aboutTextField as field, holdRichTextCode } from './studio-rich-text-code';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const tr = studioStrings.tr.richText.placeholder;

test('code that cannot be fetched is said at the field, and fetched again on request', async ({ page }) => {
  const decide = await holdRichTextCode(page);
  decide('fail');
  await page.goto(editorHref({ key: 'aboutTagline', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const alert = field(page).getByRole('alert');
  await expect(alert).toContainText(tr.failed);

  await page.unroute('**/_astro/*.js');
  await alert.getByRole('button', { name: tr.retry }).click();
  await expect(field(page).locator('[contenteditable="true"]')).toContainText('2010');
});
