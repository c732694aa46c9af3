/**
 * The admin speaks its own languages, whatever languages the site publishes in: with German a
 * content language of the locale table, the admin still speaks TR and EN, its switch and the
 * browser's preference never lead to German, and its texts name German from the locale table
 * without a string of their own.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  adminLanguages,
  contentLanguageNames,
  defaultAdminLang,
  isAdminLang,
  nextAdminLang,
  preferredAdminLang,
  type AdminLang,
} from '../../src/i18n/admin-languages';
import { languages } from '../../src/i18n/locales';
import { adminStrings } from '../../src/islands/admin/strings';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { publishStrings } from '../../src/islands/admin/publish/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';

describe('the admin languages, with three content languages', () => {
  it('are TR and EN, TR first, while the site has a third content language', () => {
    expect(languages).toEqual(['tr', 'en', 'de']);
    expect(adminLanguages).toEqual(['tr', 'en']);
    expect(defaultAdminLang).toBe('tr');
    expectTypeOf<AdminLang>().toEqualTypeOf<'tr' | 'en'>();
  });

  it('know their own members only', () => {
    expect(adminLanguages.every(isAdminLang)).toBe(true);
    expect(['de', 'fr', '', 'TR'].filter(isAdminLang)).toEqual([]);
  });

  it('the header switch goes TR → EN → TR, never to a content language the admin does not speak', () => {
    expect(nextAdminLang('tr')).toBe('en');
    expect(nextAdminLang('en')).toBe('tr');
  });

  it('take the first of the browser languages the admin speaks, TR by default', () => {
    expect(preferredAdminLang([])).toBe('tr');
    expect(preferredAdminLang(['de-DE', 'fr'])).toBe('tr');
    expect(preferredAdminLang(['de-DE', 'EN-gb', 'tr'])).toBe('en');
    expect(preferredAdminLang(['en-US', 'tr'])).toBe('en');
    expect(preferredAdminLang(['tr-TR', 'en-US'])).toBe('tr');
  });
});

describe("the admin's texts, with three content languages", () => {
  it('exist once per admin language, never per content language', () => {
    for (const table of [adminStrings, requestStrings, studioStrings, publishStrings]) {
      expect(Object.keys(table).sort()).toEqual([...adminLanguages].sort());
    }
  });

  it('name every content language in the admin language, from the locale table', () => {
    expect(contentLanguageNames('tr')).toEqual({ tr: 'Türkçe', en: 'İngilizce', de: 'Almanca' });
    expect(contentLanguageNames('en')).toEqual({ tr: 'Turkish', en: 'English', de: 'German' });
    expect(studioStrings.tr.languageNames).toEqual(contentLanguageNames('tr'));
    expect(studioStrings.en.languageNames['de']).toBe('German');
    expect(requestStrings.tr.request.languages['de']).toBe('Almanca');
  });
});
