/**
 * Editing in the studio's form (1280 px): Enter in a one-line box never saves the form (only
 * Save does); "fill from" another language is offered on filled fields too, replaces the
 * text, and is one undo away (its Undo button, Ctrl+Z in a text box, the rich text's own undo).
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;
const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);
const status = (page: Page) => page.locator('[data-studio-status]');

async function openStudio(page: Page, url: string, ui: Lang = 'tr') {
  await page.goto(url);
  await submitSignIn(page, ui, staff.email, staff.password);
}

test('Enter in a one-line box does not save the form; the Save button does', async ({ page }) => {
  await openStudio(page, editorHref({ key: 'site', item: null }));
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT') saves.push(request.url());
  });
  const headline = field(page, 'tr', 'hero', 'headline');
  await headline.fill('Enter ile kaydedilmeyen başlık');
  await headline.press('Enter');
  await field(page, 'en', 'siteMaker', 'url').press('Enter');
  await expect(status(page)).toHaveText(tr.editor.unsaved);
  await expect(headline).toHaveValue('Enter ile kaydedilmeyen başlık');

  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(status(page)).toHaveText(tr.editor.saved);
  expect(saves).toEqual([expect.stringContaining(adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' }))]);
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
  await expect(name.locator('[data-fill-from]')).toHaveCount(0);
  await page.screenshot({ path: '/work/wt/shots/editor/fill-undo-1280-tr.png' });
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
  await expect(page.locator('[data-field="location"]', { has: field(page, first, 'location') }).locator('[data-fill-from]')).toHaveText(
    fill(tr.editor.fillFrom, { lang: tr.languageNames[second] }),
  );
});

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
