/**
 * Every page the build renders, derived from the route table and the content: its path, its
 * language, its title, and the pages that translate it (language switch and hreflang).
 */
import { getContent } from '../content/loader';
import { memoizedPerContent } from '../content/memo';
import { getNews, getNewsItem, getProject, getProjectById, getProjectsData, getSiteSettings } from '../content/operations';
import {
  breadcrumbTrail,
  defaultLang,
  isDetailRoute,
  isOnDemandRoute,
  languages,
  pathFor,
  routeDefinition,
  routeKeys,
  routeName,
  routeTranslations,
  locales,
  type BuiltDetailRouteKey,
  type DetailRouteKey,
  type Lang,
  type OnDemandRouteKey,
  type PageRouteKey,
  type RouteKey,
  type StaticRouteKey,
} from '../i18n/routes';
import { hreflangAlternates, switchTargets, type SwitchTarget } from '../i18n/alternates';
import { metaDescription } from './meta-description';
import { pageDefinition } from './page-definitions';
import { laterPages, pageCount } from './pagination';
import { PROJECTS_PER_PAGE, projectsListName, projectsListPath } from './project-pages';
import { plainText } from './sanitize';

export interface SitePage {
  key: RouteKey;
  lang: Lang;
  /** Project url or news id of a detail page; the page number of a later page of the projects list. */
  id?: string;
  path: string;
  /**
   * The same page in each language that has it (a project or news item missing in a language
   * and its fallback falls back to that language's list page).
   */
  translations: Partial<Record<Lang, string>>;
  /** The languages whose version of this page shows its fallback's text: switched to, never an hreflang alternate. */
  untranslatedIn?: Lang[];
  /**
   * Where the language switch leads in a language that lacks this page but has a page near it (a
   * shorter projects list's last page): switched to, never an hreflang alternate.
   */
  switchTo?: Partial<Record<Lang, string>>;
  /**
   * Set where the page's main content is not translated yet: the language its text is in (the
   * page language's fallback). Such a page is noindex, its canonical URL is that language's page.
   */
  textLang?: Lang;
  title: string;
  /** What search engines show under the title: 50-160 characters, unique per indexable page. */
  description: string;
  /** When the content last changed, where the content has a date (sitemap lastmod). */
  lastModified?: string;
  /** From the home page to this one, for the BreadcrumbList. */
  breadcrumbs: { name: string; path: string }[];
  noindex: boolean;
  /** The URL search engines should keep for this page: its own, or the page it is a variant of. */
  canonicalPath: string;
}

/** Whether search engines should list the page: not noindex, and its own canonical URL (no variant). */
export function isIndexable(page: SitePage): boolean {
  return !page.noindex && page.canonicalPath === page.path;
}

/** How many pages a language's projects list has. */
const projectsListPages = (lang: Lang) => pageCount(getProjectsData(lang).projects.length, PROJECTS_PER_PAGE);

/** Detail ids a language has: project urls, news ids and the projects list's later page numbers. */
function detailIds(lang: Lang): Record<BuiltDetailRouteKey, string[]> {
  return {
    projectDetail: getProjectsData(lang).projects.map((p) => p.project.url),
    newsDetail: getNews(lang).map((n) => n.id),
    projectsPage: laterPages(projectsListPages(lang)).map(String),
  };
}

/**
 * A detail page in a language: its path and the language its text is in (its list page where it
 * has none); `standIn` where the language lacks the page and the path is the page nearest it.
 */
interface DetailVersion {
  path: string;
  textLang?: Lang;
  standIn?: true;
}

/**
 * Page `id` of the projects list in another language, where its list is that long. A shorter list
 * stands in with its last page: the lists share one order, so the projects there are the ones
 * nearest those the visitor was looking at, where the first page would start them over.
 */
function projectsPageVersion(id: string, to: Lang): DetailVersion {
  const pages = projectsListPages(to);
  const page = Number(id);
  return page <= pages ? { path: projectsListPath(to, page) } : { path: projectsListPath(to, pages), standIn: true };
}

/**
 * The detail page in another language: same document id, that language's url (its fallback's for
 * an untranslated one); where that language has no such item, the page that lists them (a
 * project's quote form: the plain quote form).
 */
function detailVersion(key: DetailRouteKey, from: Lang, id: string, to: Lang): DetailVersion {
  if (key === 'projectsPage') return projectsPageVersion(id, to);
  if (key === 'projectDetail' || key === 'projectQuote') {
    const documentId = getProject(from, id)?.id;
    const match = documentId === undefined ? undefined : getProjectById(to, documentId);
    const list = key === 'projectDetail' ? 'projects' : 'contactQuote';
    return match ? { path: pathFor(key, to, match.project.url), textLang: match.textLang } : { path: pathFor(list, to) };
  }
  const match = getNewsItem(to, id);
  return match ? { path: pathFor(key, to, id), textLang: match.textLang } : { path: pathFor('news', to) };
}

/** A detail page's versions in every language, and the languages whose version shows another language's text. */
function detailTranslations(key: DetailRouteKey, lang: Lang, id: string) {
  const all = languages.map((to) => [to, detailVersion(key, lang, id, to)] as const);
  const versions = all.filter(([, version]) => !version.standIn);
  return {
    translations: Object.fromEntries(versions.map(([to, version]) => [to, version.path])) as Partial<Record<Lang, string>>,
    switchTo: Object.fromEntries(all.flatMap(([to, version]) => (version.standIn ? [[to, version.path]] : []))) as Partial<
      Record<Lang, string>
    >,
    untranslatedIn: versions.flatMap(([to, version]) => (version.textLang !== undefined && version.textLang !== to ? [to] : [])),
    textLang: versions.find(([to]) => to === lang)?.[1].textLang,
  };
}

/** A page's name: the route's, or the project's or news item's own. */
function pageName(key: RouteKey, lang: Lang, id: string | undefined): string {
  const name = routeName(key, lang);
  if (key === 'projectDetail' && id) return getProject(lang, id)?.project.name ?? name;
  // "Request a Quote: Substation for ..."; the project's name says which form this is.
  if (key === 'projectQuote' && id) return `${routeName('contactQuote', lang)}: ${getProject(lang, id)?.project.name ?? name}`;
  if (key === 'newsDetail' && id) return getNewsItem(lang, id)?.news.header ?? name;
  if (key === 'projectsPage' && id) return projectsListName(lang, Number(id), projectsListPages(lang));
  return name;
}

function pageTitle(key: RouteKey, lang: Lang, id: string | undefined): string {
  return `${pageName(key, lang, id)} - ${getSiteSettings(lang).companyName}`;
}

/**
 * A page's title in every language: the admin is one page for both and retitles itself when
 * the staff member switches its language.
 */
export function pageTitles(key: PageRouteKey): Record<Lang, string> {
  return Object.fromEntries(languages.map((lang) => [lang, pageTitle(key, lang, undefined)])) as Record<Lang, string>;
}

/** A page's description, from where its definition says; a language's content without that text gives the company's. */
function pageDescription(key: RouteKey, lang: Lang, id: string | undefined): string {
  const company = getSiteSettings(lang).description;
  const source = pageDefinition(key).description;
  const own =
    source === 'company'
      ? undefined
      : 'text' in source
        ? source.text(getContent(lang), id)
        : plainTextOf(source.html(getContent(lang), id));
  // A later page of a list says which page it is first: its text is the list's, its description its own.
  const text = key === 'projectsPage' ? `${pageName(key, lang, id)}. ${own ?? company}` : (own ?? company);
  return metaDescription(text, company);
}

const plainTextOf = (html: string | undefined) => (html === undefined ? undefined : plainText(html));

function lastModified(key: RouteKey, lang: Lang, id: string | undefined): string | undefined {
  return pageDefinition(key).lastModified?.(getContent(lang), id);
}

function breadcrumbs(key: RouteKey, lang: Lang, id: string | undefined, path: string): SitePage['breadcrumbs'] {
  return breadcrumbTrail(key).map((step) =>
    step === key ? { name: pageName(key, lang, id), path } : { name: routeName(step, lang), path: pathFor(step as PageRouteKey, lang) },
  );
}

function sitePage(key: RouteKey, lang: Lang, id?: string): SitePage {
  const detail = isDetailRoute(key) ? detailTranslations(key, lang, id ?? '') : undefined;
  const translations = detail?.translations ?? routeTranslations(routeDefinition(key), lang, languages);
  const path = translations[lang];
  if (path === undefined) throw new Error(`Route '${key}' has no page in '${lang}'`);
  const modified = lastModified(key, lang, id);
  // Not translated yet: the page shows its fallback's text, so search engines keep that page.
  const textLang = detail?.textLang !== undefined && detail.textLang !== lang ? detail.textLang : undefined;
  return {
    key,
    lang,
    ...(id === undefined ? {} : { id }),
    path,
    translations,
    ...(detail && detail.untranslatedIn.length > 0 ? { untranslatedIn: detail.untranslatedIn } : {}),
    ...(detail && Object.keys(detail.switchTo).length > 0 ? { switchTo: detail.switchTo } : {}),
    ...(textLang === undefined ? {} : { textLang }),
    title: pageTitle(key, lang, id),
    description: pageDescription(key, lang, id),
    ...(modified === undefined ? {} : { lastModified: modified }),
    breadcrumbs: breadcrumbs(key, lang, id, path),
    noindex: textLang !== undefined || (routeDefinition(key).noindex ?? false),
    // A variant keeps its page as canonical even where its text is another language's.
    canonicalPath: textLang === undefined || routeDefinition(key).variantOf ? canonicalPath(key, lang, path) : translations[textLang]!,
  };
}

/** A variant's canonical URL is its page's in the same language. */
function canonicalPath(key: RouteKey, lang: Lang, path: string): string {
  const variantOf = routeDefinition(key).variantOf as PageRouteKey | undefined;
  return variantOf ? pathFor(variantOf, lang) : path;
}

/**
 * All pages the build writes; a language-neutral route (admin) is built once, in the default
 * language. On-demand routes are rendered per request instead (onDemandPage). Derived once per
 * load of the content: the pages, the sitemap, the not-found page and the check of the build all
 * read it.
 */
export const sitePages = memoizedPerContent((): SitePage[] =>
  languages.flatMap((lang) =>
    routeKeys.flatMap((key) => {
      if (isOnDemandRoute(key)) return [];
      if (isDetailRoute(key)) return detailIds(lang)[key as BuiltDetailRouteKey].map((id) => sitePage(key, lang, id));
      if (routeDefinition(key).languageNeutral && lang !== languages[0]) return [];
      return [sitePage(key, lang)];
    }),
  ),
);

/** One page the build writes, as sitePages() holds it, without deriving every other page (the studio's page preview). */
export function builtPage(key: StaticRouteKey, lang: Lang, id?: string): SitePage {
  return sitePage(key, lang, id);
}

/** The build's list of untranslated pages, beside build-facts.json (src/integrations/build-facts.ts). */
export const UNTRANSLATED_PAGES_FILE = 'untranslated-pages.json';

/** A page whose main content is not translated yet, as the build's report lists it. */
export interface UntranslatedPage {
  path: string;
  /** The page's language. */
  lang: Lang;
  /** The language of the text it shows. */
  shows: Lang;
  /** The page search engines are pointed to instead. */
  canonicalPath: string;
}

/** The built pages whose main content is not translated yet (shown in their language's fallback). */
export function untranslatedPages(pages: SitePage[] = sitePages()): UntranslatedPage[] {
  return pages.flatMap((page) =>
    page.textLang === undefined ? [] : [{ path: page.path, lang: page.lang, shows: page.textLang, canonicalPath: page.canonicalPath }],
  );
}

/**
 * A page the server renders per request. A project's quote form (`id`: the project's url) is a
 * page like a project's own, its switch leading to the same project's form. The native post's
 * path only answers a POST, so its language switch leads to the page it belongs to (its
 * breadcrumb parent) in the other language.
 */
export function onDemandPage(key: OnDemandRouteKey, lang: Lang, id?: string): SitePage {
  if (id !== undefined) return sitePage(key, lang, id);
  const page = sitePage(key, lang);
  const parent = routeDefinition(key).parent as PageRouteKey | undefined;
  const translations = parent ? routeTranslations(routeDefinition(parent), lang, languages) : page.translations;
  return { ...page, translations: { ...translations, [lang]: page.path } };
}

/**
 * Where the language switches of a page lead: one per other language; where the page is missing,
 * the page nearest it (switchTo), else the home page (also where the page is no version of this
 * one: the not-found page).
 */
export function languageSwitchTargets(page: SitePage): SwitchTarget<Lang>[] {
  const versions = routeDefinition(page.key).switchesToHome ? { ...page, translations: {} } : page;
  return switchTargets(versions, languages, (lang) => page.switchTo?.[lang] ?? pathFor('home', lang));
}

/** hreflang alternates of a page (and of its sitemap entry): each language that has it, plus x-default. */
export function pageAlternates(page: SitePage): { hreflang: string; path: string }[] {
  return hreflangAlternates(page, locales, defaultLang);
}
