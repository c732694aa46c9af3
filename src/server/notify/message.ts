/**
 * The e-mail staff get for each new contact request, the same with both stores: the Firestore
 * `mail` document (Trigger Email extension) and the SMTP outbox row. Subject with the visitor's
 * subject, every field in the body, Reply-To the visitor's e-mail when given. Nothing goes to
 * the visitor.
 */
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import type { ContactRequest } from '../../content/schemas';
import { defaultLang, languages, routeName, type Lang } from '../../i18n/routes';

interface MessageLabels {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  kindOfWork: string;
  location: string;
  sentFrom: string;
  language: string;
  date: string;
  ip: string;
  requestId: string;
  /** The e-mail's subject line, before the visitor's subject. */
  subjectLine: string;
}

/** One set per language of the site's locale table: a new locale is a type error until translated. */
const labels: Readonly<Record<Lang, MessageLabels>> = {
  tr: {
    name: 'Ad Soyad',
    phone: 'Telefon',
    email: 'E-posta',
    subject: 'Konu',
    message: 'Mesaj',
    kindOfWork: 'İş türü',
    location: 'Projenin yeri',
    sentFrom: 'Gönderildiği sayfa',
    language: 'Dil',
    date: 'Tarih',
    ip: 'IP',
    requestId: 'Talep no',
    subjectLine: 'İletişim formu',
  },
  en: {
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    kindOfWork: 'Kind of work',
    location: 'Project location',
    sentFrom: 'Sent from',
    language: 'Language',
    date: 'Date',
    ip: 'IP',
    requestId: 'Request id',
    subjectLine: 'Contact form',
  },
};

/** Staff read either language: each label in every one, the default first, said once where they agree. */
const inEvery = (name: (lang: Lang) => string) => [...new Set(languages.map(name))].join(' / ');
const label = (key: keyof MessageLabels) => inEvery((lang) => labels[lang][key]);

export interface NotificationMessage {
  to: string[];
  /** The visitor's e-mail, when the form had one. */
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values carry no line breaks, whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The quote's fields and the page the form was sent from, where the request has them. */
function quoteFields({ kindOfWork, location, sentFrom }: ContactRequest): [string, string][] {
  return [
    ...(kindOfWork ? [[label('kindOfWork'), inEvery((lang) => KIND_OF_WORK_NAMES[kindOfWork][lang])] as [string, string]] : []),
    ...(location ? [[label('location'), location] as [string, string]] : []),
    ...(sentFrom ? [[label('sentFrom'), inEvery((lang) => routeName(sentFrom, lang))] as [string, string]] : []),
  ];
}

export function notificationMessage(id: string, request: ContactRequest, to: readonly string[]): NotificationMessage {
  const fields: [string, string][] = [
    [label('name'), request.name],
    [label('phone'), request.phone],
    [label('email'), request.email || '-'],
    [label('subject'), request.subject],
    ...quoteFields(request),
    [label('message'), request.message],
    [label('language'), request.lang],
    [label('date'), request.createDate],
    [label('ip'), request.ip],
    [label('requestId'), id],
  ];
  const text = `${fields.map(([label, value]) => `${label}:${value.includes('\n') ? '\n' : ' '}${value}`).join('\n')}\n`;
  const html = `<table>${fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('')}</table>`;
  return {
    to: [...to],
    ...(request.email ? { replyTo: oneLine(request.email) } : {}),
    subject: oneLine(`${labels[defaultLang].subjectLine}: ${request.subject}`),
    text,
    html,
  };
}
