/**
 * The two languages the editor shows side by side, out of however many the site has: the
 * editor chooses them, this browser remembers them, and a remembered pair naming a language
 * the site no longer has gives way to the default pair (the default language and the next).
 * The languages not shown keep their drafts; a save saves them too (use-unit-editor.ts).
 */

/** The first column's language and the second's; the same twice only on a one-language site. */
export type LanguagePair<L extends string> = readonly [L, L];

const STORAGE_KEY = 'content-studio-language-pair';

/** The default language and the next one in the locale table. */
export function defaultPair<L extends string>(langs: readonly L[]): LanguagePair<L> {
  return [langs[0]!, langs[1] ?? langs[0]!];
}

/** A stored pair ("tr de"), if it names two different languages the site has; else the default pair. */
export function parsePair<L extends string>(stored: string | null, langs: readonly L[]): LanguagePair<L> {
  const [first, second, ...rest] = (stored ?? '').split(' ') as L[];
  const valid = rest.length === 0 && first !== second && langs.includes(first!) && langs.includes(second!);
  return valid ? [first!, second!] : defaultPair(langs);
}

/** The pair once `lang` is chosen for one column; choosing the other column's language swaps them. */
export function choose<L extends string>(pair: LanguagePair<L>, column: 0 | 1, lang: L): LanguagePair<L> {
  const other = pair[1 - column]!;
  const kept = other === lang ? pair[column] : other;
  return column === 0 ? [lang, kept] : [kept, lang];
}

/** The pair with `lang` shown: as it is if it shows it, else `lang` takes the second column. */
export function showing<L extends string>(pair: LanguagePair<L>, lang: L): LanguagePair<L> {
  return pair.includes(lang) ? pair : [pair[0], lang];
}

/** The columns the pair shows, each once. */
export function shownLanguages<L extends string>(pair: LanguagePair<L>): L[] {
  return [...new Set(pair)];
}

/** Of `langs` (those with unsaved changes, say), the ones the pair does not show. */
export function notShown<L extends string>(pair: LanguagePair<L>, langs: readonly L[]): L[] {
  return langs.filter((lang) => !pair.includes(lang));
}

/** The pair this browser remembers (none, or unreadable storage: the default pair). */
export function readPair<L extends string>(langs: readonly L[], storage: Pick<Storage, 'getItem'> | undefined): LanguagePair<L> {
  try {
    return parsePair(storage?.getItem(STORAGE_KEY) ?? null, langs);
  } catch {
    return defaultPair(langs);
  }
}

/** Remembers the pair in this browser; storage that refuses it (private mode, full) only forgets it. */
export function rememberPair<L extends string>(pair: LanguagePair<L>, storage: Pick<Storage, 'setItem'> | undefined): void {
  try {
    storage?.setItem(STORAGE_KEY, pair.join(' '));
  } catch {
    // Not remembered: the next visit shows the default pair.
  }
}
