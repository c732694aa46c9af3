/**
 * What the code says exists, read from the code itself so the docs are held to it: npm's
 * scripts, the variables the server reads, the names the code declares, the workflows'
 * secrets and the site's paths (from the route table's own exports, never spelled here).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  adminApi,
  adminApiPrefix,
  adminChildRoutes,
  adminHandbookPath,
  adminPath,
  contactEndpoint,
  languages,
  probePaths,
  routeDefinition,
  routeKeys,
  type AdminChild,
} from '../../src/i18n/routes';
import { adminLanguages } from '../../src/i18n/admin-languages';

const read = (root: string, file: string) => readFileSync(join(root, file), 'utf8');

function sourceFiles(root: string, folder: string): string[] {
  return readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ts|tsx|mjs|astro)$/.test(name))
    .map((name) => join(folder, name));
}

export const scriptNames = (root: string): Set<string> =>
  new Set(Object.keys((JSON.parse(read(root, 'package.json')) as { scripts: Record<string, string> }).scripts));

/** npm's own commands a page may name besides `run`, `test` and `start`. */
export const npmBuiltins = new Set([
  'ci',
  'install',
  'uninstall',
  'update',
  'ls',
  'exec',
  'audit',
  'outdated',
  'pack',
  'config',
  'install-scripts',
  'run',
]);

export const SERVER_CONFIG = 'src/server/config.ts';

/** Whether a file reads a variable: its name as a string (`env['NAME']`), a property (`env.NAME`) or a key (`NAME: '2'`). */
export const readsVariable = (text: string, name: string): boolean => new RegExp(`['"]${name}['"]|\\.${name}\\b|\\b${name}:`).test(text);

/** Every variable the server's settings module names as a string: what an operator may set. */
export const serverVariables = (root: string): Set<string> =>
  new Set([...read(root, SERVER_CONFIG).matchAll(/'([A-Z][A-Z0-9_]{2,})'/g)].map((match) => match[1]!));

/** Upper-case names the code declares (constants such as MIN_FILL_MS): a page may name them. */
export function declaredNames(root: string): Set<string> {
  const files = [...sourceFiles(root, 'src'), ...sourceFiles(root, 'scripts')];
  return new Set(
    files.flatMap((file) =>
      [...read(root, file).matchAll(/\b(?:const|let|function|class|enum|type|interface)\s+([A-Z][A-Z0-9_]{2,})\b/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
}

/** The secrets the workflows read (`secrets.NAME`): set in the repository, not read by the code. */
export function workflowSecrets(root: string): Set<string> {
  const folder = '.github/workflows';
  return new Set(
    readdirSync(join(root, folder)).flatMap((file) =>
      [...read(root, join(folder, file)).matchAll(/secrets\.([A-Z][A-Z0-9_]+)/g)].map((match) => match[1]!),
    ),
  );
}

/** A path's segments, without its query, fragment and trailing slash. */
const segments = (path: string): string[] =>
  path
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);

const isParameter = (segment: string) => /^\{\w+\}$/.test(segment);
const isPlaceholder = (segment: string) => /^(\{[^}]+\}|<[^>]+>)$/.test(segment);

/**
 * The site's paths as patterns, a `{name}` segment matching any one segment: every route in
 * every language, the admin's screens, the contact endpoint, the staff API and its prefix, the probes.
 */
export function sitePathPatterns(): string[][] {
  const routePaths = routeKeys.flatMap((key) =>
    languages.map((lang) => routeDefinition(key).path[lang]).filter((path) => path !== undefined),
  );
  const adminScreens = (Object.keys(adminChildRoutes) as AdminChild[]).map(adminPath);
  const handbookPages = adminLanguages.map((lang) => adminHandbookPath(lang, '{slug}'));
  return [
    ...routePaths.map((path) => `/${path}`),
    ...adminScreens,
    ...handbookPages,
    contactEndpoint,
    adminApiPrefix,
    ...Object.values(adminApi),
    ...Object.values(probePaths),
  ].map(segments);
}

/** Whether a documented path is one of the patterns: a placeholder (`{url}`, `<url>`) stands only where the pattern has a parameter. */
export const matchesSitePath = (path: string, patterns: string[][]): boolean =>
  patterns.some((pattern) => {
    const documented = segments(path);
    return (
      pattern.length === documented.length &&
      pattern.every((part, index) => (isParameter(part) ? true : !isPlaceholder(documented[index]!) && part === documented[index]))
    );
  });
