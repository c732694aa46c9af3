/**
 * What a content field must hold, said in every language of the site: the schemas refuse with
 * the English text (the export's and the staff API's messages are for operators), and the
 * content studio shows the editor the same message in the admin's language. Each message is a
 * function of its values, so one spelling serves both and a refusal with values reads back.
 */
import type { Lang } from '../i18n/routes';

type Message = (...values: string[]) => Readonly<Record<Lang, string>>;
const say =
  (tr: string, en: string): Message =>
  (...values) => ({
    tr: tr.replace(/\$(\d)/g, (_, n: string) => values[Number(n)] ?? ''),
    en: en.replace(/\$(\d)/g, (_, n: string) => values[Number(n)] ?? ''),
  });

export const fieldMessages = {
  nonEmptyText: say('boş olmayan bir metin', 'a non-empty text'),
  atMost: say('en fazla $0 karakter', 'at most $0 characters'),
  plainText: say('HTML etiketi olmayan düz metin', 'plain text without HTML tags'),
  slug: say('küçük harfli bir kısa ad (a-z harfleri, rakamlar, tek tireler)', 'a lower-case slug (letters a-z, digits, single hyphens)'),
  documentId: say('bir belge kimliği (harf, rakam, _ ya da -)', 'a document id (letters, digits, _ or -)'),
  imagePath: say(
    "bu sitenin bir görseli, örneğin /images/logo.svg ya da yüklenen bir fotoğraf (başta '/images/', sonra harf, rakam, - _ . ~; '//', '\\' ya da kontrol karakteri olmadan)",
    "an image of this site, such as /images/logo.svg or an uploaded photo (starting with '/images/', then letters, digits, - _ . ~; no '//', '\\' or control characters)",
  ),
  mapEmbed: say('şu harita gömme sayfalarından birinin adresi: $0', 'the address of one of these map embed pages: $0'),
  sitePath: say("'/' ile başlayan bir site yolu, örneğin /kurumsal", "a site path starting with '/', such as /kurumsal"),
  httpUrl: say('bir http(s) adresi', 'an http(s) URL'),
  siteOrigin: say(
    'yolu olmayan bir https:// adresi, örneğin https://www.example.com.tr',
    'an https:// origin without a path, such as https://www.example.com.tr',
  ),
  countryCode: say('ISO 3166-1 ülke kodu, örneğin TR ya da DE', 'an ISO 3166-1 country code, such as TR or DE'),
  dateTime: say('ISO 8601 tarih ve saat, örneğin 2025-03-01T09:00:00Z', 'an ISO 8601 date-time, such as 2025-03-01T09:00:00Z'),
  email: say('bir e-posta adresi', 'an e-mail address'),
  uniqueIds: say("tekil kimlikler, ama '$0' iki kez geçiyor", "unique ids, but '$0' appears twice"),
  uniqueUrls: say("tekil adresler, ama '$0' iki kez geçiyor", "unique urls, but '$0' appears twice"),
  oneAltPerPhoto: say(
    'her fotoğraf için sırasıyla bir açıklama ($0 fotoğraf, $1 açıklama)',
    'one alt text per photo of imageSources, in their order ($0 photos, $1 alt texts)',
  ),
  atLeastOneMenuItem: say('en az bir menü öğesi', 'at least one menu item'),
  atLeastOneSection: say('en az bir bölüm', 'at least one section'),
  // zod's own, as expectation() (src/content/errors.ts) leaves them.
  string: say('bir metin', 'string, received $0'),
  number: say('bir sayı', 'number, received $0'),
  boolean: say('evet ya da hayır', 'boolean, received $0'),
  list: say('bir liste', 'array, received $0'),
  group: say('bir alan grubu', 'object, received $0'),
  atLeastItems: say('en az $0 öğe', 'Too small: expected array to have >=$0 items'),
  atLeastNumber: say('en az $0', 'Too small: expected number to be >=$0'),
  atMostNumber: say('en fazla $0', 'Too big: expected number to be <=$0'),
  wholeNumber: say('bir tam sayı', 'int, received $0'),
  oneOf: say('şunlardan biri: $0', 'one of $0'),
} satisfies Record<string, Message>;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const HOLE = '\u0000';

/** Each message's English text as a pattern whose groups are its values. */
const patterns = Object.values(fieldMessages).map((message) => {
  const values = Array.from({ length: 4 }, (_, n) => `${HOLE}${n}${HOLE}`);
  const english = message(...values).en;
  const order: number[] = [];
  const source = escape(english).replace(new RegExp(`${HOLE}(\\d)${HOLE}`, 'g'), (_, n: string) => {
    order.push(Number(n));
    return '(.+?)';
  });
  return { message, pattern: new RegExp(`^${source}$`, 's'), order };
});

/** A refusal's message (English, as the schemas and the API say it) in `lang`; one it does not know stays as it is. */
export function fieldMessageIn(message: string, lang: Lang): string {
  for (const { message: say, pattern, order } of patterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    const values: string[] = [];
    order.forEach((n, group) => (values[n] = match[group + 1] ?? ''));
    return say(...values)[lang];
  }
  return message;
}
