/**
 * Items in every language at once, in the studio against the real server: a deleted item is
 * listed with who deleted it and when, and Restore (in the list, or at its old address) brings
 * it back in every language; an item that exists in one language only is marked, and its link
 * opens it to be completed. A new item refused in one language, saved in none, and an item
 * completed in its editor: tests/islands/admin/studio/editor/commands.test.ts.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, adminPath, languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { expectNoAxeViolations } from './axe';
import { showLanguage } from './studio-columns';
import { field, openStudio } from './studio-screen';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;
const projects = (lang: Lang) => getContent(lang).projects.projects;

async function deleteInEditor(page: Page, id: string) {
  await page.goto(editorHref({ key: 'projects', item: id }));
  await page.getByRole('button', { name: tr.editor.delete }).click();
  await page.getByRole('dialog', { name: tr.editor.delete }).getByRole('button', { name: tr.editor.deleteYes }).click();
  await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.contentHeading })).toBeVisible();
}

/** The staff API as another tab would call it, signed in. */
async function api(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, url: string) {
  const context = await playwright.request.newContext({ baseURL: url, extraHTTPHeaders: { origin: url } });
  expect((await context.post(adminApi.session, { data: { email: staff.email, password: staff.password } })).status()).toBe(204);
  return context;
}

test('a deleted item is listed with who deleted it and when, and Restore brings it back in every language, from the list or its old address', async ({
  page,
  playwright,
  adminServer,
}) => {
  const [, second, third] = projects('tr');
  await openStudio(page, editorHref({ key: 'projects', item: second!.id }));
  await expect(field(page, 'tr', 'name')).toHaveValue(second!.project.name);
  await deleteInEditor(page, second!.id);

  const deleted = page.locator('[data-deleted-items="projects"]');
  await deleted.locator('summary').click();
  const entry = deleted.locator(`[data-deleted-item="${second!.id}"]`);
  await expect(entry).toContainText(second!.project.name);
  for (const lang of languages) await expect(entry.locator(`[data-deleted-in="${lang}"]`)).toContainText(staff.email);
  // When: today, in the admin's date format.
  const today = new Intl.DateTimeFormat('tr-TR', { dateStyle: 'medium', timeZone: 'Europe/Istanbul' }).format(new Date());
  await expect(entry.locator('[data-deleted-in="tr"]')).toContainText(today);
  await expect(page.locator(`[data-content-items="projects"] [data-content-item="${second!.id}"]`)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Its old address says so, instead of an empty form.
  await page.goto(editorHref({ key: 'projects', item: second!.id }));
  const notice = page.locator(`[data-deleted-notice="${second!.id}"]`);
  await expect(notice).toContainText(tr.deletedItems.notice);
  await expect(notice.locator('[data-deleted-in="en"]')).toContainText(staff.email);
  await expect(field(page, 'tr', 'name')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Restore in the list: back in every language, as it was.
  await page.goto(adminPath('content'));
  await deleted.locator('summary').click();
  await entry.getByRole('button', { name: fill(tr.deletedItems.restoreLabel, { name: second!.project.name }) }).click();
  await expect(page.locator('[data-deleted-items="projects"]')).toHaveCount(0);
  await page.locator('[data-content-items="projects"] summary').click();
  await expect(page.locator(`[data-content-items="projects"] [data-content-item="${second!.id}"]`)).toBeVisible();
  const reader = await api(playwright, adminServer.url);
  for (const lang of languages) {
    const unit = await reader.get(adminApiPath(adminApi.contentItem, { lang, key: 'projects', id: second!.id }));
    expect(await unit.json(), lang).toMatchObject({ data: projects(lang)[1]!.project, updatedBy: staff.email });
  }
  await reader.dispose();

  // Restore at the old address: the editor opens on it, in both languages.
  await deleteInEditor(page, third!.id);
  await page.goto(editorHref({ key: 'projects', item: third!.id }));
  await page.locator(`[data-deleted-notice="${third!.id}"]`).getByRole('button', { name: tr.deletedItems.restore }).click();
  for (const lang of languages) {
    await showLanguage(page, 'tr', lang);
    await expect(field(page, lang, 'name')).toHaveValue(projects(lang)[2]!.project.name);
  }
  await expect(page.locator('[data-deleted-notice]')).toHaveCount(0);
});

test('an item that exists in one language only is marked in the list, and its link opens it to be completed', async ({
  page,
  playwright,
  adminServer,
}) => {
  // Older data: a project saved in TR alone, as the studio once could.
  const writer = await api(playwright, adminServer.url);
  const data = { ...projects('tr')[0]!.project, name: 'Yalnız Türkçe', url: 'yalniz-turkce', index: 95 };
  const put = await writer.put(adminApiPath(adminApi.contentItem, { lang: 'tr', key: 'projects', id: 'p95' }), {
    data: { data, baseRevision: null },
  });
  expect(put.status()).toBe(200);

  await openStudio(page, adminPath('content'));
  await page.locator('[data-content-items="projects"] summary').click();
  const item = page.locator('[data-content-item="p95"]');
  const missing = languages.filter((lang) => lang !== 'tr');
  await expect(item.locator(`[data-missing-languages="${missing.join(' ')}"]`)).toContainText(
    fill(tr.missingLanguage.onlyIn, { lang: tr.languageNames.tr }),
  );
  await expectNoAxeViolations(page);
  await item
    .getByRole('link', {
      name: fill(tr.missingLanguage.completeLabel, {
        name: 'Yalnız Türkçe',
        lang: missing.map((lang) => tr.languageNames[lang]).join(', '),
      }),
    })
    .click();
  await expect(page).toHaveURL(editorHref({ key: 'projects', item: 'p95' }));
  await expect(page.locator('[data-deleted-notice]')).toHaveCount(0);
  // Completing it there, at the place it has in TR: tests/islands/admin/studio/editor/commands.test.ts.
  await expect(field(page, 'en', 'name')).toHaveValue('');
  await expect(field(page, 'tr', 'name')).toHaveValue('Yalnız Türkçe');
  await writer.dispose();
});
