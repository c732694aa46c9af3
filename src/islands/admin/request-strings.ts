/**
 * The texts of the screens about visitors' requests (the dashboard's figures, the inbox, a
 * request's card, its replies and its erasure), one set per language the admin speaks, each with the admin's
 * own texts (strings.ts) those screens also use. Kept apart so that the sign-in screen and the
 * content studio never fetch them.
 */
import { contentLanguageNames, type AdminLang } from '../../i18n/admin-languages';
import type { InboxItem, SentReply, StatusFilter } from './api';
import { adminStrings, fill, formatDateTime, type AdminStrings } from './strings';

const tr = {
  dashboard: {
    figures: 'Özet',
    open: 'Açık talepler',
    thisWeek: 'Bu hafta gelen talepler',
    snapshotExportedAt: 'İçeriğin son dışa aktarımı',
    neverExported: 'Henüz dışa aktarılmadı',
    toInbox: 'Talepleri görüntüle',
  },
  leads: {
    header: 'Taleplerden rakamlar',
    period: '{since} – {until} arası, {timeZone} saatiyle. Ziyaretçiler sayılmaz: rakamlar yalnızca gönderilen taleplerden çıkar.',
    downloadCsv: 'Rakamları CSV olarak indir',
    failed: 'Rakamlar yüklenemedi.',
    total: 'Son 12 ayda gelen talepler',
    solved: 'Bunlardan çözülen',
    median: 'Çözülene kadar geçen süre (ortanca)',
    p90: 'Çözülene kadar geçen süre (%90’ı bu sürede)',
    noneSolved: 'Henüz yok',
    requests: 'Talep',
    byMonth: 'Aylara göre talepler',
    month: 'Ay',
    byWeek: 'Haftalara göre talepler',
    week: 'Hafta',
    weekStarts: 'Başlangıç',
    byLanguage: 'Dile göre talepler',
    language: 'Dil',
    byKind: 'İş türüne göre talepler',
    kind: 'İş türü',
    byPage: 'Gönderildiği sayfaya göre talepler',
    page: 'Sayfa',
    byProject: 'Teklif istenen projeye göre talepler',
    project: 'Proje',
    noProject: 'Proje belirtilmemiş',
    notGiven: 'Belirtilmemiş',
  },
  inbox: {
    filterLabel: 'Gösterilen talepler',
    filters: { waiting: 'Yanıt bekleyen', inProgress: 'Devam eden', closed: 'Kapanan', all: 'Tümü' } satisfies Record<StatusFilter, string>,
    downloadCsv: 'CSV olarak indir',
    empty: {
      waiting: 'Yanıt bekleyen talep yok.',
      inProgress: 'Devam eden talep yok.',
      closed: 'Kapanan talep yok.',
      all: 'Henüz talep yok.',
    } satisfies Record<StatusFilter, string>,
    count: '{count} talep',
    loadMore: 'Daha fazla yükle',
    loadingMore: 'Yükleniyor…',
    loaded: '{count} talep gösteriliyor.',
    listLabel: 'İletişim talepleri',
    failed: 'Talepler yüklenemedi.',
  },
  request: {
    phone: 'Telefon',
    email: 'E-posta',
    noEmail: 'Yok',
    received: 'Geliş tarihi',
    language: 'Ziyaretçinin dili',
    kindOfWork: 'İş türü',
    location: 'Projenin yeri',
    sentFrom: 'Gönderildiği sayfa',
    project: 'Teklif istenen proje',
    projectGone: '{id} (artık sitede yok)',
    languages: contentLanguageNames('tr') satisfies Readonly<Record<InboxItem['lang'], string>>,
    message: 'Mesaj',
    files: 'Dosyalar',
    fileDetails: '{kind}, {size}',
    sentAs: 'gönderildiği ad: {name}',
    activeContent: 'Bu PDF etkin içerik (betik, otomatik işlem veya gömülü dosya) taşıyor: açmadan önce dikkat',
    notification: 'Bildirim',
    saving: 'Kaydediliyor…',
    saveFailed: '“{subject}” kaydedilemedi. Yeniden deneyin.',
    waiting: 'Bekliyor',
    waitingFor: 'iş saatleriyle {time}',
    waitingSince: 'iş saatleriyle {time} (mesai dışında geldi; {date} itibarıyla sayılıyor)',
    waitingNotYet: 'henüz sayılmıyor: mesai dışında geldi; {date} itibarıyla sayılacak',
    hoursMinutes: '{hours}\u00a0sa {minutes}\u00a0dk',
    minutes: '{minutes}\u00a0dk',
  },
  reply: {
    open: 'Yanıtla',
    heading: 'Ziyaretçiye e-postayla yanıt',
    template: 'Şablon',
    noTemplate: 'Şablonsuz başla',
    text: 'Yanıt metni',
    language: 'Yanıt {language} gider: ziyaretçinin dili.',
    send: 'Gönder',
    sending: 'Gönderiliyor…',
    sent: '“{subject}” için yanıt kaydedildi ve gönderiliyor.',
    failed: 'Yanıt kaydedilemedi. Yeniden deneyin.',
    empty: 'Önce bir yanıt yazın.',
    loading: 'Şablonlar yükleniyor…',
    templatesFailed: 'Şablonlar yüklenemedi; metni kendiniz yazabilirsiniz.',
    noEmail: 'Bu talepte e-posta adresi yok: ziyaretçiyi telefonla arayın.',
    replies: 'Gönderilen yanıtlar',
    by: '{name}, {date}',
    pending: 'Gönderilmeyi bekliyor',
    retrying: 'Henüz gönderilmedi, yeniden denenecek: {reason}',
    delivered: 'Gönderildi',
    deliveryFailed: 'Gönderilemedi: {reason}',
    retry: 'Yeniden gönder',
    retried: 'Yanıt yeniden gönderiliyor.',
    showText: 'Metni göster',
  },
  erase: {
    open: 'Sil',
    heading: 'Kişinin verilerini sil',
    intro:
      'Seçtiğiniz adreslerle gönderilmiş bütün talepler, dosyaları ve bildirimleriyle birlikte kalıcı olarak silinir (KVKK m. 11 kapsamındaki silme talebi). Bu işlem geri alınamaz.',
    addresses: 'Silinecek adresler',
    byEmail: 'E-posta: {email}',
    byPhone: 'Telefon: {phone}',
    noneChosen: 'En az bir adres seçin.',
    confirm: 'Kalıcı olarak sil',
    cancel: 'Vazgeç',
    erasing: 'Siliniyor…',
    erased: { one: '{count} talep silindi.', other: '{count} talep silindi.' },
    matching: { one: '{count} talep', other: '{count} talep' },
    failed: 'Silinemedi. Yeniden deneyin.',
  },
  notification: {
    pending: 'E-posta bekliyor',
    processing: 'E-posta gönderiliyor',
    retry: 'E-posta yeniden denenecek',
    sent: 'E-posta gönderildi',
    failed: 'E-posta gönderilemedi',
    off: 'E-posta bildirimi kapalı',
    none: 'E-posta bildirimi yok',
  },
};

type OwnStrings = typeof tr;

const en: OwnStrings = {
  dashboard: {
    figures: 'Summary',
    open: 'Open requests',
    thisWeek: 'Requests this week',
    snapshotExportedAt: 'Content last exported',
    neverExported: 'Not exported yet',
    toInbox: 'View requests',
  },
  leads: {
    header: 'Figures from the requests',
    period: 'From {since} to {until}, {timeZone} time. Visitors are not counted: the figures come from the requests sent alone.',
    downloadCsv: 'Download the figures as CSV',
    failed: 'The figures could not be loaded.',
    total: 'Requests in the last 12 months',
    solved: 'Of these, solved',
    median: 'Time to solved (median)',
    p90: 'Time to solved (90% within)',
    noneSolved: 'None yet',
    requests: 'Requests',
    byMonth: 'Requests by month',
    month: 'Month',
    byWeek: 'Requests by week',
    week: 'Week',
    weekStarts: 'Starts',
    byLanguage: 'Requests by language',
    language: 'Language',
    byKind: 'Requests by kind of work',
    kind: 'Kind of work',
    byPage: 'Requests by page sent from',
    page: 'Page',
    byProject: 'Requests by project asked about',
    project: 'Project',
    noProject: 'No project named',
    notGiven: 'Not given',
  },
  inbox: {
    filterLabel: 'Requests shown',
    filters: { waiting: 'Waiting for an answer', inProgress: 'In progress', closed: 'Closed', all: 'All' },
    downloadCsv: 'Download CSV',
    empty: {
      waiting: 'No request is waiting for an answer.',
      inProgress: 'No request in progress.',
      closed: 'No closed requests.',
      all: 'No requests yet.',
    },
    count: '{count} requests',
    loadMore: 'Load more',
    loadingMore: 'Loading…',
    loaded: 'Showing {count} requests.',
    listLabel: 'Contact requests',
    failed: 'The requests could not be loaded.',
  },
  request: {
    phone: 'Phone',
    email: 'E-mail',
    noEmail: 'None',
    received: 'Received',
    language: 'Visitor’s language',
    kindOfWork: 'Kind of work',
    location: 'Project location',
    sentFrom: 'Sent from',
    project: 'Quote asked for project',
    projectGone: '{id} (no longer on the site)',
    languages: contentLanguageNames('en'),
    message: 'Message',
    files: 'Files',
    fileDetails: '{kind}, {size}',
    sentAs: 'sent as {name}',
    activeContent: 'This PDF carries active content (scripts, automatic actions or embedded files): take care before opening it',
    notification: 'Notification',
    saving: 'Saving…',
    saveFailed: '“{subject}” could not be saved. Try again.',
    waiting: 'Waiting',
    waitingFor: '{time} of business hours',
    waitingSince: '{time} of business hours (it came outside them; counted from {date})',
    waitingNotYet: 'not counted yet: it came outside business hours; counting starts {date}',
    hoursMinutes: '{hours}\u00a0h {minutes}\u00a0min',
    minutes: '{minutes}\u00a0min',
  },
  reply: {
    open: 'Reply',
    heading: 'Reply to the visitor by e-mail',
    template: 'Template',
    noTemplate: 'Start without a template',
    text: 'Reply text',
    language: 'The reply goes in {language}: the visitor’s language.',
    send: 'Send',
    sending: 'Sending…',
    sent: 'Reply to “{subject}” saved and being sent.',
    failed: 'The reply could not be saved. Try again.',
    empty: 'Write a reply first.',
    loading: 'Loading the templates…',
    templatesFailed: 'The templates could not be loaded; you can write the text yourself.',
    noEmail: 'This request has no e-mail address: call the visitor instead.',
    replies: 'Replies sent',
    by: '{name}, {date}',
    pending: 'Waiting to be sent',
    retrying: 'Not sent yet, retrying: {reason}',
    delivered: 'Sent',
    deliveryFailed: 'Failed: {reason}',
    retry: 'Send again',
    retried: 'The reply is being sent again.',
    showText: 'Show the text',
  },
  erase: {
    open: 'Delete',
    heading: 'Delete this person’s data',
    intro:
      'Every request sent with the addresses you tick is deleted for good, with its files and notification (a request to erase under KVKK art. 11 or GDPR art. 17). This cannot be undone.',
    addresses: 'Addresses to erase',
    byEmail: 'E-mail: {email}',
    byPhone: 'Phone: {phone}',
    noneChosen: 'Tick at least one address.',
    confirm: 'Delete for good',
    cancel: 'Cancel',
    erasing: 'Deleting…',
    erased: { one: '{count} request deleted.', other: '{count} requests deleted.' },
    matching: { one: '{count} request', other: '{count} requests' },
    failed: 'Could not delete. Try again.',
  },
  notification: {
    pending: 'E-mail pending',
    processing: 'E-mail being sent',
    retry: 'E-mail will be retried',
    sent: 'E-mail sent',
    failed: 'E-mail failed',
    off: 'E-mail notification off',
    none: 'No e-mail notification',
  },
};

export type RequestStrings = AdminStrings & OwnStrings;

export const requestStrings: Readonly<Record<AdminLang, RequestStrings>> = {
  tr: { ...adminStrings.tr, ...tr },
  en: { ...adminStrings.en, ...en },
};

/** How many requests an erasure deleted, in the staff member's language. */
export function erasedText(strings: RequestStrings, lang: AdminLang, count: number): string {
  return fill(strings.erase.erased[pluralForm(lang, count)], { count });
}

/** How many requests an address matches, before the erasure. */
export function matchingText(strings: RequestStrings, lang: AdminLang, count: number): string {
  return fill(strings.erase.matching[pluralForm(lang, count)], { count });
}

const pluralForm = (lang: AdminLang, count: number) => (new Intl.PluralRules(lang).select(count) === 'one' ? 'one' : 'other');

/** What the card says about the e-mail sent to staff for a request; the failure reason when there is one. */
export function notificationText(strings: RequestStrings, notification: InboxItem['notification']): string {
  if (notification === null) return strings.notification.none;
  const texts = strings.notification;
  switch (notification.state) {
    case 'pending':
      return texts.pending;
    case 'processing':
      return texts.processing;
    case 'retry':
      return notification.error ? `${texts.retry}: ${notification.error}` : texts.retry;
    case 'sent':
    case 'success':
      return texts.sent;
    case 'failed':
    case 'error':
      return notification.error ? `${texts.failed}: ${notification.error}` : texts.failed;
    case 'off':
      return texts.off;
    default:
      // A state a newer server adds still says something rather than nothing.
      return String((notification as { state: unknown }).state);
  }
}

/** Whether a notification needs the staff member's attention (shown in the warning colour). */
export function notificationFailed(notification: InboxItem['notification']): boolean {
  return notification?.state === 'failed' || notification?.state === 'error';
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** A time to solved as staff read it: minutes under an hour, hours under two days, else days (to a tenth). */
export function formatDuration(ms: number, lang: AdminLang): string {
  const [value, unit] = ms < HOUR_MS ? [ms / 60_000, 'minute'] : ms < 2 * DAY_MS ? [ms / HOUR_MS, 'hour'] : [ms / DAY_MS, 'day'];
  return new Intl.NumberFormat(adminStrings[lang].dateLocale, {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(unit === 'minute' ? Math.round(value) : value);
}

/**
 * A span of whole minutes as hours and minutes ("3 h 20 min"), numbers as the staff member's
 * language writes them; a number and its unit never part at a line's end.
 */
export function formatWait(minutes: number, strings: RequestStrings): string {
  const number = new Intl.NumberFormat(strings.dateLocale);
  const hours = Math.floor(minutes / 60);
  const rest = number.format(minutes % 60);
  return hours === 0
    ? fill(strings.request.minutes, { minutes: rest })
    : fill(strings.request.hoursMinutes, { hours: number.format(hours), minutes: rest });
}

/** A request's wait as the staff API counted it (InboxItem's `waited` and `waitStarts`). */
export interface RequestWait {
  waited: number;
  waitStarts?: string | undefined;
}

/**
 * How long a request has waited, as its card says it: a request that came outside business
 * hours says so and when its wait starts (or started) to count, so "0 min" never reads as an
 * answer's deadline already running.
 */
export function waitText(wait: RequestWait, lang: AdminLang): string {
  const strings = requestStrings[lang];
  const time = formatWait(wait.waited, strings);
  if (!wait.waitStarts) return fill(strings.request.waitingFor, { time });
  const date = formatDateTime(wait.waitStarts, lang);
  return fill(wait.waited === 0 ? strings.request.waitingNotYet : strings.request.waitingSince, { time, date });
}

/** Where a reply is on its way to the visitor, with the mail server's reason where it has one. */
export function replyDeliveryText(strings: RequestStrings, reply: SentReply): string {
  const texts = strings.reply;
  const reason = reply.reason ?? '';
  if (reply.delivery === 'sent') return texts.delivered;
  if (reply.delivery === 'failed') return fill(texts.deliveryFailed, { reason });
  return reply.reason ? fill(texts.retrying, { reason }) : texts.pending;
}
