/**
 * The editor's save bar on the narrowest phone (320 px): while it sticks to the bottom of the
 * screen it is one row, Save beside a short status, so it never takes a screen's worth of the
 * form; a colleague's change, said in a message too long for that row, is shown whole with the
 * bar at the end of the form instead, brought into view, and the bar sticks again once the message goes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { adminApi, adminApiPath, adminPath } from '../../src/i18n/routes';
import type { ContentVersion } from '../../src/admin-api/contract';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { submitSignIn } from './admin-ui';
import { startStudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const SCRIPT = { email: 'a-colleague-with-a-long-address@example.com', password: 'betiğin uzun parolası 2026' };
const ITEM = 'p04';
const texts = studioStrings.tr.editor;

/** Where the bar is and how it sits: sticking to the screen's bottom, or in the form's flow. */
const barOf = (page: Page) => page.locator('[data-save-bar]');
const position = (bar: Locator) => bar.evaluate((element) => getComputedStyle(element).position);

/** One row: no taller than the Save button with the bar's own padding and border, and the few pixels a status of three short lines reaches past it. */
async function expectOneRowWhileSticky(page: Page, moment: string) {
  const bar = barOf(page);
  if ((await position(bar)) !== 'sticky') return;
  const save = (await bar.getByRole('button', { name: texts.save, exact: true }).boundingBox())!;
  const { height } = (await bar.boundingBox())!;
  expect(height, `${moment}: the sticky bar is one row (Save is ${save.height} px high)`).toBeLessThanOrEqual(
    save.height + 2 * 12 + 1 + 2 * 6,
  );
}

test('at 320 px the sticky save bar stays one row; a colleague’s message is shown whole with the bar in the form', async ({
  browser,
  playwright,
}) => {
  test.setTimeout(120_000);
  const server = await startStudioServer('sqlite', [
    { account: EDITOR, can: 'content' },
    { account: SCRIPT, can: 'content' },
  ]);
  const context = await browser.newContext({ baseURL: server.origin, locale: 'tr-TR', viewport: { width: 320, height: 700 } });
  const api = await playwright.request.newContext({ baseURL: server.origin, extraHTTPHeaders: { origin: server.origin } });
  try {
    const page = await context.newPage();
    await page.goto(adminPath('content'));
    await submitSignIn(page, 'tr', EDITOR.email, EDITOR.password);
    await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
    await page.goto(editorHref({ key: 'projects', item: ITEM }));
    const description = page.locator('#field-tr-description');
    const status = page.locator('[data-studio-status]');
    const bar = barOf(page);

    await description.fill(`${await description.inputValue()} Biraz daha.`);
    await expect(status).toHaveText(texts.unsaved);
    expect(await position(bar), 'while the editor types').toBe('sticky');
    await expectOneRowWhileSticky(page, 'unsaved');

    // A colleague changes the item's Client meanwhile, through the staff API.
    expect((await api.post(adminApi.session, { data: SCRIPT })).status()).toBe(204);
    const item = adminApiPath(adminApi.contentItem, { lang: 'tr', key: 'projects', id: ITEM });
    const current = (await (await api.get(item)).json()) as ContentVersion;
    const changed = await api.put(item, {
      data: { data: { ...current.data, customer: 'Bir meslektaşın işvereni' }, baseRevision: current.revision },
    });
    expect(changed.status()).toBe(200);

    await page.getByRole('button', { name: texts.save, exact: true }).click();
    await expect(status).toContainText(texts.saved);
    await expect(status).toContainText(SCRIPT.email);
    await expectOneRowWhileSticky(page, 'with the colleague’s message');
    // The bar left the screen's bottom for the form's end: the screen went with it, so the
    // message and the focused Save are in view.
    await expect(status).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole('button', { name: texts.save, exact: true })).toBeInViewport({ ratio: 1 });
    // The message is shown whole: nothing of it is cut off.
    expect(
      await status.evaluate((element) => element.scrollHeight <= element.clientHeight && element.scrollWidth <= element.clientWidth),
    ).toBe(true);

    // The next change ends the message: the bar sticks again, one row.
    await description.fill(`${await description.inputValue()} Bir cümle daha.`);
    await expect(status).toHaveText(texts.unsaved);
    expect(await position(bar), 'after the message went').toBe('sticky');
    await expectOneRowWhileSticky(page, 'unsaved again');
  } finally {
    await api.dispose();
    await context.close();
    await server.stop();
  }
});
