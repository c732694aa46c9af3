/**
 * The pages of items a language shows untranslated (its fallback's text): for every language
 * with a fallback in the locale table, such a page exists at that language's path with the
 * fallback's slug, is noindex with its canonical URL on the fallback's page, stays out of that
 * language's hreflang, og:locale:alternate and the sitemap, is what the switches lead to, and
 * is what the build reports.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clearContentCache, getContent } from '../../src/content/loader';
import { ogLocaleAlternates } from '../../src/i18n/alternates';
import { locale, locales, pathFor, type DetailRouteKey, type Lang } from '../../src/i18n/routes';
import { isIndexable, languageSwitchTargets, pageAlternates, sitePages, untranslatedPages, type SitePage } from '../../src/lib/site-pages';
import { GET as sitemap } from '../../src/pages/sitemap.xml';
import { languagesWithFallback, untranslatedSnapshot } from '../content/untranslated-snapshot';

let pages: SitePage[];
beforeAll(() => {
  process.env['CONTENT_SNAPSHOT_DIR'] = untranslatedSnapshot();
  clearContentCache();
  pages = sitePages();
});
afterAll(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

/** The items `lang` lacks and its fallback has, as detail route key and slug. */
function untranslatedItems(lang: Lang, fallback: Lang): { key: DetailRouteKey; slug: string }[] {
  const own = getContent(lang);
  const has = new Set([...own.projects.projects.map((p) => p.id), ...own.news.news.map((n) => n.id)]);
  const { projects, news } = getContent(fallback);
  return [
    ...projects.projects.filter((p) => !has.has(p.id)).map((p) => ({ key: 'projectDetail' as const, slug: p.project.url })),
    ...news.news.filter((n) => !has.has(n.id)).map((n) => ({ key: 'newsDetail' as const, slug: n.id })),
  ];
}

const pageAt = (path: string) => {
  const page = pages.find((p) => p.path === path);
  expect(page, path).toBeDefined();
  return page!;
};

describe('pages not translated yet', () => {
  it('exist at the language path with the fallback slug: noindex, canonical to the fallback page, marked with its language', () => {
    for (const { lang, fallback } of languagesWithFallback()) {
      const items = untranslatedItems(lang, fallback);
      expect(items.some((i) => i.key === 'projectDetail') && items.some((i) => i.key === 'newsDetail'), lang).toBe(true);
      for (const { key, slug } of items) {
        const page = pageAt(pathFor(key, lang, slug));
        expect(page.lang).toBe(lang);
        expect(page.textLang).toBe(fallback);
        expect(page.noindex).toBe(true);
        expect(page.canonicalPath).toBe(pathFor(key, fallback, slug));
        expect(isIndexable(page)).toBe(false);
      }
    }
  });

  it('are left out of the hreflang and og:locale alternates of the other languages, whose switches lead to them', () => {
    for (const { lang, fallback } of languagesWithFallback()) {
      for (const { key, slug } of untranslatedItems(lang, fallback)) {
        const untranslated = pathFor(key, lang, slug);
        const others = pages.filter((p) => p.lang !== lang && p.translations[lang] === untranslated);
        expect(others.map((p) => p.lang)).toContain(fallback);
        for (const other of others) {
          expect(pageAlternates(other).map((a) => a.hreflang)).not.toContain(locale(lang).tag);
          expect(pageAlternates(other).map((a) => a.path)).not.toContain(untranslated);
          expect(ogLocaleAlternates(other, locales)).not.toContain(locale(lang).ogLocale);
          expect(languageSwitchTargets(other)).toContainEqual({ lang, href: untranslated });
        }
        // Its own switches lead to the item in the other languages.
        expect(languageSwitchTargets(pageAt(untranslated))).toContainEqual({ lang: fallback, href: pathFor(key, fallback, slug) });
      }
    }
  });

  it("keep a translated item's hreflang alternate in that language", () => {
    for (const { lang } of languagesWithFallback()) {
      const translated = pages.find((p) => p.key === 'projectDetail' && p.lang === lang && p.textLang === undefined)!;
      expect(translated.noindex).toBe(false);
      expect(pageAlternates(translated).map((a) => a.hreflang)).toContain(locale(lang).tag);
    }
  });

  it('are not in the sitemap, neither as entries nor as alternates', async () => {
    const xml = await (await sitemap({} as Parameters<typeof sitemap>[0])).text();
    for (const { lang, fallback } of languagesWithFallback()) {
      for (const { key, slug } of untranslatedItems(lang, fallback)) {
        expect(xml).not.toContain(`${pathFor(key, lang, slug)}<`);
        expect(xml).not.toContain(`${pathFor(key, lang, slug)}"`);
      }
    }
    expect(xml).toContain('<loc>');
  });

  it("are the build report's list, and only they", () => {
    const expected = languagesWithFallback().flatMap(({ lang, fallback }) =>
      untranslatedItems(lang, fallback).map(({ key, slug }) => ({
        path: pathFor(key, lang, slug),
        lang,
        shows: fallback,
        canonicalPath: pathFor(key, fallback, slug),
      })),
    );
    const byPath = (a: { path: string }, b: { path: string }) => a.path.localeCompare(b.path);
    expect(expected.length).toBeGreaterThan(0);
    expect(untranslatedPages(pages).sort(byPath)).toEqual(expected.sort(byPath));
  });
});
