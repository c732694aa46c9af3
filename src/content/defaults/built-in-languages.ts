/**
 * The languages the site ships built-in content for (SPEC's texts, in Turkish and English): a
 * fresh store is seeded with it, and a snapshot without a document falls back to it. A language
 * added to the locale table later brings its content through the store and the snapshot.
 */
import { languages, type Lang } from '../../i18n/routes';

export const builtInLanguages = ['tr', 'en'] as const satisfies readonly Lang[];

export type BuiltInLang = (typeof builtInLanguages)[number];

export function hasBuiltInContent(lang: Lang): lang is BuiltInLang {
  return (builtInLanguages as readonly Lang[]).includes(lang);
}

/** The site's languages that have built-in content, in the locale table's order. */
export const languagesWithBuiltInContent: readonly BuiltInLang[] = languages.filter(hasBuiltInContent);
