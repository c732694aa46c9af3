/**
 * The content studio's screens on a phone (375 px), against the real server with a store of its
 * own per test (admin-server.ts): the list, the editor (TR above EN), the conflict screen and the
 * history, an item with photos, a new item and the publish screen, each without axe violations
 * and no wider than the screen; messages at the field as the editor types, in the admin's
 * language. Side by side on a wide screen: studio-language-pair.desktop.spec.ts; what a save's
 * answers do to the editor's state: tests/islands/admin/studio/editor/.
 */
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { fieldMessages } from '../../src/content/field-messages';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, adminPath } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { publishStrings } from '../../src/islands/admin/publish/strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import type { ContentVersion } from '../../src/admin-api/contract';
import { expect, staff, test } from './admin-server';
import { expectNoAxeViolations } from './axe';
import { field, openStudio, status } from './studio-screen';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;

async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, 'the page is no wider than the screen').toBeLessThanOrEqual(widths.viewport);
}

test('the list shows every document, opens an editor, and is axe clean in both admin languages', async ({ page }) => {
  await openStudio(page, adminPath('content'));
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
  await expect(page.locator('[data-content-document]')).toHaveCount(Object.keys(tr.documents).length);
  await page.locator('[data-content-items="projects"] summary').click();
  await expect(page.locator('[data-content-items="projects"] [data-content-item]')).toHaveCount(getContent('tr').projects.projects.length);
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Switch to English' }).click();
  const en = studioStrings.en;
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.en.contentHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: `${en.list.edit}: ${en.documents.site}` }).click();
  await expect(page).toHaveURL(editorHref({ key: 'site', item: null }));
  await expect(page.getByRole('heading', { level: 1, name: en.documents.site })).toBeFocused();
});

test('the editor sets TR above EN on a phone, with messages at the field as the editor types', async ({ page }) => {
  await openStudio(page, editorHref({ key: 'site', item: null }));
  const [trBox, enBox] = [await field(page, 'tr', 'companyName').boundingBox(), await field(page, 'en', 'companyName').boundingBox()];
  expect(enBox!.y).toBeGreaterThan(trBox!.y + trBox!.height - 1);
  await expectNoSidewaysScroll(page);

  // Emptied, the headline says what it needs, in Turkish, at the field; what was typed elsewhere stays.
  const headline = field(page, 'tr', 'hero', 'headline');
  await field(page, 'tr', 'hero', 'lead').fill('Yeni giriş metni');
  await headline.fill('');
  await expect(headline).toHaveAttribute('aria-invalid', 'true');
  const problem = page.locator('#field-tr-hero-headline-problem');
  await expect(problem).toHaveText(fill(tr.editor.expected, { what: fieldMessages.nonEmptyText().tr }));
  await expect(headline).toHaveAttribute('aria-describedby', 'field-tr-hero-headline-problem');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(status(page)).toHaveText(tr.editor.invalid);
  await expect(headline).toBeFocused();
  await expect(page.locator('[data-problem-summary]')).toContainText(fieldMessages.nonEmptyText().tr);
  await expect(field(page, 'tr', 'hero', 'lead')).toHaveValue('Yeni giriş metni');
  await headline.fill('Yeni başlık');
  await expect(problem).toHaveCount(0);
});

test('the conflict screen and the history compare are axe clean and fit the screen', async ({ page, playwright, adminServer }) => {
  await openStudio(page, editorHref({ key: 'site', item: null }));
  await field(page, 'tr', 'hero', 'headline').fill('Benim başlığım');
  // Someone else saves the TR site first, through the API.
  const other = await playwright.request.newContext({ baseURL: adminServer.url, extraHTTPHeaders: { origin: adminServer.url } });
  expect((await other.post(adminApi.session, { data: { email: staff.email, password: staff.password } })).status()).toBe(204);
  const sitePath = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
  const current = (await (await other.get(sitePath)).json()) as ContentVersion;
  const hero = current.data!['hero'] as Record<string, string>;
  await other.put(sitePath, {
    data: { data: { ...current.data, hero: { ...hero, headline: 'Onların başlığı' } }, baseRevision: current.revision },
  });
  await other.dispose();

  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  const conflict = page.locator('[data-conflict="tr"]');
  await expect(conflict.locator('[data-conflict-field="hero.headline"] [data-conflict-theirs]')).toHaveText('Onların başlığı');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  await conflict.locator('[data-conflict-apply]').click();
  await expect(status(page)).toHaveText(tr.editor.saved);

  const history = page.locator('[data-history="tr"]');
  await history.locator('summary').click();
  await expect(history.locator('[data-revision]')).toHaveCount(3);
  await history.getByRole('button', { name: panelStrings.tr.revisions.compare }).first().click();
  await expect(history.locator('table')).toContainText('Onların başlığı');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});

test('an item with rich text, photos and their alt texts is axe clean and fits the screen', async ({ page }) => {
  const project = getContent('tr').projects.projects[0]!;
  await openStudio(page, editorHref({ key: 'projects', item: project.id }));
  await expect(page.getByRole('textbox', { name: /Proje metni/ }).first()).toBeVisible();
  await expect(page.locator('[data-image-preview]').first()).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // The narrowest phone: an image's controls go under its preview instead of past the edge.
  const { height } = page.viewportSize()!;
  await page.setViewportSize({ width: 320, height });
  await expectNoSidewaysScroll(page);

  // The picker of uploaded and site images, open.
  await page.getByRole('button', { name: tr.image.pick }).first().click();
  await expect(page.getByRole('dialog', { name: tr.image.pickHeading })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: tr.image.close }).click();

  // A photo dropped on a field without a description is uploaded into it; the description it needs is asked for there.
  await page.locator('#field-tr-primaryImageSource-alt').fill('');
  const photo = (
    await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c87828' } })
      .jpeg()
      .toBuffer()
  ).toString('base64');
  const drop = await page.evaluateHandle((base64) => {
    const transfer = new DataTransfer();
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    transfer.items.add(new File([bytes], 'santiye.jpg', { type: 'image/jpeg' }));
    return transfer;
  }, photo);
  const main = page.locator('[data-image-field="field-tr-primaryImageSource"]');
  await main.dispatchEvent('dragover', { dataTransfer: drop });
  await main.dispatchEvent('drop', { dataTransfer: drop });
  await expect(field(page, 'tr', 'primaryImageSource')).toHaveValue(/^\/images\/uploads\/[0-9a-f]{32}\.jpg$/);
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(page.locator('#field-tr-primaryImageSource-alt-problem')).toHaveText(tr.image.altRequired);
});

test('a new item starts empty, with its id suggested, and is axe clean', async ({ page }) => {
  await openStudio(page, adminPath('content'));
  await page.getByRole('link', { name: `${tr.list.addItem}: ${tr.documents.news}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `${tr.documents.news}: ${tr.editor.newItem}` })).toBeVisible();
  await expect(page.locator('#studio-item-id')).toHaveValue(/^news-[a-z0-9]+$/);
  await expect(field(page, 'tr', 'header')).toHaveValue('');
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
  // Leaving it with something typed asks, here and when the tab closes.
  await field(page, 'tr', 'header').fill('Yeni haber');
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.type());
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: tr.editor.back }).click();
  await expect.poll(() => dialogs).toEqual(['confirm']);
  await expect(field(page, 'tr', 'header')).toHaveValue('Yeni haber');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => dialogs).toEqual(['confirm', 'beforeunload']);
});

test('the publish screen fits the screen and is axe clean, with the menu wrapping on a phone', async ({ page }) => {
  await openStudio(page, adminPath('publish'));
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.publishHeading })).toBeVisible();
  await expect(page.getByText(publishStrings.tr.none)).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
