/**
 * Run inside a copy of the project that add-language.ts gave a third content language (run.ts):
 * its src/ holds three languages, so everything below reads them from the locale table as the
 * site does. Every page renders in every language, and the studio edits the third beside the
 * others (the editor shows two at a time, chosen) while the admin speaks Turkish or English.
 */
import type { Page } from '@playwright/test';
import { expect, staff, test } from '../browser/admin-server';
import { submitSignIn } from '../browser/admin-ui';
import { showLanguage } from '../browser/studio-columns';
import { getContent } from '../../src/content/loader';
import { languages, locale, type Lang } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { TEST_LANG } from './add-language';

const testLang = TEST_LANG as Lang;
const field = (page: Page, lang: Lang, ...path: (string | number)[]) => page.locator(`#field-${lang}-${path.join('-')}`);

test.describe('pages', () => {
  test.use({ adminSeed: { account: false, requests: 0 } });

  test('every page renders in every language, the test language included', async ({ request }) => {
    expect(languages).toContain(testLang);
    const pages = sitePages();
    const inTestLanguage = pages.filter((page) => page.lang === testLang);
    expect(inTestLanguage.length).toBe(pages.filter((page) => page.lang === 'en').length);
    for (const { path, lang, key } of pages) {
      if (key === 'admin') continue;
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(200);
      const html = await answer.text();
      expect(html, path).toContain(`<html lang="${locale(lang).tag}"`);
      if (lang !== testLang) continue;
      // Its language switch leads to each other language.
      for (const other of languages.filter((other) => other !== lang))
        expect(html, path).toMatch(new RegExp(`<a href="[^"]*" hreflang="${locale(other).tag}"[^>]*data-language-switch`));
    }
  });
});

test.describe('studio', () => {
  for (const ui of ['en', 'tr'] as const) {
    test.describe(`the admin in ${ui.toUpperCase()}`, () => {
      test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: ui === 'tr' ? 'tr-TR' : 'en-GB' });

      test(`the test language is edited and saved beside the others, the admin in ${ui.toUpperCase()}`, async ({ page }) => {
        const project = getContent(testLang).projects.projects[0]!;
        await page.goto(editorHref({ key: 'projects', item: project.id }));
        await submitSignIn(page, ui, staff.email, staff.password);
        for (const lang of languages) {
          await showLanguage(page, ui, lang);
          await expect(field(page, lang, 'name')).toHaveValue(getContent(lang).projects.projects[0]!.project.name);
        }

        await showLanguage(page, ui, testLang);
        const renamed = `${project.project.name} (${TEST_LANG})`;
        await field(page, testLang, 'name').fill(renamed);
        await page.getByRole('button', { name: studioStrings[ui].editor.save, exact: true }).click();
        await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings[ui].editor.saved);

        await page.reload();
        // The pair chosen is remembered: the test language is still shown.
        await expect(field(page, testLang, 'name')).toHaveValue(renamed);
        for (const lang of languages.filter((lang) => lang !== testLang)) {
          await showLanguage(page, ui, lang);
          await expect(field(page, lang, 'name')).toHaveValue(getContent(lang).projects.projects[0]!.project.name);
        }
      });
    });
  }
});
