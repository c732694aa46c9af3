/**
 * History's compare on a phone (375 px): a revision whose value is one long word (an address, a
 * URL) wraps inside its cell; the page never scrolls sideways.
 */
import { getContent } from '../../src/content/loader';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;

test('comparing a revision with a long word keeps the page as wide as the screen', async ({ page }) => {
  const project = getContent('tr').projects.projects[0]!;
  await page.goto(editorHref({ key: 'projects', item: project.id }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  // One word with no place to break (no hyphen, no slash before its end), as a pasted link can be.
  const longWord = `https://ornek-elektromekanik.example/projeler?secim=${'TrafoMerkeziGenisletme'.repeat(8)}`;
  await page.locator('#field-tr-description').fill(longWord);
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(page.locator('[data-studio-status]')).toHaveText(tr.editor.saved);

  const history = page.locator('[data-history="tr"]');
  await history.locator('summary').click();
  await expect(history.locator('[data-revision]')).toHaveCount(2);
  await history.getByRole('button', { name: panelStrings.tr.revisions.compare }).click();
  const current = history.locator('table tbody td').last();
  await expect(current).toHaveText(longWord);
  // The phone's width (375), not innerWidth: a phone's browser widens its layout to what overflows.
  const screen = page.viewportSize()!.width;
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, layout: window.innerWidth }));
  expect(widths, 'nothing scrolls sideways').toEqual({ page: screen, layout: screen });
  // The word wraps inside its cell rather than running past the screen's edge.
  const cell = (await current.boundingBox())!;
  expect(cell.x + cell.width).toBeLessThanOrEqual(screen);
  expect(cell.height).toBeGreaterThan(40);
});
