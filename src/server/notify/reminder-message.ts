/**
 * The e-mail that reminds of a request still waiting for its first answer: step 1 to the staff
 * list, step 2 to the manager, saying it is the second. Written in every language the admin
 * speaks, the default first, as the notification of a new request is (message.ts): the staff
 * who get it read the admin, and the admin speaks no German, so a request to Munich is reminded
 * in the same words as one to Ankara. It names the request (its id, the visitor, the subject,
 * the kind of work), how long it has waited in its office's business time, and links to the
 * inbox, where the waiting requests come oldest first.
 */
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import { adminLanguages, contentLanguageNames, defaultAdminLang, type AdminLang } from '../../i18n/admin-languages';
import { adminPath } from '../../i18n/routes';
import type { RemindedRequest, ReminderStep } from '../store/reminders';
import { oneLine, type NotificationMessage } from './message';

interface ReminderWords {
  subject: Record<ReminderStep, string>;
  intro: Record<ReminderStep, string>;
  requestId: string;
  name: string;
  subjectLabel: string;
  kindOfWork: string;
  language: string;
  date: string;
  waited: string;
  target: string;
  inbox: string;
  hoursMinutes: (hours: number, minutes: number) => string;
}

const words: Readonly<Record<AdminLang, ReminderWords>> = {
  tr: {
    subject: { 1: 'Hatırlatma: yanıt bekleyen talep', 2: 'İkinci hatırlatma (yöneticiye): yanıt bekleyen talep' },
    intro: {
      1: 'Bu talep ilk yanıt hedefini geçti ve hâlâ yanıt bekliyor.',
      2: 'Bu ikinci hatırlatmadır, yöneticiye gider: talep ilk hatırlatmadan bir iş günü sonra hâlâ yanıt bekliyor.',
    },
    requestId: 'Talep no',
    name: 'Ad Soyad',
    subjectLabel: 'Konu',
    kindOfWork: 'İş türü',
    language: 'Dil',
    date: 'Geldiği tarih',
    waited: 'Bekleme (iş saati)',
    target: 'İlk yanıt hedefi',
    inbox: 'Gelen kutusu',
    hoursMinutes: (hours, minutes) => (hours === 0 ? `${minutes} dk` : `${hours} sa ${minutes} dk`),
  },
  en: {
    subject: { 1: 'Reminder: a request waits for an answer', 2: 'Second reminder (to the manager): a request waits for an answer' },
    intro: {
      1: 'This request has passed the first-answer target and still waits for an answer.',
      2: 'This is the second reminder, to the manager: a business day after the first, the request still waits for an answer.',
    },
    requestId: 'Request id',
    name: 'Name',
    subjectLabel: 'Subject',
    kindOfWork: 'Kind of work',
    language: 'Language',
    date: 'Arrived',
    waited: 'Waited (business hours)',
    target: 'First-answer target',
    inbox: 'Inbox',
    hoursMinutes: (hours, minutes) => (hours === 0 ? `${minutes} min` : `${hours} h ${minutes} min`),
  },
};

/** Each admin language's text, the default first, said once where they agree. */
const inEvery = (say: (words: ReminderWords, lang: AdminLang) => string) =>
  [...new Set(adminLanguages.map((lang) => say(words[lang], lang)))].join(' / ');

const span = (minutes: number) => inEvery((w) => w.hoursMinutes(Math.floor(minutes / 60), Math.floor(minutes % 60)));

/** The Message-ID of a request's reminder step: one per step, so a mail server or client can tell a second sending of it. */
const reminderMessageId = (step: ReminderStep, requestId: string, siteUrl: string) =>
  `<reminder-${step}-${requestId}@${new URL(siteUrl).hostname}>`;

export interface ReminderMessageInput {
  step: ReminderStep;
  request: RemindedRequest;
  to: readonly string[];
  /** Business minutes since its arrival, in its office's hours. */
  waitedMinutes: number;
  targetMinutes: number;
  siteUrl: string;
}

export function reminderMessage({ step, request, to, waitedMinutes, targetMinutes, siteUrl }: ReminderMessageInput): NotificationMessage {
  const fields: [string, string][] = [
    [inEvery((w) => w.requestId), request.id],
    [inEvery((w) => w.name), oneLine(request.name)],
    [inEvery((w) => w.subjectLabel), oneLine(request.subject)],
    ...(request.kindOfWork
      ? [[inEvery((w) => w.kindOfWork), inEvery((_, lang) => KIND_OF_WORK_NAMES[request.kindOfWork!][lang])] as [string, string]]
      : []),
    [inEvery((w) => w.language), `${inEvery((_, lang) => contentLanguageNames(lang)[request.lang])} (${request.lang})`],
    [inEvery((w) => w.date), request.createDate],
    [inEvery((w) => w.waited), span(waitedMinutes)],
    [inEvery((w) => w.target), span(targetMinutes)],
    [inEvery((w) => w.inbox), new URL(adminPath('contact'), siteUrl).href],
  ];
  const intro = adminLanguages.map((lang) => words[lang].intro[step]).join('\n');
  return {
    to: [...to],
    subject: oneLine(`${words[defaultAdminLang].subject[step]}: ${request.subject}`),
    text: `${intro}\n\n${fields.map(([label, value]) => `${label}: ${value}`).join('\n')}\n`,
    html: '',
    messageId: reminderMessageId(step, request.id, siteUrl),
  };
}
