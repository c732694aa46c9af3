/**
 * Adds a content language to a copy of the project the way docs/developers/ARCHITECTURE.md's "a language" row
 * says a developer does: a locale entry, its paths (and page names) in the route table, its
 * interface strings, its content. Nothing else is edited: where the copy then fails to type-check,
 * build or serve, adding a language takes more than the row says. The texts are the English
 * ones (a test language, not a translation); its paths sit under its own prefix.
 */
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The test language: a code no shipped locale uses, and the shipped language its texts start from. */
export const TEST_LANG = 'nl';
const FROM = 'en';

/** Replaces `anchor` once in a file of the copy, or stops naming the file and what was not found. */
function edit(root: string, file: string, change: (text: string) => string): void {
  const path = join(root, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`${file}: the test language could not be added (its anchor was not found)`);
  writeFileSync(path, after);
}

const once = (anchor: string, replacement: string) => (text: string) => {
  if (text.split(anchor).length !== 2) throw new Error(`expected exactly one '${anchor}'`);
  return text.replace(anchor, replacement);
};

/** 1. The locale entry. */
function addLocale(root: string): void {
  edit(
    root,
    'src/i18n/locales.ts',
    once(
      '} as const satisfies Record<string, Locale>;',
      `  ${TEST_LANG}: {
    tag: '${TEST_LANG}',
    ogLocale: 'nl_NL',
    switchLabel: '${TEST_LANG.toUpperCase()}',
    name: 'Nederlands',
    switchTo: 'Naar de Nederlandse pagina',
    dateFormat: { dateStyle: 'long', timeZone: 'Europe/Amsterdam' },
  },
} as const satisfies Record<string, Locale>;`,
    ),
  );
}

/** Where a path of the language the texts start from lives in the test language. */
function testLanguagePath(fromPattern: string): string {
  return fromPattern === FROM ? TEST_LANG : `${TEST_LANG}/${fromPattern}`;
}

/** A route's `{ tr: '…', en: '…', … }`, one entry per shipped language, as a map. */
const ROUTE_ENTRIES = /(\w+): '([^']*)'/g;
const entriesOf = (inner: string) => new Map([...inner.matchAll(ROUTE_ENTRIES)].map(([, lang, value]) => [lang!, value!]));

/** Appends the test language's entry to a route's record of every shipped language. */
function withEntry(whole: string, inner: string, entry: (values: Map<string, string>) => string): string {
  const values = entriesOf(inner);
  if (!values.has(FROM)) throw new Error(`a route without its '${FROM}' entry: ${whole}`);
  return whole.replace(/ \}$/, `, ${TEST_LANG}: '${entry(values)}' }`);
}

/**
 * 2. Its paths and page names in the route table, after the shipped languages' own: each path
 * under its prefix, a path every language shares (one page for all) shared with it too, the
 * page names the English ones.
 */
function addPaths(root: string): void {
  edit(root, 'src/i18n/routes.ts', (text) => {
    let paths = 0;
    const withPaths = text.replace(/path: \{ ((?:\w+: '[^']*'(?:, )?)+) \}/g, (whole, inner: string) => {
      paths++;
      return withEntry(whole, inner, (values) => {
        const from = values.get(FROM)!;
        return new Set(values.values()).size === 1 ? from : testLanguagePath(from);
      });
    });
    const withNames = withPaths.replace(/name: \{ ((?:\w+: '[^']*'(?:, )?)+) \}/g, (whole, inner: string) =>
      withEntry(whole, inner, (values) => values.get(FROM)!),
    );
    if (paths === 0) throw new Error('no route path found');
    return withNames;
  });
}

/** 3. Its interface strings: a copy of the English ones. */
function addStrings(root: string): void {
  edit(root, 'src/i18n/ui.ts', (text) =>
    once(
      'export const ui = {',
      'const shippedUi = {',
    )(text).replace(
      '} as const satisfies Record<Lang, unknown>;',
      `} as const;\n\nexport const ui = { ...shippedUi, ${TEST_LANG}: shippedUi.${FROM} } as const satisfies Record<Lang, unknown>;`,
    ),
  );
}

const ROUTE_PATHS = /"(\/(?:[a-z0-9-]+(?:\/[a-z0-9-]+)*)?(?:[#?][^"]*)?)"|href=\\"(\/[^"\\]*)\\"/g;

/** 4. Its content: the English snapshot with the document's language and every link into the site moved to its paths. */
function addContent(root: string, sitePaths: ReadonlySet<string>): void {
  const from = join(root, 'content-snapshot', FROM);
  const to = join(root, 'content-snapshot', TEST_LANG);
  if (!existsSync(from)) throw new Error(`${relative(root, from)}: no snapshot to start the test language's content from`);
  mkdirSync(to, { recursive: true });
  const moved = (path: string) => {
    const [bare = '', rest = ''] = path.split(/(?=[#?])/);
    const pattern = bare.slice(1);
    return sitePaths.has(bare) ? `/${testLanguagePath(pattern)}${rest}` : path;
  };
  for (const file of readdirSync(from)) {
    const json = readFileSync(join(from, file), 'utf8')
      .replace(`"lang": "${FROM}"`, `"lang": "${TEST_LANG}"`)
      .replace(ROUTE_PATHS, (_whole, plain: string | undefined, href: string | undefined) =>
        plain !== undefined ? `"${moved(plain)}"` : `href=\\"${moved(href!)}\\"`,
      );
    writeFileSync(join(to, file), json);
  }
}

/**
 * The four steps in a copy. `sitePaths`: every path of the starting language's pages (detail
 * pages included), to tell a link into the site from an image's or a file's path.
 */
export function addTestLanguage(copyRoot: string, sitePaths: ReadonlySet<string>): void {
  addLocale(copyRoot);
  addPaths(copyRoot);
  addStrings(copyRoot);
  addContent(copyRoot, sitePaths);
}
