import { getProjectsData } from '../../src/content/operations';
import { languages } from '../../src/i18n/routes';
import { onDemandPage, sitePages, type SitePage } from '../../src/lib/site-pages';

/**
 * One page of each route key in each language, plus a project without images beside one with
 * them, and the 'sent' page the server renders per request: every kind of page the site shows a
 * visitor who browses, for the accessibility checks and the checks that must run at both widths
 * but need not run on every page.
 */
export function onePageOfEachKind(): SitePage[] {
  const seen = new Set<string>();
  const noImages = new Set(
    languages.flatMap((lang) =>
      getProjectsData(lang)
        .projects.filter((p) => p.project.imageSources.length === 0)
        .map((p) => p.project.url),
    ),
  );
  const built = sitePages().filter((page) => {
    const kind = `${page.key}:${page.lang}:${page.key === 'projectDetail' && noImages.has(page.id ?? '') ? 'bare' : ''}`;
    if (seen.has(kind)) return false;
    seen.add(kind);
    return true;
  });
  return [...built, ...languages.map((lang) => onDemandPage('contactSent', lang))];
}
