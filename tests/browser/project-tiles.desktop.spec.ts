/**
 * The projects grid's tiles: an ongoing project says so in words on its tile (not by colour
 * alone), a completed one carries no badge.
 */
import { expect, test } from '@playwright/test';
import { getProjectsData } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';

for (const lang of languages) {
  test(`${lang}: each ongoing project's tile says so in words, the others carry no status badge`, async ({ page }) => {
    const projects = getProjectsData(lang).projects.map(({ project }) => project);
    expect(projects.some((p) => p.ongoing)).toBe(true);
    await page.goto(pathFor('projects', lang));
    for (const { url, ongoing } of projects) {
      const badge = page.locator(`[data-project-tile="${url}"] [data-project-status]`);
      if (ongoing) {
        await expect(badge, url).toBeVisible();
        await expect(badge, url).toHaveText(ui[lang].projectLabels.ongoing);
      } else await expect(badge, url).toHaveCount(0);
    }
  });
}

test("a project without a photo shows the company's mark on its tile, not an apology", async ({ page }) => {
  const withoutPhoto = getProjectsData('tr').projects.filter(({ project }) => !project.primaryImageSource);
  expect(withoutPhoto.length).toBeGreaterThan(0);
  await page.goto(pathFor('projects', 'tr'));
  for (const { project } of withoutPhoto) {
    const tile = page.locator(`[data-project-tile="${project.url}"]`);
    const mark = tile.locator('[data-project-placeholder] img');
    await expect(mark, project.url).toBeVisible();
    // The mark loads lazily: a visitor sees it once the tile scrolls near, and so does the test.
    await mark.scrollIntoViewIfNeeded();
    await expect
      .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: project.url })
      .toBe(true);
    await expect(tile, project.url).toHaveText(new RegExp(`^\\s*${project.name}`));
  }
});
