/**
 * Menu, submenu and shortcut urls come from editors (SPEC §3). Each must be a page of the
 * route table in the document's own language (DECISIONS.md: links are language-correct),
 * and a detail page must exist in the content.
 */
import { matchPath, routeDefinition, type Lang } from '../i18n/routes';
import { snapshotPath, type Content, type DocumentKey } from './documents';

/** `where` names a document in messages: its snapshot file (build) or Firestore path (export). */
export function checkContentLinks(content: Content, lang: Lang, where: (lang: Lang, key: DocumentKey) => string = snapshotPath): string[] {
  const projectUrls = new Set(content.projects.projects.map((p) => p.project.url));
  const newsIds = new Set(content.news.news.map((n) => n.id));
  const problems: string[] = [];

  const check = (location: string, text: string, url: string) => {
    const match = matchPath(url);
    const item = `${location} ('${text}')`;
    if (!match) {
      problems.push(`${item}: url '${url}' is not a page of the route table (src/i18n/routes.ts)`);
    } else if (match.lang !== lang && !routeDefinition(match.key).languageNeutral) {
      problems.push(
        `${item}: url '${url}' is a ${match.lang.toUpperCase()} page; a ${lang.toUpperCase()} document must link to ${lang.toUpperCase()} pages`,
      );
    } else if (match.key === 'projectDetail' && !projectUrls.has(match.id ?? '')) {
      problems.push(`${item}: url '${url}' names a project that is not in the content`);
    } else if (match.key === 'newsDetail' && !newsIds.has(match.id ?? '')) {
      problems.push(`${item}: url '${url}' names a news item that is not in the content`);
    }
  };

  const header = where(lang, 'header');
  content.header.menuItems.forEach((item, i) => {
    check(`${header}: menuItems[${i}]`, item.text, item.url);
    item.subMenu?.forEach((sub, j) => check(`${header}: menuItems[${i}].subMenu[${j}]`, sub.text, sub.url));
  });
  const footer = where(lang, 'footer');
  content.footer.shortcuts.forEach((s, i) => check(`${footer}: shortcuts[${i}]`, s.text, s.url));
  return problems;
}
