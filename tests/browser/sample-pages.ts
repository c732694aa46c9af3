import { getProjectsData } from '../../src/content/operations';
import { languages } from '../../src/i18n/routes';
import { onDemandPage, sitePages, type SitePage } from '../../src/lib/site-pages';

/** A page's kind: its route key, and for a project whether it has no images. */
function kindOf(): (page: SitePage) => string {
  const noImages = new Set(
    languages.flatMap((lang) =>
      getProjectsData(lang)
        .projects.filter((p) => p.project.imageSources.length === 0)
        .map((p) => p.project.url),
    ),
  );
  return (page) => `${page.key}:${page.key === 'projectDetail' && noImages.has(page.id ?? '') ? 'bare' : ''}`;
}

/**
 * One page of each route key in each language, plus a project without images beside one with
 * them, and the 'sent' page the server renders per request: every kind of page the site shows a
 * visitor who browses, for the accessibility checks and the checks that must run at both widths
 * but need not run on every page.
 */
export function onePageOfEachKind(): SitePage[] {
  const kind = kindOf();
  const seen = new Set<string>();
  const built = sitePages().filter((page) => {
    const key = `${kind(page)}:${page.lang}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return [...built, ...languages.map((lang) => onDemandPage('contactSent', lang))];
}

/**
 * Of onePageOfEachKind, each kind in one language, the languages taking turns from kind to kind
 * so every one is met: for what a second width adds to a kind's page (the phone's menu, first
 * screen and image budget come from the kind's components, not from its words) where the other
 * width reads every kind in every language.
 */
export function eachKindInOneLanguage(): SitePage[] {
  const kind = kindOf();
  const byKind = new Map<string, SitePage[]>();
  for (const page of onePageOfEachKind()) byKind.set(kind(page), [...(byKind.get(kind(page)) ?? []), page]);
  return [...byKind.values()].map((pages, index) => pages[index % pages.length]!);
}
