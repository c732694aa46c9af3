/**
 * What a content field must hold, said in every language the admin speaks, never per content
 * language: the schemas refuse with the English text (the export's and the staff API's
 * messages are for operators), and the
 * content studio shows the editor the same message in the admin's language, chosen by the
 * refusal's code and filled with its values (field-problems.ts), never read back from its text.
 */
import type { AdminLang } from '../i18n/admin-languages';

type Message = (...values: string[]) => Readonly<Record<AdminLang, string>>;
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
  registerNumber: say(
    'ticaret sicilinin bölümü ve numarası, örneğin HRB 123456',
    "the commercial register's division and number, such as HRB 123456",
  ),
  vatId: say('DE ve dokuz rakamdan oluşan KDV kimlik numarası, örneğin DE123456789', 'DE and nine digits, such as DE123456789'),
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
  oneFirstOffice: say('ilk gösterilen olarak işaretli tek bir ofis ($0 işaretli)', 'exactly one office marked as shown first ($0 marked)'),
  firstOfficeReach: say(
    'en az bir kayıt: ilk gösterilen ofisi ziyaretçiler arar ve ona yazar',
    'at least one entry: visitors call and write to the office shown first',
  ),
  clockTime: say('24 saatlik SS:DD biçiminde bir saat, örneğin 08:30', 'a time as HH:MM in 24 hours, such as 08:30'),
  closesAfterOpens: say('açılıştan ($0) sonra bir kapanış saati', 'a closing time after the opening time ($0)'),
  dayOrder: say(
    'ilk günden ($0) önce olmayan bir gün (hafta pazartesi başlar)',
    'a day not before the first day ($0; the week starts on Monday)',
  ),
  documentLanguage: say("'$0', belgenin dili", "'$0', the document's language"),
  linkToPage: say("bu dilde sitenin bir sayfasına giden bir bağlantı ('$0')", "a link that leads to a page, but $1 ('$0')"),
  knownPlaceholders: say(
    "yalnızca şu yer tutucular: $1 ('{$0}' bunlardan biri değil)",
    "only these placeholders: $1 ('{$0}' is not one of them)",
  ),
  notDeletable: say('bir belge; belgeler silinemez', 'a document, which cannot be deleted'),
  valid: say('geçerli bir değer', 'a valid value'),
  sameInEveryLanguage: say('her dilde aynı değer ($0 dilindeki gibi)', 'the same value in every language (as in $0)'),
  // What zod itself checks (types, sizes, choices): field-problems.ts names them.
  string: say('bir metin', 'a text'),
  number: say('bir sayı', 'a number'),
  boolean: say('evet ya da hayır', 'yes or no'),
  list: say('bir liste', 'a list'),
  group: say('bir alan grubu', 'a group of fields'),
  atLeastItems: say('en az $0 öğe', 'at least $0 items'),
  atLeastNumber: say('en az $0', 'at least $0'),
  atMostNumber: say('en fazla $0', 'at most $0'),
  wholeNumber: say('bir tam sayı', 'a whole number'),
  oneOf: say('şunlardan biri: $0', 'one of $0'),
} satisfies Record<string, Message>;
