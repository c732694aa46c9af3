/**
 * Two of the site's languages side by side, chosen by the editor and remembered in this browser:
 * an editor picks Turkish and German, edits and saves German, finds the same pair after a
 * reload; a fact set once shows in the first shown column, whichever language that is; a draft
 * of a language not shown is kept, said, and saved. The content list counts, per language, what
 * is missing or out of date, and its filter narrows the list to what German lacks.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, adminPath, languages, type Lang } from '../../src/i18n/routes';
import type { ContentVersion } from '../../src/admin-api/contract';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { languageWorkStrings } from '../../src/islands/admin/studio/translation/language-work-strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const [first, second] = languages as [Lang, Lang, ...Lang[]];
const german = 'de' satisfies Lang;
const column = (page: Page, lang: Lang) => page.locator(`[data-field-lang="${lang}"]`);
const row = (page: Page, key: string, lang: Lang) => page.locator(`[data-field-row="${key}"] [data-field-lang="${lang}"]`);
const stored = async (page: Page, path: string) => ((await (await page.request.get(path)).json()) as ContentVersion).data!;

/** The project with the most photos that German has. */
const project = getContent(german)
  .projects.projects.toSorted((a, b) => (b.project.imageSources?.length ?? 0) - (a.project.imageSources?.length ?? 0))
  .at(0)!;

for (const ui of ['tr', 'en'] as const)
  test.describe(`${ui} admin`, () => {
    test.use({ locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });
    test(`an editor (${ui} admin) picks ${first.toUpperCase()} + DE, saves German, and finds the pair again`, async ({ page }) => {
      const texts = studioStrings[ui].editor;
      const names = studioStrings[ui].languageNames;
      await page.goto(editorHref({ key: 'projects', item: project.id }));
      await submitSignIn(page, ui, staff.email, staff.password);
      const firstSelect = page.getByLabel(fill(texts.column, { number: 1 }), { exact: true });
      const secondSelect = page.getByLabel(fill(texts.column, { number: 2 }), { exact: true });
      // The default pair: the default language and the next; German is not shown yet.
      await expect(firstSelect).toHaveValue(first);
      await expect(secondSelect).toHaveValue(second);
      await expect(column(page, german)).toHaveCount(0);
      await expect(page.getByRole('group', { name: texts.languagesShown })).toBeVisible();

      // By keyboard: the second column's select takes German.
      await secondSelect.focus();
      await secondSelect.selectOption(german);
      await expect(column(page, second)).toHaveCount(0);
      const name = page.locator(`#field-${german}-name`);
      await expect(name).toHaveValue(project.project.name);
      // A fact set once is in the first shown column only; the photos are chosen there, described in German.
      await expect(row(page, 'slider', first).locator('input')).toHaveCount(1);
      await expect(row(page, 'slider', german).locator('input')).toHaveCount(0);
      await expect(row(page, 'imageSources', first).locator('[data-image-upload]').first()).toBeAttached();
      await expect(row(page, 'imageSources', german).locator('[data-image-upload]')).toHaveCount(0);
      await expect(row(page, 'imageSources', german).locator('[data-image-chosen-in]').first()).toHaveText(
        fill(studioStrings[ui].image.chosenIn, { lang: names[first] }),
      );
      await expect(row(page, 'imageSources', german).locator('[data-image-alt]').first()).toBeEditable();
      // "Fill from" offers every other language, the one not shown included.
      await name.fill('');
      await expect(page.locator(`#field-${german}-name-fill [data-fill-from]`)).toHaveCount(languages.length - 1);

      const germanName = `${project.project.name} (Prüfung)`;
      await name.fill(germanName);
      // German out of sight: its draft is kept, and the save bar says it is there.
      await secondSelect.selectOption(second);
      await expect(page.locator('[data-hidden-unsaved]')).toHaveText(fill(texts.hiddenUnsaved, { langs: names[german] }));
      await secondSelect.selectOption(german);
      await expect(name).toHaveValue(germanName);
      await expect(page.locator('[data-hidden-unsaved]')).toHaveCount(0);

      await page.getByRole('button', { name: texts.save, exact: true }).click();
      await expect(page.locator('[data-studio-status]')).toHaveText(texts.saved);
      const saved = await stored(page, adminApiPath(adminApi.contentItem, { lang: german, key: 'projects', id: project.id }));
      expect(saved['name']).toBe(germanName);
      const untouched = await stored(page, adminApiPath(adminApi.contentItem, { lang: first, key: 'projects', id: project.id }));
      expect(untouched['name']).toBe(getContent(first).projects.projects.find((entry) => entry.id === project.id)!.project.name);

      await page.reload();
      await expect(firstSelect).toHaveValue(first);
      await expect(secondSelect).toHaveValue(german);
      await expect(name).toHaveValue(germanName);
      await expectNoAxeViolations(page);
    });
  });

test('the first shown column holds the facts set once, whichever language it shows; a problem in a hidden language brings it into view', async ({
  page,
}) => {
  const texts = studioStrings.tr.editor;
  const select = (number: 1 | 2) => page.getByLabel(fill(texts.column, { number }), { exact: true });
  await page.goto(editorHref({ key: 'projects', item: project.id }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  await select(1).selectOption(german);
  await expect(select(2)).toHaveValue(second);
  await expect(column(page, first)).toHaveCount(0);
  await expect(row(page, 'slider', german).locator('input')).toHaveCount(1);
  await expect(row(page, 'slider', second).locator('input')).toHaveCount(0);
  await expect(row(page, 'imageSources', german).locator('[data-image-upload]').first()).toBeAttached();
  await expect(row(page, 'imageSources', second).locator('[data-image-chosen-in]').first()).toBeVisible();
  // Choosing the other column's language swaps the two: the facts move with the first column.
  await select(2).selectOption(german);
  await expect(select(1)).toHaveValue(second);
  await expect(row(page, 'slider', second).locator('input')).toHaveCount(1);
  await expect(row(page, 'slider', german).locator('input')).toHaveCount(0);

  // A required German field emptied, then German hidden: the refused save's summary leads back to it.
  await page.locator(`#field-${german}-name`).fill('');
  await select(2).selectOption(first);
  await expect(column(page, german)).toHaveCount(0);
  await page.getByRole('button', { name: texts.save, exact: true }).click();
  await page
    .locator('[data-problem-summary] a', { hasText: `(${german.toUpperCase()})` })
    .first()
    .click();
  await expect(page.locator(`#field-${german}-name`)).toBeFocused();
  await expect(select(2)).toHaveValue(german);
});

for (const ui of ['tr', 'en'] as const)
  test.describe(`${ui} admin`, () => {
    test.use({ locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });
    test(`the content list (${ui} admin) counts what German lacks, and its filter shows just that`, async ({ page }, testInfo) => {
      const texts = languageWorkStrings[ui];
      const names = studioStrings[ui].languageNames;
      await page.goto(adminPath('content'));
      await submitSignIn(page, ui, staff.email, staff.password);
      // The items the other languages have and German does not: the snapshot leaves them English-only.
      const lacking = (ids: (lang: Lang) => string[]) => [...new Set(languages.flatMap(ids))].filter((id) => !ids(german).includes(id));
      const projects = lacking((lang) => getContent(lang).projects.projects.map((entry) => entry.id));
      const news = lacking((lang) => getContent(lang).news.news.map((entry) => entry.id));
      expect(projects).toEqual(expect.arrayContaining(['p06', 'p07']));
      expect(news).toEqual(expect.arrayContaining(['iso-45001-belgesi', 'stajyer-programi-2025']));

      const table = page.getByRole('table');
      const cell = (lang: Lang, what: 'missing' | 'empty') => table.locator(`[data-language-work="${lang}"] [data-work-${what}]`);
      await expect(cell(german, 'missing')).toHaveText(String(projects.length + news.length));
      await expect(cell(first, 'missing')).toHaveText('0');
      await expect(table.getByRole('rowheader', { name: names[german] })).toBeVisible();

      const filter = page.getByLabel(texts.filter, { exact: true });
      const documents = page.locator('[data-content-document]');
      const allDocuments = await documents.count();
      const shownItems = () =>
        page.locator('[data-content-item]').evaluateAll((items) => items.map((item) => item.dataset['contentItem']!));
      const found = async () => Number((await page.locator('[data-content-filtered]').textContent())?.match(/\d+/)?.[0]);
      await filter.selectOption(german);
      await expect(page.locator('[data-content-filtered]')).not.toBeEmpty();
      const before = { items: await shownItems(), found: await found(), empty: Number(await cell(german, 'empty').textContent()) };
      // Narrowed to what German lacks: the English-only items are there, with their mark and link.
      expect(before.items).toEqual(expect.arrayContaining([...projects, ...news]));
      expect(await documents.count()).toBeLessThan(allDocuments);
      await expect(page.locator(`[data-content-item="${projects[0]}"] [data-missing-languages]`)).toHaveAttribute(
        'data-missing-languages',
        german,
      );

      // A German project's text emptied (optional, filled in the other languages): a field to fill there.
      const withText = getContent(german).projects.projects.find((entry) => entry.project.htmlContent && !before.items.includes(entry.id))!;
      const unit = adminApiPath(adminApi.contentItem, { lang: german, key: 'projects', id: withText.id });
      const current = (await (await page.request.get(unit)).json()) as ContentVersion;
      const { htmlContent: _text, ...rest } = current.data!;
      const emptied = await page.request.put(unit, {
        headers: { origin: new URL(page.url()).origin },
        data: { data: rest, baseRevision: current.revision },
      });
      expect(emptied.status()).toBe(200);
      await page.reload();
      await expect(cell(german, 'empty')).toHaveText(String(before.empty + 1));
      await filter.selectOption(german);
      await expect(page.locator('[data-content-filtered]')).toHaveText(
        fill(texts.filtered, { lang: names[german], count: before.found + 1 }),
      );
      expect((await shownItems()).toSorted()).toEqual([...before.items, withText.id].toSorted());
      await expect(page.locator(`[data-content-item="${withText.id}"] [data-empty-count]`)).toHaveText(
        fill(texts.emptyCount, { lang: german.toUpperCase(), count: 1 }),
      );
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`content-list-filter-${ui}-1280.png`), fullPage: true });

      await page.getByLabel(texts.filter, { exact: true }).selectOption('');
      await expect(documents.first()).toBeVisible();
      await expect(documents).toHaveCount(allDocuments);

      // "Add the German version" opens the editor with German in view, whatever pair was remembered.
      await page.getByLabel(texts.filter, { exact: true }).selectOption(german);
      await page
        .locator(`[data-content-item="${projects[0]}"]`)
        .getByRole('link', { name: fill(studioStrings[ui].missingLanguage.complete, { lang: names[german] }) })
        .click();
      await expect(page.locator(`#field-${german}-name`)).toBeVisible();
      await expect(page.locator(`[data-field-lang="${german}"]`).first()).toBeVisible();
    });
  });

for (const ui of ['tr', 'en'] as const)
  test.describe(`${ui} admin`, () => {
    test.use({ locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });
    test(`screenshot: ${first.toUpperCase()} and DE side by side, a project with photos, ${ui} admin, 1280 px`, async ({
      page,
    }, testInfo) => {
      await page.addInitScript((pair) => localStorage.setItem('content-studio-language-pair', pair), `${first} ${german}`);
      await page.goto(editorHref({ key: 'projects', item: project.id }));
      await submitSignIn(page, ui, staff.email, staff.password);
      await expect(page.locator(`#field-${german}-name`)).toBeVisible();
      const nameBox = await page.locator(`#field-${first}-name`).boundingBox();
      const germanBox = await page.locator(`#field-${german}-name`).boundingBox();
      // Side by side: the same height, German to the right.
      expect(germanBox!.y).toBe(nameBox!.y);
      expect(germanBox!.x).toBeGreaterThan(nameBox!.x + nameBox!.width);
      await page.screenshot({ path: testInfo.outputPath(`pair-${ui}-1280.png`) });
      await page.locator('[data-field-row="imageSources"]').scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`pair-photos-${ui}-1280.png`) });
    });
  });
