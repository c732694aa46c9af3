/**
 * Editing in the studio (1280 px): Enter in a one-line box never saves the form (only Save
 * does); "fill from" another language is offered on filled fields too, replaces the text, and
 * is one undo away (its Undo button, Ctrl+Z in a text box); an upload names its file and says
 * what was removed from it; each image field says where the site shows it; an item of a long
 * list, and an entry of a list field, moves to any place in one step, by keyboard.
 */
import type { Page } from '@playwright/test';
import { describeFields } from '../../src/content/field-meta';
import { projectFieldsSchema } from '../../src/content/schemas';
import { getContent } from '../../src/content/loader';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, adminApiPath, adminPath, languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import type { ContentOverviewEntry } from '../../src/admin-api/contract';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { showLanguage } from './studio-columns';
import { phonePhoto } from './studio-project';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;
const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);
const status = (page: Page) => page.locator('[data-studio-status]');

async function openStudio(page: Page, url: string, ui: AdminLang = 'tr') {
  await page.goto(url);
  await submitSignIn(page, ui, staff.email, staff.password);
}

test('Enter in a one-line box does not save the form; the Save button does', async ({ page }) => {
  await openStudio(page, editorHref({ key: 'site', item: null }));
  const saves: string[] = [];
  const saveBodies: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'PUT') return;
    saves.push(request.url());
    saveBodies.push(request.postData() ?? '');
  });
  const headline = field(page, 'tr', 'hero', 'headline');
  await headline.fill('Enter ile kaydedilmeyen başlık');
  await headline.press('Enter');
  await field(page, 'en', 'siteMaker', 'url').press('Enter');
  await expect(status(page)).toHaveText(tr.editor.unsaved);
  await expect(headline).toHaveValue('Enter ile kaydedilmeyen başlık');

  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(status(page)).toHaveText(tr.editor.saved);
  // One save, of the languages changed: TR's.
  expect(saves).toEqual([expect.stringContaining(adminApiPath(adminApi.contentDocumentLanguages, { key: 'site' }))]);
  expect(Object.keys((JSON.parse(saveBodies[0]!) as { languages: object }).languages)).toEqual(['tr']);
});

test('fill from the other language replaces a filled field, and Undo or Ctrl+Z brings its text back', async ({ page }) => {
  const project = getContent('tr').projects.projects[0]!;
  const [first, second] = languages as [Lang, Lang];
  const text = (lang: Lang) => getContent(lang).projects.projects[0]!.project;
  await openStudio(page, editorHref({ key: 'projects', item: project.id }));

  // A filled one-line box: the button says it replaces; Undo, where the focus goes, brings it back.
  const name = page.locator('[data-field="name"]', { has: field(page, second, 'name') });
  const replace = name.locator(`[data-fill-from="${first}"]`);
  await expect(replace).toHaveText(fill(tr.editor.replaceFrom, { lang: tr.languageNames[first] }));
  await replace.click();
  await expect(field(page, second, 'name')).toHaveValue(text(first).name);
  const undo = name.locator('[data-fill-undo]');
  await expect(undo).toBeFocused();
  // The field now holds the first language's text: that language is offered no more (any other still is).
  await expect(replace).toHaveCount(0);
  await undo.press('Enter');
  await expect(field(page, second, 'name')).toHaveValue(text(second).name);
  await expect(replace).toBeFocused();

  // Ctrl+Z in the box itself, right after the fill.
  await replace.click();
  await field(page, second, 'name').press('Control+z');
  await expect(field(page, second, 'name')).toHaveValue(text(second).name);
  await expect(name.locator('[data-fill-undo]')).toHaveCount(0);

  // Typing after a fill makes the typing what an undo takes back: the Undo button goes.
  await replace.click();
  await field(page, second, 'name').press('End');
  await field(page, second, 'name').press('!');
  await expect(name.locator('[data-fill-undo]')).toHaveCount(0);

  // Rich text: replaced from the other language, and back with Undo.
  const body = page.locator('[data-field="htmlContent"]', { has: field(page, second, 'htmlContent') });
  await body.locator(`[data-fill-from="${first}"]`).click();
  await expect(field(page, second, 'htmlContent')).toContainText(plain(text(first).htmlContent!).slice(0, 40));
  await body.locator('[data-fill-undo]').click();
  await expect(field(page, second, 'htmlContent')).toContainText(plain(text(second).htmlContent!).slice(0, 40));

  // An empty field is offered the fill as before.
  await field(page, first, 'location').fill('');
  await expect(
    page.locator('[data-field="location"]', { has: field(page, first, 'location') }).locator(`[data-fill-from="${second}"]`),
  ).toHaveText(fill(tr.editor.fillFrom, { lang: tr.languageNames[second] }));
});

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('an upload names its file and says its location and other metadata were removed; the picker shows the name', async ({ page }) => {
  const project = getContent('tr').projects.projects[0]!;
  await openStudio(page, editorHref({ key: 'projects', item: project.id }));
  const fileName = 'Şantiye kuzey cephe.jpg';
  await page.locator('[data-image-field="field-tr-primaryImageSource"] [data-image-upload]').setInputFiles({
    name: fileName,
    mimeType: 'image/jpeg',
    buffer: await phonePhoto(),
  });
  const message = page.locator('[data-image-field="field-tr-primaryImageSource"] [data-image-status]');
  await expect(message).toHaveText(fill(tr.image.uploaded, { name: fileName }));
  await expect(field(page, 'tr', 'primaryImageSource')).toHaveValue(/^\/images\/uploads\/[0-9a-f]{32}\.jpg$/);

  // The photo is one for every language: the picker of the column that chooses it lists the upload by its name.
  const uploaded = await field(page, 'tr', 'primaryImageSource').inputValue();
  await field(page, 'tr', 'primaryImageSource').fill(getContent('tr').projects.projects[1]!.project.imageSources[0]!);
  await page.locator('[data-image-field="field-tr-primaryImageSource"]').getByRole('button', { name: tr.image.pick }).click();
  const picker = page.getByRole('dialog', { name: tr.image.pickHeading });
  await expect(picker.getByRole('button', { name: `${tr.image.choose}: ${fileName}` })).toBeVisible();
  await expect(picker.locator('[data-image-name]').first()).toHaveText(fileName);
  await picker.getByRole('button', { name: `${tr.image.choose}: ${fileName}` }).click();
  await expect(field(page, 'tr', 'primaryImageSource')).toHaveValue(uploaded);
  const preview = (lang: string) => page.locator(`[data-image-field="field-${lang}-primaryImageSource"] [data-image-preview]`);
  await expect(preview('en')).toHaveAttribute('src', (await preview('tr').getAttribute('src'))!);
});

test('each image field says where the site shows it, once, beside its name', async ({ page }) => {
  const project = getContent('tr').projects.projects[0]!;
  await openStudio(page, editorHref({ key: 'projects', item: project.id }));
  const fields = describeFields(projectFieldsSchema).filter((described) => described.shownAt);
  expect(fields.map(({ key }) => key)).toEqual(['primaryImageSource', 'imageSources']);
  for (const lang of languages) {
    await showLanguage(page, 'tr', lang);
    for (const described of fields) {
      const help = page
        .locator(`[data-field="${described.key}"]`, { has: page.locator(`[id^="field-${lang}-${described.key}"]`) })
        .locator('[data-image-where]');
      await expect(help).toHaveCount(1);
      await expect(help).toHaveText(described.shownAt!.tr);
    }
  }
  // The main photo's box is described by it.
  await expect(field(page, 'tr', 'primaryImageSource')).toHaveAccessibleDescription(fields[0]!.shownAt!.tr);
});

test('the last of thirty references goes to the top in one step, by keyboard, in every language', async ({ page }) => {
  const references = getContent('tr').references.references;
  expect(references.length).toBeGreaterThanOrEqual(30);
  const last = references.at(-1)!;
  await openStudio(page, adminPath('content'));
  const items = page.locator('[data-content-items="references"]');
  await items.locator('summary').click();
  const open = items.getByRole('button', { name: fill(tr.move.open, { name: last.reference.referenceName }) });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: fill(tr.move.heading, { name: last.reference.referenceName }) });
  const position = dialog.getByLabel(tr.move.position);
  await expect(position).toBeFocused();
  await expect(position).toHaveValue(String(references.length - 1));
  await page.keyboard.press('Home');
  await expect(position).toHaveValue('0');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: tr.move.confirm })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(items.locator('[data-content-item]').first()).toHaveAttribute('data-content-item', last.id);
  await expect(items).not.toHaveAttribute('aria-busy', 'true');
  await expect(items.locator('[data-content-item]').nth(1)).toHaveAttribute('data-content-item', references[0]!.id);
  // Every language's list has it first, the rest in their order.
  const overview = (await (await page.request.get(adminApi.content)).json()) as { documents: ContentOverviewEntry[] };
  for (const lang of languages) {
    const entry = overview.documents.find((document) => document.key === 'references' && document.lang === lang)!;
    expect(
      entry.items!.map(({ id }) => id),
      lang,
    ).toEqual([last.id, ...references.slice(0, -1).map(({ id }) => id)]);
  }
});

test("a list field's entry moves to any place in one step, its alt text with it, by keyboard", async ({ page }) => {
  const project = getContent('tr').projects.projects.find(({ project }) => project.imageSources.length >= 3)!;
  const photos = project.project.imageSources;
  await openStudio(page, editorHref({ key: 'projects', item: project.id }));
  const lastIndex = photos.length - 1;
  await field(page, 'tr', 'imageSources', lastIndex, 'alt').fill('Son fotoğrafın açıklaması');
  await page.locator(`#field-tr-imageSources-${lastIndex}-move`).press('Enter');
  const position = page.getByRole('dialog').getByLabel(tr.move.position);
  await expect(position).toBeFocused();
  await page.keyboard.press('Home');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(field(page, 'tr', 'imageSources', 0)).toHaveValue(photos[lastIndex]!);
  await expect(field(page, 'tr', 'imageSources', 1)).toHaveValue(photos[0]!);
  await expect(field(page, 'tr', 'imageSources', 0, 'alt')).toHaveValue('Son fotoğrafın açıklaması');
  await expect(page.locator('#field-tr-imageSources-0-move')).toBeFocused();
});
