/**
 * Menu, submenu and shortcut urls come from editors (SPEC §3). Each must be a page of the
 * route table in the document's own language (DECISIONS.md: links are language-correct),
 * and a detail page must exist in the content.
 */
import { matchPath, routeDefinition, type Lang } from '../i18n/routes';
import { snapshotPath, type Content, type DocumentKey } from './documents';

export interface LinkProblem {
  /** The document that holds the link (header or footer). */
  key: DocumentKey;
  /** Where in it: `menuItems[0].subMenu[1]`. */
  field: string;
  /** The link's text, as the page shows it. */
  text: string;
  reason: string;
}

/** Every link of the language that does not lead to a page of the content, where it is and why. */
export function contentLinkProblems(content: Content, lang: Lang): LinkProblem[] {
  const projectUrls = new Set(content.projects.projects.map((p) => p.project.url));
  const newsIds = new Set(content.news.news.map((n) => n.id));
  const problems: LinkProblem[] = [];

  const check = (key: DocumentKey, field: string, text: string, url: string) => {
    const match = matchPath(url);
    const problem = (reason: string) => problems.push({ key, field, text, reason });
    if (!match) {
      problem(`url '${url}' is not a page of the route table (src/i18n/routes.ts)`);
    } else if (match.lang !== lang && !routeDefinition(match.key).languageNeutral) {
      problem(
        `url '${url}' is a ${match.lang.toUpperCase()} page; a ${lang.toUpperCase()} document must link to ${lang.toUpperCase()} pages`,
      );
    } else if (match.key === 'projectDetail' && !projectUrls.has(match.id ?? '')) {
      problem(`url '${url}' names a project that is not in the content`);
    } else if (match.key === 'newsDetail' && !newsIds.has(match.id ?? '')) {
      problem(`url '${url}' names a news item that is not in the content`);
    }
  };

  content.header.menuItems.forEach((item, i) => {
    check('header', `menuItems[${i}]`, item.text, item.url);
    item.subMenu?.forEach((sub, j) => check('header', `menuItems[${i}].subMenu[${j}]`, sub.text, sub.url));
  });
  content.footer.shortcuts.forEach((s, i) => check('footer', `shortcuts[${i}]`, s.text, s.url));
  return problems;
}

/** `where` names a document in messages: its snapshot file (build) or Firestore path (export). */
export function checkContentLinks(content: Content, lang: Lang, where: (lang: Lang, key: DocumentKey) => string = snapshotPath): string[] {
  return contentLinkProblems(content, lang).map(
    (problem) => `${where(lang, problem.key)}: ${problem.field} ('${problem.text}'): ${problem.reason}`,
  );
}
