/**
 * One page of every template the site renders, in both languages, for the page benchmark:
 * the paths come from the route table and the content, so a renamed route or a new project
 * is measured without touching the benchmark. The admin outlet is left out: visitors never
 * see it.
 */
import { getNews, getProjectsData } from '../../src/content/operations';
import { languages, pathFor, type Lang } from '../../src/i18n/routes';

export interface TemplatePage {
  template: string;
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

const templates: Record<string, (lang: Lang) => string> = {
  home: (lang) => pathFor('home', lang),
  about: (lang) => pathFor('about', lang),
  projects: (lang) => pathFor('projects', lang),
  'project detail': (lang) => pathFor('projectDetail', lang, projectWithImages(lang)),
  references: (lang) => pathFor('references', lang),
  contact: (lang) => pathFor('contact', lang),
  news: (lang) => pathFor('news', lang),
  'news detail': (lang) => pathFor('newsDetail', lang, firstNewsItem(lang)),
  press: (lang) => pathFor('press', lang),
  privacy: (lang) => pathFor('privacy', lang),
  'not found': (lang) => pathFor('notFound', lang),
};

export function templatePages(): TemplatePage[] {
  return Object.entries(templates).flatMap(([template, path]) => languages.map((lang) => ({ template, lang, path: path(lang) })));
}
