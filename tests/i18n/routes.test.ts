import { describe, expect, it } from 'vitest';
import {
  adminPath,
  isDetailRoute,
  isOnDemandRoute,
  languageOfPath,
  languages,
  onDemandPaths,
  isOnDemandPath,
  languageGlobs,
  matchPath,
  pathFor,
  routeKeys,
  routes,
  type PageRouteKey,
} from '../../src/i18n/routes';

describe('route table', () => {
  it("has the 11 route pairs of SPEC §2, the privacy notice and the imprint (DECISIONS.md), the form's native post and its answer, the quote forms and the projects list's later pages", () => {
    expect(routeKeys).toHaveLength(18);
    // The list's later pages: the first is the list's own path.
    expect(pathFor('projectsPage', 'tr', '2')).toBe('/projeler/sayfa/2');
    expect(pathFor('projectsPage', 'en', '2')).toBe('/projects/page/2');
    expect(pathFor('projectsPage', 'de', '2')).toBe('/de/projekte/seite/2');
    expect(pathFor('contactQuote', 'tr')).toBe('/iletisim/teklif');
    expect(pathFor('contactQuote', 'en')).toBe('/contact/quote');
    // A project's quote form: the quote form's path and the project's url.
    expect(pathFor('projectQuote', 'tr', 'ankara-trafo')).toBe('/iletisim/teklif/ankara-trafo');
    expect(pathFor('projectQuote', 'de', 'ankara-trafo')).toBe('/de/kontakt/angebot/ankara-trafo');
    expect(pathFor('contactSend', 'tr')).toBe('/iletisim/gonder');
    expect(pathFor('contactSent', 'en')).toBe('/contact/sent');
    expect(pathFor('privacy', 'tr')).toBe('/kvkk-aydinlatma-metni');
    expect(pathFor('privacy', 'en')).toBe('/privacy-notice');
    expect(pathFor('imprint', 'tr')).toBe('/kunye');
    expect(pathFor('imprint', 'en')).toBe('/imprint');
  });

  it('uses no path twice, except the one route SPEC shares between languages', () => {
    const seen = new Map<string, string>();
    for (const key of routeKeys) {
      const paths = new Set(languages.map((lang) => routes[key].path[lang]));
      if (!('languageNeutral' in routes[key])) expect(paths.size, `${key}: a path of its own in every language`).toBe(languages.length);
      for (const path of paths) {
        expect(seen.get(path), `path '${path}' of ${key}`).toBeUndefined();
        seen.set(path, key);
      }
    }
  });

  it('keeps the SPEC paths exactly', () => {
    expect(pathFor('home', 'tr')).toBe('/');
    expect(pathFor('home', 'en')).toBe('/en');
    expect(pathFor('about', 'en')).toBe('/corporate');
    expect(pathFor('press', 'tr')).toBe('/basinda-biz');
    expect(pathFor('notFound', 'tr')).toBe('/sayfa-bulunamadi');
    expect(pathFor('projectDetail', 'tr', 'a-b')).toBe('/proje/a-b');
    expect(pathFor('newsDetail', 'en', 'x1')).toBe('/new/x1');
    expect(adminPath('dashboard')).toBe('/admin');
    expect(adminPath('contact')).toBe('/admin/i');
    expect(adminPath('content')).toBe('/admin/content');
    expect(adminPath('contentEdit')).toBe('/admin/content/edit');
  });

  it('refuses a detail path without a slug id', () => {
    expect(() => pathFor('projectDetail', 'tr', '')).toThrow(/slug id/);
    expect(() => pathFor('projectDetail', 'tr', 'Has Space')).toThrow(/slug id/);
  });

  it('matches every path it builds back to its key and language', () => {
    for (const key of routeKeys) {
      for (const lang of languages) {
        const path = isDetailRoute(key) ? pathFor(key, lang, 'some-id') : pathFor(key as PageRouteKey, lang);
        const match = matchPath(path);
        expect(match?.key, path).toBe(key);
        if (!('languageNeutral' in routes[key])) expect(match?.lang, path).toBe(lang);
        if (isDetailRoute(key)) expect(match?.id).toBe('some-id');
      }
    }
  });

  it("matches editors' url spellings and rejects unknown paths", () => {
    expect(matchPath('kurumsal')?.key).toBe('about');
    expect(matchPath('/kurumsal/')?.key).toBe('about');
    expect(matchPath('/kurumsall')).toBeUndefined();
    expect(matchPath('/proje/')).toBeUndefined();
    expect(matchPath('/proje/a/b')).toBeUndefined();
  });

  it("names every path the server answers per request: the JSON endpoint, the form's native post, its 'sent' page, a project's quote form and the staff API", () => {
    expect(routeKeys.filter(isOnDemandRoute)).toEqual(['contactSent', 'contactSend', 'projectQuote']);
    expect(onDemandPaths()).toEqual([
      '/api/contact',
      '/iletisim/gonderildi',
      '/contact/sent',
      '/de/kontakt/gesendet',
      '/iletisim/gonder',
      '/contact/send',
      '/de/kontakt/senden',
      '/iletisim/teklif/*',
      '/contact/quote/*',
      '/de/kontakt/angebot/*',
      '/api/admin/**',
    ]);
  });

  it("tells a project's quote form, for any project url, from the pages the build writes", () => {
    for (const lang of languages) expect(isOnDemandPath(pathFor('projectQuote', lang, 'any-project'))).toBe(true);
    expect(isOnDemandPath(pathFor('contactSend', 'en'))).toBe(true);
    expect(isOnDemandPath(pathFor('contactQuote', 'tr'))).toBe(false);
    expect(isOnDemandPath(`${pathFor('contactQuote', 'tr')}/a/b`)).toBe(false);
    expect(isOnDemandPath(`${pathFor('contactQuote', 'en')}/Not-A-Slug`)).toBe(false);
  });

  it("tells an unknown path's language by its first segment where one language alone has pages there", () => {
    expect(['/en/foo', '/en', '/project/nope', '/new/x/y', '/contact/x', '/corporate/', '/page-not-found/x'].map(languageOfPath)).toEqual(
      Array(7).fill('en'),
    );
    expect(['/proje/yok', '/kurumsal/x', '/iletisim/x', '/haber/1'].map(languageOfPath)).toEqual(Array(4).fill('tr'));
    // No language's page starts so, or both languages share it.
    expect(['/', '/foo', '/admin/x', '/api/contact', '/_astro/x.js', '/enx'].map(languageOfPath)).toEqual(Array(6).fill(undefined));
    // Every page of the route table is claimed by its own language.
    for (const key of routeKeys.filter((k) => !('languageNeutral' in routes[k]) && k !== 'home'))
      for (const lang of languages) expect(languageOfPath(routes[key].path[lang]), `${key} ${lang}`).toBe(lang);
  });

  it("gives Hosting a glob for each first segment of one language's pages, the default's too", () => {
    expect(languageGlobs().sort()).toEqual(
      [
        '/kurumsal/**',
        '/haberler/**',
        '/haber/**',
        '/basinda-biz/**',
        '/iletisim/**',
        '/projeler/**',
        '/proje/**',
        '/referanslar/**',
        '/kvkk-aydinlatma-metni/**',
        '/kunye/**',
        '/sayfa-bulunamadi/**',
        '/en/**',
        '/corporate/**',
        '/news/**',
        '/new/**',
        '/press/**',
        '/contact/**',
        '/projects/**',
        '/project/**',
        '/references/**',
        '/privacy-notice/**',
        '/imprint/**',
        '/page-not-found/**',
        '/de/**',
      ].sort(),
    );
  });
});
