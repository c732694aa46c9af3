/**
 * The docs against the code (the rules: docs/developers/README.md, "How the docs are checked"):
 * every npm script, environment variable, site path and link a page names exists. Each failure
 * names the file, the line and the stale name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  declaredNames,
  matchesSitePath,
  npmBuiltins,
  readsVariable,
  scriptNames,
  SERVER_CONFIG,
  serverVariables,
  sitePathPatterns,
  workflowSecrets,
} from './code-names';
import { anchors, codeSpans, docPages, fencedLines, links, type Located, type Page } from './markdown';

const root = resolve(import.meta.dirname, '../..');
const pages = docPages(root);
const ENVIRONMENT_PAGE = 'docs/operators/environment.md';
const environmentPage = pages.find((page) => page.file === ENVIRONMENT_PAGE)!;
const at = ({ file, line }: Located) => `${file}:${line}`;

/** Upper-case words a page may put in backticks that are no variables of ours: HTTP methods, signals, states, file format codes, the platform's and the packages' own variables. */
const NOT_OUR_VARIABLES = new Set(
  [
    'GET HEAD POST PUT PATCH DELETE OPTIONS TRACE CONNECT',
    'SIGTERM SIGINT SIGHUP',
    'PENDING PROCESSING SUCCESS ERROR RETRY NORMAL FULL',
    'AC1012 AC1032',
    'TMPDIR PATH GITHUB_TOKEN NODE_ENV NODE_COMPILE_CACHE',
  ]
    .join(' ')
    .split(' '),
);
const VARIABLE = /^[A-Z][A-Z0-9_]{2,}$/;

/** The rows of a Markdown table under a heading: each row's cells, with the row's line. */
function tableRows(page: Page, heading: string): { line: number; cells: string[] }[] {
  const start = page.lines.findIndex((text) => text === heading);
  const rows: { line: number; cells: string[] }[] = [];
  for (let index = start + 1; index < page.lines.length && !page.lines[index]!.startsWith('#'); index++) {
    const text = page.lines[index]!;
    if (text.startsWith('|') && !/^\|\s*-/.test(text))
      rows.push({
        line: index + 1,
        cells: text
          .split('|')
          .slice(1, -1)
          .map((cell) => cell.trim()),
      });
  }
  return rows.slice(1);
}
const codeIn = (cell: string) => /^`([^`]+)`$/.exec(cell)?.[1];

const serverTable = tableRows(environmentPage, '## What the server reads');
const commandTable = tableRows(environmentPage, '## What the commands and tests read');

/** The variables a page's code names: a span that is NAME or starts NAME=, and NAME=value before a command in a code block. */
function namedVariables(page: Page): Located[] {
  const fromSpans = codeSpans(page).flatMap((span) => {
    const name = /^([A-Z][A-Z0-9_]*)(=|$)/.exec(span.text)?.[1];
    const more = [...span.text.matchAll(/\s([A-Z][A-Z0-9_]*)=/g)].map((match) => match[1]!);
    return [name, ...more].filter((found) => found !== undefined && VARIABLE.test(found)).map((found) => ({ ...span, text: found! }));
  });
  const fromBlocks = fencedLines(page).flatMap((line) => {
    const prefix = /^\s*((?:[A-Z][A-Z0-9_]*=(?:'[^']*'|"[^"]*"|<[^>]*>|[^\s'"<]\S*)\s+)+)\S/.exec(line.text)?.[1] ?? '';
    return [...prefix.matchAll(/([A-Z][A-Z0-9_]*)=/g)].map((match) => ({ ...line, text: match[1]! }));
  });
  return [...fromSpans, ...fromBlocks].filter(({ text }) => VARIABLE.test(text));
}

/** Whether a page's first line names its reader; a page the admin serves (the editors' handbook) names it in its front matter. */
function namesItsReader(page: Page, reader: string): boolean {
  if (page.lines[0] !== '---') return page.lines[0] === `Reader: ${reader}`;
  return page.lines.slice(1, page.lines.indexOf('---', 1)).includes(`reader: ${reader}`);
}

describe('the docs', () => {
  it('name only npm scripts package.json has and npm commands npm has', () => {
    const scripts = scriptNames(root);
    const stale = pages.flatMap((page) =>
      [...codeSpans(page), ...fencedLines(page)].flatMap((code) =>
        [...code.text.matchAll(/\bnpm\s+(run(?:-script)?\s+(?:(?:-s|--silent)\s+)?)?([a-z][\w:.-]*)/g)].flatMap(([, run, name]) => {
          const known = run || name === 'test' || name === 'start' ? scripts.has(name!) : npmBuiltins.has(name!);
          return known
            ? []
            : [`${at(code)}: npm ${run ? 'script' : 'command'} '${name}' ${run ? 'is not in package.json' : 'does not exist'}`];
        }),
      ),
    );
    expect(stale).toEqual([]);
  });

  it('list every variable the server reads in the environment page, and only those', () => {
    const config = readFileSync(join(root, SERVER_CONFIG), 'utf8');
    const listed = serverTable.map(({ line, cells }) => ({ file: ENVIRONMENT_PAGE, line, text: codeIn(cells[0]!) ?? cells[0]! }));
    const unread = listed
      .filter(({ text }) => !readsVariable(config, text))
      .map((row) => `${at(row)}: ${row.text} is not read by ${SERVER_CONFIG}`);
    const names = new Set(listed.map(({ text }) => text));
    const unlisted = [...serverVariables(root)]
      .filter((name) => !names.has(name))
      .map((name) => `${ENVIRONMENT_PAGE}: ${name}, read by ${SERVER_CONFIG}, has no row`);
    expect(listed.length).toBeGreaterThan(0);
    expect([...unread, ...unlisted]).toEqual([]);
  });

  it("list the commands' and tests' variables with the file that reads each", () => {
    const stale = commandTable.flatMap(({ line, cells }) => {
      const [name, file] = [codeIn(cells[0]!) ?? cells[0]!, codeIn(cells[1]!) ?? cells[1]!];
      const where = `${ENVIRONMENT_PAGE}:${line}`;
      if (!existsSync(join(root, file))) return [`${where}: ${name} is said to be read by ${file}, which does not exist`];
      return readsVariable(readFileSync(join(root, file), 'utf8'), name) ? [] : [`${where}: ${name} is not read by ${file}`];
    });
    expect(commandTable.length).toBeGreaterThan(0);
    expect(stale).toEqual([]);
  });

  it('name only variables the code reads or declares', () => {
    const config = readFileSync(join(root, SERVER_CONFIG), 'utf8');
    const commandVariables = new Set(commandTable.map(({ cells }) => codeIn(cells[0]!) ?? cells[0]!));
    const declared = declaredNames(root);
    const secrets = workflowSecrets(root);
    const known = (name: string) =>
      readsVariable(config, name) || commandVariables.has(name) || declared.has(name) || secrets.has(name) || NOT_OUR_VARIABLES.has(name);
    const stale = pages.flatMap(namedVariables).filter(({ text }) => !known(text));
    expect(stale.map((named) => `${at(named)}: ${named.text} is read nowhere in the code`)).toEqual([]);
  });

  it('name only site paths the route table has', () => {
    const patterns = sitePathPatterns();
    const isBuildFile = (path: string) => /^\/(_|\.|images\/)/.test(path) || /\.[a-z0-9]+$/i.test(path.replace(/[?#].*$/, ''));
    const isMachinePath = (path: string) => /^\/(usr|etc|tmp|var|opt|home|proc|path)(\/|$)/.test(path);
    const stale = pages.flatMap((page) =>
      codeSpans(page)
        .map((span) => ({ ...span, text: span.text.replace(/^(GET|HEAD|POST|PUT|PATCH|DELETE)\s+/, '').split(/\s/)[0]! }))
        .filter(({ text }) => /^\/(?![/A-Z])/.test(text) && !text.includes('*') && !isBuildFile(text) && !isMachinePath(text))
        .filter(({ text }) => !matchesSitePath(text, patterns))
        .map((path) => `${at(path)}: ${path.text} is no path of the route table`),
    );
    expect(stale).toEqual([]);
  });

  it('link only to files and headings that exist', () => {
    const byFile = new Map(pages.map((page) => [page.file, page]));
    const stale = pages.flatMap((page) =>
      links(page).flatMap((link) => {
        const [target, anchor] = link.text.split('#') as [string, string | undefined];
        const file = target === '' ? page.file : relative(root, resolve(root, dirname(page.file), target));
        if (file.startsWith('..')) return [];
        if (!existsSync(join(root, file))) return [`${at(link)}: ${link.text} does not exist`];
        if (anchor === undefined || !file.endsWith('.md')) return [];
        const linked = byFile.get(file) ?? { file, lines: readFileSync(join(root, file), 'utf8').split('\n') };
        return anchors(linked).has(anchor) ? [] : [`${at(link)}: ${link.text} names no heading of ${file}`];
      }),
    );
    expect(stale).toEqual([]);
  });

  it("begin with their reader's line", () => {
    const stale = pages
      .filter((page) => /^docs\/(operators|developers|editors)\//.test(page.file))
      .filter((page) => !namesItsReader(page, page.file.split('/')[1]!))
      .map((page) => `${page.file}:1: does not begin with 'Reader: ${page.file.split('/')[1]}' (or front matter with 'reader: ...')`);
    expect(stale).toEqual([]);
  });
});
