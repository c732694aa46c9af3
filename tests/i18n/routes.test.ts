import { describe, expect, it } from 'vitest';
import {
  adminPath,
  isDetailRoute,
  isOnDemandRoute,
  languages,
  onDemandPaths,
  matchPath,
  pathFor,
  routeKeys,
  routes,
  type PageRouteKey,
} from '../../src/i18n/routes';

describe('route table', () => {
  it("has the 11 route pairs of SPEC §2, the privacy notice (DECISIONS.md) and the form's native post and its answer", () => {
    expect(routeKeys).toHaveLength(14);
    expect(pathFor('contactSend', 'tr')).toBe('/iletisim/gonder');
    expect(pathFor('contactSent', 'en')).toBe('/contact/sent');
    expect(pathFor('privacy', 'tr')).toBe('/kvkk-aydinlatma-metni');
    expect(pathFor('privacy', 'en')).toBe('/privacy-notice');
  });

  it('uses no path twice, except the one route SPEC shares between languages', () => {
    const seen = new Map<string, string>();
    for (const key of routeKeys) {
      const paths = new Set(languages.map((lang) => routes[key].path[lang]));
      if (!('languageNeutral' in routes[key])) expect(paths.size, `${key} TR and EN paths`).toBe(2);
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

  it("names every path the server answers per request: the JSON endpoint, the form's native post and the staff API", () => {
    expect(routeKeys.filter(isOnDemandRoute)).toEqual(['contactSend']);
    expect(onDemandPaths()).toEqual(['/api/contact', '/iletisim/gonder', '/contact/send', '/api/admin/**']);
  });
});
