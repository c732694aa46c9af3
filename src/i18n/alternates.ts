/**
 * A page's other-language versions, for any set of languages: where its language switches
 * lead, its hreflang (and sitemap) alternates and its og:locale:alternate. Pure functions of
 * the page's translations and a locale table, so a test can run them on three languages
 * while the site ships two. A language without a version of the page is left out of the
 * alternates, and its switch leads to that language's home page.
 */
export interface TranslatedPage<L extends string> {
  lang: L;
  /** The page's path in each language that has it. */
  translations: Partial<Record<L, string>>;
  /**
   * The languages whose version of the page shows another language's text (not translated
   * yet): their switch leads there, but they are no alternate for search engines or link
   * previews, as that version is not in their language.
   */
  untranslatedIn?: readonly L[];
}

/** The page's path in a language whose version of it is a translation. */
function translatedPath<L extends string>(page: TranslatedPage<L>, lang: L): string | undefined {
  return page.untranslatedIn?.includes(lang) ? undefined : page.translations[lang];
}

export interface LocaleInfo {
  tag: string;
  ogLocale: string;
  switchLabel: string;
  switchTo: string;
  name: string;
}

export interface SwitchTarget<L extends string> {
  lang: L;
  href: string;
}

/** One switch per other language, in the table's order. */
export function switchTargets<L extends string>(
  page: TranslatedPage<L>,
  languages: readonly L[],
  homePath: (lang: L) => string,
): SwitchTarget<L>[] {
  return languages.filter((lang) => lang !== page.lang).map((lang) => ({ lang, href: page.translations[lang] ?? homePath(lang) }));
}

/**
 * A language switch's accessible name: what it shows (its code, and its name where the switch
 * spells it out) first, then what it does, so that a person who says what they see (voice
 * control) names the link (WCAG 2.5.3, label in name).
 */
export function switchAccessibleName(locale: Pick<LocaleInfo, 'switchLabel' | 'switchTo' | 'name'>, withName: boolean): string {
  const visible = withName ? `${locale.switchLabel} ${locale.name}` : locale.switchLabel;
  return `${visible} – ${locale.switchTo}`;
}

/** hreflang alternates: each language that has the page translated, then x-default (the default language's version). */
export function hreflangAlternates<L extends string>(
  page: TranslatedPage<L>,
  locales: Readonly<Record<L, Pick<LocaleInfo, 'tag'>>>,
  defaultLang: L,
): { hreflang: string; path: string }[] {
  const languages = Object.keys(locales) as L[];
  const alternates = languages.flatMap((lang) => {
    const path = translatedPath(page, lang);
    return path === undefined ? [] : [{ hreflang: locales[lang].tag, path }];
  });
  const fallback = translatedPath(page, defaultLang);
  return fallback === undefined ? alternates : [...alternates, { hreflang: 'x-default', path: fallback }];
}

/** og:locale:alternate: the Open Graph locales of the other languages that have the page translated. */
export function ogLocaleAlternates<L extends string>(
  page: TranslatedPage<L>,
  locales: Readonly<Record<L, Pick<LocaleInfo, 'ogLocale'>>>,
): string[] {
  return (Object.keys(locales) as L[])
    .filter((lang) => lang !== page.lang && translatedPath(page, lang) !== undefined)
    .map((lang) => locales[lang].ogLocale);
}
