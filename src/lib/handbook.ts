/**
 * The editors' handbook (docs/editors/<lang>/<slug>.md, one file per task in each admin
 * language, the same slugs in both): what a page's front matter says, and how a link between two
 * pages, written for reading the files (`photos.md`), leads to the page served in the admin.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { adminLanguages } from '../i18n/admin-languages';
import { adminChildRoutes, adminHandbookPath, type AdminChild } from '../i18n/routes';

/** Where the pages are, from the project's folder; images are under `images/` beside the languages' folders. */
export const HANDBOOK_DIR = 'docs/editors';

const screens = Object.keys(adminChildRoutes) as [AdminChild, ...AdminChild[]];

/** A page's front matter: its title, its reader, and the admin screens it shows (its screenshots are of them). */
export const handbookFrontMatter = z.strictObject({
  title: z.string().min(1),
  /** Where the page stands in the handbook's list, the same in every language. */
  order: z.number().int().positive(),
  reader: z.literal('editors'),
  screens: z.array(z.enum(screens)).min(1),
});

const PAGE_LINK = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.md(#.*)?$/;

/** A link to another page of the same language (`photos.md#alt-text`) as the served page's relative link (`photos#alt-text`); others unchanged. */
export function servedHandbookLink(href: string): string {
  const match = PAGE_LINK.exec(href);
  return match ? `${match[1]}${match[2] ?? ''}` : href;
}

/** Where the admin serves each page of the handbook, read from the files under `root` (for the checks over a build). */
export function handbookPaths(root: string): string[] {
  return adminLanguages.flatMap((lang) =>
    readdirSync(join(root, HANDBOOK_DIR, lang))
      .filter((name) => name.endsWith('.md'))
      .map((name) => adminHandbookPath(lang, name.slice(0, -'.md'.length))),
  );
}
