/**
 * Every project page's status row shows the project's real state (DECISIONS.md), the one the
 * counter and the footer's completed list count: ongoing before completed, no row for neither.
 */
import { expect, test } from '@playwright/test';
import { getProjectsData } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { builtPage } from './built-page';

for (const lang of languages) {
  const labels = ui[lang].projectLabels;
  const projects = getProjectsData(lang).projects;

  test(`${lang}: the content has an ongoing and a completed project to show`, () => {
    expect(projects.some((p) => p.project.ongoing)).toBe(true);
    expect(projects.some((p) => p.project.completed && !p.project.ongoing)).toBe(true);
  });

  for (const { project } of projects) {
    const expected = project.ongoing ? labels.ongoing : project.completed ? labels.completed : undefined;
    test(`${pathFor('projectDetail', lang, project.url)}: status ${expected ?? 'not shown'}`, () => {
      const $ = builtPage(pathFor('projectDetail', lang, project.url));
      const statusRow = $('[data-project-rows] > div').filter((_, row) => $(row).find('dt').text().trim() === labels.status);
      if (expected === undefined) expect(statusRow).toHaveLength(0);
      else expect(statusRow.find('dd').text().trim()).toBe(expected);
    });
  }
}
