/**
 * What a publish run changed: the export's report of documents (scripts/lib/change-report.ts),
 * each as the studio names it (its document key and language), and the pages whose HTML differs
 * from the build being served. A page's main content (its <main>) is compared apart from the
 * rest (the shared header, footer and head), so a footer link's change is one list of pages
 * changed "only in the frame", not a page-by-page alarm. The admin's screens are never listed.
 * The embedded runner and the rebuild workflow's report (scripts/publish-report.ts) both make it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { contentDocuments, documentKeys } from '../../content/documents';
import { isAdminPath, isLang } from '../../i18n/routes';
import type { PublishChanges, PublishDocumentChange } from '../../admin-api/contract';
import { eachAtOnce } from '../../lib/each-at-once';

/** The export's change report (scripts/lib/change-report.ts), as much of it as a run keeps. */
interface ReportedChange {
  /** 'tr/projects.json' */
  file: string;
  kind: PublishDocumentChange['kind'];
  items: PublishDocumentChange['items'];
}

/** Every page file of a build's client folder, by the path it is served at (what `astro build` writes, admin screens too). */
export function pageFiles(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    pages.set(path, join(clientDir, file));
  }
  return pages;
}

/**
 * A page split into its main content and the frame around it. Astro writes one <main> per page
 * (BaseLayout); a page without one is all main content, so a change to it is never hidden.
 */
function splitPage(html: string): { main: string; frame: string } {
  const start = html.search(/<main[\s>]/);
  const end = html.lastIndexOf('</main>');
  if (start < 0 || end < start) return { main: html, frame: '' };
  const close = end + '</main>'.length;
  return { main: html.slice(start, close), frame: html.slice(0, start) + html.slice(close) };
}

/**
 * An island's uid hashes its component's source path with its HTML and props (Astro's
 * renderComponent): a build made in another folder (each run's copy of the project) gives the
 * same island another uid. Its HTML and props are compared as they are; the uid says nothing more.
 */
const ISLAND_UID = /(<astro-island\b[^>]*?) uid="[^"]*"/g;
const comparable = (html: string) => html.replace(ISLAND_UID, '$1');

/** How a page's HTML changed: in its main content, only in the frame around it, or not at all. */
export function pageChange(before: string, after: string): 'main' | 'frame' | null {
  if (before === after || comparable(before) === comparable(after)) return null;
  const [old, next] = [splitPage(comparable(before)), splitPage(comparable(after))];
  return old.main === next.main ? 'frame' : 'main';
}

/** Read a few at a time, off the server's loop: a run compares thousands of pages while the server answers visitors. */
export async function pageChanges(before: string, after: string): Promise<PublishChanges['pages']> {
  // A file not named index.html (404.html) is no page at its own address: the server answers unknown paths with it.
  const visible = (clientDir: string) =>
    new Map([...pageFiles(clientDir)].filter(([path]) => !isAdminPath(path) && !path.endsWith('.html')));
  const [old, next] = [visible(before), visible(after)];
  const changes: PublishChanges['pages'] = { added: [], changed: [], removed: [], frameOnly: [] };
  await eachAtOnce(next, async ([path, file]) => {
    const previous = old.get(path);
    if (previous === undefined) return void changes.added.push(path);
    const change = pageChange(await readFile(previous, 'utf8'), await readFile(file, 'utf8'));
    if (change === 'main') changes.changed.push(path);
    else if (change === 'frame') changes.frameOnly.push(path);
  });
  for (const path of old.keys()) if (!next.has(path)) changes.removed.push(path);
  for (const list of Object.values(changes)) list.sort();
  return changes;
}

/** The document and language a snapshot file holds ('en/projects.json'), or undefined for a file that is no document. */
function documentOf(file: string): Pick<PublishDocumentChange, 'key' | 'lang'> | undefined {
  const [lang, name, ...rest] = file.split('/');
  const key = documentKeys.find((candidate) => contentDocuments[candidate].file === name);
  return lang !== undefined && isLang(lang) && key && rest.length === 0 ? { key, lang } : undefined;
}

/** The export's report as documents the studio names; files that hold no document (the snapshot's meta) are left out. */
export function documentChanges(reported: readonly ReportedChange[]): PublishChanges['documents'] {
  return reported.flatMap((change) => {
    const document = documentOf(change.file);
    if (!document) return [];
    const items = change.items.map(({ kind, id, label }) => ({ kind, id, label }));
    return [{ ...document, kind: change.kind, items }];
  });
}

export function readDocumentChanges(reportFile: string): PublishChanges['documents'] {
  return documentChanges(JSON.parse(readFileSync(reportFile, 'utf8')) as ReportedChange[]);
}

/** A change report as runs before the studio's names kept it: files ('tr/site.json', 'tr/news.json: Title (n1)') and every page. */
interface LegacyChanges {
  documents: Record<PublishDocumentChange['kind'], string[]>;
  pages: Record<PublishDocumentChange['kind'], string[]>;
}

/** A stored run's change report in today's form: an older run's is read as the studio would name it. */
export function currentChanges(stored: PublishChanges | LegacyChanges | null): PublishChanges | null {
  if (stored === null || Array.isArray(stored.documents)) return stored as PublishChanges | null;
  const legacy = stored as LegacyChanges;
  const kinds = ['added', 'changed', 'removed'] as const;
  const reported = new Map<string, ReportedChange>();
  for (const kind of kinds)
    for (const entry of legacy.documents[kind] ?? []) {
      const [file = '', label] = entry.split(/: (.*)/s);
      const change = reported.get(file) ?? { file, kind: 'changed', items: [] };
      if (label === undefined) change.kind = kind;
      else change.items.push({ kind, id: /\(([^()]+)\)$/.exec(label)?.[1] ?? label, label });
      reported.set(file, change);
    }
  const visible = (paths: string[] = []) => paths.filter((path) => !isAdminPath(path));
  return {
    documents: documentChanges([...reported.values()]),
    pages: {
      added: visible(legacy.pages.added),
      changed: visible(legacy.pages.changed),
      removed: visible(legacy.pages.removed),
      frameOnly: [],
    },
  };
}

/**
 * How many pages a line of `astro build` names as written (coloured when the environment asks for
 * colour): rendering several at once, it starts a line per page and ends it when the page is
 * done, so the starts of pages begun together share one line.
 */
export const pagesWritten = (line: string): number => stripVTControlCharacters(line).match(/[├└]─ \/\S*?\.html/g)?.length ?? 0;
