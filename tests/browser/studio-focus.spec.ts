/**
 * Nothing the editor tabs to in the studio's forms hides behind the sticky save bar (WCAG 2.2
 * 2.4.11, Focus Not Obscured): at each width, every control of a long editor, from the first
 * field to the bar, is focused by Tab and checked where it stands.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { editorHref, type EditorAddress } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

/** Where the focused control (or the label that draws a hidden file input) stands against the bar; null once focus left the form. */
const focusedAgainstBar = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const form = document.querySelector('[data-admin-screen="contentEdit"] form');
    // The bar that holds Save.
    const bar = form?.querySelector('[data-studio-save]')?.parentElement;
    if (!focused || !form || !bar || !form.contains(focused)) return null;
    if (bar.contains(focused)) return { inBar: true, name: 'the save bar', bottom: 0, top: 0, barTop: 0 };
    const shown = focused.getBoundingClientRect().width <= 1 ? (focused.closest('label') ?? focused) : focused;
    const box = shown.getBoundingClientRect();
    const name = `${focused.tagName.toLowerCase()}#${focused.id} ${focused.getAttribute('aria-label') ?? focused.textContent?.slice(0, 40) ?? ''}`;
    return { inBar: false, name, top: box.top, bottom: box.bottom, barTop: bar.getBoundingClientRect().top };
  });

async function tabThrough(page: Page, address: EditorAddress) {
  await page.goto(editorHref(address));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const back = page.getByRole('link', { name: studioStrings.tr.editor.back });
  await expect(back).toBeVisible();
  await back.focus();
  const seen: string[] = [];
  for (let presses = 0; presses < 600; presses++) {
    await page.keyboard.press('Tab');
    const where = await focusedAgainstBar(page);
    if (!where) continue;
    if (where.inBar) break;
    seen.push(where.name);
    expect(where.top, `${where.name} is on the screen`).toBeGreaterThanOrEqual(0);
    // A box taller than the room above the bar (a long text) shows from its start; any other wholly.
    if (where.bottom - where.top < where.barTop)
      expect(where.bottom, `${where.name} is clear of the save bar`).toBeLessThanOrEqual(where.barTop);
    else expect(where.top, `${where.name} starts well above the save bar`).toBeLessThanOrEqual(where.barTop - 44);
  }
  // The whole form was walked, to the bar.
  expect(await focusedAgainstBar(page)).toMatchObject({ inBar: true });
  return seen;
}

test('tabbing through a project keeps every focused control clear of the save bar', async ({ page }) => {
  const seen = await tabThrough(page, { key: 'projects', item: getContent('tr').projects.projects[0]!.id });
  // The photos' "add" button was among them: one, in the column that arranges the photos for every language.
  expect(seen.filter((name) => name.startsWith('button#field-') && name.includes('-imageSources-add'))).toHaveLength(1);
});

test('tabbing through the about page keeps every focused control clear of the save bar', async ({ page }) => {
  await tabThrough(page, { key: 'aboutTagline', item: null });
});
