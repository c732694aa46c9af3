/**
 * The languages the back office speaks (the admin, the studio, the publish screen, field labels
 * and messages, staff e-mails): its own list, apart from the languages the site publishes in
 * (locales.ts). A new content language adds no admin language, and the admin's texts never need
 * one per content language. The first entry is the default.
 */
import { languages, locale, type Lang } from './locales';

export const adminLanguages = ['tr', 'en'] as const;

export type AdminLang = (typeof adminLanguages)[number];

export const defaultAdminLang: AdminLang = adminLanguages[0];

export function isAdminLang(value: string): value is AdminLang {
  return (adminLanguages as readonly string[]).includes(value);
}

/** What the header's switch leads to: the admin's next language. */
export function nextAdminLang(lang: AdminLang): AdminLang {
  return adminLanguages[(adminLanguages.indexOf(lang) + 1) % adminLanguages.length]!;
}

/**
 * The first of the browser's languages that the admin speaks (TR unless the browser puts
 * English before Turkish); a browser that asks for none of them gets the default.
 */
export function preferredAdminLang(browserLanguages: readonly string[]): AdminLang {
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0] ?? '';
    if (isAdminLang(primary)) return primary;
  }
  return defaultAdminLang;
}

/**
 * Each content language's name in the admin language `ui` ("İngilizce", "English"), read
 * from its locale's tag: a content language added to the locale table is named without a
 * string of its own.
 */
export function contentLanguageNames(ui: AdminLang): Readonly<Record<Lang, string>> {
  const names = new Intl.DisplayNames([ui], { type: 'language' });
  return Object.fromEntries(languages.map((lang) => [lang, names.of(locale(lang).tag) ?? locale(lang).name])) as Record<Lang, string>;
}
