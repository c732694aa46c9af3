/**
 * The admin's own interface texts, one set per language the admin speaks (admin-languages.ts;
 * a new admin language is a type error here until it is translated, a new content language is
 * not). They live with the island, not in src/i18n/ui.ts, so public pages never carry them;
 * they are not editors' content either. The dashboard's and the inbox's own texts are in
 * request-strings.ts: the other screens never fetch them.
 */
import type { AdminLang } from '../../i18n/admin-languages';

const tr = {
  title: 'Yönetim',
  /** Intl's locale for dates and times in the admin. */
  dateLocale: 'tr-TR',
  navLabel: 'Yönetim menüsü',
  nav: { dashboard: 'Pano', contact: 'İletişim talepleri', content: 'İçerik', publish: 'Yayınla' },
  /** The content studio's heading: here, not in its own texts, so the outlet names the studio before those arrive. */
  contentHeading: 'İçerik',
  /** The publish screen's heading: here, not in its own texts, so the menu does not fetch those. */
  publishHeading: 'Önizle ve yayınla',
  switchLanguage: 'Switch to English',
  switchLanguageText: 'EN',
  /** The link on every screen to its page of the editors' handbook, and that page's own words. */
  help: 'Yardım',
  helpLabel: 'Yardım: bu ekranın el kitabı sayfası',
  handbook: { title: 'Editörlerin el kitabı', back: 'Yönetime dön', pages: 'El kitabının sayfaları' },
  signedInAs: 'Oturum açan: {name}',
  signOut: 'Çıkış yap',
  signedOut: 'Oturum kapatıldı.',
  sessionExpired: 'Oturumunuz sona erdi. Lütfen yeniden giriş yapın.',
  noInbox: 'Bu hesap iletişim taleplerini göremez. Erişim için sitenin yöneticisine başvurun.',
  noContent: 'Bu hesap sitenin içeriğini düzenleyemez. Erişim için sitenin yöneticisine başvurun.',
  loading: 'Yükleniyor…',
  unavailableHeader: 'Yönetim hizmetine ulaşılamıyor.',
  unavailableText: 'Sunucu yanıt vermedi. Biraz sonra yeniden deneyin.',
  retry: 'Yeniden dene',
  setupHeader: 'Site henüz kurulmadı',
  setupText: 'Bu sitenin yönetim bölümü henüz kurulmadı. Kurulum tamamlanınca burada oturum açabilirsiniz.',
  signIn: {
    header: 'Giriş yap',
    email: 'E-posta',
    password: 'Parola',
    submit: 'Giriş yap',
    submitting: 'Giriş yapılıyor…',
    invalid: 'E-posta ya da parola hatalı.',
    tooMany: {
      one: 'Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra yeniden deneyin.',
      other: 'Çok fazla deneme yapıldı. Lütfen {minutes} dakika sonra yeniden deneyin.',
    },
    failed: 'Giriş yapılamadı: sunucuya ulaşılamıyor. Biraz sonra yeniden deneyin.',
  },
};

export type AdminStrings = typeof tr;

const en: AdminStrings = {
  title: 'Admin',
  dateLocale: 'en-GB',
  navLabel: 'Admin menu',
  nav: { dashboard: 'Dashboard', contact: 'Contact requests', content: 'Content', publish: 'Publish' },
  contentHeading: 'Content',
  publishHeading: 'Preview and publish',
  switchLanguage: 'Türkçeye geç',
  switchLanguageText: 'TR',
  help: 'Help',
  helpLabel: "Help: this screen's page of the handbook",
  handbook: { title: "The editors' handbook", back: 'Back to the admin', pages: "The handbook's pages" },
  signedInAs: 'Signed in as {name}',
  signOut: 'Sign out',
  signedOut: 'You are signed out.',
  sessionExpired: 'Your session has expired. Please sign in again.',
  noInbox: "This account cannot see contact requests. Ask the site's administrator for access.",
  noContent: "This account cannot edit the site's content. Ask the site's administrator for access.",
  loading: 'Loading…',
  unavailableHeader: 'The admin service cannot be reached.',
  unavailableText: 'The server did not answer. Try again in a moment.',
  retry: 'Try again',
  setupHeader: 'The site is not set up yet',
  setupText: "This site's admin is not set up yet. Once it is, you can sign in here.",
  signIn: {
    header: 'Sign in',
    email: 'E-mail',
    password: 'Password',
    submit: 'Sign in',
    submitting: 'Signing in…',
    invalid: 'Wrong e-mail or password.',
    tooMany: {
      one: 'Too many attempts. Please try again in {minutes} minute.',
      other: 'Too many attempts. Please try again in {minutes} minutes.',
    },
    failed: 'Could not sign in: the server cannot be reached. Try again in a moment.',
  },
};

export const adminStrings: Readonly<Record<AdminLang, AdminStrings>> = { tr, en };

/** Replaces each `{name}` in `template` with its value. */
export function fill(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function tryAgainIn(strings: AdminStrings, lang: AdminLang, minutes: number): string {
  const form = new Intl.PluralRules(lang).select(minutes) === 'one' ? 'one' : 'other';
  return fill(strings.signIn.tooMany[form], { minutes });
}

/** A date and time as the staff member reads them: their language, their device's time zone. */
export function formatDateTime(iso: string, lang: AdminLang, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(adminStrings[lang].dateLocale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
