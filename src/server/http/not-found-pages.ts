/**
 * What the Node server needs to answer an unknown path in its language: the pages the build
 * wrote (read once at start), the paths it renders on demand, and each language's not-found
 * page beside the all-languages 404.html.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isOnDemandPath, languages, onDemandPaths, pathFor, type Lang } from '../../i18n/routes';
import { chooseEncoding, encodings, type Encoding } from './precompressed';

/** A page's bytes as sent: compressed (`encoding`) or as it is. */
interface EncodedPage {
  body: Buffer;
  encoding: Encoding | undefined;
}

export interface NotFoundPages {
  /** Whether a path (trailing slash or not) names a page the site serves. */
  isPage(pathname: string): boolean;
  /** The not-found page of a language, or the one in every language when none is known, in the encoding `acceptEncoding` prefers. */
  page(lang: Lang | undefined, acceptEncoding?: string): EncodedPage;
}

/** A page file and the compressed copies the build wrote beside it (precompressed.ts), those not older than it. */
function readPage(file: string): (acceptEncoding: string | undefined) => EncodedPage {
  const body = readFileSync(file);
  const written = statSync(file).mtimeMs;
  const copies = new Map<Encoding, Buffer>();
  for (const { name, suffix } of encodings) {
    const copy = statSync(`${file}${suffix}`, { throwIfNoEntry: false });
    if (copy?.isFile() && copy.mtimeMs >= written) copies.set(name, readFileSync(`${file}${suffix}`));
  }
  return (acceptEncoding) => {
    const encoding = chooseEncoding(acceptEncoding, [...copies.keys()]);
    return { body: (encoding && copies.get(encoding)) || body, encoding };
  };
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
  const inEveryLanguage = readPage(join(clientDir, '404.html'));
  const byLanguage = new Map(languages.map((lang) => [lang, readPage(join(clientDir, pathFor('notFound', lang), 'index.html'))]));
  return {
    // A project's quote form is a page for any project url: the route answers 404 for one it does not know.
    isPage: (pathname) => pages.has(pathname.replace(/(?<=.)\/+$/, '')) || isOnDemandPath(pathname),
    page: (lang, acceptEncoding) => ((lang ? byLanguage.get(lang) : undefined) ?? inEveryLanguage)(acceptEncoding),
  };
}
