/**
 * A page not translated yet, as a visitor meets it at each width: the language switch of the
 * fallback's page leads to it, its notice is visible in full beside the untranslated title, and
 * the projects list marks its tile.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { matchPath, pathFor } from '../../src/i18n/routes';
import { untranslatedMark } from '../../src/i18n/untranslated';
import { UNTRANSLATED_PAGES_FILE, type UntranslatedPage } from '../../src/lib/site-pages';
import { distDir } from '../dist-dir';

const reported = JSON.parse(readFileSync(join(distDir, UNTRANSLATED_PAGES_FILE), 'utf8')) as UntranslatedPage[];
const project = reported.find((entry) => matchPath(entry.path)?.key === 'projectDetail')!;
const mark = untranslatedMark(project.lang, project.shows)!;

test('the switch of the fallback page leads to the untranslated page, which says so where it is seen', async ({ page }) => {
  await page.goto(project.canonicalPath);
  await page.locator(`footer a[data-language-switch][href="${project.path}"]`).click();
  await expect(page).toHaveURL(project.path);

  const notice = page.locator('[data-untranslated-notice]');
  await expect(notice).toBeVisible();
  await expect(notice).toHaveText(mark.notice);
  const width = page.viewportSize()!.width;
  const box = (await notice.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expect(page.locator(`main h1[lang="${mark.tag}"]`)).toBeVisible();
});

test("the projects list marks the untranslated project's tile", async ({ page }) => {
  await page.goto(pathFor('projects', project.lang));
  const tile = page.locator(`a[data-project-tile][href="${project.path}"]`);
  await tile.scrollIntoViewIfNeeded();
  await expect(tile.locator('[data-untranslated-mark]')).toBeVisible();
  await expect(tile.locator('[data-untranslated-mark]')).toHaveText(mark.badge);
  await expect(tile).toHaveAccessibleName(new RegExp(mark.badge));
});
