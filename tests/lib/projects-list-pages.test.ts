/**
 * The projects list's pages, on content long enough to have several: Turkish with 63 projects
 * (three pages), English with its first 45 (two pages), German with its 49 and the 10 of
 * those 45 it lacks (three pages). Each page is a page of its own for search engines; the
 * language switch of a page a shorter list lacks leads to that list's last page.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearContentCache } from '../../src/content/loader';
import { getProjectsData } from '../../src/content/operations';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';
import { isIndexable, languageSwitchTargets, pageAlternates, sitePages, type SitePage } from '../../src/lib/site-pages';
import { GET as sitemap } from '../../src/pages/sitemap.xml';
import { writeScaledSnapshot } from '../../scripts/lib/scaled-snapshot';
import { contentDocuments } from '../../src/content/documents';

let pages: SitePage[];
let snapshot: string;
beforeAll(() => {
  snapshot = mkdtempSync(join(tmpdir(), 'snapshot-list-pages-'));
  writeScaledSnapshot(snapshot, 63);
  // A shorter English list: its 45 projects of lowest index.
  const english = join(snapshot, 'en', contentDocuments.projects.file);
  const document = JSON.parse(readFileSync(english, 'utf8')) as { projects: { project: { index: number } }[] };
  document.projects = document.projects.sort((a, b) => a.project.index - b.project.index).slice(0, 45);
  writeFileSync(english, JSON.stringify(document));
  process.env['CONTENT_SNAPSHOT_DIR'] = snapshot;
  clearContentCache();
  pages = sitePages();
});
afterAll(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
  rmSync(snapshot, { recursive: true, force: true });
});

const listPages = (lang: Lang) => pages.filter((p) => p.lang === lang && (p.key === 'projects' || p.key === 'projectsPage'));
const pageAt = (path: string) => pages.find((p) => p.path === path)!;
const switchTo = (page: SitePage, to: Lang) => languageSwitchTargets(page).find((target) => target.lang === to)?.href;

describe("the projects list's pages", () => {
  it('are the list at its own path, then one page per further 24 projects, numbered from 2', () => {
    expect(getProjectsData('tr').projects).toHaveLength(63);
    expect(getProjectsData('en').projects).toHaveLength(45);
    expect(getProjectsData('de').projects).toHaveLength(59);
    expect(listPages('tr').map((p) => p.path)).toEqual(['/projeler', '/projeler/sayfa/2', '/projeler/sayfa/3']);
    expect(listPages('en').map((p) => p.path)).toEqual(['/projects', '/projects/page/2']);
    expect(listPages('de').map((p) => p.path)).toEqual(['/de/projekte', '/de/projekte/seite/2', '/de/projekte/seite/3']);
    for (const lang of languages) expect(pages.map((p) => p.path)).not.toContain(pathFor('projectsPage', lang, '1'));
  });

  it('each have their own title, description, breadcrumb and canonical URL', () => {
    expect(pageAt('/projects').title).toBe('Projects - Örnek Electromechanical');
    expect(pageAt('/projects/page/2').title).toBe('Projects – page 2 of 2 - Örnek Electromechanical');
    expect(pageAt('/projeler/sayfa/3').title).toBe('Projeler – Sayfa 3 / 3 - Örnek Elektromekanik');
    expect(pageAt('/de/projekte/seite/2').title).toMatch(/^Projekte – Seite 2 von 3 - /);
    const all = languages.flatMap(listPages);
    expect(new Set(all.map((p) => p.description)).size).toBe(all.length);
    for (const page of all) {
      expect(isIndexable(page), page.path).toBe(true);
      expect(page.canonicalPath).toBe(page.path);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
    expect(pageAt('/projects/page/2').description).toMatch(/^Projects – page 2 of 2\. /);
    expect(pageAt('/projects/page/2').breadcrumbs).toEqual([
      { name: 'Home', path: '/en' },
      { name: 'Projects', path: '/projects' },
      { name: 'Projects – page 2 of 2', path: '/projects/page/2' },
    ]);
  });

  it('name the same page number in each language that has it as hreflang alternates, and nothing else', () => {
    expect(pageAlternates(pageAt('/projects/page/2'))).toEqual([
      { hreflang: 'tr', path: '/projeler/sayfa/2' },
      { hreflang: 'en', path: '/projects/page/2' },
      { hreflang: 'de', path: '/de/projekte/seite/2' },
      { hreflang: 'x-default', path: '/projeler/sayfa/2' },
    ]);
    expect(pageAlternates(pageAt('/projeler/sayfa/3'))).toEqual([
      { hreflang: 'tr', path: '/projeler/sayfa/3' },
      { hreflang: 'de', path: '/de/projekte/seite/3' },
      { hreflang: 'x-default', path: '/projeler/sayfa/3' },
    ]);
  });

  it("switch language to the same page number, or to a shorter list's last page", () => {
    expect(switchTo(pageAt('/projeler/sayfa/2'), 'en')).toBe('/projects/page/2');
    expect(switchTo(pageAt('/projects/page/2'), 'de')).toBe('/de/projekte/seite/2');
    expect(switchTo(pageAt('/projeler/sayfa/3'), 'en')).toBe('/projects/page/2');
    expect(switchTo(pageAt('/projeler/sayfa/3'), 'de')).toBe('/de/projekte/seite/3');
    expect(switchTo(pageAt('/de/projekte/seite/3'), 'en')).toBe('/projects/page/2');
    expect(switchTo(pageAt('/projects'), 'tr')).toBe('/projeler');
  });

  it('are all in the sitemap, each with its alternates', async () => {
    const xml = await (await sitemap({} as never)).text();
    const entries = new Map([...xml.matchAll(/<url>\s*<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>([\s\S]*?)<\/url>/g)].map((m) => [m[1], m[2]]));
    for (const page of languages.flatMap(listPages)) expect(entries.has(page.path), page.path).toBe(true);
    const alternates = [...(entries.get('/projeler/sayfa/3') ?? '').matchAll(/hreflang="([^"]+)" href="https?:\/\/[^/]+([^"]+)"/g)];
    expect(alternates.map((m) => [m[1], m[2]])).toEqual([
      ['tr', '/projeler/sayfa/3'],
      ['de', '/de/projekte/seite/3'],
      ['x-default', '/projeler/sayfa/3'],
    ]);
  });
});
