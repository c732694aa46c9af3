/**
 * The home page's facts are content: the studio's home document shows the counter figures as
 * numbers (once, for every language, in the first shown column) and their labels, the activity areas' heading and areas in every language (each brought into view), and a
 * figure an editor types is saved as a number. What the form holds does not depend on the width:
 * the editor on a phone is content-studio.mobile.spec.ts.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, languages, type Lang } from '../../src/i18n/routes';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { showLanguage } from './studio-columns';

test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR', timezoneId: 'Europe/Istanbul' });

const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);
const counterKeys = ['completed', 'ongoing', 'customers'] as const;

test("the home's counters and activity areas are there to edit in every language, and a figure saves as a number", async ({
  page,
}, testInfo) => {
  await page.goto(editorHref({ key: 'home', item: null }));
  await submitSignIn(page, 'tr', staff.email, staff.password);
  for (const lang of languages) {
    await showLanguage(page, 'tr', lang);
    const home = getContent(lang).home;
    for (const key of counterKeys) {
      // A figure is one fact for every language: it is typed in the first language's column only.
      if (lang === languages[0]) await expect(field(page, lang, 'counters', key, 'value')).toHaveValue(String(home.counters[key].value));
      else await expect(field(page, lang, 'counters', key, 'value')).toHaveCount(0);
      await expect(field(page, lang, 'counters', key, 'label')).toHaveValue(home.counters[key].label);
    }
    await expect(field(page, lang, 'activityAreasHeader')).toHaveValue(home.activityAreasHeader);
    for (const [index, area] of home.activityAreas.entries()) {
      await expect(field(page, lang, 'activityAreas', index, 'title')).toHaveValue(area.title);
    }
    await expect(field(page, lang, 'activityAreas', home.activityAreas.length, 'title')).toHaveCount(0);
  }
  await page.locator('[data-field="counters"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath(`studio-home-${testInfo.project.name}.png`) });
  await expectNoAxeViolations(page);

  const lang = languages[0]!;
  await field(page, lang, 'counters', 'completed', 'value').fill('50');
  await page.getByRole('button', { name: studioStrings.tr.editor.save, exact: true }).click();
  await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings.tr.editor.saved);
  const stored = (await (await page.request.get(adminApiPath(adminApi.contentDocument, { lang, key: 'home' }))).json()) as {
    data: { counters: { completed: { value: unknown } } };
  };
  expect(stored.data.counters.completed.value).toBe(50);
});
