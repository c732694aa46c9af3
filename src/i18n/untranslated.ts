/**
 * How a page says that some of its text is in another language (not translated yet): the
 * text's language tag for its lang attribute, and the notice and short badge in the page's own
 * language, naming the other language by Intl (no language name is spelled here).
 */
import { locale, type Lang } from './locales';
import { t } from './ui';

export interface UntranslatedMark {
  /** The BCP 47 tag of the language the text is in: its element's lang attribute. */
  tag: string;
  /** The page's notice above such content. */
  notice: string;
  /** The short mark of a card or list entry. */
  badge: string;
}

/** The name of language `lang` in language `in_` ("Englisch" in German), from its locale's tag. */
export function languageName(lang: Lang, in_: Lang): string {
  return new Intl.DisplayNames([locale(in_).tag], { type: 'language' }).of(locale(lang).tag) ?? locale(lang).name;
}

/** The mark of text in `textLang` on a page in `pageLang`; none where they are the same. */
export function untranslatedMark(pageLang: Lang, textLang: Lang): UntranslatedMark | undefined {
  if (pageLang === textLang) return undefined;
  const strings = t(pageLang);
  const language = languageName(textLang, pageLang);
  return {
    tag: locale(textLang).tag,
    notice: strings.untranslatedNotice.replace('{language}', language),
    badge: strings.untranslatedBadge.replace('{language}', language),
  };
}
