/**
 * The page that shows a content unit, which the studio's page preview renders: a document's own
 * page; a document without one (the site's settings, the header, the footer) shows on every
 * page, so the home page stands for it; an item shows its detail page where items have one,
 * else the page that lists it. Asked inside the preview's content overlay, so an item the draft
 * adds has its page.
 */
import { getNewsItem, getProjectById } from '../content/operations';
import type { DocumentKey } from '../content/documents';
import type { BuiltDetailRouteKey, Lang, StaticRouteKey } from '../i18n/routes';
import { builtPage, type SitePage } from './site-pages';

/** Each document's page: where its own fields show. */
const documentPages: Record<DocumentKey, Exclude<StaticRouteKey, BuiltDetailRouteKey | 'admin'>> = {
  site: 'home',
  header: 'home',
  footer: 'home',
  home: 'home',
  aboutTagline: 'about',
  ourTeam: 'about',
  projects: 'projects',
  contact: 'contact',
  privacy: 'privacy',
  imprint: 'imprint',
  references: 'references',
  news: 'news',
  // Shown on no page: the contact page, where the requests they answer and remind of are written, stands for them.
  replyTemplates: 'contact',
  requestReminders: 'contact',
};

/** The detail page of an item, where its document's items have one and the language shows it. */
function detailPage(key: DocumentKey, lang: Lang, item: string): SitePage | undefined {
  if (key === 'projects') {
    const project = getProjectById(lang, item);
    return project && builtPage('projectDetail', lang, project.project.url);
  }
  if (key === 'news') return getNewsItem(lang, item) && builtPage('newsDetail', lang, item);
  return undefined;
}

export function unitPage(lang: Lang, key: DocumentKey, item: string | null): SitePage {
  return (item === null ? undefined : detailPage(key, lang, item)) ?? builtPage(documentPages[key], lang);
}
