/**
 * A colleague's fix is never silently undone: editor A changes a project's Short description and
 * then its Location while a colleague saves its Client, through the studio's screens (editor B,
 * another browser) or through the staff API, before A's first save, between A's two saves, or
 * before A reloads with a draft. After each step the stored item keeps the colleague's Client and
 * A's fields, A's form shows what is stored, and A's status line says who changed the Client and
 * when, in the admin's language. A draft whose field a colleague changed too meets the conflict
 * screen at load. Against the built server on the embedded store: the browser and the HTTP
 * layer are the same code on either store, and what this leans on the store for (a save from an
 * older revision refused with the current data and who saved it, one of two racing saves let
 * through) the store suite holds on both (tests/server/store/content.test.ts).
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, adminApiPath, adminPath } from '../../src/i18n/routes';
import type { ContentRevision, ContentVersion } from '../../src/admin-api/contract';
import { colleagueChangesText } from '../../src/islands/admin/studio/merge/colleague-changes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { unitFields } from '../../src/islands/admin/studio/unit/unit-data';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { startStudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const SECOND = { email: 'second@example.com', password: 'ikinci editörün parolası 26' };
const SCRIPT = { email: 'api@example.com', password: 'betiğin uzun parolası 2026' };
const TIME_ZONE = 'Europe/Istanbul';

const orders = ['before A’s first save', 'between A’s two saves', 'before A reloads with a draft'] as const;
/** The project first, then one of its own for each further run. */
const projectIds = ['p04', 'p01', 'p02', 'p03', 'p05', 'p06'];
const stored = (id: string) => getContent('tr').projects.projects.find((entry) => entry.id === id)!.project;

const itemPath = (id: string, history = false) =>
  adminApiPath(history ? adminApi.contentItemHistory : adminApi.contentItem, { lang: 'tr', key: 'projects', id });
const field = (page: Page, name: string) => page.locator(`#field-tr-${name}`);
const status = (page: Page) => page.locator('[data-studio-status]');

async function signedIn(page: Page, ui: AdminLang, account: { email: string; password: string }) {
  await page.goto(adminPath('content'));
  await submitSignIn(page, ui, account.email, account.password);
  await expect(page.getByRole('heading', { level: 1, name: adminStrings[ui].contentHeading })).toBeVisible();
  // A reload with unsaved changes asks; the editor leaves, the draft stays.
  page.on('dialog', (dialog) => void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss()));
}

async function save(page: Page, ui: AdminLang) {
  await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
}

test(`a colleague's Client survives editor A's saves and reload in every order, and A is told`, async ({ browser, playwright }) => {
  test.setTimeout(300_000);
  const server = await test.step('the server, with accounts made by npm run admin:user', () =>
    startStudioServer('sqlite', [
      { account: EDITOR, can: 'content' },
      { account: SECOND, can: 'content' },
      { account: SCRIPT, can: 'content' },
    ]));
  const { origin } = server;
  const context = (ui: AdminLang) =>
    browser.newContext({ baseURL: origin, locale: ui === 'tr' ? 'tr-TR' : 'en-GB', timezoneId: TIME_ZONE });
  const contexts = await Promise.all([context('tr'), context('en'), context('tr')]);
  let api: APIRequestContext | undefined;
  try {
    const pages = await Promise.all(contexts.map((each) => each.newPage()));
    const [editorInTr, editorInEn, second] = pages as [Page, Page, Page];
    // Three browsers of their own: nothing orders their sign-ins.
    await test.step('the editors sign in', () =>
      Promise.all([signedIn(editorInTr, 'tr', EDITOR), signedIn(editorInEn, 'en', EDITOR), signedIn(second, 'tr', SECOND)]));
    api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    expect((await api.post(adminApi.session, { data: SCRIPT })).status()).toBe(204);
    const client = api;
    const read = async (id: string) => (await (await client.get(itemPath(id))).json()) as ContentVersion;

    const colleagues = {
      /** Editor B on the studio's screens. */
      screens: async (id: string, customer: string) => {
        await second.goto(editorHref({ key: 'projects', item: id }));
        await field(second, 'customer').fill(customer);
        await save(second, 'tr');
        await expect(status(second)).toHaveText(studioStrings.tr.editor.saved);
      },
      /** A script through the staff API, from the revision it read. */
      api: async (id: string, customer: string) => {
        const current = await read(id);
        const answer = await client.put(itemPath(id), { data: { data: { ...current.data, customer }, baseRevision: current.revision } });
        expect(answer.status()).toBe(200);
      },
    };

    /** What A's status line says about the colleague's Client: who, the field as labelled, and the time of their save. */
    const news = async (id: string, by: string, ui: AdminLang) => {
      const { revisions } = (await (await client.get(itemPath(id, true))).json()) as { revisions: ContentRevision[] };
      const theirs = revisions.find((revision) => revision.updatedBy === by)!;
      const change = { by, at: theirs.updatedAt, fields: [{ lang: 'tr' as const, path: ['customer'] }] };
      return colleagueChangesText([change], unitFields('projects', true), ui, studioStrings[ui], new Date(), TIME_ZONE);
    };

    const runs = (['screens', 'api'] as const).flatMap((colleague) => orders.map((order) => ({ colleague, order })));
    for (const [index, { colleague, order }] of runs.entries()) {
      const id = projectIds[index]!;
      // The API's runs with A in the English admin, the screens' in the Turkish one.
      const ui: AdminLang = colleague === 'api' ? 'en' : 'tr';
      const page = ui === 'tr' ? editorInTr : editorInEn;
      const s = studioStrings[ui].editor;
      const by = colleague === 'api' ? SCRIPT.email : SECOND.email;
      const original = stored(id);
      const theirClient = `${original.customer} (${colleague})`;
      const description = `${original.description} A’nın açıklaması.`;
      const location = `${original.location}, A’nın yeri`;
      const colleagueSaves = () => colleagues[colleague](id, theirClient);

      await test.step(`${id}: the colleague on the ${colleague} saves the Client ${order}`, async () => {
        await page.goto(editorHref({ key: 'projects', item: id }));
        await expect(field(page, 'customer')).toHaveValue(original.customer);

        if (order === orders[0]) await colleagueSaves();
        await field(page, 'description').fill(description);
        if (order === orders[2]) {
          await colleagueSaves();
          await page.reload();
          // The draft met their save at load: their Client is taken, and said so; A's description stays unsaved.
          await expect(page.locator('[data-draft-restored]')).toBeVisible();
          await expect(field(page, 'customer')).toHaveValue(theirClient);
          await expect(field(page, 'description')).toHaveValue(description);
          await expect(status(page)).toHaveText(`${await news(id, by, ui)} ${s.unsaved}`);
          expect((await read(id)).data).toMatchObject({ customer: theirClient, description: original.description });
        } else {
          await save(page, ui);
          const merged = order === orders[0];
          await expect(status(page)).toHaveText(merged ? `${s.saved} ${await news(id, by, ui)}` : s.saved);
          await expect(field(page, 'customer')).toHaveValue(merged ? theirClient : original.customer);
          // The message is read like the rest of the screen.
          if (index === 0) await expectNoAxeViolations(page);
          expect((await read(id)).data).toMatchObject({ customer: merged ? theirClient : original.customer, description });
          if (order === orders[1]) await colleagueSaves();
        }

        await field(page, 'location').fill(location);
        await save(page, ui);
        await expect(status(page)).toHaveText(order === orders[1] ? `${s.saved} ${await news(id, by, ui)}` : s.saved);
        await expect(field(page, 'customer')).toHaveValue(theirClient);
        await expect(field(page, 'description')).toHaveValue(description);
        expect((await read(id)).data).toMatchObject({ customer: theirClient, description, location });
      });
    }

    await test.step('p07: a draft whose Client a colleague changed too goes to the conflict screen at load, never saved blindly', async () => {
      const id = 'p07';
      const s = studioStrings.tr;
      const theirClient = `${stored(id).customer} (api)`;
      await editorInTr.goto(editorHref({ key: 'projects', item: id }));
      await field(editorInTr, 'customer').fill('Birinci editörün işvereni');
      await colleagues.api(id, theirClient);
      await editorInTr.reload();
      const conflict = editorInTr.locator('[data-conflict="tr"]');
      await expect(conflict.getByRole('heading', { name: new RegExp(s.conflict.heading) })).toBeFocused();
      await expect(conflict.locator('[data-conflict-field]')).toHaveCount(1);
      await expect(conflict.locator('[data-conflict-field="customer"] [data-conflict-theirs]')).toHaveText(theirClient);
      expect((await read(id)).data).toMatchObject({ customer: theirClient });
      await conflict.getByLabel(panelStrings.tr.conflict.keepTheirs).check();
      await conflict.locator('[data-conflict-apply]').click();
      await expect(conflict).toHaveCount(0);
      await expect(field(editorInTr, 'customer')).toHaveValue(theirClient);
      expect((await read(id)).data).toMatchObject({ customer: theirClient });
    });
  } finally {
    await api?.dispose();
    for (const each of contexts) await each.close();
    await server.stop();
  }
});
