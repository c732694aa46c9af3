/**
 * The build's work on content grows with the site, not with its square: with twice the projects,
 * deriving every page (sitePages) and the content each page's view reads reads about twice as
 * many project fields. Counted, not timed: every read of a project's fields is counted through a
 * proxy around the loaded projects.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { clearContentCache, getContent, snapshotDir } from '../../src/content/loader';
import { getPageFrame, getProject, getProjectsData, getSliderData } from '../../src/content/operations';
import { languages } from '../../src/i18n/routes';
import { pageCount, pageSlice } from '../../src/lib/pagination';
import { PROJECTS_PER_PAGE } from '../../src/lib/project-pages';
import { sitePages } from '../../src/lib/site-pages';
import { writeScaledSnapshot } from '../../scripts/lib/scaled-snapshot';

const folders: string[] = [];
const savedSnapshotDir = process.env['CONTENT_SNAPSHOT_DIR'];
const shipped = snapshotDir();
afterAll(() => {
  if (savedSnapshotDir === undefined) delete process.env['CONTENT_SNAPSHOT_DIR'];
  else process.env['CONTENT_SNAPSHOT_DIR'] = savedSnapshotDir;
  clearContentCache();
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Wraps an object so each read of its fields (and of its nested objects') adds to `count.reads`. */
function counted<T extends object>(target: T, count: { reads: number }): T {
  return new Proxy(target, {
    get(object, field, receiver) {
      count.reads++;
      const value = Reflect.get(object, field, receiver) as unknown;
      return value !== null && typeof value === 'object' ? counted(value, count) : value;
    },
  });
}

/** The project fields read to derive every page and what each page's view is handed, at `perLanguage` projects. */
function projectReads(perLanguage: number): { pages: number; reads: number } {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-growth-'));
  folders.push(dir);
  writeScaledSnapshot(dir, perLanguage, shipped);
  process.env['CONTENT_SNAPSHOT_DIR'] = dir;
  clearContentCache();
  const count = { reads: 0 };
  for (const lang of languages) {
    const document = getContent(lang).projects as { projects: object[] };
    document.projects = document.projects.map((project) => counted(project, count));
  }
  const pages = sitePages();
  for (const page of pages) {
    getPageFrame(page.lang);
    if (page.key === 'home') getSliderData(page.lang);
    if (page.key === 'projects' || page.key === 'projectsPage') {
      const list = pageSlice(getProjectsData(page.lang).projects, Number(page.id ?? 1), PROJECTS_PER_PAGE);
      for (const { project } of list) void project.name;
    }
    if (page.key === 'projectDetail') void getProject(page.lang, page.id ?? '')?.project.htmlContent;
  }
  return { pages: pages.length, reads: count.reads };
}

describe('the work of deriving the pages from the content', () => {
  it('about doubles when the projects double', () => {
    const small = projectReads(45);
    const large = projectReads(90);
    // A page per project, and the projects list's further pages.
    const listPages = (projects: number) => pageCount(projects, PROJECTS_PER_PAGE) * languages.length;
    expect(large.pages - small.pages).toBe(45 * languages.length + listPages(90) - listPages(45));
    // Linear work doubles (2x); work that grows with the square quadruples (4x).
    expect(large.reads / small.reads).toBeLessThan(2.3);
    expect(large.reads / small.reads).toBeGreaterThan(1.7);
  });
});
