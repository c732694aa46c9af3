/**
 * The content operations of SPEC §7, typed. Each reads the cached content of one language
 * and applies the filter and order SPEC gives; pages call these, never the raw documents.
 * A language with a fallback (locales.ts) also lists the projects and news items only its
 * fallback has, each marked with the language its text is in (`textLang`), so that no item is
 * missing and none is shown as translated when it is not.
 *
 * Each list and lookup is derived once per load of the content (./memo.ts): a build asks for
 * them on every page, and rebuilding them there made its work grow with the square of the site.
 * What they return is shared: never mutated by a caller.
 *
 * Each is recorded (./recorded-reads.ts): a build notes which of them a page called and what
 * they answered, so the next build renders again only the pages whose answers changed.
 */
import type { ContactPageData, FooterData, HeaderData, PageFrame, ProjectsPageData, Shown, ShownNewsItem, ShownProject } from './views';
import { fallbackLanguage } from '../i18n/locales';
import type { Lang } from '../i18n/routes';
import { getContent } from './loader';
import { indexedBy } from './indexed';
import { memoizedPerContent } from './memo';
import { recorded } from './recorded-reads';
import type { HomePage, Imprint, Office, PrivacyNotice, Reference, ReferencesPage, SiteSettings } from './schemas';

/** SPEC §2 / §9: the footer lists up to 5 completed projects and 5 latest news items. */
export const FOOTER_LIST_LIMIT = 5;

/**
 * A language's items, then its fallback's items it lacks (matched by document id), each
 * marked with the language of its text.
 */
function withUntranslated<T extends { id: string }>(lang: Lang, items: (lang: Lang) => readonly T[]): Shown<T>[] {
  const own = items(lang).map((item) => ({ ...item, textLang: lang }));
  const fallback = fallbackLanguage(lang);
  if (fallback === undefined) return own;
  const ids = new Set(own.map((item) => item.id));
  return [...own, ...items(fallback).flatMap((item) => (ids.has(item.id) ? [] : [{ ...item, textLang: fallback }]))];
}

const allProjects = memoizedPerContent((lang: Lang): ShownProject[] => withUntranslated(lang, (l) => getContent(l).projects.projects));
const allNews = memoizedPerContent((lang: Lang): ShownNewsItem[] => withUntranslated(lang, (l) => getContent(l).news.news));

const byIndexAscending = <T extends { index: number }>(a: T, b: T) => a.index - b.index;
const byIndexDescending = <T extends { index: number }>(a: T, b: T) => b.index - a.index;

export const getSiteSettings = recorded('getSiteSettings', (lang: Lang): SiteSettings => {
  return getContent(lang).site;
});

/** The offices with the one marked first at their head (the first listed, should none be marked). */
function leadFirst(offices: readonly Office[]): [Office, ...Office[]] {
  const lead = offices.find((office) => office.first === true) ?? offices[0]!;
  return [lead, ...offices.filter((office) => office !== lead)];
}

/** The office a language's pages lead with: its calls, e-mail, address and map come first. */
const leadOffice = (lang: Lang): Office => leadFirst(getContent(lang).contact.offices)[0];

/** The header: menu items and their submenus ascending by index, with the company's name and phone. */
export type { ContactPageData, FooterData, HeaderData, PageFrame } from './views';

const getHeaderData = recorded(
  'getHeaderData',
  memoizedPerContent((lang: Lang): HeaderData => {
    const { header, site } = getContent(lang);
    return {
      ...header,
      menuItems: [...header.menuItems]
        .sort(byIndexAscending)
        .map((item) => (item.subMenu ? { ...item, subMenu: [...item.subMenu].sort(byIndexAscending) } : item)),
      companyName: site.companyName,
      phone: leadOffice(lang).phoneNumbers[0],
    };
  }),
);

/** Projects page with its projects ascending by index, as the completedProjects read orders them. */
export const getProjectsData = recorded(
  'getProjectsData',
  memoizedPerContent((lang: Lang): ProjectsPageData => {
    const page = getContent(lang).projects;
    return { ...page, projects: [...allProjects(lang)].sort((a, b) => a.project.index - b.project.index) };
  }),
);

/** The project whose url is the detail route's last segment (SPEC §2), if any; an untranslated one by its fallback's url. */
export const getProject = recorded('getProject', (lang: Lang, url: string): ShownProject | undefined => {
  return indexedBy(allProjects(lang), 'url', (p) => p.project.url).get(url);
});

/**
 * The project with this document id as a language's pages show it (its own, or its fallback's
 * untranslated one): a project's quote form sends that id with the request.
 */
export const getProjectById = recorded('getProjectById', (lang: Lang, id: string): ShownProject | undefined => {
  return indexedBy(allProjects(lang), 'id', (p) => p.id).get(id);
});

/** Whether a language's pages show the project with this document id. */
export const hasProject = recorded('hasProject', (lang: Lang, id: string): boolean => {
  return getProjectById(lang, id) !== undefined;
});

/** Home slider: only projects flagged for it, descending index (SPEC §7). */
export const getSliderData = recorded(
  'getSliderData',
  memoizedPerContent((lang: Lang): ShownProject[] =>
    allProjects(lang)
      .filter((p) => p.project.slider)
      .sort((a, b) => b.project.index - a.project.index),
  ),
);

/** Client references, descending index (SPEC §2). */
export const getReferences = recorded('getReferences', (lang: Lang): Reference[] => {
  return [...getContent(lang).references.references].sort((a, b) => b.reference.index - a.reference.index);
});

/** The references page with its references, descending index. */
export const getReferencesPageData = recorded('getReferencesPageData', (lang: Lang): ReferencesPage => {
  return { ...getContent(lang).references, references: getReferences(lang) };
});

export const getPrivacyNotice = recorded('getPrivacyNotice', (lang: Lang): PrivacyNotice => {
  return getContent(lang).privacy;
});

/** The German subsidiary's Impressum, in the page's language. */
export const getImprint = recorded('getImprint', (lang: Lang): Imprint => {
  return getContent(lang).imprint;
});

/** News, latest first. */
export const getNews = recorded(
  'getNews',
  memoizedPerContent((lang: Lang): ShownNewsItem[] =>
    [...allNews(lang)].sort((a, b) => Date.parse(b.news.createDate) - Date.parse(a.news.createDate) || b.news.index - a.news.index),
  ),
);

export const getNewsItem = recorded('getNewsItem', (lang: Lang, id: string): ShownNewsItem | undefined => {
  return indexedBy(allNews(lang), 'id', (n) => n.id).get(id);
});

export const getContactPageData = recorded('getContactPageData', (lang: Lang): ContactPageData => {
  const contact = getContent(lang).contact;
  return { ...contact, offices: leadFirst(contact.offices) };
});

/** The home page's counter figures and activity areas. */
export const getHomePageData = recorded('getHomePageData', (lang: Lang): HomePage => {
  return getContent(lang).home;
});

export const getAboutTaglineData = recorded('getAboutTaglineData', (lang: Lang) => {
  return getContent(lang).aboutTagline;
});

/** The footer with its derived lists: completed projects (descending index) and latest news, 5 each. */
const getFooterData = recorded(
  'getFooterData',
  memoizedPerContent((lang: Lang): FooterData => {
    const { footer } = getContent(lang);
    const { lines, phoneNumbers, emails } = leadOffice(lang);
    return {
      ...footer,
      socialMediaLinks: [...footer.socialMediaLinks].sort(byIndexAscending),
      shortcuts: [...footer.shortcuts].sort(byIndexAscending),
      contactPageData: { lines, phoneNumbers, emails },
      lastCompletedProjects: allProjects(lang)
        .filter((p) => p.project.completed)
        .sort((a, b) => byIndexDescending(a.project, b.project))
        .slice(0, FOOTER_LIST_LIMIT)
        .map(({ id, textLang, project: { url, name } }) => ({ id, textLang, project: { url, name } })),
      lastPublishedNews: getNews(lang)
        .slice(0, FOOTER_LIST_LIMIT)
        .map(({ id, textLang, news: { header } }) => ({ id, textLang, news: { header } })),
    };
  }),
);

/** What every page of a language shows around its own content, derived once per language. */
export const getPageFrame = recorded(
  'getPageFrame',
  memoizedPerContent((lang: Lang): PageFrame => ({
    site: getSiteSettings(lang),
    header: getHeaderData(lang),
    footer: getFooterData(lang),
    contact: getContactPageData(lang),
    imprint: getImprint(lang),
  })),
);
