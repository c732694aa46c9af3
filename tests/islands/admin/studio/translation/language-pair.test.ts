/** The two languages the editor shows: chosen, remembered in this browser, and the default pair when the memory is no good. */
import { describe, expect, it } from 'vitest';
import { languages } from '../../../../../src/i18n/routes';
import {
  choose,
  defaultPair,
  notShown,
  parsePair,
  readPair,
  rememberPair,
  showing,
  shownLanguages,
} from '../../../../../src/islands/admin/studio/translation/language-pair';

const langs = ['tr', 'en', 'de', 'fr'] as const;

/** A browser's storage, as far as the pair uses it. */
function memoryStorage() {
  const kept = new Map<string, string>();
  return {
    kept,
    getItem: (key: string) => kept.get(key) ?? null,
    setItem: (key: string, value: string) => void kept.set(key, value),
  };
}

describe('the language pair', () => {
  it('is by default the default language and the next, from the locale table', () => {
    expect(defaultPair(languages)).toEqual([languages[0], languages[1]]);
    expect(defaultPair(langs)).toEqual(['tr', 'en']);
    expect(defaultPair(['tr'])).toEqual(['tr', 'tr']);
    expect(shownLanguages(defaultPair(['tr']))).toEqual(['tr']);
  });

  it('reads a stored pair of two languages the site has, else falls back to the default pair', () => {
    expect(parsePair('tr de', langs)).toEqual(['tr', 'de']);
    expect(parsePair('de en', langs)).toEqual(['de', 'en']);
    expect(parsePair(null, langs)).toEqual(['tr', 'en']);
    expect(parsePair('', langs)).toEqual(['tr', 'en']);
    // A language the site no longer has, the same language twice, too many, or rubbish.
    expect(parsePair('tr it', langs)).toEqual(['tr', 'en']);
    expect(parsePair('de de', langs)).toEqual(['tr', 'en']);
    expect(parsePair('tr de en', langs)).toEqual(['tr', 'en']);
    expect(parsePair('["tr","de"]', langs)).toEqual(['tr', 'en']);
  });

  it('takes a chosen language into one column, swapping when the other column had it', () => {
    expect(choose(['tr', 'en'], 1, 'de')).toEqual(['tr', 'de']);
    expect(choose(['tr', 'en'], 0, 'de')).toEqual(['de', 'en']);
    expect(choose(['tr', 'en'], 0, 'en')).toEqual(['en', 'tr']);
    expect(choose(['tr', 'en'], 1, 'tr')).toEqual(['en', 'tr']);
    expect(choose(['tr', 'en'], 1, 'en')).toEqual(['tr', 'en']);
  });

  it('shows a language asked for (a problem in a hidden one) in the second column, keeping the first', () => {
    expect(showing(['tr', 'en'], 'de')).toEqual(['tr', 'de']);
    expect(showing(['tr', 'de'], 'tr')).toEqual(['tr', 'de']);
    expect(showing(['tr', 'de'], 'de')).toEqual(['tr', 'de']);
  });

  it('names the languages with unsaved changes that are not shown', () => {
    expect(notShown(['tr', 'en'], ['en', 'de', 'fr'])).toEqual(['de', 'fr']);
    expect(notShown(['tr', 'de'], ['tr', 'de'])).toEqual([]);
  });

  it('is remembered in this browser and read back; a stale or unreadable memory gives the default pair', () => {
    const storage = memoryStorage();
    expect(readPair(langs, storage)).toEqual(['tr', 'en']);
    rememberPair(['tr', 'de'], storage);
    expect(readPair(langs, storage)).toEqual(['tr', 'de']);
    // The site dropped German since.
    expect(readPair(['tr', 'en', 'fr'], storage)).toEqual(['tr', 'en']);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(readPair(langs, broken)).toEqual(['tr', 'en']);
    expect(() => rememberPair(['de', 'fr'], broken)).not.toThrow();
    expect(readPair(langs, undefined)).toEqual(['tr', 'en']);
  });
});
