import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clearContentCache } from '../../src/content/loader';
import {
  FOOTER_LIST_LIMIT,
  getNews,
  getPageFrame,
  getProject,
  getProjectsData,
  getReferences,
  getSliderData,
} from '../../src/content/operations';
import type { NewsPage, ProjectsPage } from '../../src/content/schemas';
import { committedContent, snapshotWith } from './helpers';

/** Content in a scrambled order, with flags chosen so each filter has something to drop. */
function scrambledContent() {
  const base = committedContent('en');
  const projects: ProjectsPage = {
    ...base.projects,
    projects: [...base.projects.projects].reverse().map((p, i) => ({
      ...p,
      project: { ...p.project, index: (i * 7) % 11, slider: i % 3 === 0, completed: i !== 4 },
    })),
  };
  const news: NewsPage = {
    ...base.news,
    news: base.news.news.map((n, i) => ({ ...n, news: { ...n.news, createDate: `20${10 + ((i * 5) % 7)}-01-01T00:00:00Z` } })),
  };
  const references = { ...base.references, references: [...base.references.references].reverse() };
  const header = { ...base.header, menuItems: [...base.header.menuItems].reverse() };
  const ourTeam = { ...base.ourTeam, staffList: [...base.ourTeam.staffList].reverse() };
  return { projects, news, references, header, ourTeam };
}

beforeEach(() => {
  process.env['CONTENT_SNAPSHOT_DIR'] = snapshotWith({ en: scrambledContent() });
  clearContentCache();
});
afterEach(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

const indexes = (list: { index: number }[]) => list.map((i) => i.index);
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

describe('content operations (SPEC §7)', () => {
  it('getSliderData keeps only slider projects, descending index', () => {
    const slider = getSliderData('en');
    const expected = scrambledContent().projects.projects.filter((p) => p.project.slider);
    expect(slider.map((p) => p.id).sort()).toEqual(expected.map((p) => p.id).sort());
    expect(indexes(slider.map((p) => p.project))).toEqual(ascending(indexes(slider.map((p) => p.project))).reverse());
  });

  it('getProjectsData orders the projects ascending by index', () => {
    const list = getProjectsData('en').projects.map((p) => p.project);
    expect(list).toHaveLength(scrambledContent().projects.projects.length);
    expect(indexes(list)).toEqual(ascending(indexes(list)));
  });

  it('getProject finds a project by its url and nothing else', () => {
    const [first] = scrambledContent().projects.projects;
    expect(getProject('en', first!.project.url)?.id).toBe(first!.id);
    expect(getProject('en', 'not-a-project')).toBeUndefined();
  });

  it('getReferences orders the references descending by index', () => {
    const list = getReferences('en').map((r) => r.reference);
    expect(list).toHaveLength(30);
    expect(indexes(list)).toEqual(ascending(indexes(list)).reverse());
  });

  it('the page frame orders the header menu by index', () => {
    expect(indexes(getPageFrame('en').header.menuItems)).toEqual([0, 1, 2, 3, 4]);
  });

  it('getNews lists the latest first', () => {
    const dates = getNews('en').map((n) => Date.parse(n.news.createDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
  });

  it("the page frame's footer lists at most 5 completed projects (descending index) and the 5 latest news", () => {
    const footer = getPageFrame('en').footer;
    expect(footer.lastCompletedProjects.length).toBeLessThanOrEqual(FOOTER_LIST_LIMIT);
    expect(footer.lastCompletedProjects.length).toBe(FOOTER_LIST_LIMIT);
    const allCompleted = scrambledContent()
      .projects.projects.filter((p) => p.project.completed)
      .sort((a, b) => b.project.index - a.project.index);
    expect(footer.lastCompletedProjects.map((p) => p.id)).toEqual(allCompleted.slice(0, FOOTER_LIST_LIMIT).map((p) => p.id));
    // Only what the footer shows: every page shows it, so nothing else of a project is handed down.
    expect(footer.lastCompletedProjects[0]).toEqual({
      id: allCompleted[0]!.id,
      textLang: 'en',
      project: { url: allCompleted[0]!.project.url, name: allCompleted[0]!.project.name },
    });
    expect(footer.lastPublishedNews.map((n) => n.id)).toEqual(
      getNews('en')
        .slice(0, FOOTER_LIST_LIMIT)
        .map((n) => n.id),
    );
    // The footer's contact block is the office the language leads with (lead-office.test.ts).
    expect(footer.contactPageData.emails).toEqual(committedContent('en').contact.offices.find((office) => office.first)!.emails);
  });
});
