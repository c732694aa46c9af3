/**
 * What the Node server needs to answer an unknown path in its language: the pages the build
 * wrote (read once at start), the paths it renders on demand, and each language's not-found
 * page beside the all-languages 404.html.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { languages, onDemandPaths, pathFor, type Lang } from '../../i18n/routes';

export interface NotFoundPages {
  /** Whether a path (trailing slash or not) names a page the site serves. */
  isPage(pathname: string): boolean;
  /** The not-found page of a language, or the one in every language when none is known. */
  page(lang: Lang | undefined): Buffer;
}

/** `/` for client/index.html, `/en` for client/en/index.html, ... */
function builtPagePaths(clientDir: string): Set<string> {
  const paths = new Set<string>();
  for (const entry of readdirSync(clientDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const folder = entry.parentPath.slice(clientDir.length).replaceAll('\\', '/');
    paths.add(folder === '' ? '/' : folder.startsWith('/') ? folder : `/${folder}`);
  }
  return paths;
}

export function notFoundPages(clientDir: string): NotFoundPages {
  const pages = builtPagePaths(clientDir);
  for (const path of onDemandPaths()) pages.add(path);
  const inEveryLanguage = readFileSync(join(clientDir, '404.html'));
  const byLanguage = new Map(languages.map((lang) => [lang, readFileSync(join(clientDir, pathFor('notFound', lang), 'index.html'))]));
  return {
    isPage: (pathname) => pages.has(pathname.replace(/(?<=.)\/+$/, '')),
    page: (lang) => (lang ? byLanguage.get(lang) : undefined) ?? inEveryLanguage,
  };
}
