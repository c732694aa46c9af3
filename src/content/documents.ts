/**
 * Every content document the site reads: where it lives in Firestore (SPEC §7 and
 * DECISIONS.md), which schema it obeys and which snapshot file holds it. The loader, the
 * export and the seed all walk this one list.
 */
import type * as z from 'zod/mini';
import type { Lang } from '../i18n/routes';
import {
  aboutTaglineSchema,
  contactPageSchema,
  footerSchema,
  headerSchema,
  imprintSchema,
  homePageSchema,
  newsFieldsSchema,
  newsPageFieldsSchema,
  newsPageSchema,
  ourTeamFieldsSchema,
  ourTeamSchema,
  privacyNoticeSchema,
  projectFieldsSchema,
  projectsPageFieldsSchema,
  projectsPageSchema,
  referenceFieldsSchema,
  referencesPageFieldsSchema,
  referencesPageSchema,
  replyTemplatesSchema,
  requestRemindersSchema,
  siteSettingsSchema,
  staffInfoSchema,
} from './schemas';

/** A Firestore sub-collection folded into its parent document as an array of { id, [itemKey] }. */
interface SubCollection {
  /** Sub-collection name in Firestore. */
  readonly name: string;
  /** Field of the parent entity that holds the items. */
  readonly field: string;
  /** Key under which an item's document data sits beside its id. */
  readonly itemKey: string;
  /** The item's field that names it to editors (the studio's lists). */
  readonly titleField: string;
  readonly itemSchema: z.ZodMiniObject;
  /** The parent document's own fields, without the items. */
  readonly parentSchema: z.ZodMiniObject;
}

export interface ContentDocument<S extends z.ZodMiniType = z.ZodMiniType> {
  /** Path below website/{lang}/. */
  readonly path: string;
  /** File name in content-snapshot/{lang}/. */
  readonly file: string;
  readonly schema: S;
  readonly subCollection?: SubCollection;
}

function contentDocument<S extends z.ZodMiniType>(doc: ContentDocument<S>): ContentDocument<S> {
  return doc;
}

export const contentDocuments = {
  site: contentDocument({ path: 'components/site', file: 'site.json', schema: siteSettingsSchema }),
  home: contentDocument({ path: 'pages/home', file: 'home.json', schema: homePageSchema }),
  header: contentDocument({ path: 'components/header', file: 'header.json', schema: headerSchema }),
  footer: contentDocument({ path: 'components/footer', file: 'footer.json', schema: footerSchema }),
  aboutTagline: contentDocument({
    path: 'components/about-tagline',
    file: 'about-tagline.json',
    schema: aboutTaglineSchema,
  }),
  ourTeam: contentDocument({
    path: 'components/our-team',
    file: 'our-team.json',
    schema: ourTeamSchema,
    subCollection: {
      name: 'staff',
      field: 'staffList',
      itemKey: 'staffInfo',
      titleField: 'name',
      itemSchema: staffInfoSchema,
      parentSchema: ourTeamFieldsSchema,
    },
  }),
  projects: contentDocument({
    path: 'pages/projects',
    file: 'projects.json',
    schema: projectsPageSchema,
    subCollection: {
      name: 'completedProjects',
      field: 'projects',
      itemKey: 'project',
      titleField: 'name',
      itemSchema: projectFieldsSchema,
      parentSchema: projectsPageFieldsSchema,
    },
  }),
  contact: contentDocument({ path: 'pages/contact', file: 'contact.json', schema: contactPageSchema }),
  privacy: contentDocument({ path: 'pages/privacy', file: 'privacy.json', schema: privacyNoticeSchema }),
  imprint: contentDocument({ path: 'pages/imprint', file: 'imprint.json', schema: imprintSchema }),
  references: contentDocument({
    path: 'pages/references',
    file: 'references.json',
    schema: referencesPageSchema,
    subCollection: {
      name: 'references',
      field: 'references',
      itemKey: 'reference',
      titleField: 'referenceName',
      itemSchema: referenceFieldsSchema,
      parentSchema: referencesPageFieldsSchema,
    },
  }),
  news: contentDocument({
    path: 'pages/news',
    file: 'news.json',
    schema: newsPageSchema,
    subCollection: {
      name: 'news',
      field: 'news',
      itemKey: 'news',
      titleField: 'header',
      itemSchema: newsFieldsSchema,
      parentSchema: newsPageFieldsSchema,
    },
  }),
  replyTemplates: contentDocument({ path: 'admin/reply-templates', file: 'reply-templates.json', schema: replyTemplatesSchema }),
  requestReminders: contentDocument({
    path: 'admin/request-reminders',
    file: 'request-reminders.json',
    schema: requestRemindersSchema,
  }),
} as const;

export type DocumentKey = keyof typeof contentDocuments;
export const documentKeys = Object.keys(contentDocuments) as DocumentKey[];

export function isDocumentKey(value: string): value is DocumentKey {
  return (documentKeys as string[]).includes(value);
}

/** The content of one language: each document as its schema's output type. */
/** The schema of one unit of a document: its own fields, or one item of its sub-collection. */
export function unitSchema(key: DocumentKey, isItem: boolean): z.ZodMiniObject {
  const document: ContentDocument = contentDocuments[key];
  if (isItem) return document.subCollection!.itemSchema;
  return (document.subCollection?.parentSchema ?? document.schema) as z.ZodMiniObject;
}

export type Content = { [K in DocumentKey]: z.infer<(typeof contentDocuments)[K]['schema']> };

export function firestorePath(lang: Lang, key: DocumentKey): string {
  return `website/${lang}/${contentDocuments[key].path}`;
}

export function snapshotPath(lang: Lang, key: DocumentKey): string {
  return `content-snapshot/${lang}/${contentDocuments[key].file}`;
}
