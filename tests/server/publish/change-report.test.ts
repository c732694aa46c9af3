/**
 * What a publish run reports as changed: documents as the studio names them (never snapshot
 * files), pages whose main content changed apart from pages whose shared header or footer alone
 * changed, and never an admin screen. An older run's stored report is read in today's form.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminPath, pathFor } from '../../../src/i18n/routes';
import { currentChanges, documentChanges, pageChange, pageChanges, pagesWritten } from '../../../src/server/publish/change-report';

/** A page as BaseLayout writes it: the head, the header, the main content, the footer. */
const page = (main: string, footer = 'Footer') =>
  `<!doctype html><html><head><title>T</title></head><body><header>Menu</header><main id="main" class="flex-1">${main}</main><footer>${footer}</footer></body></html>`;

/** A build's client folder with these pages (by path), each with this HTML. */
function client(pages: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'change-report-'));
  for (const [path, html] of Object.entries(pages)) {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
  }
  return dir;
}

describe('the documents a run changed', () => {
  it('are named by document and language, never by file, with their items', () => {
    expect(
      documentChanges([
        { file: 'en/projects.json', kind: 'changed', items: [{ kind: 'added', id: 'p31', label: 'Marina (p31)' }] },
        { file: 'tr/footer.json', kind: 'changed', items: [] },
        // The snapshot's own record of the export is no document an editor changed.
        { file: 'snapshot-meta.json', kind: 'changed', items: [] },
      ]),
    ).toEqual([
      { key: 'projects', lang: 'en', kind: 'changed', items: [{ kind: 'added', id: 'p31', label: 'Marina (p31)' }] },
      { key: 'footer', lang: 'tr', kind: 'changed', items: [] },
    ]);
  });
});

describe('the pages a run changed', () => {
  it('tells a page whose main content changed from one whose shared frame alone changed', () => {
    expect(pageChange(page('Same'), page('Same'))).toBeNull();
    expect(pageChange(page('Old'), page('New'))).toBe('main');
    expect(pageChange(page('Same', 'Old link'), page('Same', 'New link'))).toBe('frame');
    expect(pageChange(page('Old', 'Old link'), page('New', 'New link'))).toBe('main');
    // A build made in another folder gives an island another uid: the same page.
    const island = (uid: string, props: string) => page(`<astro-island uid="${uid}" props="${props}" ssr><p>Gallery</p></astro-island>`);
    expect(pageChange(island('2f7Ps6', 'a'), island('Z2cQjTc', 'a'))).toBeNull();
    expect(pageChange(island('2f7Ps6', 'a'), island('Z2cQjTc', 'b'))).toBe('main');
    // A page without a <main> is all content: its change is never folded away.
    expect(pageChange('<p>Old</p>', '<p>New</p>')).toBe('main');
  });

  it('lists a footer link changed on every page as frame-only pages, and never an admin screen or the not-found file', async () => {
    const home = pathFor('home', 'tr');
    const about = pathFor('about', 'en');
    const contact = pathFor('contact', 'tr');
    const paths = (pages: Record<string, string>) => Object.fromEntries(Object.entries(pages).map(([path, html]) => [path.slice(1), html]));
    const before = client(
      paths({
        [home]: page('Hero', 'Old link'),
        [about]: page('About', 'Old link'),
        [contact]: page('Contact', 'Old link'),
        [pathFor('privacy', 'tr')]: page('Privacy'),
        [adminPath('dashboard')]: page('Admin'),
        [adminPath('publish')]: page('Admin'),
      }),
    );
    const after = client(
      paths({
        [home]: page('New hero', 'New link'),
        [about]: page('About', 'New link'),
        [contact]: page('Contact', 'New link'),
        [pathFor('references', 'tr')]: page('New page'),
        [adminPath('dashboard')]: page('Admin, rebuilt'),
        [adminPath('publish')]: page('Admin, rebuilt'),
      }),
    );
    // The not-found answer's own file, with every page's footer.
    writeFileSync(join(before, '404.html'), page('Not found', 'Old link'));
    writeFileSync(join(after, '404.html'), page('Not found', 'New link'));
    expect(await pageChanges(before, after)).toEqual({
      added: [pathFor('references', 'tr')],
      changed: [home],
      removed: [pathFor('privacy', 'tr')],
      frameOnly: [about, contact].sort(),
    });
  });
});

describe('a change report stored before documents had names', () => {
  it('is read as the studio names its documents, without admin screens', () => {
    expect(
      currentChanges({
        documents: { added: ['en/news.json: Fair (n9)'], changed: ['en/news.json', 'tr/site.json'], removed: [] },
        pages: { added: [], changed: ['/', adminPath('publish'), '/en'], removed: [] },
      }),
    ).toEqual({
      documents: [
        { key: 'news', lang: 'en', kind: 'changed', items: [{ kind: 'added', id: 'n9', label: 'Fair (n9)' }] },
        { key: 'site', lang: 'tr', kind: 'changed', items: [] },
      ],
      pages: { added: [], changed: ['/', '/en'], removed: [], frameOnly: [] },
    });
  });
});

describe('counting the pages astro build wrote, from its output', () => {
  it('counts every page a line names, as rendering four at once puts several starts on one line', () => {
    const lines = [
      ' prerendering static routes ',
      '02:01:24   ├─ /404.html02:01:24   ├─ /admin/index.html02:01:24   ├─ /admin/i/index.html02:01:24   ├─ /admin/content/index.html (+94ms) ',
      '\u001b[2m02:01:24\u001b[22m   \u001b[34m└─\u001b[39m \u001b[2m/proje/a/index.html\u001b[22m (+9ms) ',
      '02:01:24   ├─ /sitemap.xml (+15ms) ',
      '02:01:24 [build] ✓ Completed in 1.74s.',
    ];
    expect(lines.map(pagesWritten)).toEqual([0, 4, 1, 0, 0]);
  });
});
