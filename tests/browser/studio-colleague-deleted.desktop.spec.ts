/**
 * A colleague's work met in the editor, against the built server on the embedded store: an item
 * deleted while it is edited (the save names who deleted it and when, from the store; the typed
 * text stays on screen through a reload, not saved; Restore brings the item back with it, and
 * Save stores it), a deleted item's history with Compare, and a fact set once a colleague
 * changed, taken by a merged save of another language (the column that shows it shows what is
 * stored). The browser and the HTTP layer are the same code on either store; what this leans on
 * the store for (a save of a deleted item refused with who deleted it and when, a deleted item's
 * history, a shared fact's new version in every language) the store and API suites hold on both
 * (tests/server/store/content.test.ts, tests/server/admin/content-api.test.ts).
 */
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, adminApiPath, adminPath, languages, type Lang } from '../../src/i18n/routes';
import type { ContentRevision, ContentVersion } from '../../src/admin-api/contract';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill, formatDateTime } from '../../src/islands/admin/strings';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { field, status } from './studio-screen';
import { startStudioServer, type StudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const COLLEAGUE = { email: 'colleague@example.com', password: 'meslektaşın uzun parolası 26' };
const TIME_ZONE = 'Europe/Istanbul';

const itemPath = (lang: Lang, id: string, history = false) =>
  adminApiPath(history ? adminApi.contentItemHistory : adminApi.contentItem, { lang, key: 'projects', id });

/** The editor's browser, signed in at the studio in `ui`; a reload with unsaved changes leaves (the draft stays). */
async function editorPage(browser: Browser, server: StudioServer, ui: AdminLang): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.origin, locale: ui === 'tr' ? 'tr-TR' : 'en-GB', timezoneId: TIME_ZONE });
  const page = await context.newPage();
  await page.goto(adminPath('content'));
  await submitSignIn(page, ui, EDITOR.email, EDITOR.password);
  await expect(page.getByRole('heading', { level: 1, name: adminStrings[ui].contentHeading })).toBeVisible();
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
  return page;
}

/** The colleague, through the staff API as a script or another tab calls it. */
async function colleagueApi(playwright: { request: { newContext: (options: object) => Promise<APIRequestContext> } }, origin: string) {
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  expect((await api.post(adminApi.session, { data: COLLEAGUE })).status()).toBe(204);
  return api;
}

const read = async (api: APIRequestContext, lang: Lang, id: string) => (await (await api.get(itemPath(lang, id))).json()) as ContentVersion;

test.describe('on the embedded store', () => {
  let server: StudioServer;
  test.beforeAll(async () => {
    test.setTimeout(180_000);
    server = await startStudioServer('sqlite', [
      { account: EDITOR, can: 'content' },
      { account: COLLEAGUE, can: 'content' },
    ]);
  });
  test.afterAll(() => server.stop());

  test('an item a colleague deletes while it is edited: who and when, the typed text kept, Restore with it laid over', async ({
    browser,
    playwright,
  }) => {
    const ui = 'tr';
    const s = studioStrings[ui];
    const project = getContent('tr').projects.projects[3]!;
    const typed = `${project.project.location}, silinirken yazılan`;
    const page = await editorPage(browser, server, ui);
    const api = await colleagueApi(playwright, server.origin);

    await page.goto(editorHref({ key: 'projects', item: project.id }));
    await field(page, 'tr', 'location').fill(typed);
    const bases = Object.fromEntries(
      await Promise.all(languages.map(async (lang) => [lang, (await read(api, lang, project.id)).revision])),
    );
    const deleting = await api.delete(adminApiPath(adminApi.contentItemEverywhere, { key: 'projects', id: project.id }), {
      data: { baseRevisions: bases },
    });
    expect(deleting.status()).toBe(200);
    // Who deleted it and when, as the store keeps it.
    const { revisions } = (await (await api.get(itemPath('tr', project.id, true))).json()) as { revisions: ContentRevision[] };
    const deletion = revisions[0]!;
    expect(deletion).toMatchObject({ data: null, updatedBy: COLLEAGUE.email });
    const goneText = `${fill(s.deletedItems.deletedBy, { by: COLLEAGUE.email, date: formatDateTime(deletion.updatedAt!, ui, TIME_ZONE) })}. ${s.editor.goneKept}`;

    await page.getByRole('button', { name: s.editor.save, exact: true }).click();
    await expect(status(page)).toHaveText(goneText);
    await expect(field(page, 'tr', 'location')).toHaveValue(typed);
    const notice = page.locator(`[data-deleted-notice="${project.id}"]`);
    await expect(notice.locator('[data-deleted-in="tr"]')).toContainText(COLLEAGUE.email);
    await expect(page.locator('[data-studio-restore-item]')).toBeVisible();
    await expectNoAxeViolations(page);

    // A reload: the typed text is still on screen, not saved, with Restore offered.
    await page.reload();
    await expect(field(page, 'tr', 'location')).toHaveValue(typed);
    await expect(page.locator('[data-draft-restored]')).toBeVisible();
    await expect(status(page)).toHaveText(s.editor.unsaved);
    await expect(notice).toContainText(s.editor.goneKept);
    expect((await api.get(itemPath('tr', project.id))).status()).toBe(404);

    // Restore: the item is back as it was stored, the typed text laid over it; Save stores it.
    await page.locator('[data-studio-restore-item]').click();
    await expect(notice).toHaveCount(0);
    await expect(field(page, 'tr', 'location')).toHaveValue(typed);
    await expect(field(page, 'tr', 'name')).toHaveValue(project.project.name);
    await expect(status(page)).toHaveText(s.editor.unsaved);
    expect((await read(api, 'tr', project.id)).data).toMatchObject({ location: project.project.location });
    await page.getByRole('button', { name: s.editor.save, exact: true }).click();
    await expect(status(page)).toHaveText(s.editor.saved);
    expect((await read(api, 'tr', project.id)).data).toMatchObject({ location: typed, name: project.project.name });
    await api.dispose();
    await page.context().close();
  });

  test('a deleted item shows its history in each language, each revision compared with the last one before the deletion', async ({
    browser,
    playwright,
  }) => {
    const ui = 'tr';
    const s = studioStrings[ui];
    const revisionTexts = panelStrings[ui].revisions;
    const project = getContent('tr').projects.projects[4]!;
    const moved = `${project.project.location}, son hâli`;
    const api = await colleagueApi(playwright, server.origin);
    const current = await read(api, 'tr', project.id);
    const saved = await api.put(itemPath('tr', project.id), {
      data: { data: { ...current.data, location: moved }, baseRevision: current.revision },
    });
    expect(saved.status()).toBe(200);
    const bases = Object.fromEntries(
      await Promise.all(languages.map(async (lang) => [lang, (await read(api, lang, project.id)).revision])),
    );
    const deleting = await api.delete(adminApiPath(adminApi.contentItemEverywhere, { key: 'projects', id: project.id }), {
      data: { baseRevisions: bases },
    });
    expect(deleting.status()).toBe(200);

    const page = await editorPage(browser, server, ui);
    await page.goto(editorHref({ key: 'projects', item: project.id }));
    await expect(page.locator(`[data-deleted-notice="${project.id}"]`)).toContainText(s.deletedItems.notice);
    await expect(page.getByRole('heading', { level: 2, name: s.history.heading })).toBeVisible();
    for (const lang of languages) await expect(page.locator(`[data-history="${lang}"]`)).toBeVisible();
    const history = page.locator('[data-history="tr"]');
    await history.locator('summary').click();
    // The deletion, the colleague's save, the snapshot; the item comes back whole, by the notice's Restore.
    await expect(history.locator('[data-revision]')).toHaveCount(3);
    await expect(history.locator('[data-revision="2"]')).toContainText(revisionTexts.deletedHere);
    // Nothing is current in a deleted item's history: the newest revision is its deletion.
    await expect(history.getByText(revisionTexts.current, { exact: true })).toHaveCount(0);
    await expect(history.locator('[data-restore]')).toHaveCount(0);
    await history.locator('[data-revision="0"]').getByRole('button', { name: revisionTexts.compareKept }).click();
    const table = history.locator('[data-revision="0"] table');
    await expect(table.getByRole('columnheader', { name: revisionTexts.kept })).toBeVisible();
    const row = table.getByRole('row').filter({ hasText: project.project.location });
    await expect(row.locator('td').first()).toHaveText(project.project.location);
    await expect(row.locator('td').last()).toHaveText(moved);
    await expect(field(page, 'tr', 'name')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await api.dispose();
    await page.context().close();
  });

  test('a fact set once a colleague changed shows as stored in the column that shows it, after a merged save of another language', async ({
    browser,
    playwright,
  }) => {
    const ui = 'en';
    const project = getContent('tr').projects.projects.find((entry) => !entry.project.slider)!;
    const page = await editorPage(browser, server, ui);
    const api = await colleagueApi(playwright, server.origin);
    await page.goto(editorHref({ key: 'projects', item: project.id }));
    const slider = page.locator('[data-field-row="slider"] [data-field-lang="tr"] input');
    await expect(slider).not.toBeChecked();

    // The colleague ticks it in Turkish: the server writes it to every language.
    const current = await read(api, 'tr', project.id);
    const ticked = await api.put(itemPath('tr', project.id), {
      data: { data: { ...current.data, slider: true }, baseRevision: current.revision },
    });
    expect(ticked.status()).toBe(200);
    const client = `${getContent('en').projects.projects.find((entry) => entry.id === project.id)!.project.customer} (edited)`;
    await field(page, 'en', 'customer').fill(client);
    await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
    await expect(status(page)).toContainText(COLLEAGUE.email);
    await expect(status(page)).toContainText(studioStrings[ui].editor.saved);
    await expect(slider).toBeChecked();
    for (const lang of languages) expect((await read(api, lang, project.id)).data, lang).toMatchObject({ slider: true });
    expect((await read(api, 'en', project.id)).data).toMatchObject({ customer: client });
    // Nothing waits unsaved: the tick is what is stored in every language.
    await expect(status(page)).not.toContainText(studioStrings[ui].editor.unsaved);
    await api.dispose();
    await page.context().close();
  });
});
