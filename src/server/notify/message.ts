/**
 * The e-mail staff get for each new contact request, the same with both stores: the Firestore
 * `mail` document (Trigger Email extension) and the SMTP outbox row. Subject with the visitor's
 * subject, every field in the body, Reply-To the visitor's e-mail when given. Nothing goes to
 * the visitor. A request's files are listed with a link to the inbox, never attached: staff
 * download them signed in, and a file with active content is flagged before anyone opens it.
 */
import type { Attachment } from '../../content/attachments';
import { KIND_OF_WORK_NAMES } from '../../content/contact-fields';
import { getProjectById, getSiteSettings } from '../../content/operations';
import type { ContactRequest } from '../../content/contact-request-schemas';
import { adminLanguages, contentLanguageNames, defaultAdminLang, type AdminLang } from '../../i18n/admin-languages';
import { adminPath, defaultLang, pathFor, routeName } from '../../i18n/routes';
import { attachmentKindName, formatFileSize } from '../../lib/attachment-labels';

interface MessageLabels {
  name: string;
  phone: string;
  email: string;
  subject: string;
  message: string;
  kindOfWork: string;
  location: string;
  sentFrom: string;
  project: string;
  language: string;
  date: string;
  ip: string;
  requestId: string;
  files: string;
  /** Beside a PDF that holds scripts, actions or embedded files. */
  activeContent: string;
  /** Before the link to the inbox, where the files are downloaded. */
  inbox: string;
  /** The e-mail's subject line, before the visitor's subject. */
  subjectLine: string;
}

/** One set per language the admin speaks (staff read it, not visitors): a new content language needs none. */
const labels: Readonly<Record<AdminLang, MessageLabels>> = {
  tr: {
    name: 'Ad Soyad',
    phone: 'Telefon',
    email: 'E-posta',
    subject: 'Konu',
    message: 'Mesaj',
    kindOfWork: 'İş türü',
    location: 'Projenin yeri',
    sentFrom: 'Gönderildiği sayfa',
    project: 'Proje',
    language: 'Dil',
    date: 'Tarih',
    ip: 'IP',
    requestId: 'Talep no',
    files: 'Dosyalar',
    activeContent: 'Bu PDF etkin içerik (betik, otomatik işlem veya gömülü dosya) taşıyor: açmadan önce dikkat',
    inbox: 'Dosyaları indirin',
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
    project: 'Project',
    language: 'Language',
    date: 'Date',
    ip: 'IP',
    requestId: 'Request id',
    files: 'Files',
    activeContent: 'This PDF carries active content (scripts, automatic actions or embedded files): take care before opening it',
    inbox: 'Download the files',
    subjectLine: 'Contact form',
  },
};

/** Staff read any of the admin's languages: each label in every one, the default first, said once where they agree. */
const inEvery = (name: (lang: AdminLang) => string) => [...new Set(adminLanguages.map(name))].join(' / ');
const label = (key: keyof MessageLabels) => inEvery((lang) => labels[lang][key]);

export interface NotificationMessage {
  to: string[];
  /** The visitor's e-mail, when the form had one (a reply: staff's addresses, comma-separated). */
  replyTo?: string;
  /** The sender's name, where it is not the configured sender's (a reply: the company's); the address stays the configured one. */
  fromName?: string;
  subject: string;
  text: string;
  html: string;
  /** The Message-ID header, where the message has its own (a reminder: one per step); else the mail server's. */
  messageId?: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Header values carry no line breaks, whatever a visitor typed. */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, ' ').trim();

/** The quote's fields and the page the form was sent from, where the request has them. */
function quoteFields({ kindOfWork, location, sentFrom }: ContactRequest): [string, string][] {
  return [
    ...(kindOfWork ? [[label('kindOfWork'), inEvery((lang) => KIND_OF_WORK_NAMES[kindOfWork][lang])] as [string, string]] : []),
    ...(location ? [[label('location'), location] as [string, string]] : []),
    ...(sentFrom ? [[label('sentFrom'), inEvery((lang) => routeName(sentFrom, lang))] as [string, string]] : []),
  ];
}

/** A label, its value, and where the value links to (the HTML part makes it a link). */
type Field = [label: string, value: string, href?: string];

/**
 * The project a project's quote form asked about: its name in the request's language, its id,
 * and a link to its page, where the content has it; else its id alone.
 */
function projectField({ project, lang }: ContactRequest, siteUrl = getSiteSettings(defaultLang).baseUrl): Field[] {
  if (!project) return [];
  const shown = getProjectById(lang, project);
  if (!shown) return [[label('project'), project]];
  const page = new URL(pathFor('projectDetail', lang, shown.project.url), siteUrl).href;
  return [[label('project'), `${oneLine(shown.project.name)} (${project}): ${page}`, page]];
}

/** Each file on its line (name, kind, size in every language), its warning on the next; then where to download them. */
function fileFields(attachments: readonly Attachment[], siteUrl = getSiteSettings(defaultLang).baseUrl): Field[] {
  if (attachments.length === 0) return [];
  const lines = attachments.flatMap((file) => [
    `- ${oneLine(file.name)} (${attachmentKindName(file.type)}, ${inEvery((lang) => formatFileSize(file.size, lang))})`,
    ...(file.activeContent ? [`  ${label('activeContent')}`] : []),
  ]);
  const inbox = new URL(adminPath('contact'), siteUrl).href;
  return [
    [label('files'), lines.join('\n')],
    [label('inbox'), inbox, inbox],
  ];
}

/**
 * `siteUrl`: where the inbox is, for a request with files; by default the site's base URL from
 * its settings, which the build's `site` is made of.
 */
export function notificationMessage(id: string, request: ContactRequest, to: readonly string[], siteUrl?: string): NotificationMessage {
  const fields: Field[] = [
    [label('name'), request.name],
    [label('phone'), request.phone],
    [label('email'), request.email || '-'],
    [label('subject'), request.subject],
    ...quoteFields(request),
    ...projectField(request, siteUrl),
    [label('message'), request.message],
    ...fileFields(request.attachments ?? [], siteUrl),
    // Named in each admin language, with its code: "Almanca / German (de)".
    [label('language'), `${inEvery((ui) => contentLanguageNames(ui)[request.lang])} (${request.lang})`],
    [label('date'), request.createDate],
    [label('ip'), request.ip],
    [label('requestId'), id],
  ];
  const text = `${fields.map(([label, value]) => `${label}:${value.includes('\n') ? '\n' : ' '}${value}`).join('\n')}\n`;
  const html = `<table>${fields
    .map(
      ([label, value, href]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${
          href ? `<a href="${escapeHtml(href)}">${escapeHtml(value)}</a>` : escapeHtml(value)
        }</td></tr>`,
    )
    .join('')}</table>`;
  return {
    to: [...to],
    ...(request.email ? { replyTo: oneLine(request.email) } : {}),
    subject: oneLine(`${labels[defaultAdminLang].subjectLine}: ${request.subject}`),
    text,
    html,
  };
}
