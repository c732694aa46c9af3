/**
 * What the drift test reads of a Markdown page: its code (inline spans and fenced lines, each
 * with its line number), its links and its headings' anchors as GitHub makes them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface Page {
  /** Relative to the project's folder, as a failure names it. */
  file: string;
  lines: string[];
}

export interface Located {
  file: string;
  line: number;
  text: string;
}

/** README.md and every Markdown file under docs/. */
export function docPages(root: string): Page[] {
  const docs = readdirSync(join(root, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.md'))
    .map((name) => join('docs', name));
  return ['README.md', ...docs.sort()].map((file) => ({ file, lines: readFileSync(join(root, file), 'utf8').split('\n') }));
}

const FENCE = /^\s*(```|~~~)/;

/** Each line with whether it is inside a fenced code block (the fence lines themselves count as inside). */
function linesWithFences(page: Page): { text: string; line: number; fenced: boolean }[] {
  let inside = false;
  return page.lines.map((text, index) => {
    const fence = FENCE.test(text);
    const fenced = inside || fence;
    if (fence) inside = !inside;
    return { text, line: index + 1, fenced };
  });
}

/** Every inline code span, outside fenced blocks. */
export function codeSpans(page: Page): Located[] {
  return linesWithFences(page)
    .filter(({ fenced }) => !fenced)
    .flatMap(({ text, line }) => [...text.matchAll(/`([^`]+)`/g)].map((match) => ({ file: page.file, line, text: match[1]! })));
}

/** Every line inside a fenced code block. */
export function fencedLines(page: Page): Located[] {
  return linesWithFences(page)
    .filter(({ fenced, text }) => fenced && !FENCE.test(text))
    .map(({ text, line }) => ({ file: page.file, line, text }));
}

/** Every link target outside code, web addresses left out. */
export function links(page: Page): Located[] {
  return linesWithFences(page)
    .filter(({ fenced }) => !fenced)
    .flatMap(({ text, line }) =>
      [...text.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)]
        .map((match) => match[1]!)
        .filter((target) => !/^[a-z]+:/i.test(target))
        .map((target) => ({ file: page.file, line, text: target })),
    );
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
const headingAnchor = (heading: string): string =>
  heading
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** The anchors of a page's headings, a repeated one numbered as GitHub numbers it. */
export function anchors(page: Page): Set<string> {
  const seen = new Map<string, number>();
  const result = new Set<string>();
  for (const { text, fenced } of linesWithFences(page)) {
    const heading = fenced ? undefined : /^#{1,6}\s+(.*)$/.exec(text)?.[1];
    if (heading === undefined) continue;
    const anchor = headingAnchor(heading.trim());
    const count = seen.get(anchor) ?? 0;
    seen.set(anchor, count + 1);
    result.add(count === 0 ? anchor : `${anchor}-${count}`);
  }
  return result;
}
