/**
 * Everything that differs per language apart from its texts: the one table a language is
 * added to (its interface strings go to ui.ts, its content to content-snapshot/<lang>/).
 * The first entry is the default language: the root of the site and hreflang's x-default.
 */
export interface Locale {
  /** BCP 47 tag: <html lang>, hreflang, Intl formatting. */
  tag: string;
  /** Open Graph's name of the language. */
  ogLocale: string;
  /** What a language switch leading to it shows. */
  switchLabel: string;
  /** Its own name, in itself (the phone menu's switch spells it out). */
  name: string;
  /** A switch's accessible name, in the language it leads to. */
  switchTo: string;
  /** How a date reads in it (the privacy notice's update date). */
  dateFormat: Intl.DateTimeFormatOptions;
  /**
   * The language whose text a page of this one shows where its own content lacks a project or
   * news item (not translated yet): the page exists, marked as untranslated and kept out of
   * search. Without it, an item missing in this language has no page in it.
   */
  fallback?: string;
}

export const locales = {
  tr: {
    tag: 'tr',
    ogLocale: 'tr_TR',
    switchLabel: 'TR',
    name: 'Türkçe',
    switchTo: 'Türkçe sayfaya geç',
    dateFormat: { dateStyle: 'long', timeZone: 'Europe/Istanbul' },
  },
  en: {
    tag: 'en',
    ogLocale: 'en_US',
    switchLabel: 'EN',
    name: 'English',
    switchTo: 'Switch to English',
    dateFormat: { dateStyle: 'long', timeZone: 'Europe/Istanbul' },
  },
  de: {
    tag: 'de',
    ogLocale: 'de_DE',
    switchLabel: 'DE',
    name: 'Deutsch',
    switchTo: 'Zur deutschen Seite',
    dateFormat: { dateStyle: 'long', timeZone: 'Europe/Berlin' },
    fallback: 'en',
  },
} as const satisfies Record<string, Locale>;

export type Lang = keyof typeof locales;
export const languages = Object.keys(locales) as Lang[];
export const defaultLang: Lang = languages[0]!;

export function locale(lang: Lang): Locale {
  return locales[lang];
}

/** The language whose content stands in for `lang`'s missing items (its locale's fallback), if any. */
export function fallbackLanguage(lang: Lang): Lang | undefined {
  const fallback = (locales[lang] as Locale).fallback;
  if (fallback === undefined) return undefined;
  if (!(fallback in locales) || fallback === lang) {
    throw new Error(`Locale '${lang}': its fallback '${fallback}' is not another language of the locale table`);
  }
  return fallback as Lang;
}

/** A content date (a notice's update date) as the language writes it. */
export function formatDate(lang: Lang, iso: string): string {
  return new Intl.DateTimeFormat(locales[lang].tag, locales[lang].dateFormat).format(new Date(iso));
}
