/**
 * The projects list's pages: how many projects each shows, where each is, and its name. The
 * first page is the list's own path; the others are the `projectsPage` route's.
 */
import { pathFor, routeName, type Lang } from '../i18n/routes';
import { t } from '../i18n/ui';

/** Projects a page of the list shows: at 1,000 projects the whole list was 1.13 MB of HTML. */
export const PROJECTS_PER_PAGE = 24;

/** The path of page `page` (1-based) of a language's projects list. */
export function projectsListPath(lang: Lang, page: number): string {
  return page === 1 ? pathFor('projects', lang) : pathFor('projectsPage', lang, String(page));
}

/**
 * The list's name on page `page` of `pages`, in its two parts: the route's name, and on a later
 * page which page it is ("page 2 of 42"), which a heading keeps on one line.
 */
export function projectsListNameParts(lang: Lang, page: number, pages: number): [string] | [string, string] {
  const name = routeName('projects', lang);
  if (page === 1) return [name];
  return [`${name} –`, t(lang).pagination.pageOf.replace('{page}', String(page)).replace('{total}', String(pages))];
}

/** The list's name on page `page` of `pages`: the route's name on the first, with the page number on the others. */
export function projectsListName(lang: Lang, page: number, pages: number): string {
  return projectsListNameParts(lang, page, pages).join(' ');
}
