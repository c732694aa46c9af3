/**
 * The editor's live preview at 1280 px: opened beside the form, it shows the unit's page as typed
 * (a project's detail page, in the column's language), follows the typing, keeps its scroll
 * position, switches between a phone's and a desktop's width, says which field it cannot show
 * yet and why, keeps its last page when the server refuses a draft, and a click on a text, a rich text or a photo in it focuses that field. Two
 * editors' drafts never cross, and axe finds nothing with the pane open.
 */
import { expect, test, type Browser, type Page } from '@playwright/test';
import { adminPath } from '../../src/i18n/routes';
import { getContent } from '../../src/content/loader';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { previewStrings } from '../../src/islands/admin/studio/preview/preview-strings';
import { fieldMessages } from '../../src/content/field-messages';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { startStudioServer, type StudioServer } from './studio-project';
import { field } from './studio-screen';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const COLLEAGUE = { email: 'colleague@example.com', password: 'meslektaşın uzun parolası 2026' };
const ITEM = 'p01';
const stored = getContent('tr').projects.projects.find((entry) => entry.id === ITEM)!.project;
const texts = previewStrings.tr;

let server: StudioServer;
test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer('sqlite', [
    { account: EDITOR, can: 'content' },
    { account: COLLEAGUE, can: 'content' },
  ]);
});
test.afterAll(() => server?.stop());

/** A signed-in editor's page on the project's editor, the pane open. */
async function openPane(browser: Browser, account = EDITOR): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, locale: 'tr-TR', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(adminPath('content'));
  await submitSignIn(page, 'tr', account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
  await page.goto(editorHref({ key: 'projects', item: ITEM }));
  await page.getByRole('button', { name: studioStrings.tr.editor.livePreview }).click();
  await expect(page.locator('[data-preview-pane]')).toBeVisible();
  return page;
}

const pane = (page: Page) => page.frameLocator('iframe[data-preview-frame]');
const shownFrame = (page: Page) => page.locator('iframe[data-preview-frame]');

test('the pane shows the page as typed, beside the form, and keeps its place while it follows', async ({ browser }) => {
  const page = await openPane(browser);
  await expect(pane(page).locator('h1')).toHaveText(stored.name);
  // Beside the form: its left edge past the form's right edge.
  const form = (await page.locator('form').first().boundingBox())!;
  const frameBox = (await page.locator('[data-preview-pane]').boundingBox())!;
  expect(frameBox.x).toBeGreaterThanOrEqual(form.x + form.width);

  await field(page, 'tr', 'name').fill('Önizlemede görünen ad');
  await expect(pane(page).locator('h1')).toHaveText('Önizlemede görünen ad');

  await shownFrame(page).evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.scrollTo(0, 400));
  await field(page, 'tr', 'name').fill('Kaydırma yerinde kalır');
  await expect(pane(page).locator('h1')).toHaveText('Kaydırma yerinde kalır');
  expect(await shownFrame(page).evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.scrollY)).toBe(400);

  // A phone's width, then a desktop's, scaled to fit the pane.
  await expect.poll(() => shownFrame(page).evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth)).toBe(375);
  await page.getByRole('button', { name: texts.desktop }).click();
  await expect.poll(() => shownFrame(page).evaluate((frame: HTMLIFrameElement) => frame.contentWindow!.innerWidth)).toBe(1280);
  const scaled = (await shownFrame(page).boundingBox())!;
  expect(scaled.width).toBeLessThanOrEqual((await page.locator('[data-preview-pane]').boundingBox())!.width);

  // A field the schema refuses: the stored value is shown, and the pane says why.
  await field(page, 'tr', 'name').fill('');
  await expect(page.locator('[data-preview-not-shown]')).toContainText(fieldMessages.nonEmptyText().tr);
  await expect(pane(page).locator('h1')).toHaveText(stored.name);

  // A draft the server refuses (the session gone): the last page stays, and the pane says why.
  await page.context().clearCookies();
  await field(page, 'tr', 'name').fill('Oturum bitti');
  await expect(page.locator('[data-preview-pane]')).toContainText(texts.failed.split(' (')[0]!);
  await expect(pane(page).locator('h1')).toHaveText(stored.name);
  await page.context().close();
});

test('a click on a text, a rich text or a photo in the pane focuses its field', async ({ browser }) => {
  const page = await openPane(browser);
  await pane(page).locator('h1').click();
  await expect(field(page, 'tr', 'name')).toBeFocused();

  await pane(page).locator('[data-studio-field="htmlContent"]').first().click();
  await expect(page.locator('[data-field-row="htmlContent"] [data-field-lang="tr"] [contenteditable="true"]')).toBeFocused();

  const photo = pane(page).locator('img[data-studio-field]').first();
  const path = (await photo.getAttribute('data-studio-field'))!;
  await photo.click();
  await expect(field(page, 'tr', ...path.replace(/\[(\d+)\]/g, '.$1').split('.'))).toBeFocused();
  // A link in the pane goes nowhere: the pane still shows the project.
  await pane(page).locator('main a[href^="/"]').first().click();
  await expect(pane(page).locator('h1')).toHaveText(stored.name);
  await page.context().close();
});

test("two editors' drafts never cross, and axe finds nothing with the pane open", async ({ browser }) => {
  const [mine, theirs] = await Promise.all([openPane(browser), openPane(browser, COLLEAGUE)]);
  await Promise.all([field(mine, 'tr', 'name').fill('Benim taslağım'), field(theirs, 'tr', 'name').fill('Onun taslağı')]);
  await expect(pane(mine).locator('h1')).toHaveText('Benim taslağım');
  await expect(pane(theirs).locator('h1')).toHaveText('Onun taslağı');
  await expectNoAxeViolations(mine);
  await Promise.all([mine.context().close(), theirs.context().close()]);
});
