/**
 * The rich-text field's editor, by keyboard and toolbar: marks and blocks from the toolbar and
 * their shortcuts, the toolbar's one Tab stop with arrow keys, the link form (Ctrl+K) with its
 * address check, Undo, and the drop cursor. The width does not matter: desktop only.
 */
import type { Page } from '@playwright/test';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });

const field = (page: Page) => page.locator('[data-field="aboutContent"]').first();
const editable = (page: Page) => field(page).locator('[contenteditable="true"]');
const tool = (page: Page, key: string) => field(page).locator(`[data-rich-text-tool="${key}"]`);

/** The studio's editor of the about text, its first rich-text field emptied and focused. */
async function emptyEditor(page: Page) {
  await page.goto(editorHref({ key: 'aboutTagline', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  await expect(editable(page)).toContainText('2010');
  await editable(page).click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await expect(editable(page)).toHaveText('');
}

test('marks and blocks from the toolbar and their keys, shown pressed where the caret is', async ({ page }) => {
  await emptyEditor(page);
  // Ctrl+B before typing, not on a selection made by Shift+Home: the editor reads a selection the
  // keyboard makes from the page's selectionchange event, which a busy browser may run after the
  // next key. Bold over a selection: tests/islands/admin/studio/fields/rich-text/rich-text-editor/rich-text-commands.test.ts.
  await page.keyboard.press('Control+b');
  await expect(tool(page, 'bold')).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.type('Kalın yazı');
  await expect(editable(page).locator('p > strong')).toHaveText('Kalın yazı');
  await expect(tool(page, 'bold')).toHaveAttribute('aria-pressed', 'true');

  await tool(page, 'h3').click();
  await expect(editable(page).locator('h3 > strong')).toHaveText('Kalın yazı');
  await expect(tool(page, 'h3')).toHaveAttribute('aria-pressed', 'true');
  await expect(editable(page)).toBeFocused();

  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('madde');
  await tool(page, 'bulletList').click();
  await expect(editable(page).locator('ul > li > p')).toHaveText('madde');
  await expect(tool(page, 'bulletList')).toHaveAttribute('aria-pressed', 'true');
  await expect(tool(page, 'h3')).toHaveAttribute('aria-pressed', 'false');

  // Undo takes the list back; Redo is offered then.
  await expect(tool(page, 'redo')).toHaveAttribute('aria-disabled', 'true');
  await tool(page, 'undo').click();
  await expect(editable(page).locator('ul')).toHaveCount(0);
  await expect(tool(page, 'redo')).not.toHaveAttribute('aria-disabled');
});

test('the toolbar is one Tab stop; arrow keys, Home and End move between its buttons', async ({ page }) => {
  await emptyEditor(page);
  await tool(page, 'bold').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'italic')).toBeFocused();
  await page.keyboard.press('End');
  await expect(tool(page, 'redo')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool(page, 'bold')).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(tool(page, 'redo')).toBeFocused();
  await expect(field(page).locator('[data-rich-text-tool][tabindex="0"]')).toHaveCount(1);
});

test('Ctrl+K opens the link form; an address it cannot keep is refused, a host name becomes https', async ({ page }) => {
  await emptyEditor(page);
  await page.keyboard.type('Bakınız ');
  await page.keyboard.press('Control+k');
  const form = field(page).locator('[data-rich-text-link-form]');
  const address = form.getByRole('textbox');
  await expect(address).toBeFocused();
  await expect(tool(page, 'link')).toHaveAttribute('aria-expanded', 'true');

  await address.fill('javascript:alert(1)');
  await address.press('Enter');
  await expect(form.getByRole('alert')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');

  await address.fill('ornek.example/iletisim');
  await address.press('Enter');
  await expect(form).toHaveCount(0);
  await expect(editable(page)).toBeFocused();
  await expect(editable(page).locator('a')).toHaveAttribute('href', 'https://ornek.example/iletisim');
  await expect(editable(page).locator('a')).toHaveText('ornek.example/iletisim');

  // Inside the link, the form shows its address and removes it.
  await page.keyboard.press('ArrowLeft');
  await expect(tool(page, 'link')).toHaveAttribute('data-active', 'true');
  await page.keyboard.press('Control+k');
  await expect(address).toHaveValue('https://ornek.example/iletisim');
  await form.getByRole('button', { name: 'Bağlantıyı kaldır' }).click();
  await expect(editable(page).locator('a')).toHaveCount(0);
  await expect(editable(page)).toHaveText('Bakınız ornek.example/iletisim');
});

test('typing shortcuts: **bold**, _italic_, "## " a heading and "- " a list, and Backspace right after one gives back what was typed', async ({
  page,
}) => {
  await emptyEditor(page);
  await page.keyboard.type('## Başlık');
  await expect(editable(page).locator('h2')).toHaveText('Başlık');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Bir **kalın** ve _eğik_ söz');
  await expect(editable(page).locator('p')).toHaveText('Bir kalın ve eğik söz');
  await expect(editable(page).locator('p > strong')).toHaveText('kalın');
  await expect(editable(page).locator('p > em')).toHaveText('eğik');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- ');
  await expect(editable(page).locator('ul > li > p')).toHaveCount(1);
  // Backspace right after a shortcut gives back what was typed.
  await page.keyboard.press('Backspace');
  await expect(editable(page).locator('ul')).toHaveCount(0);
  await expect(editable(page).locator('p').last()).toHaveText('- ');
});

test('a drag over the text shows where it will land, its code fetched with the first drag; what was typed before stays undoable', async ({
  page,
}) => {
  await emptyEditor(page);
  await page.keyboard.type('metin');
  const box = (await editable(page).boundingBox())!;
  const dragged = await page.evaluateHandle(() => new DataTransfer());
  const over = { dataTransfer: dragged, clientX: box.x + 8, clientY: box.y + box.height / 2 };
  const dropCursor = page.locator('.prosemirror-dropcursor-inline, .prosemirror-dropcursor-block');
  await expect(dropCursor).toHaveCount(0);
  await editable(page).dispatchEvent('dragenter', over);
  // Each moment of a drag is a dragover: the cursor is drawn from the first one after its code came.
  await expect
    .poll(async () => {
      await editable(page).dispatchEvent('dragover', over);
      return dropCursor.count();
    })
    .toBe(1);
  await editable(page).dispatchEvent('dragleave', over);
  // Undo still knows the typing (with the emptying before it, when both fell in one step of its history).
  await page.keyboard.press('Control+z');
  await expect(editable(page)).not.toHaveText('metin');
});
