/**
 * A further language is a locale entry, strings and content away: the route table,
 * the language switches, hreflang and sitemap alternates and og:locale:alternate, built from a
 * test-only table: the shipped languages, and a test language with paths for two pages (home
 * and about). A page without a version in it is left out of its alternates, and its switch to
 * it leads to its home page. The test language never ships.
 */
import { describe, expect, it } from 'vitest';
import { hreflangAlternates, ogLocaleAlternates, switchTargets, type TranslatedPage } from '../../src/i18n/alternates';
import {
  languages as shippedLanguages,
  locales,
  localizedPath,
  routes,
  routeTranslations,
  type RouteDefinitionOf,
} from '../../src/i18n/routes';
import type { Locale } from '../../src/i18n/locales';
import { sitemapXml } from '../../src/lib/sitemap';

/** The test language: no shipped locale's code. */
const testLocale = {
  tag: 'nl',
  ogLocale: 'nl_NL',
  switchLabel: 'NL',
  name: 'Nederlands',
  switchTo: 'Naar de Nederlandse pagina',
  dateFormat: { dateStyle: 'long', timeZone: 'Europe/Amsterdam' },
} as const satisfies Locale;

const threeLocales = {
  ...locales,
  nl: testLocale,
} as const;
type Three = keyof typeof threeLocales;
const threeLanguages = Object.keys(threeLocales) as Three[];

const table: Record<'home' | 'about' | 'projects' | 'projectDetail' | 'contact', RouteDefinitionOf<Three>> = {
  home: { ...routes.home, path: { ...routes.home.path, nl: 'nl' }, name: { ...routes.home.name, nl: 'Home' } },
  about: { ...routes.about, path: { ...routes.about.path, nl: 'nl/over-ons' }, name: { ...routes.about.name, nl: 'Over ons' } },
  projects: routes.projects,
  projectDetail: routes.projectDetail,
  contact: routes.contact,
};
type Key = keyof typeof table;

const home = (lang: Three) => localizedPath(table.home, lang)!;
const page = (key: Key, lang: Three): TranslatedPage<Three> => ({
  lang,
  translations: routeTranslations(table[key], lang, threeLanguages),
});

describe('a third language from a locale table and a route table', () => {
  it('does not ship the test language, and the test table adds it only where it has paths', () => {
    expect(shippedLanguages).not.toContain('nl');
    expect(threeLanguages).toEqual([...shippedLanguages, 'nl']);
    const test = (Object.keys(table) as Key[])
      .filter((key) => !table[key].path.tr!.includes('{id}'))
      .map((key) => [key, localizedPath(table[key], 'nl')]);
    expect(test).toEqual([
      ['home', '/nl'],
      ['about', '/nl/over-ons'],
      ['projects', undefined],
      ['contact', undefined],
    ]);
    expect(localizedPath(table.projectDetail, 'nl', 'ostim')).toBeUndefined();
    expect(localizedPath(table.projectDetail, 'en', 'ostim')).toBe('/project/ostim');
  });

  it('gives every page a switch per other language; where the test language lacks it, its switch leads to its home page', () => {
    expect(switchTargets(page('about', 'tr'), threeLanguages, home)).toEqual([
      { lang: 'en', href: '/corporate' },
      { lang: 'de', href: '/de/unternehmen' },
      { lang: 'nl', href: '/nl/over-ons' },
    ]);
    expect(switchTargets(page('projects', 'tr'), threeLanguages, home)).toEqual([
      { lang: 'en', href: '/projects' },
      { lang: 'de', href: '/de/projekte' },
      { lang: 'nl', href: '/nl' },
    ]);
    expect(switchTargets(page('about', 'nl'), threeLanguages, home)).toEqual([
      { lang: 'tr', href: '/kurumsal' },
      { lang: 'en', href: '/corporate' },
      { lang: 'de', href: '/de/unternehmen' },
    ]);
  });

  it('lists the test language in hreflang only for pages that have it; x-default stays the default language', () => {
    expect(hreflangAlternates(page('about', 'en'), threeLocales, 'tr')).toEqual([
      { hreflang: 'tr', path: '/kurumsal' },
      { hreflang: 'en', path: '/corporate' },
      { hreflang: 'de', path: '/de/unternehmen' },
      { hreflang: 'nl', path: '/nl/over-ons' },
      { hreflang: 'x-default', path: '/kurumsal' },
    ]);
    expect(hreflangAlternates(page('contact', 'en'), threeLocales, 'tr')).toEqual([
      { hreflang: 'tr', path: '/iletisim' },
      { hreflang: 'en', path: '/contact' },
      { hreflang: 'de', path: '/de/kontakt' },
      { hreflang: 'x-default', path: '/iletisim' },
    ]);
  });

  it("writes the test language's sitemap entries and alternates only for the pages that have them", () => {
    const entries = threeLanguages.flatMap((lang) =>
      (['home', 'about', 'projects', 'contact'] as const).flatMap((key) => {
        const translated = page(key, lang);
        const path = translated.translations[lang];
        return path === undefined ? [] : [{ path, alternates: hreflangAlternates(translated, threeLocales, 'tr') }];
      }),
    );
    const xml = sitemapXml(entries, 'https://www.example.com');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc!.includes('/nl'))).toEqual(['https://www.example.com/nl', 'https://www.example.com/nl/over-ons']);
    expect(locs).toHaveLength(4 * shippedLanguages.length + 2);
    const projectsEntry = xml.split('<url>').find((url) => url.includes('<loc>https://www.example.com/projeler</loc>'))!;
    expect(projectsEntry).not.toContain('hreflang="nl"');
    const aboutEntry = xml.split('<url>').find((url) => url.includes('<loc>https://www.example.com/kurumsal</loc>'))!;
    expect(aboutEntry).toContain('<xhtml:link rel="alternate" hreflang="nl" href="https://www.example.com/nl/over-ons"/>');
  });

  it('names the other languages that have the page in og:locale:alternate', () => {
    expect(ogLocaleAlternates(page('about', 'tr'), threeLocales)).toEqual(['en_US', 'de_DE', 'nl_NL']);
    expect(ogLocaleAlternates(page('projects', 'tr'), threeLocales)).toEqual(['en_US', 'de_DE']);
    expect(ogLocaleAlternates(page('home', 'nl'), threeLocales)).toEqual(['tr_TR', 'en_US', 'de_DE']);
  });
});
