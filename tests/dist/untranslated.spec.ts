/**
 * The built pages of content not translated yet (DECISIONS.md "URLs and languages"), as the
 * build reports them in dist/untranslated-pages.json: each shows its fallback's text under that
 * language's lang attribute with the page's own notice, and stays out of search: noindex,
 * canonical to the fallback's page, no hreflang alternate pointing at it, not in the sitemap.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { getSiteSettings } from '../../src/content/operations';
import { defaultLang, locale, matchPath, pathFor } from '../../src/i18n/routes';
import { untranslatedMark } from '../../src/i18n/untranslated';
import { UNTRANSLATED_PAGES_FILE, untranslatedPages, type UntranslatedPage } from '../../src/lib/site-pages';
import { distDir } from '../dist-dir';
import { builtPage } from './built-page';

const base = getSiteSettings(defaultLang).baseUrl;
const absolute = (path: string) => new URL(path, base).href;
const reported = JSON.parse(readFileSync(join(distDir, UNTRANSLATED_PAGES_FILE), 'utf8')) as UntranslatedPage[];

test('the build reports every untranslated page, a project and a news item among them', () => {
  expect(reported).toEqual(untranslatedPages());
  const kinds = new Set(reported.map((page) => matchPath(page.path)?.key));
  expect(kinds).toContain('projectDetail');
  expect(kinds).toContain('newsDetail');
});

for (const entry of reported) {
  test(`${entry.path}: noindex, canonical to ${entry.canonicalPath}, no alternates, the ${entry.shows} text marked`, () => {
    const $ = builtPage(entry.path);
    expect($('html').attr('lang')).toBe(locale(entry.lang).tag);
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"]').attr('href')).toBe(absolute(entry.canonicalPath));
    // Not part of any language set: a noindex page whose canonical is another page claims no alternates.
    expect($('link[rel="alternate"][hreflang]')).toHaveLength(0);

    const mark = untranslatedMark(entry.lang, entry.shows)!;
    expect($('[data-untranslated-notice]').text().trim()).toBe(mark.notice);
    expect($('[data-untranslated-notice]').closest('[lang]').attr('lang')).toBe(locale(entry.lang).tag);
    expect($('main h1').attr('lang')).toBe(mark.tag);
  });

  test(`${entry.canonicalPath} names no ${entry.lang} alternate: ${entry.path} is not a translation`, () => {
    const $ = builtPage(entry.canonicalPath);
    const alternates = $('link[rel="alternate"][hreflang]');
    // A page search engines list names its alternates (a placeholder news page is noindex and names none).
    if ($('meta[name="robots"]').length === 0) expect(alternates.length).toBeGreaterThan(0);
    expect(alternates.filter(`[hreflang="${locale(entry.lang).tag}"]`)).toHaveLength(0);
    expect(alternates.filter(`[href="${absolute(entry.path)}"]`)).toHaveLength(0);
  });
}

test('the sitemap lists no untranslated page, neither as an entry nor as an alternate', () => {
  const xml = readFileSync(join(distDir, 'client', 'sitemap.xml'), 'utf8');
  const project = reported.find((entry) => matchPath(entry.path)?.key === 'projectDetail')!;
  expect(xml).toContain(`<loc>${absolute(project.canonicalPath)}</loc>`);
  for (const entry of reported) expect(xml).not.toContain(absolute(entry.path));
});

test("an untranslated project's project page has its facts under the text's lang; its tile and the footer's entries say so", () => {
  const project = reported.find((entry) => matchPath(entry.path)?.key === 'projectDetail')!;
  const mark = untranslatedMark(project.lang, project.shows)!;
  const $ = builtPage(project.path);
  expect($('[data-project-rows] dd[lang]').length).toBeGreaterThanOrEqual(4);
  $('[data-project-rows] dd[lang]').each((_, dd) => expect($(dd).attr('lang')).toBe(mark.tag));

  const list = builtPage(pathFor('projects', project.lang));
  const tile = list(`a[href="${project.path}"][data-project-tile]`);
  expect(tile.find('h3').attr('lang')).toBe(mark.tag);
  expect(tile.find('[data-untranslated-mark]').text().trim()).toBe(mark.badge);
  const translatedTile = list('a[data-project-tile]').filter((_, a) => list(a).find('[data-untranslated-mark]').length === 0);
  expect(translatedTile.length).toBeGreaterThan(0);
  expect(translatedTile.find('h3[lang]')).toHaveLength(0);

  const footerMarks = list('footer a [data-untranslated-mark]');
  expect(footerMarks.length).toBeGreaterThan(0);
  footerMarks.each((_, markElement) => {
    expect(list(markElement).text()).toContain(mark.badge);
    expect(list(markElement).closest('a').find('[lang]').attr('lang')).toBe(mark.tag);
  });
});
