/**
 * While the rich-text editor's code is on its way (src/islands/admin/studio/RichTextField.tsx),
 * its placeholder takes the field's place at its final size: nothing below moves when the editor
 * comes. On a phone (375 px), where the text wraps into the most lines. The code that cannot be
 * fetched: studio-rich-text-placeholder.desktop.spec.ts.
 */
import type { Page } from '@playwright/test';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { aboutTextField as field, holdRichTextCode } from './studio-rich-text-code';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const tr = studioStrings.tr.richText.placeholder;
const box = (page: Page) => field(page).evaluate((element: HTMLElement) => ({ top: element.offsetTop, height: element.offsetHeight }));

test("the placeholder stands at the editor's size until the editor comes", async ({ page }) => {
  const decide = await holdRichTextCode(page);
  await page.goto(editorHref({ key: 'aboutTagline', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const placeholder = field(page).locator('[data-rich-text-placeholder]');
  await expect(placeholder).toHaveAttribute('aria-busy', 'true');
  await expect(placeholder).toContainText(tr.loading);
  // The text, read only, already there: the editor will be as tall.
  await expect(placeholder).toContainText('2010');
  const waiting = await box(page);

  decide('send');
  await expect(field(page).getByRole('toolbar')).toBeVisible();
  await expect(field(page).locator('[contenteditable="true"]')).toContainText('2010');
  await expect(placeholder).toHaveCount(0);
  expect(await box(page)).toEqual(waiting);
});
