/**
 * Facts set once: a project's "On the home page slider" and a counter's figure show once, in
 * the first shown column (by default the default language's; said to hold in every language),
 * with no input for them in the other languages' columns; one change and one Save store them in
 * every language's document.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, languages, type Lang } from '../../src/i18n/routes';
import type { ContentVersion } from '../../src/admin-api/contract';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { showLanguage } from './studio-columns';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const [first, ...others] = languages as [Lang, ...Lang[]];
const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);
/** The inputs of a field's row in one language's column. */
const inputs = (page: Page, key: string, lang: Lang) => page.locator(`[data-field-row="${key}"] [data-field-lang="${lang}"] input`);
const stored = async (page: Page, path: string) => ((await (await page.request.get(path)).json()) as ContentVersion).data!;

test('a project put on the home slider once is on it in every language', async ({ page }) => {
  const project = getContent(first).projects.projects.find((entry) => !entry.project.slider)!;
  const ui = 'tr';
  await page.goto(editorHref({ key: 'projects', item: project.id }));
  await submitSignIn(page, ui, staff.email, staff.password);
  const slider = inputs(page, 'slider', first);
  await expect(slider).not.toBeChecked();
  await expect(slider).toHaveAccessibleName(new RegExp(studioStrings[ui].editor.sharedField));
  for (const lang of others) {
    await showLanguage(page, ui, lang);
    await expect(inputs(page, 'slider', lang)).toHaveCount(0);
    await expect(inputs(page, 'completed', lang)).toHaveCount(0);
    // Translated fields stay in every column.
    await expect(field(page, lang, 'name')).toHaveValue(
      getContent(lang).projects.projects.find((entry) => entry.id === project.id)!.project.name,
    );
  }
  // The photos are chosen and arranged in the first column; the others describe them in their language.
  const photos = (lang: Lang) => page.locator(`[data-field-row="imageSources"] [data-field-lang="${lang}"]`);
  await expect(photos(first).locator('[data-image-upload]').first()).toBeAttached();
  await expect(photos(first).locator('[data-image-chosen-in]')).toHaveCount(0);
  for (const lang of others) {
    await showLanguage(page, ui, lang);
    await expect(photos(lang).locator('[data-image-upload]')).toHaveCount(0);
    await expect(photos(lang).getByRole('button')).toHaveCount(0);
    await expect(photos(lang).locator('[data-image-chosen-in]').first()).toBeVisible();
    await expect(photos(lang).locator('[data-image-alt]').first()).toBeEditable();
  }
  await slider.check();
  await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings[ui].editor.saved);
  for (const lang of languages) {
    const data = await stored(page, adminApiPath(adminApi.contentItem, { lang, key: 'projects', id: project.id }));
    expect(data['slider'], lang).toBe(true);
  }
  // After a reload, the one box still says so.
  await page.reload();
  await expect(inputs(page, 'slider', first)).toBeChecked();
  await expectNoAxeViolations(page);
});

test.describe('with the admin in English', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });
  test('a counter figure typed once is saved in every language, its labels in each', async ({ page }) => {
    await page.goto(editorHref({ key: 'home', item: null }));
    await submitSignIn(page, 'en', staff.email, staff.password);
    for (const lang of others) {
      await showLanguage(page, 'en', lang);
      await expect(field(page, lang, 'counters', 'customers', 'label')).toBeVisible();
      await expect(field(page, lang, 'counters', 'customers', 'value')).toHaveCount(0);
    }
    await field(page, first, 'counters', 'customers', 'value').fill('120');
    await page.getByRole('button', { name: studioStrings.en.editor.save, exact: true }).click();
    await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings.en.editor.saved);
    for (const lang of languages) {
      const data = await stored(page, adminApiPath(adminApi.contentDocument, { lang, key: 'home' }));
      expect(data['counters'], lang).toMatchObject({ customers: { value: 120, label: getContent(lang).home.counters.customers.label } });
    }
  });
});

for (const ui of ['tr', 'en'] as const)
  test.describe(`with the admin in ${ui}`, () => {
    test.use({ locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });
    for (const width of [375, 1280])
      test(`screenshots: the editor with shared fields, ${ui} admin, ${width} px`, async ({ page }, testInfo) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(editorHref({ key: 'projects', item: getContent(first).projects.projects[0]!.id }));
        await submitSignIn(page, ui, staff.email, staff.password);
        const ongoing = page.locator('[data-field-row="ongoing"]');
        await expect(ongoing).toContainText(studioStrings[ui].editor.sharedField);
        await expect(ongoing.locator('input')).toHaveCount(1);
        await ongoing.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`shared-project-${ui}-${width}.png`) });
        const photos = page.locator('[data-field-row="imageSources"]');
        await expect(photos.locator('[data-image-chosen-in]').first()).toBeVisible();
        await photos.scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`shared-photos-${ui}-${width}.png`) });
        await page.goto(editorHref({ key: 'home', item: null }));
        await page.locator('[data-field-row="counters"]').scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`shared-home-${ui}-${width}.png`) });
      });
  });
