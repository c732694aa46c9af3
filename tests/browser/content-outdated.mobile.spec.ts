/**
 * "Out of date" marks in the studio, as the steps go: a Turkish edit of one field marks
 * that field in English, with what changed there; the English update clears it and marks no
 * Turkish field; "Checked" clears a mark; the list counts the marked fields per document and
 * language. On a phone (375 px), where the note stacks under its field and the page must stay
 * as wide as the screen; the marks themselves do not depend on the width.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminPath, languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { defaultPair } from '../../src/islands/admin/studio/translation/language-pair';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const tr = studioStrings.tr;
const about = editorHref({ key: 'aboutTagline', item: null });
const field = (page: Page, lang: Lang, key: string) => page.locator(`#field-${lang}-${key}`);
const note = (page: Page, lang: Lang, key: string) => page.locator(`[data-field-lang="${lang}"] [data-outdated="${key}"]`);
const count = (page: Page, lang: Lang) => page.locator(`[data-content-document="aboutTagline"] [data-outdated-count="${lang}"]`);

/** The note's first line, whatever the date. */
const marked = (language: string) => {
  const [start, end] = fill(tr.outdated.marked, { language, date: '\u0000', by: staff.email }).split('\u0000');
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`${escape(start!)}.+${escape(end!)}`);
};

async function save(page: Page) {
  await page.getByRole('button', { name: tr.editor.save, exact: true }).click();
  await expect(page.locator('[data-studio-status]')).toHaveText(tr.editor.saved);
}

test('a field changed in one language is marked in the other until it is updated or checked, and the list counts the marks', async ({
  page,
}) => {
  await page.goto(about);
  await submitSignIn(page, 'tr', staff.email, staff.password);
  const before = getContent('tr').aboutTagline.visionContent;

  // Only the Turkish vision changes: the English vision is marked, nothing else, nothing in Turkish.
  await field(page, 'tr', 'visionContent').fill('Enerjide güvenilir ortak olmak.');
  await save(page);
  const vision = note(page, 'en', 'visionContent');
  await expect(vision).toContainText(marked(tr.languageNames.tr));
  await expect(vision.locator('del')).toHaveText(before);
  await expect(vision.locator('ins')).toHaveText('Enerjide güvenilir ortak olmak.');
  await expect(page.locator('[data-outdated]')).toHaveCount(1);
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await expectNoAxeViolations(page);

  // The list says so, per document and language.
  await page.goto(adminPath('content'));
  await expect(count(page, 'en')).toHaveText(fill(tr.outdated.countOne, { lang: 'EN' }));
  await expect(count(page, 'tr')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A minute later the English text is brought in line: the mark goes, and Turkish is not marked.
  await page.goto(about);
  await field(page, 'en', 'visionContent').fill('To be a reliable partner in energy.');
  await save(page);
  await expect(page.locator('[data-outdated]')).toHaveCount(0);

  // A Turkish change that needs no English change: "Checked" clears it, and the focus goes back to the field.
  await field(page, 'tr', 'missionContent').fill(`${getContent('tr').aboutTagline.missionContent} Her zaman.`);
  await save(page);
  const mission = note(page, 'en', 'missionContent');
  await expect(mission).toBeVisible();
  await mission.getByRole('button', { name: fill(tr.outdated.checkedLabel, { field: 'Misyon metni', lang: 'EN' }) }).click();
  await expect(mission).toHaveCount(0);
  await expect(field(page, 'en', 'missionContent')).toBeFocused();
  await page.reload();
  await expect(page.locator('[data-field-row="missionContent"]')).toBeVisible();
  await expect(page.locator('[data-outdated]')).toHaveCount(0);

  await page.goto(adminPath('content'));
  await expect(page.locator('[data-content-document]').first()).toBeVisible();
  // Cleared in the two languages the editor showed; a language not shown keeps its marks until someone looks at it there.
  for (const lang of defaultPair(languages)) await expect(page.locator(`[data-outdated-count="${lang}"]`)).toHaveCount(0);
});
