/**
 * One page of every template the site renders, in every language, for the page benchmark: the
 * templates are the route table's routes and the paths come from it and the content, so a new
 * route, a renamed one, a new language or a new project is measured without touching the
 * benchmark. Left out are the pages visitors never load as pages of their own: the admin outlet
 * (one page for every language), what the server renders per request (the form's native post),
 * and a variant of another page (the contact page set for a quote is the contact page's template).
 */
import { getNews, getProjectsData } from '../../src/content/operations';
import {
  isDetailRoute,
  languages,
  pathFor,
  routeDefinition,
  routeKeys,
  type BuiltDetailRouteKey,
  type Lang,
  type PageRouteKey,
  type RouteKey,
} from '../../src/i18n/routes';
import { PROJECTS_PER_PAGE } from '../../src/lib/project-pages';

export interface TemplatePage {
  /** The route key: `--only` takes it. */
  template: RouteKey;
  lang: Lang;
  path: string;
}

/** A project page with images: the gallery island and the images are what a project page costs. */
function projectWithImages(lang: Lang): string {
  const project = getProjectsData(lang).projects.find((p) => p.project.imageSources.length > 0);
  if (!project) throw new Error(`No ${lang} project has images: the project detail template cannot be measured`);
  return project.project.url;
}

function firstNewsItem(lang: Lang): string {
  const item = getNews(lang)[0];
  if (!item) throw new Error(`The ${lang} content has no news item: the news detail template cannot be measured`);
  return item.id;
}

/** The projects list's second page, where the list has one (a list of one page is measured at its own path only). */
function secondProjectsPage(lang: Lang): string | undefined {
  return getProjectsData(lang).projects.length > PROJECTS_PER_PAGE ? '2' : undefined;
}

/**
 * The item each detail route is measured on (a new detail route is a type error here until
 * chosen); undefined where the content has no page of that route.
 */
const measuredItem: Record<BuiltDetailRouteKey, (lang: Lang) => string | undefined> = {
  projectDetail: projectWithImages,
  newsDetail: firstNewsItem,
  projectsPage: secondProjectsPage,
};

/** The path a template is measured at in a language, if the content has a page of it. */
function measuredPath(template: RouteKey, lang: Lang): string | undefined {
  if (!isDetailRoute(template)) return pathFor(template as PageRouteKey, lang);
  const item = measuredItem[template as BuiltDetailRouteKey](lang);
  return item === undefined ? undefined : pathFor(template, lang, item);
}

function isTemplate(key: RouteKey): boolean {
  const route = routeDefinition(key);
  return !route.languageNeutral && !route.onDemand && route.variantOf === undefined;
}

export function templatePages(): TemplatePage[] {
  return routeKeys.filter(isTemplate).flatMap((template) =>
    languages
      // A route without a path in a language has no page in it.
      .filter((lang) => routeDefinition(template).path[lang] !== undefined)
      .flatMap((lang) => {
        const path = measuredPath(template, lang);
        return path === undefined ? [] : [{ template, lang, path }];
      }),
  );
}
