/**
 * The route table: the only place a path is spelled (DECISIONS.md "URLs and languages").
 * Menus, language switches, hreflang links, the sitemap, content validation and tests all
 * derive from it. Paths are kept exactly as SPEC §2 lists them, without a trailing slash.
 * What else a route's page needs (its description, its menu links): src/lib/page-definitions.ts.
 */
import type { AdminLang } from './admin-languages';
import { defaultLang, languages, type Lang } from './locales';

export { defaultLang, languages, locale, locales, type Lang } from './locales';

export function isLang(value: string): value is Lang {
  return (languages as readonly string[]).includes(value);
}

/** A route of a route table over the languages L; a language may lack a route (no page in it). */
export interface RouteDefinitionOf<L extends string> {
  /** Path per language without the leading slash; `{id}` marks a detail route's parameter. */
  readonly path: Readonly<Partial<Record<L, string>>>;
  /** Page name per language: the first part of the page title. */
  readonly name: Readonly<Partial<Record<L, string>>>;
  /** Placeholders, admin and not-found pages stay out of search engines (DECISIONS.md). */
  readonly noindex?: boolean;
  /**
   * The page this one repeats with something preset (the contact page with its form set for a
   * quote): its canonical URL is that page's, and it stays out of the sitemap and hreflang.
   */
  readonly variantOf?: string;
  /** One page serves both languages (SPEC gives admin the same path in TR and EN). */
  readonly languageNeutral?: boolean;
  /** The page a breadcrumb shows between the home page and this one. */
  readonly parent?: string;
  /**
   * Rendered by the server for each request (prerender = false), not built: no file in
   * dist/client, no sitemap entry; Hosting rewrites it to the Cloud Run service.
   */
  readonly onDemand?: boolean;
  /**
   * The page is no version of a page of another language (the not-found page: what the visitor
   * asked for is missing in every language), so its language switch leads to each one's home.
   */
  readonly switchesToHome?: boolean;
}

type RouteDefinition = RouteDefinitionOf<Lang>;

export const routes = {
  home: { path: { tr: '', en: 'en', de: 'de' }, name: { tr: 'Anasayfa', en: 'Home', de: 'Startseite' } },
  about: { path: { tr: 'kurumsal', en: 'corporate', de: 'de/unternehmen' }, name: { tr: 'Kurumsal', en: 'Corporate', de: 'Unternehmen' } },
  news: { path: { tr: 'haberler', en: 'news', de: 'de/aktuelles' }, name: { tr: 'Haberler', en: 'News', de: 'Aktuelles' }, noindex: true },
  newsDetail: {
    path: { tr: 'haber/{id}', en: 'new/{id}', de: 'de/meldung/{id}' },
    name: { tr: 'Haber', en: 'News', de: 'Meldung' },
    noindex: true,
    parent: 'news',
  },
  press: {
    path: { tr: 'basinda-biz', en: 'press', de: 'de/presse' },
    name: { tr: 'Basında Biz', en: 'Press', de: 'Presse' },
    noindex: true,
  },
  contact: { path: { tr: 'iletisim', en: 'contact', de: 'de/kontakt' }, name: { tr: 'İletişim', en: 'Contact', de: 'Kontakt' } },
  /**
   * Beyond SPEC: the contact page with its form set for a quote request, where every "Request a
   * Quote" leads: the subject prefilled. It opens at its top, heading and contact details first;
   * the focus moves only when the visitor acts.
   */
  contactQuote: {
    path: { tr: 'iletisim/teklif', en: 'contact/quote', de: 'de/kontakt/angebot' },
    name: { tr: 'Teklif İsteyin', en: 'Request a Quote', de: 'Angebot anfordern' },
    parent: 'contact',
    variantOf: 'contact',
  },
  /**
   * Beyond SPEC: where the form leads once the request is stored, with or without JavaScript.
   * Rendered per request, so it shows the request's reference (`?ref=`) without a script.
   */
  contactSent: {
    path: { tr: 'iletisim/gonderildi', en: 'contact/sent', de: 'de/kontakt/gesendet' },
    name: { tr: 'Talebiniz Gönderildi', en: 'Message Sent', de: 'Nachricht gesendet' },
    noindex: true,
    parent: 'contact',
    onDemand: true,
  },
  /** Beyond SPEC: where the form posts without JavaScript; answers with the form again or a redirect to 'sent'. */
  contactSend: {
    path: { tr: 'iletisim/gonder', en: 'contact/send', de: 'de/kontakt/senden' },
    name: { tr: 'İletişim Formu', en: 'Contact Form', de: 'Kontaktformular' },
    noindex: true,
    parent: 'contact',
    onDemand: true,
  },
  /**
   * Beyond SPEC: the quote form for a project like one of the company's, where each project page's
   * call to action leads: the subject names the project, which is sent with the request. Rendered
   * per request (a page per project would double the build), so its query needs no script.
   */
  projectQuote: {
    path: { tr: 'iletisim/teklif/{id}', en: 'contact/quote/{id}', de: 'de/kontakt/angebot/{id}' },
    name: { tr: 'Proje Teklifi', en: 'Project Quote', de: 'Projektangebot' },
    noindex: true,
    parent: 'contactQuote',
    variantOf: 'contactQuote',
    onDemand: true,
  },
  projects: { path: { tr: 'projeler', en: 'projects', de: 'de/projekte' }, name: { tr: 'Projeler', en: 'Projects', de: 'Projekte' } },
  /**
   * Beyond SPEC: the projects list's second and later pages (`{id}` is the page number, from 2: the
   * first page is the list's own path), so that a phone never loads the whole list at once.
   */
  projectsPage: {
    path: { tr: 'projeler/sayfa/{id}', en: 'projects/page/{id}', de: 'de/projekte/seite/{id}' },
    name: { tr: 'Projeler', en: 'Projects', de: 'Projekte' },
    parent: 'projects',
  },
  projectDetail: {
    path: { tr: 'proje/{id}', en: 'project/{id}', de: 'de/projekt/{id}' },
    name: { tr: 'Proje', en: 'Project', de: 'Projekt' },
    parent: 'projects',
  },
  references: {
    path: { tr: 'referanslar', en: 'references', de: 'de/referenzen' },
    name: { tr: 'Referanslar', en: 'References', de: 'Referenzen' },
  },
  admin: {
    path: { tr: 'admin', en: 'admin', de: 'admin' },
    name: { tr: 'Yönetim', en: 'Admin', de: 'Verwaltung' },
    noindex: true,
    languageNeutral: true,
  },
  /** Beyond SPEC: KVKK requires informing visitors before the contact form collects data. */
  privacy: {
    path: { tr: 'kvkk-aydinlatma-metni', en: 'privacy-notice', de: 'de/datenschutz' },
    name: { tr: 'KVKK Aydınlatma Metni', en: 'Privacy Notice', de: 'Datenschutzerklärung' },
  },
  /** Beyond SPEC: the German subsidiary's provider information (§ 5 DDG), linked from every footer. */
  imprint: {
    path: { tr: 'kunye', en: 'imprint', de: 'de/impressum' },
    name: { tr: 'Künye', en: 'Imprint', de: 'Impressum' },
  },
  notFound: {
    path: { tr: 'sayfa-bulunamadi', en: 'page-not-found', de: 'de/seite-nicht-gefunden' },
    name: { tr: 'Sayfa Bulunamadı', en: 'Page Not Found', de: 'Seite nicht gefunden' },
    noindex: true,
    switchesToHome: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteKey = keyof typeof routes;
export const routeKeys = Object.keys(routes) as RouteKey[];

/** The pages a breadcrumb leads through to `key`: home, then its parent, if any. */
export function breadcrumbTrail(key: RouteKey): RouteKey[] {
  if (key === 'home') return ['home'];
  const parent = routeDefinition(key).parent as RouteKey | undefined;
  return [...breadcrumbTrail(parent ?? 'home'), key].filter((k, i, all) => all.indexOf(k) === i);
}

const PARAM = '{id}';

/** Routes whose path holds `{id}`: one page per project, news item or later page of the projects list. */
export type DetailRouteKey = {
  [K in RouteKey]: (typeof routes)[K]['path']['tr'] extends `${string}{id}` ? K : never;
}[RouteKey];
export type PageRouteKey = Exclude<RouteKey, DetailRouteKey>;

/** Routes the server renders per request (the native form post, a project's quote form). */
export type OnDemandRouteKey = {
  [K in RouteKey]: (typeof routes)[K] extends { onDemand: true } ? K : never;
}[RouteKey];
/** Routes the build writes to dist/client. */
export type StaticRouteKey = Exclude<RouteKey, OnDemandRouteKey>;
/** Detail routes the build writes: a page per project or news item. */
export type BuiltDetailRouteKey = Exclude<DetailRouteKey, OnDemandRouteKey>;

export function isOnDemandRoute(key: RouteKey): key is OnDemandRouteKey {
  return routeDefinition(key).onDemand === true;
}

export function isDetailRoute(key: RouteKey): key is DetailRouteKey {
  return routeDefinition(key).path[defaultLang]?.includes(PARAM) === true;
}

export function routeDefinition(key: RouteKey): RouteDefinition {
  return routes[key];
}

/** A route's page name in a language: the first part of its pages' titles. */
export function routeName(key: RouteKey, lang: Lang): string {
  return routes[key].name[lang];
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The site-relative URL of a route in a language of any route table, or undefined when the
 * route has no page in that language.
 */
export function localizedPath<L extends string>(definition: RouteDefinitionOf<L>, lang: L, id?: string): string | undefined {
  const pattern = definition.path[lang];
  if (pattern === undefined) return undefined;
  if (!pattern.includes(PARAM)) return `/${pattern}`;
  if (id === undefined || !SLUG.test(id)) {
    throw new Error(`A detail route needs a lower-case slug id, got ${JSON.stringify(id)} for '${pattern}'`);
  }
  return `/${pattern.replace(PARAM, id)}`;
}

/**
 * A page route's path in each language of the table that has it; a language-neutral route
 * (admin) has one path, the page's own.
 */
export function routeTranslations<L extends string>(
  definition: RouteDefinitionOf<L>,
  from: L,
  languages: readonly L[],
): Partial<Record<L, string>> {
  return Object.fromEntries(
    languages.flatMap((to) => {
      const path = localizedPath(definition, definition.languageNeutral ? from : to);
      return path === undefined ? [] : [[to, path]];
    }),
  ) as Partial<Record<L, string>>;
}

/** The site-relative URL of a page: `/` for the TR home, `/en`, `/kurumsal`, `/proje/{id}`. */
export function pathFor(key: PageRouteKey, lang: Lang): string;
export function pathFor(key: DetailRouteKey, lang: Lang, id: string): string;
export function pathFor(key: RouteKey, lang: Lang, id?: string): string {
  const path = localizedPath<Lang>(routes[key], lang, id);
  if (path === undefined) throw new Error(`Route '${key}' has no path in '${lang}'`);
  return path;
}

export interface RouteMatch {
  key: RouteKey;
  lang: Lang;
  id?: string;
}

/**
 * Which route a site-relative path belongs to, or undefined. Accepts '/kurumsal', 'kurumsal'
 * and '/kurumsal/' alike so that editors' menu urls can be checked whatever their form.
 */
export function matchPath(path: string): RouteMatch | undefined {
  const clean = path.replace(/^\/+|\/+$/g, '');
  for (const key of routeKeys) {
    for (const lang of languages) {
      const pattern = routeDefinition(key).path[lang];
      const id = pattern === undefined ? undefined : pathParam(pattern, clean);
      if (id === '') return { key, lang };
      if (id !== undefined && SLUG.test(id)) return { key, lang, id };
    }
  }
  return undefined;
}

/**
 * The `{id}` segment of `path` where it matches `pattern` (a path of this table's form: the
 * route table's or the staff API's), '' where the pattern has none and matches; else undefined.
 */
function pathParam(pattern: string, path: string): string | undefined {
  if (!pattern.includes(PARAM)) return pattern === path ? '' : undefined;
  const [prefix, suffix] = pattern.split(PARAM) as [string, string];
  if (!path.startsWith(prefix) || !path.endsWith(suffix) || path.length <= prefix.length + suffix.length) return undefined;
  const id = path.slice(prefix.length, path.length - suffix.length);
  return id.includes('/') ? undefined : id;
}

/**
 * Client routes inside the admin outlet: SPEC §2's '' (the dashboard) and 'i' (the contact
 * screen), then the content studio's list and editor (the document and item travel in
 * the editor's query string, `studioQuery`, so each screen is one prerendered page), and
 * preview and publish.
 */
export const adminChildRoutes = {
  dashboard: '',
  contact: 'i',
  content: 'content',
  contentEdit: 'content/edit',
  publish: 'publish',
} as const;
export type AdminChild = keyof typeof adminChildRoutes;

export function adminPath(child: AdminChild): string {
  const segment = adminChildRoutes[child];
  return segment ? `${pathFor('admin', defaultLang)}/${segment}` : pathFor('admin', defaultLang);
}

/**
 * The editors' handbook, served with the admin: a folder per admin language under the admin's
 * path, a page per file of docs/editors/<lang>/ named by its slug (the same in every language).
 */
export const adminHandbookFolders = { tr: 'yardim', en: 'help' } as const satisfies Record<AdminLang, string>;

export function adminHandbookPath(lang: AdminLang, slug: string): string {
  return `${pathFor('admin', defaultLang)}/${adminHandbookFolders[lang]}/${slug}`;
}

/** Whether a site-relative path is the admin or one of its screens (never a page visitors see). */
export function isAdminPath(path: string): boolean {
  const admin = pathFor('admin', defaultLang);
  const clean = `/${path.replace(/^\/+|\/+$/g, '')}`;
  return clean === admin || clean.startsWith(`${admin}/`);
}

/**
 * The editor's query string names the document (`doc`) and, for an item of its sub-collection,
 * the item (`item`), or asks for a new one (`new`).
 */
export const studioQuery = { document: 'doc', item: 'item', create: 'new' } as const;

/** Where the contact form's island posts its JSON: the one place this path is spelled (src/integrations/injected-pages.ts injects it). */
export const contactEndpoint = '/api/contact';

/** The id of the contact form's section: links to the form and the native post's answer aim at it. */
export const contactFormAnchor = 'contact-form';

/** The pages that hold the contact form: each request records which one it was sent from. */
export const contactFormPages = ['contact', 'contactQuote', 'projectQuote'] as const satisfies readonly RouteKey[];
export type ContactFormPage = (typeof contactFormPages)[number];

/**
 * The staff API the admin island calls (src/server/admin/api.ts). `{id}` is a contact request's
 * or a content item's id, `{lang}` and `{key}` a content document (src/content/documents.ts),
 * `{revision}` one of its revisions, `{name}` an uploaded image.
 */
export const adminApiPrefix = '/api/admin';
const contentDocumentPath = `${adminApiPrefix}/content/{lang}/{key}`;
const contentItemPath = `${contentDocumentPath}/items/{id}`;
export const adminApi = {
  status: `${adminApiPrefix}/status`,
  session: `${adminApiPrefix}/session`,
  summary: `${adminApiPrefix}/summary`,
  contactRequests: `${adminApiPrefix}/contact-requests`,
  contactRequest: `${adminApiPrefix}/contact-requests/{id}`,
  contactRequestsCsv: `${adminApiPrefix}/contact-requests.csv`,
  /** One file sent with a request, as a download for staff with `inbox`. */
  contactRequestAttachment: `${adminApiPrefix}/contact-requests/{id}/attachments/{attachmentId}`,
  contactErasure: `${adminApiPrefix}/contact-erasure`,
  /** Staff's replies to a request's visitor (POST: write one), and sending a failed one again. */
  contactRequestReplies: `${adminApiPrefix}/contact-requests/{id}/replies`,
  contactRequestReplyRetry: `${adminApiPrefix}/contact-requests/{id}/replies/{replyId}/retry`,
  /** The reply templates of every site language, for the inbox's composer. */
  replyTemplates: `${adminApiPrefix}/reply-templates`,
  /** Sends the reminders due now (POST by Cloud Scheduler, with REMINDER_SECRET as its bearer token). */
  remindersDue: `${adminApiPrefix}/reminders/send-due`,
  /** The figures from the leads (src/lib/lead-figures.ts), as JSON and as CSV. */
  leadFigures: `${adminApiPrefix}/lead-figures`,
  leadFiguresCsv: `${adminApiPrefix}/lead-figures.csv`,
  content: `${adminApiPrefix}/content`,
  contentDocument: contentDocumentPath,
  contentDocumentHistory: `${contentDocumentPath}/history`,
  contentDocumentRestore: `${contentDocumentPath}/history/{revision}/restore`,
  contentItem: contentItemPath,
  contentItemHistory: `${contentItemPath}/history`,
  contentItemRestore: `${contentItemPath}/history/{revision}/restore`,
  /** An item in every language at once (create, delete), all or nothing. */
  contentItemEverywhere: `${adminApiPrefix}/content-items/{key}/{id}`,
  /** A document's own fields changed in several languages at once: all saved, or none. */
  contentDocumentLanguages: `${adminApiPrefix}/content-languages/{key}`,
  /** An item changed in several languages at once: all saved, or none. */
  contentItemLanguages: `${adminApiPrefix}/content-languages/{key}/items/{id}`,
  /** Brings a deleted item back in every language it was deleted in. */
  contentItemEverywhereRestore: `${adminApiPrefix}/content-items/{key}/{id}/restore`,
  contentDocumentOutdated: `${contentDocumentPath}/outdated`,
  contentDocumentChecked: `${contentDocumentPath}/outdated/checked`,
  contentItemOutdated: `${contentItemPath}/outdated`,
  contentItemChecked: `${contentItemPath}/outdated/checked`,
  media: `${adminApiPrefix}/media`,
  mediaFile: `${adminApiPrefix}/media/{name}`,
  publish: `${adminApiPrefix}/publish`,
  publishRun: `${adminApiPrefix}/publish/{id}`,
  preview: `${adminApiPrefix}/preview`,
  /**
   * One page rendered from an editor's unsaved draft (a form post of `unit` and `draft`), the
   * one staff answer the admin may frame (src/server/security-headers.ts).
   */
  pagePreview: `${adminApiPrefix}/page-preview`,
} as const;

/** A staff API path with its `{name}` segments filled in (each percent-encoded). */
export function adminApiPath(pattern: string, params: Readonly<Record<string, string | number>>): string {
  return pattern.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${pattern}: no value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** Hosting's glob for a staff API path pattern: each `{name}` segment matches any one segment. */
export const adminApiGlobOf = (pattern: string): string => pattern.replace(/\{\w+\}/g, '*');

/** The path of one contact request in the staff API. */
export function adminContactRequestPath(id: string): string {
  return adminApiPath(adminApi.contactRequest, { id });
}

/**
 * The server's own checks, for Cloud Run's startup and liveness probes (src/server/http/probes.ts):
 * `health` answers while the process does, `ready` while its store does. Cloud Run calls the
 * service itself, so Hosting never rewrites them (not in `onDemandPaths`), and no sitemap lists
 * them. (Not `/healthz`: Cloud Run's front end keeps the paths that end in z.)
 */
export const probePaths = { health: '/api/health', ready: '/api/ready' } as const;

/** Hosting's glob for everything under the staff API. */
export const adminApiGlob = `${adminApiPrefix}/**`;

/**
 * An on-demand route's path in a language as a pattern: its `{id}` segment (a project's url) as
 * `wildcard` (Astro's `[id]` parameter, Hosting's `*` glob); a route without one as it is.
 */
export function onDemandPattern(key: OnDemandRouteKey, lang: Lang, wildcard: string): string {
  return `/${routes[key].path[lang].replace(PARAM, wildcard)}`;
}

/** Every path the server answers per request rather than the build: what Hosting rewrites to Cloud Run. */
export function onDemandPaths(): string[] {
  const pages = routeKeys.filter(isOnDemandRoute).flatMap((key) => languages.map((lang) => onDemandPattern(key, lang, '*')));
  return [contactEndpoint, ...new Set(pages), adminApiGlob];
}

/** Whether the server renders `path` per request: a page of an on-demand route (any project url for a project's). */
export function isOnDemandPath(path: string): boolean {
  const match = matchPath(path);
  return match !== undefined && isOnDemandRoute(match.key);
}

const firstSegment = (path: string) => path.replace(/^\/+/, '').split('/')[0] ?? '';

/** The first path segments of a language's pages: '' (TR home), 'en', 'kurumsal', 'project', ... */
function firstSegmentsOf(lang: Lang): Set<string> {
  return new Set(
    routeKeys.flatMap((key) => {
      const { languageNeutral, path } = routeDefinition(key);
      return languageNeutral || path[lang] === undefined ? [] : [firstSegment(path[lang])];
    }),
  );
}

/** Each first segment with the languages that have pages under it; built once, read per request. */
const languagesByFirstSegment = new Map<string, Lang[]>();
for (const lang of languages)
  for (const segment of firstSegmentsOf(lang))
    languagesByFirstSegment.set(segment, [...(languagesByFirstSegment.get(segment) ?? []), lang]);

/**
 * The language a path belongs to by its first segment, when one language alone has pages
 * there (`/en/...`, `/project/...` are English; `/proje/...` Turkish, the default language
 * alike); undefined for a path no language claims (`/foo`) or several share (`/admin`). It
 * picks the not-found page's language.
 */
export function languageOfPath(path: string): Lang | undefined {
  const segment = firstSegment(path);
  if (segment === '') return undefined;
  const claiming = languagesByFirstSegment.get(segment) ?? [];
  return claiming.length === 1 ? claiming[0] : undefined;
}

/**
 * Hosting's globs for the paths under each language's own first segments (`/proje/**`,
 * `/project/**`, `/en/**`): a missing page there goes to the server, which answers in that
 * language (Hosting's static 404.html is in every language, the default first).
 */
export function languageGlobs(): string[] {
  return languages
    .flatMap((lang) => [...firstSegmentsOf(lang)].filter((segment) => segment !== '' && languageOfPath(segment) === lang))
    .map((segment) => `/${segment}/**`);
}
