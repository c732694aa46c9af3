/**
 * The studio's page preview on the built server (route adminApi.pagePreview): a native form post
 * of a unit and its draft, answered with the page that unit shows, rendered from the draft laid
 * over the store's content. Only a `content` account gets it; it alone may be framed, by the
 * admin, and runs no script; the draft never reaches the store or a visitor; two drafts at once
 * never cross; and with the stored data as its draft, its `<main>` is the built page's.
 */
import { expect, test } from '@playwright/test';
import { load } from 'cheerio';
import { toStored } from '../../../src/content/document-parts';
import type { DocumentKey } from '../../../src/content/documents';
import { getContent } from '../../../src/content/loader';
import { adminApi, adminApiPath, pathFor, type Lang } from '../../../src/i18n/routes';
import type { SitePage } from '../../../src/lib/site-pages';
import { onePageOfEachKind } from '../../browser/sample-pages';
import { startStudioServer, type StudioServer } from '../../browser/studio-project';
import { builtFile } from '../../dist/built-page';
import { readFileSync } from 'node:fs';
import { PREVIEW_FIELD_ATTRIBUTE } from '../../../src/admin-api/contract';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const CLERK = { email: 'clerk@example.com', password: 'katibin uzun parolası 2026' };
const NOT_SHOWN_HEADER = 'preview-not-shown';

interface Unit {
  lang: Lang;
  key: DocumentKey;
  item: string | null;
}

/** A unit's data as stored now: a fresh store holds the committed snapshot. */
function storedData({ lang, key, item }: Unit): Record<string, unknown> {
  const parts = toStored(key, getContent(lang)[key]);
  return item === null ? parts.fields : parts.items.find((entry) => entry.id === item)!.data;
}

let server: StudioServer;
const cookies: Record<'editor' | 'clerk', string> = { editor: '', clerk: '' };

test.beforeAll(async () => {
  test.setTimeout(120_000);
  server = await startStudioServer('sqlite', [
    { account: EDITOR, can: 'content' },
    { account: CLERK, can: 'inbox' },
  ]);
  for (const [who, account] of [
    ['editor', EDITOR],
    ['clerk', CLERK],
  ] as const) {
    const signIn = await call('POST', adminApi.session, '', JSON.stringify(account), 'application/json');
    expect(signIn.status).toBe(204);
    cookies[who] = signIn.headers.get('set-cookie')!.split(';')[0]!;
  }
});
test.afterAll(() => server?.stop());

function call(method: string, path: string, cookie: string, body?: string, type = 'application/x-www-form-urlencoded') {
  return fetch(`${server.origin}${path}`, {
    method,
    headers: { origin: server.origin, ...(cookie ? { cookie } : {}), ...(body === undefined ? {} : { 'content-type': type }) },
    ...(body === undefined ? {} : { body }),
  });
}

/** The pane's post: the form's two fields, each JSON. */
function preview(unit: Unit, draft: unknown, cookie = cookies.editor) {
  const form = new URLSearchParams({ unit: JSON.stringify(unit), draft: JSON.stringify(draft) });
  return call('POST', adminApi.pagePreview, cookie, form.toString());
}

const homeUnit: Unit = { lang: 'en', key: 'home', item: null };
/** The English home page's fields, the label of its first counter saying `label`. */
function homeDraft(label: string): Record<string, unknown> {
  const home = getContent('en').home;
  return { ...storedData(homeUnit), counters: { ...home.counters, completed: { ...home.counters.completed, label } } };
}

test('only a signed-in account with the content permission gets a preview', async () => {
  expect((await preview(homeUnit, homeDraft('x'), '')).status).toBe(401);
  expect((await preview(homeUnit, homeDraft('x'), cookies.clerk)).status).toBe(403);
  const answer = await preview(homeUnit, homeDraft('x'));
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toMatch(/^text\/html/);
  // The admin API's origin check holds for it too.
  const form = new URLSearchParams({ unit: JSON.stringify(homeUnit), draft: JSON.stringify(homeDraft('x')) }).toString();
  const elsewhere = await fetch(`${server.origin}${adminApi.pagePreview}`, {
    method: 'POST',
    headers: { origin: 'https://elsewhere.example', cookie: cookies.editor, 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  expect(elsewhere.status).toBe(403);
  expect((await call('GET', adminApi.pagePreview, cookies.editor)).status).toBe(405);
});

test('the preview alone may be framed, by the admin, runs no script and is kept by no cache', async () => {
  const answer = await preview(homeUnit, homeDraft('x'));
  const policy = answer.headers.get('content-security-policy') ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).not.toContain("frame-ancestors 'none'");
  expect(policy).toMatch(/(^|; )script-src 'none'(;|$)/);
  expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
  for (const path of [pathFor('home', 'en'), adminApi.status, adminPathOfHome()]) {
    const other = await call('GET', path, cookies.editor);
    expect(other.headers.get('content-security-policy'), path).toContain("frame-ancestors 'none'");
    expect(other.headers.get('x-frame-options'), path).toBe('DENY');
  }
  // Refused answers of the route keep the site's headers too.
  const refused = await preview(homeUnit, homeDraft('x'), '');
  expect(refused.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  expect(refused.headers.get('cache-control')).toContain('no-store');
});

const adminPathOfHome = () => adminApiPath(adminApi.contentDocument, { lang: 'en', key: 'home' });

test("shows the draft's text, which reaches neither the store nor a visitor", async () => {
  const marker = 'Draft words never saved 7q';
  const html = await (await preview(homeUnit, homeDraft(marker))).text();
  expect(html).toContain(marker);
  expect(html).toContain('<main');
  const stored = await (await call('GET', adminPathOfHome(), cookies.editor)).text();
  expect(stored).not.toContain(marker);
  expect(await (await call('GET', pathFor('home', 'en'), '')).text()).not.toContain(marker);
});

test('two drafts previewed at once never see each other', async () => {
  const markers = Array.from({ length: 12 }, (_, index) => `Draft of editor ${index} zz`);
  const answers = await Promise.all(markers.map(async (marker) => (await preview(homeUnit, homeDraft(marker))).text()));
  answers.forEach((html, index) => {
    const shown = markers.filter((marker) => html.includes(marker));
    expect(shown, `answer ${index}`).toEqual([markers[index]]);
  });
});

test('a field the schema refuses shows its stored value and is named, with why', async () => {
  const notShown = (answer: Response) => JSON.parse(answer.headers.get(NOT_SHOWN_HEADER) ?? 'null') as unknown;
  const beside = await preview(homeUnit, { ...homeDraft('Shown label 5k'), activityAreasHeader: 42 });
  expect(beside.status).toBe(200);
  expect(await beside.text()).toContain('Shown label 5k');
  expect(notShown(beside)).toEqual([expect.objectContaining({ field: 'activityAreasHeader', code: 'notText' })]);

  const draft = homeDraft('Never shown 5k');
  const inside = await preview(homeUnit, {
    ...draft,
    counters: { ...(draft['counters'] as object), ongoing: { label: 'x', value: 'many' } },
  });
  const html = await inside.text();
  expect(html).not.toContain('Never shown 5k');
  expect(html).toContain(getContent('en').home.counters.completed.label);
  expect(notShown(inside)).toEqual([expect.objectContaining({ field: 'counters.ongoing.value', code: 'notNumber' })]);
  expect(notShown(await preview(homeUnit, homeDraft('fine')))).toEqual([]);
});

test('a malformed unit or draft is refused with what is wrong', async () => {
  const bad = await preview({ ...homeUnit, key: 'nothing' as DocumentKey }, {});
  expect(bad.status).toBe(400);
  expect(((await bad.json()) as { error: string }).error).toContain("unit's key");
});

/** The unit whose preview shows `page`; undefined for a kind of page no unit leads to. */
function unitShowing(page: SitePage): Unit | undefined {
  const lang = page.lang;
  const content = getContent(lang);
  switch (page.key) {
    case 'home':
      return { lang, key: 'home', item: null };
    case 'about':
      return { lang, key: 'aboutTagline', item: null };
    case 'projects':
    case 'contact':
    case 'privacy':
    case 'imprint':
    case 'references':
    case 'news':
      return { lang, key: page.key, item: null };
    case 'projectDetail': {
      const project = content.projects.projects.find((entry) => entry.project.url === page.id);
      return project && { lang, key: 'projects', item: project.id };
    }
    case 'newsDetail': {
      const item = content.news.news.find((entry) => entry.id === page.id);
      return item && { lang, key: 'news', item: item.id };
    }
    default:
      return undefined;
  }
}

/** A page's `<main>` without what a render on demand writes differently: island scripts and their attributes, image URLs, the pane's click-to-edit attributes. */
function comparableMain(html: string): string {
  const $ = load(html);
  const main = $('main');
  main.find('script').remove();
  main.find('astro-island, astro-slot').each((_, element) => {
    for (const name of Object.keys(element.attribs)) $(element).removeAttr(name);
  });
  main.find('img, source').removeAttr('src').removeAttr('srcset');
  main.find(`[${PREVIEW_FIELD_ATTRIBUTE}]`).removeAttr(PREVIEW_FIELD_ATTRIBUTE);
  main.find('*').each((_, element) => {
    for (const [name, value] of Object.entries(element.attribs))
      if (/\/_astro\/|\/_image\b|\.(jpe?g|png|webp|avif|svg)\b/.test(value)) $(element).attr(name, 'IMAGE');
  });
  return main.toString();
}

test("with the stored data as its draft, a preview's <main> is the built page's, for a page of every kind in every language", async () => {
  test.setTimeout(120_000);
  const compared: string[] = [];
  for (const page of onePageOfEachKind()) {
    const unit = unitShowing(page);
    if (!unit) continue;
    const answer = await preview(unit, storedData(unit));
    expect(answer.status, page.path).toBe(200);
    const built = comparableMain(readFileSync(builtFile(page.path), 'utf8'));
    expect(built, page.path).toMatch(/^<main[\s\S]*<h1[\s\S]*<\/main>$/);
    expect(comparableMain(await answer.text()), page.path).toBe(built);
    compared.push(`${page.key}:${page.lang}`);
  }
  // Every kind a unit leads to, in every language.
  for (const kind of ['home', 'about', 'projects', 'projectDetail', 'contact', 'privacy', 'imprint', 'references', 'news'])
    for (const lang of ['tr', 'en', 'de']) expect(compared).toContain(`${kind}:${lang}`);
});
