/**
 * A third language is a locale entry, strings and content away: the route table,
 * the language switches, hreflang and sitemap alternates and og:locale:alternate, built from a
 * test-only table with German for two pages (home and about). A page without a German version
 * is left out of German alternates, and its German switch leads to the German home page.
 * Nothing German ships.
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
import { sitemapXml } from '../../src/lib/sitemap';
import { germanLocale } from './german-locale';

const threeLocales = {
  ...locales,
  de: germanLocale,
} as const;
type Three = keyof typeof threeLocales;
const threeLanguages = Object.keys(threeLocales) as Three[];

const table: Record<'home' | 'about' | 'projects' | 'projectDetail' | 'contact', RouteDefinitionOf<Three>> = {
  home: { ...routes.home, path: { ...routes.home.path, de: 'de' }, name: { ...routes.home.name, de: 'Startseite' } },
  about: { ...routes.about, path: { ...routes.about.path, de: 'de/unternehmen' }, name: { ...routes.about.name, de: 'Unternehmen' } },
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
  it('ships two languages, and the test table adds the third only where it has paths', () => {
    expect(shippedLanguages).toEqual(['tr', 'en']);
    const german = (Object.keys(table) as Key[])
      .filter((key) => !table[key].path.tr!.includes('{id}'))
      .map((key) => [key, localizedPath(table[key], 'de')]);
    expect(german).toEqual([
      ['home', '/de'],
      ['about', '/de/unternehmen'],
      ['projects', undefined],
      ['contact', undefined],
    ]);
    expect(localizedPath(table.projectDetail, 'de', 'ostim')).toBeUndefined();
    expect(localizedPath(table.projectDetail, 'en', 'ostim')).toBe('/project/ostim');
  });

  it('gives every page a switch per other language; where German is missing it leads to the German home page', () => {
    expect(switchTargets(page('about', 'tr'), threeLanguages, home)).toEqual([
      { lang: 'en', href: '/corporate' },
      { lang: 'de', href: '/de/unternehmen' },
    ]);
    expect(switchTargets(page('projects', 'tr'), threeLanguages, home)).toEqual([
      { lang: 'en', href: '/projects' },
      { lang: 'de', href: '/de' },
    ]);
    expect(switchTargets(page('about', 'de'), threeLanguages, home)).toEqual([
      { lang: 'tr', href: '/kurumsal' },
      { lang: 'en', href: '/corporate' },
    ]);
  });

  it('lists German in hreflang only for pages that have it; x-default stays the default language', () => {
    expect(hreflangAlternates(page('about', 'en'), threeLocales, 'tr')).toEqual([
      { hreflang: 'tr', path: '/kurumsal' },
      { hreflang: 'en', path: '/corporate' },
      { hreflang: 'de', path: '/de/unternehmen' },
      { hreflang: 'x-default', path: '/kurumsal' },
    ]);
    expect(hreflangAlternates(page('contact', 'en'), threeLocales, 'tr')).toEqual([
      { hreflang: 'tr', path: '/iletisim' },
      { hreflang: 'en', path: '/contact' },
      { hreflang: 'x-default', path: '/iletisim' },
    ]);
  });

  it('writes German sitemap entries and alternates only for the pages that have them', () => {
    const entries = threeLanguages.flatMap((lang) =>
      (['home', 'about', 'projects', 'contact'] as const).flatMap((key) => {
        const translated = page(key, lang);
        const path = translated.translations[lang];
        return path === undefined ? [] : [{ path, alternates: hreflangAlternates(translated, threeLocales, 'tr') }];
      }),
    );
    const xml = sitemapXml(entries, 'https://www.example.com');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs.filter((loc) => loc!.includes('/de'))).toEqual(['https://www.example.com/de', 'https://www.example.com/de/unternehmen']);
    expect(locs).toHaveLength(4 + 4 + 2);
    const projectsEntry = xml.split('<url>').find((url) => url.includes('<loc>https://www.example.com/projeler</loc>'))!;
    expect(projectsEntry).not.toContain('hreflang="de"');
    const aboutEntry = xml.split('<url>').find((url) => url.includes('<loc>https://www.example.com/kurumsal</loc>'))!;
    expect(aboutEntry).toContain('<xhtml:link rel="alternate" hreflang="de" href="https://www.example.com/de/unternehmen"/>');
  });

  it('names the other languages that have the page in og:locale:alternate', () => {
    expect(ogLocaleAlternates(page('about', 'tr'), threeLocales)).toEqual(['en_US', 'de_DE']);
    expect(ogLocaleAlternates(page('projects', 'tr'), threeLocales)).toEqual(['en_US']);
    expect(ogLocaleAlternates(page('home', 'de'), threeLocales)).toEqual(['tr_TR', 'en_US']);
  });
});
