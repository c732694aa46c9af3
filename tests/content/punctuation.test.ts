/**
 * No text puts a space before '!' the way SPEC's error catalogue spells its own texts: those
 * keep SPEC's spelling word for word, every other text (the content as built, its defaults,
 * the interface strings, the admin's) follows the language's own typography.
 */
import { loadContent } from '../../src/content/loader';
import { describe, expect, it } from 'vitest';
import { adminLanguages } from '../../src/i18n/admin-languages';
import { languages } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { requestStrings } from '../../src/islands/admin/request-strings';

/** SPEC §8's texts with a space before '!', as SPEC writes them. */
const catalogueTexts = new Set(['Your message could not be sent !', 'İletişim Talebiniz Bize Ulaştı !']);

/** Every string in `value`, each with the path it was found at. */
function strings(value: unknown, path: string): [path: string, text: string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, child]) => strings(child, `${path}.${key}`));
}

const spacedBang = ([, text]: [string, string]) => /\s!/.test(text) && !catalogueTexts.has(text);

describe("no space before '!' outside SPEC's catalogue texts", () => {
  for (const lang of languages) {
    it(`${lang}: the content the build reads`, () => {
      expect(strings(loadContent(lang), lang).filter(spacedBang)).toEqual([]);
    });
    it(`${lang}: the interface strings`, () => {
      expect(strings(ui[lang], `ui.${lang}`).filter(spacedBang)).toEqual([]);
    });
  }
  for (const lang of languages) {
    it(`${lang}: the built-in content`, () => {
      expect(strings(loadContent(lang), `content-snapshot/${lang}`).filter(spacedBang)).toEqual([]);
    });
  }
  for (const lang of adminLanguages) {
    it(`${lang}: the admin's strings (the request screens' set holds them all)`, () => {
      expect(strings(requestStrings[lang], `admin.${lang}`).filter(spacedBang)).toEqual([]);
    });
  }

  it("keeps SPEC's catalogue texts as SPEC spells them", () => {
    const contact = Object.fromEntries(languages.map((lang) => [lang, loadContent(lang).contact]));
    expect(contact['en']?.notSentAlertHeader).toBe('Your message could not be sent !');
    expect(contact['tr']?.sentAlertHeader).toBe('İletişim Talebiniz Bize Ulaştı !');
  });
});
