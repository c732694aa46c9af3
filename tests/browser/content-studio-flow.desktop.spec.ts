/**
 * The content studio as an editor uses it, on each store, in a browser against the built server
 * as `npm start` runs it, with the studio's screens alone: accounts made with `npm run
 * admin:user`; in a round in the TR admin (and, on the embedded store, then one in the EN
 * admin), the home headline changed in both languages, a second browser saving first and the
 * conflict screen asking only about what both changed, keeping the right side of each and taking
 * what only the other changed, an earlier revision restored, unsaved changes asked about when
 * leaving and back after a reload, and a project added with a phone's photo (GPS in its EXIF)
 * and its alt text in both languages; then `npm run export` into a copy of the project: its
 * snapshot holds the last headline, the second editor's lead and each round's project, with
 * their alt texts, and their photos keep no EXIF; and, from one store's export, `astro build`:
 * the pages show the same, and no image of them keeps EXIF.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import sharp from 'sharp';
import { DEFAULT_UPLOADS_FOLDER } from '../../scripts/lib/export-uploads';
import { readSnapshotFiles } from '../../scripts/lib/snapshot-files';
import { getContent, loadContent } from '../../src/content/loader';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, adminPath, pathFor, type Lang } from '../../src/i18n/routes';
import { editorHref, NEW_ITEM } from '../../src/islands/admin/studio/unit/editor-address';
import { panelStrings } from '../../src/islands/admin/studio/base/panel-strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { submitSignIn } from './admin-ui';
import { buildCopy, exportCopy, phonePhoto, startStudioServer } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const SECOND = { email: 'second@example.com', password: 'ikinci editörün parolası 26' };
const INBOX = { email: 'inbox@example.com', password: 'gelen kutusunun parolası 26' };

/** What each round types: the admin's language decides the round, the content is always both. */
const rounds = {
  tr: {
    headline: { tr: 'Ankara’dan güvenilir elektromekanik taahhüt', en: 'Trusted electromechanical contracting from Ankara' },
    lead: 'İkinci editörün düzelttiği giriş metni',
    description: 'Ankara merkezli elektromekanik taahhüt firması; ikinci editörün açıklaması',
    project: {
      id: 'p50',
      url: 'polatli-gunes-enerji-santrali',
      name: { tr: 'Polatlı Güneş Enerji Santrali', en: 'Polatlı Solar Power Plant' },
    },
    alt: { tr: 'Polatlı santralinde panel montajı', en: 'Panels being mounted at the Polatlı plant' },
  },
  en: {
    headline: { tr: 'Anahtar teslim elektromekanik çözümler', en: 'Turnkey electromechanical solutions' },
    lead: 'Giriş metni, ikinci editörün son düzeltmesiyle',
    description: 'Elektromekanik taahhüt, ikinci editörün son açıklaması',
    project: { id: 'p51', url: 'golbasi-trafo-merkezi', name: { tr: 'Gölbaşı Trafo Merkezi', en: 'Gölbaşı Substation' } },
    alt: { tr: 'Gölbaşı trafo merkezinin kumanda odası', en: 'The control room of the Gölbaşı substation' },
  },
} as const;

const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);
const status = (page: Page) => page.locator('[data-studio-status]');

async function signIn(page: Page, ui: AdminLang, account: { email: string; password: string }, url: string) {
  await page.goto(url);
  await submitSignIn(page, ui, account.email, account.password);
}

async function save(page: Page, ui: AdminLang) {
  await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
}

async function uploadInto(page: Page, imageField: string, colour: { r: number; g: number; b: number }) {
  await page
    .locator(`[data-image-field="${imageField}"] input[type=file]`)
    .setInputFiles({ name: 'santiye.jpg', mimeType: 'image/jpeg', buffer: await phonePhoto(colour) });
  await expect(page.locator(`#${imageField}`)).toHaveValue(/^\/images\/uploads\/[0-9a-f]{32}\.jpg$/);
}

/** One round of the flow with the admin in `ui`. */
async function round(browser: Browser, origin: string, ui: AdminLang) {
  const s = studioStrings[ui];
  const values = rounds[ui];
  const locale = ui === 'tr' ? 'tr-TR' : 'en-GB';
  const context = await browser.newContext({ baseURL: origin, locale });
  const secondContext = await browser.newContext({ baseURL: origin, locale });
  try {
    const page = await context.newPage();
    const siteEditor = editorHref({ key: 'site', item: null });

    // The list, then the home page's document.
    await signIn(page, ui, EDITOR, adminPath('content'));
    await expect(page.getByRole('heading', { level: 1, name: adminStrings[ui].contentHeading })).toBeVisible();
    await page.getByRole('link', { name: `${s.list.edit}: ${s.documents.site}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: s.documents.site })).toBeVisible();
    await expect(field(page, 'tr', 'hero', 'headline')).toBeVisible();

    // A second editor saves the TR headline, lead and description while the first still has the old ones open.
    const second = await secondContext.newPage();
    await signIn(second, ui, SECOND, siteEditor);
    await field(second, 'tr', 'hero', 'headline').fill(`${values.headline.tr} (ikinci)`);
    await field(second, 'tr', 'hero', 'lead').fill(values.lead);
    await field(second, 'tr', 'description').fill(values.description);
    await save(second, ui);
    await expect(status(second)).toHaveText(s.editor.saved);

    // The first editor's headlines and TR description: EN saves, TR meets the second editor's save.
    for (const lang of ['tr', 'en'] as const) await field(page, lang, 'hero', 'headline').fill(values.headline[lang]);
    await field(page, 'tr', 'description').fill('Birinci editörün açıklaması');
    await save(page, ui);
    const conflict = page.locator('[data-conflict="tr"]');
    await expect(conflict.getByRole('heading', { name: new RegExp(s.conflict.heading) })).toBeFocused();
    await expect(conflict).toContainText(SECOND.email);
    // Only what both changed is asked; the lead only they changed is taken from their save.
    await expect(conflict.locator('[data-conflict-field]')).toHaveCount(2);
    await expect(conflict.locator('[data-conflict-field="hero.headline"] [data-conflict-mine]')).toHaveText(values.headline.tr);
    await expect(conflict.locator('[data-conflict-field="description"] [data-conflict-theirs]')).toHaveText(values.description);
    await expect(conflict.locator('[data-conflict-taken]')).toBeVisible();
    await conflict.locator('[data-conflict-field="description"]').getByLabel(panelStrings[ui].conflict.keepTheirs).check();
    await conflict.locator('[data-conflict-apply]').click();
    // Saved, and who changed the fields their save changed on this screen (the lead, the description kept as theirs).
    await expect(status(page)).toContainText(`${s.editor.saved} ${SECOND.email}`);
    await expect(conflict).toHaveCount(0);
    await expect(field(page, 'tr', 'hero', 'headline')).toHaveValue(values.headline.tr);
    await expect(field(page, 'tr', 'hero', 'lead')).toHaveValue(values.lead);
    await expect(field(page, 'tr', 'description')).toHaveValue(values.description);

    // A wrong EN lead saved, then the revision before it restored from the history.
    const enLead = await field(page, 'en', 'hero', 'lead').inputValue();
    await field(page, 'en', 'hero', 'lead').fill('WRONG LEAD');
    await save(page, ui);
    await expect(status(page)).toHaveText(s.editor.saved);
    const history = page.locator('[data-history="en"]');
    await history.locator('summary').click();
    await history.locator('[data-restore]').first().click();
    await expect(field(page, 'en', 'hero', 'lead')).toHaveValue(enLead);
    await expect(field(page, 'en', 'hero', 'headline')).toHaveValue(values.headline.en);

    // Unsaved changes: leaving asks (and staying stays); a reload brings them back.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.type());
      void (dialog.type() === 'beforeunload' ? dialog.accept() : dialog.dismiss());
    });
    await field(page, 'tr', 'hero', 'headline').fill('NOT SAVED YET');
    await page.getByRole('navigation').getByRole('link', { name: adminStrings[ui].nav.content }).click();
    expect(dialogs).toEqual(['confirm']);
    await expect(page.getByRole('heading', { level: 1, name: s.documents.site })).toBeVisible();
    await page.reload();
    await expect(page.locator('[data-draft-restored]')).toBeVisible();
    await expect(field(page, 'tr', 'hero', 'headline')).toHaveValue('NOT SAVED YET');
    await page.getByRole('button', { name: s.editor.discardDraft }).click();
    await expect(field(page, 'tr', 'hero', 'headline')).toHaveValue(values.headline.tr);

    // A project with a phone's photo and its alt text in both languages.
    await page.getByRole('navigation').getByRole('link', { name: adminStrings[ui].nav.content }).click();
    await page.getByRole('link', { name: `${s.list.addItem}: ${s.documents.projects}` }).click();
    await expect(page).toHaveURL(editorHref({ key: 'projects', item: NEW_ITEM }));
    await page.locator('#studio-item-id').fill(values.project.id);
    const template = getContent('tr').projects.projects[0]!.project;
    for (const lang of ['tr', 'en'] as const) {
      await field(page, lang, 'name').fill(values.project.name[lang]);
      await field(page, lang, 'description').fill(`${values.project.name[lang]}: ${template.description}`);
      await field(page, lang, 'customer').fill(template.customer);
      await field(page, lang, 'location').fill('Ankara');
    }
    await field(page, 'tr', 'url').fill(values.project.url);
    await page
      .locator('[data-field="url"]', { has: field(page, 'en', 'url') })
      .locator('[data-fill-from="tr"]')
      .click();
    await expect(field(page, 'en', 'url')).toHaveValue(values.project.url);
    await uploadInto(page, 'field-tr-primaryImageSource', { r: 200, g: 120, b: ui === 'tr' ? 40 : 90 });
    await field(page, 'tr', 'primaryImageSource', 'alt').fill(values.alt.tr);
    await page.locator('#field-tr-imageSources-add').click();
    await uploadInto(page, 'field-tr-imageSources-0', { r: 40, g: 120, b: ui === 'tr' ? 200 : 150 });
    await field(page, 'tr', 'imageSources', 0, 'alt').fill(values.alt.tr);
    // The photos are facts set once: EN shows TR's already, and asks for its own descriptions; saving without them is refused at the field.
    const preview = (id: string) => page.locator(`[data-image-field="${id}"] [data-image-preview]`);
    await expect(preview('field-en-primaryImageSource')).toHaveAttribute(
      'src',
      (await preview('field-tr-primaryImageSource').getAttribute('src'))!,
    );
    await expect(preview('field-en-imageSources-0')).toHaveAttribute(
      'src',
      (await preview('field-tr-imageSources-0').getAttribute('src'))!,
    );
    await save(page, ui);
    await expect(status(page)).toHaveText(s.editor.invalid);
    await expect(field(page, 'en', 'primaryImageSource', 'alt')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('#field-en-primaryImageSource-alt-problem')).toHaveText(s.image.altRequired);
    await field(page, 'en', 'primaryImageSource', 'alt').fill(values.alt.en);
    await field(page, 'en', 'imageSources', 0, 'alt').fill(values.alt.en);
    await save(page, ui);
    await expect(status(page)).toHaveText(s.editor.saved);
    await expect(page).toHaveURL(editorHref({ key: 'projects', item: values.project.id }));
  } finally {
    await context.close();
    await secondContext.close();
  }
}

/** What the export wrote into the copy: the last round's headline, the second editor's lead and description, each round's project with its alt texts, and their photos without EXIF. */
async function expectExported(copy: string, admins: readonly AdminLang[]) {
  const last = rounds[admins.at(-1)!];
  const snapshot = join(copy, 'content-snapshot');
  const text = [...readSnapshotFiles(snapshot).values()].join('\n');
  expect(text).not.toContain('NOT SAVED YET');
  expect(text).not.toContain('WRONG LEAD');
  const uploads = new Set<string>();
  for (const lang of ['tr', 'en'] as const) {
    const content = loadContent(lang, { snapshotDir: snapshot });
    expect(content.site.hero.headline).toBe(last.headline[lang]);
    for (const ui of admins) {
      const { project, alt } = rounds[ui];
      const exported = content.projects.projects.find((entry) => entry.id === project.id)?.project;
      expect(exported, `${lang}/${project.id}`).toMatchObject({
        name: project.name[lang],
        url: project.url,
        primaryImageAlt: alt[lang],
        imageAlts: [alt[lang]],
      });
      for (const source of [exported?.primaryImageSource, ...(exported?.imageSources ?? [])]) {
        expect(source).toMatch(/^\/images\/uploads\/[0-9a-f]{32}\.jpg$/);
        uploads.add(basename(source!));
      }
    }
  }
  const tr = loadContent('tr', { snapshotDir: snapshot });
  expect(tr.site.hero.lead).toBe(last.lead);
  expect(tr.site.description).toBe(last.description);
  // A project a round, two photos each, the same in both languages.
  expect(uploads.size).toBe(2 * admins.length);
  for (const name of uploads) {
    const file = join(copy, DEFAULT_UPLOADS_FOLDER, name);
    expect((await sharp(file).metadata()).exif, file).toBeUndefined();
  }
}

/** What the build made of it: the pages show the same, and every photo of theirs is AVIF and WebP without EXIF. */
async function expectBuilt(client: string, admins: readonly AdminLang[]) {
  const last = rounds[admins.at(-1)!];
  const page = (path: string) => readFileSync(join(client, path, 'index.html'), 'utf8');
  for (const lang of ['tr', 'en'] as const) {
    const home = page(pathFor('home', lang));
    expect(home).toContain(last.headline[lang]);
    expect(home).not.toContain('NOT SAVED YET');
    expect(home).not.toContain('WRONG LEAD');
  }
  expect(page(pathFor('home', 'tr'))).toContain(last.lead);
  expect(page(pathFor('home', 'tr'))).toContain(last.description);
  for (const ui of admins) {
    const { project, alt } = rounds[ui];
    for (const lang of ['tr', 'en'] as const) {
      const html = page(pathFor('projectDetail', lang, project.url));
      expect(html).toContain(project.name[lang]);
      expect(html).toContain(`alt="${alt[lang]}"`);
      expect(html).toContain('type="image/avif"');
    }
  }
  const photos = readdirSync(join(client, '_astro')).filter((file) => /^[0-9a-f]{32}/.test(file));
  expect(photos.some((file) => file.endsWith('.avif')) && photos.some((file) => file.endsWith('.webp'))).toBe(true);
  for (const file of photos) expect((await sharp(join(client, '_astro', file)).metadata()).exif, file).toBeUndefined();
}

/**
 * The export is what depends on the store: each run exports and checks its snapshot. The build
 * reads only that snapshot, the same from either store, so one run builds (a build is most of a
 * run's time). A round asks the store the same in either admin language (the conflict, the
 * history, the upload, the new item), so Firestore's run takes one round, in the TR admin, and
 * the embedded store's both.
 */
const runs = [
  { store: 'sqlite', admins: ['tr', 'en'], builds: true },
  { store: 'firestore', admins: ['tr'], builds: false },
] as const;

// A step that waits for a page or an element fails naming it, not at the test's timeout.
test.use({ actionTimeout: 60_000, navigationTimeout: 60_000 });

for (const { store, admins, builds } of runs) {
  const where = admins.length > 1 ? 'in both admin languages' : `in the ${admins[0].toUpperCase()} admin`;
  test(`on ${store}: the studio's screens alone change the site, ${where}`, async ({ browser, playwright }) => {
    // Two rounds in a browser, an export and a real build: minutes on a loaded machine.
    test.setTimeout(360_000);
    const server = await test.step('the server, with accounts made by npm run admin:user', () =>
      startStudioServer(store, [{ account: EDITOR, can: 'content' }, { account: SECOND, can: 'content' }, { account: INBOX }]));
    const stoppers: (() => Promise<unknown> | void)[] = [server.stop];
    try {
      const { origin, env } = server;

      for (const ui of admins) await test.step(`the studio in the ${ui.toUpperCase()} admin`, () => round(browser, origin, ui));

      // An account without the content permission is refused the studio's API.
      const inbox = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
      stoppers.push(() => inbox.dispose());
      expect((await inbox.post(adminApi.session, { data: INBOX })).status()).toBe(204);
      expect((await inbox.get(adminApi.content)).status()).toBe(403);

      const copy = await test.step('npm run export', () => exportCopy(store, env));
      await expectExported(copy, admins);
      if (builds) await expectBuilt(await test.step('astro build', () => buildCopy(copy, env)), admins);
    } finally {
      for (const stop of stoppers.reverse()) await stop();
    }
  });
}
