/**
 * While the rich-text editor's code is on its way (src/islands/admin/studio/RichTextField.tsx),
 * its placeholder takes the field's place at its final size, at each width: nothing below moves
 * when the editor comes. If the code cannot be fetched, the field says so and fetches it again.
 * The editor's code is held back by what it holds (a class name ProseMirror gives the selected
 * node), not by its file's hashed name.
 */
import type { Page } from '@playwright/test';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { placeholderTexts } from '../../src/islands/admin/studio/fields/rich-text/RichTextField';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const tr = placeholderTexts.tr;
const RICH_TEXT_MARKER = 'ProseMirror-selectednode';

/** Answers the rich-text editor's code only once `decide` says how: 'send' or 'fail'. */
async function holdRichTextCode(page: Page) {
  let decide!: (how: 'send' | 'fail') => void;
  const decision = new Promise<'send' | 'fail'>((resolve) => (decide = resolve));
  await page.route('**/_astro/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(RICH_TEXT_MARKER)) return route.fulfill({ response, body });
    if ((await decision) === 'fail') return route.abort();
    return route.fulfill({ response, body });
  });
  return decide;
}

const field = (page: Page) => page.locator('[data-field="aboutContent"]').first();
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
