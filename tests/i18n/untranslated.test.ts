/** The mark of text shown in another language: for every pair of languages, in the page's words, naming the other by Intl. */
import { describe, expect, it } from 'vitest';
import { languages, locale } from '../../src/i18n/routes';
import { languageName, untranslatedMark } from '../../src/i18n/untranslated';

describe('untranslated mark', () => {
  it('names the text language in the page language, with its tag; none for the same language', () => {
    for (const page of languages) {
      expect(untranslatedMark(page, page)).toBeUndefined();
      for (const text of languages.filter((l) => l !== page)) {
        const mark = untranslatedMark(page, text)!;
        const name = languageName(text, page);
        expect(name).toBe(new Intl.DisplayNames([locale(page).tag], { type: 'language' }).of(locale(text).tag));
        expect(mark.tag).toBe(locale(text).tag);
        expect(mark.notice).toContain(name);
        expect(mark.badge).toContain(name);
        expect(`${mark.notice}${mark.badge}`).not.toMatch(/[{}]/);
        expect(mark.notice.length).toBeGreaterThan(mark.badge.length);
      }
    }
  });
});
