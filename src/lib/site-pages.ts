/**
 * Every page the build renders, derived from the route table and the content: its path, its
 * language, its title, and the pages that translate it (language switch and hreflang).
 */
import {
  getAboutTaglineData,
  getContactPageData,
  getNews,
  getNewsItem,
  getPrivacyNotice,
  getProject,
  getProjectsData,
  getReferencesPageData,
  getSiteSettings,
} from '../content/operations';
import {
  breadcrumbTrail,
  defaultLang,
  isDetailRoute,
  isOnDemandRoute,
  languages,
  otherLang,
  pathFor,
  routeDefinition,
  routeKeys,
  type DetailRouteKey,
  type Lang,
  type OnDemandRouteKey,
  type PageRouteKey,
  type RouteKey,
} from '../i18n/routes';
import { metaDescription } from './meta-description';
import { plainText } from './sanitize';

export interface SitePage {
  key: RouteKey;
  lang: Lang;
  /** Project url or news id of a detail page. */
  id?: string;
  path: string;
  /** The same page in each language; a language without it falls back to the list page. */
  translations: Record<Lang, string>;
  title: string;
  /** What search engines show under the title: 50-160 characters, unique per indexable page. */
  description: string;
  /** When the content last changed, where the content has a date (sitemap lastmod). */
  lastModified?: string;
  /** From the home page to this one, for the BreadcrumbList. */
  breadcrumbs: { name: string; path: string }[];
  noindex: boolean;
}

/** Detail ids a language has: project urls and news ids. */
export function detailIds(lang: Lang): Record<DetailRouteKey, string[]> {
  return {
    projectDetail: getProjectsData(lang).projects.map((p) => p.project.url),
    newsDetail: getNews(lang).map((n) => n.id),
  };
}

/** The path of a detail page in another language: same document id, that language's url. */
function translatedDetailPath(key: DetailRouteKey, from: Lang, id: string, to: Lang): string {
  if (key === 'projectDetail') {
    const documentId = getProject(from, id)?.id;
    const match = getProjectsData(to).projects.find((p) => p.id === documentId);
    return match ? pathFor(key, to, match.project.url) : pathFor('projects', to);
  }
  return getNewsItem(to, id) ? pathFor(key, to, id) : pathFor('news', to);
}

/** A page's name: the route's, or the project's or news item's own. */
function pageName(key: RouteKey, lang: Lang, id: string | undefined): string {
  const name: string = routeDefinition(key).name[lang];
  if (key === 'projectDetail' && id) return getProject(lang, id)?.project.name ?? name;
  if (key === 'newsDetail' && id) return getNewsItem(lang, id)?.news.header ?? name;
  return name;
}

function pageTitle(key: RouteKey, lang: Lang, id: string | undefined): string {
  return `${pageName(key, lang, id)} - ${getSiteSettings(lang).companyName}`;
}

/** The content text each page is described by; pages without one of their own use the company's. */
function pageDescription(key: RouteKey, lang: Lang, id: string | undefined): string {
  const site = getSiteSettings(lang);
  const own: Partial<Record<RouteKey, () => string | undefined>> = {
    about: () => plainText(getAboutTaglineData(lang).aboutContent),
    projects: () => getProjectsData(lang).description,
    projectDetail: () => (id ? getProject(lang, id)?.project.description : undefined),
    references: () => getReferencesPageData(lang).description,
    contact: () => getContactPageData(lang).description,
    privacy: () => getPrivacyNotice(lang).intro,
  };
  return metaDescription(own[key]?.() ?? site.description, site.description);
}

function lastModified(key: RouteKey, lang: Lang, id: string | undefined): string | undefined {
  if (key === 'privacy') return getPrivacyNotice(lang).updateDate;
  if (key === 'newsDetail' && id) return getNewsItem(lang, id)?.news.updateDate;
  return undefined;
}

function breadcrumbs(key: RouteKey, lang: Lang, id: string | undefined, path: string): SitePage['breadcrumbs'] {
  return breadcrumbTrail(key).map((step) =>
    step === key
      ? { name: pageName(key, lang, id), path }
      : { name: routeDefinition(step).name[lang], path: pathFor(step as PageRouteKey, lang) },
  );
}

function sitePage(key: RouteKey, lang: Lang, id?: string): SitePage {
  const translations = Object.fromEntries(
    languages.map((to) => [
      to,
      isDetailRoute(key)
        ? translatedDetailPath(key, lang, id ?? '', to)
        : pathFor(key as PageRouteKey, routeDefinition(key).languageNeutral ? lang : to),
    ]),
  ) as Record<Lang, string>;
  const modified = lastModified(key, lang, id);
  return {
    key,
    lang,
    ...(id === undefined ? {} : { id }),
    path: translations[lang],
    translations,
    title: pageTitle(key, lang, id),
    description: pageDescription(key, lang, id),
    ...(modified === undefined ? {} : { lastModified: modified }),
    breadcrumbs: breadcrumbs(key, lang, id, translations[lang]),
    noindex: routeDefinition(key).noindex ?? false,
  };
}

/**
 * All pages the build writes; a language-neutral route (admin) is built once, in the default
 * language. On-demand routes are rendered per request instead (onDemandPage).
 */
export function sitePages(): SitePage[] {
  return languages.flatMap((lang) =>
    routeKeys.flatMap((key) => {
      if (isOnDemandRoute(key)) return [];
      if (isDetailRoute(key)) return detailIds(lang)[key].map((id) => sitePage(key, lang, id));
      if (routeDefinition(key).languageNeutral && lang !== languages[0]) return [];
      return [sitePage(key, lang)];
    }),
  );
}

/**
 * A page the server renders per request. Its path only answers a POST, so the language
 * switch leads to the page it belongs to (its breadcrumb parent) in the other language.
 */
export function onDemandPage(key: OnDemandRouteKey, lang: Lang): SitePage {
  const page = sitePage(key, lang);
  const parent = routeDefinition(key).parent as PageRouteKey | undefined;
  const translations = parent ? (Object.fromEntries(languages.map((to) => [to, pathFor(parent, to)])) as Record<Lang, string>) : page.translations;
  return { ...page, translations: { ...translations, [lang]: page.path } };
}

/** Where the language switch of a page leads. */
export function languageSwitchTarget(page: SitePage): string {
  return page.translations[otherLang(page.lang)];
}

/** hreflang alternates of a page: one per language plus x-default (the default language). */
export function hreflangAlternates(page: SitePage): { hreflang: string; path: string }[] {
  return [
    ...languages.map((lang) => ({ hreflang: lang, path: page.translations[lang] })),
    { hreflang: 'x-default', path: page.translations[defaultLang] },
  ];
}
