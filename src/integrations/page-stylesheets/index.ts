/**
 * Build step: every page without islands links a stylesheet of its own, holding only the rules
 * its classes can use (used-rules.ts), instead of the site's whole stylesheet. On a phone the
 * page and its stylesheet then arrive together in the connection's first round trip, so the
 * page paints once, complete. Pages with islands keep the whole stylesheet: their components
 * add classes after hydration that their HTML does not show. Server-rendered answers (the
 * contact form's native post) keep it too.
 *
 * Writes <outDir>/page-stylesheets.json (beside the CDN's folder): which stylesheet each page
 * links now, and which one it came from.
 */
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtHtmlFiles } from '../built-html';
import { classesOf, hasIslands } from './page-classes';
import { usedRulesOf } from './used-rules';

export const PAGE_STYLESHEETS_FILE = 'page-stylesheets.json';

/** A page's file (relative to the CDN's folder) and the stylesheets it links: the site's, then its own. */
export type PageStylesheet = { page: string; from: string; to: string };

const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)"/g;

/** The record, by page: the same whichever order the pages were read in (a build that copies pages adds theirs). */
export const pageStylesheetsJson = (linked: PageStylesheet[]): string =>
  `${JSON.stringify(
    linked.toSorted((a, b) => (a.page < b.page ? -1 : a.page > b.page ? 1 : 0)),
    null,
    2,
  )}\n`;

/** Named by content, like the bundler's assets: pages that use the same rules share one file. */
function stylesheetPath(css: string): string {
  return `/_astro/page.${createHash('sha256').update(css).digest('base64url').slice(0, 10)}.css`;
}

export default function pageStylesheets(): AstroIntegration {
  return {
    name: 'page-stylesheets',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const clientDir = fileURLToPath(dir);
        const siteStylesheets = new Map<string, string>();
        const pruners = new Map<string, (pageClasses: ReadonlySet<string>) => string>();
        const written = new Map<string, number>();
        const linked: PageStylesheet[] = [];
        for (const file of await builtHtmlFiles(clientDir)) {
          const html = await readFile(file, 'utf8');
          if (hasIslands(html)) continue;
          const pageClasses = classesOf(html);
          const page = relative(clientDir, file);
          const replacements = new Map<string, string>();
          for (const [, from] of html.matchAll(STYLESHEET_LINK)) {
            if (!from || replacements.has(from)) continue;
            let pruner = pruners.get(from);
            if (pruner === undefined) {
              const css = await readFile(join(clientDir, from), 'utf8');
              siteStylesheets.set(from, css);
              pruners.set(from, (pruner = usedRulesOf(css)));
            }
            const used = pruner(pageClasses);
            const to = stylesheetPath(used);
            if (!written.has(to)) {
              await writeFile(join(clientDir, to), used);
              written.set(to, Buffer.byteLength(used));
            }
            replacements.set(from, to);
            linked.push({ page, from, to });
          }
          if (replacements.size === 0) continue;
          await writeFile(
            file,
            html.replace(STYLESHEET_LINK, (link, from: string) => link.replace(from, replacements.get(from) ?? from)),
          );
        }
        await writeFile(join(clientDir, '..', PAGE_STYLESHEETS_FILE), pageStylesheetsJson(linked));
        const sizes = [...written.values()].sort((a, b) => a - b);
        const kib = (bytes = 0) => `${(bytes / 1024).toFixed(1)} KiB`;
        logger.info(
          `${linked.length} pages without islands link a stylesheet of their own rules: ${written.size} files of ${kib(sizes[0])}-${kib(sizes.at(-1))} ` +
            `(the site's: ${[...siteStylesheets.values()].map((css) => kib(Buffer.byteLength(css))).join(', ')})`,
        );
      },
    },
  };
}
