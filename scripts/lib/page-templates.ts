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

/** The item each detail route is measured on (a new detail route is a type error here until chosen). */
const measuredItem: Record<BuiltDetailRouteKey, (lang: Lang) => string> = {
  projectDetail: projectWithImages,
  newsDetail: firstNewsItem,
};

function isTemplate(key: RouteKey): boolean {
  const route = routeDefinition(key);
  return !route.languageNeutral && !route.onDemand && route.variantOf === undefined;
}

export function templatePages(): TemplatePage[] {
  return routeKeys.filter(isTemplate).flatMap((template) =>
    languages
      // A route without a path in a language has no page in it.
      .filter((lang) => routeDefinition(template).path[lang] !== undefined)
      .map((lang) => ({
        template,
        lang,
        path: isDetailRoute(template)
          ? pathFor(template, lang, measuredItem[template as BuiltDetailRouteKey](lang))
          : pathFor(template as PageRouteKey, lang),
      })),
  );
}
