/**
 * The editors' handbook against the admin (docs/editors/README.md): both admin languages have the
 * same pages; each page's front matter is a handbook page's and names only screens the admin has;
 * each image a page shows exists, is a screenshot `npm run docs:screenshots` takes, and is of a
 * screen the page names; every screenshot is shown; each screen's Help link leads to a page
 * about that screen.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { docsShots } from '../../scripts/lib/docs-shots';
import { adminLanguages, type AdminLang } from '../../src/i18n/admin-languages';
import { adminChildRoutes, adminHandbookPath, type AdminChild } from '../../src/i18n/routes';
import { handbookPageFor } from '../../src/islands/admin/admin-outlet';
import { HANDBOOK_DIR, handbookFrontMatter } from '../../src/lib/handbook';

const root = resolve(import.meta.dirname, '../..');
const screens = Object.keys(adminChildRoutes) as AdminChild[];

interface HandbookFile {
  file: string;
  lang: AdminLang;
  slug: string;
  front: Record<string, unknown>;
  body: string;
}

function handbookFiles(lang: AdminLang): HandbookFile[] {
  const folder = join(root, HANDBOOK_DIR, lang);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(folder, name), 'utf8');
      const [, front = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
      return { file: join(HANDBOOK_DIR, lang, name), lang, slug: name.slice(0, -'.md'.length), front: parse(front) ?? {}, body };
    });
}

const pages = adminLanguages.flatMap(handbookFiles);
const frontOf = (page: HandbookFile) => handbookFrontMatter.parse(page.front);

/** The images a page shows: their files, relative to the project. */
const imagesOf = (page: HandbookFile) =>
  [...page.body.matchAll(/!\[([^\]]*)\]\(([^)\s]+)\)/g)].map(([, alt, target]) => ({
    alt: alt!,
    file: relative(root, resolve(root, dirname(page.file), target!)),
  }));

const shotFile = (lang: AdminLang, name: string) => join(HANDBOOK_DIR, 'images', lang, `${name}.webp`);

describe("the editors' handbook", () => {
  it('has the same pages, in the same order, in every admin language', () => {
    expect(pages.length).toBeGreaterThan(0);
    const slugs = (lang: AdminLang) => pages.filter((page) => page.lang === lang).map((page) => page.slug);
    const orders = (lang: AdminLang) => pages.filter((page) => page.lang === lang).map((page) => frontOf(page).order);
    for (const lang of adminLanguages) {
      expect(slugs(lang), lang).toEqual(slugs(adminLanguages[0]));
      expect(orders(lang), lang).toEqual(orders(adminLanguages[0]));
      expect(new Set(orders(lang)).size, `${lang}: each page's order is its own`).toBe(orders(lang).length);
    }
  });

  it("gives each page a handbook page's front matter, naming only screens the admin has", () => {
    const wrong = pages.flatMap((page) => {
      const named = Array.isArray(page.front['screens']) ? (page.front['screens'] as unknown[]) : [];
      const unknown = named
        .filter((screen) => !screens.includes(screen as AdminChild))
        .map((screen) => `${page.file}: no admin screen '${String(screen)}'`);
      const front = handbookFrontMatter.safeParse(page.front);
      return [...unknown, ...(front.success ? [] : [`${page.file}: ${front.error.message}`])];
    });
    expect(wrong).toEqual([]);
  });

  it('shows only screenshots that exist, of the screens the page names, each described', () => {
    const wrong = pages.flatMap((page) => {
      const named = frontOf(page).screens as AdminChild[];
      return imagesOf(page).flatMap(({ alt, file }) => {
        const shot = docsShots.find((candidate) => shotFile(page.lang, candidate.name) === file);
        if (!existsSync(join(root, file))) return [`${page.file}: ${file} does not exist (npm run docs:screenshots)`];
        if (!shot) return [`${page.file}: ${file} is no screenshot of scripts/lib/docs-shots.ts`];
        if (!named.includes(shot.screen)) return [`${page.file}: ${file} shows '${shot.screen}', not among its screens`];
        return alt.trim() === '' ? [`${page.file}: ${file} has no description`] : [];
      });
    });
    expect(wrong).toEqual([]);
  });

  it('shows every screenshot it takes, and keeps no other image', () => {
    const shown = new Set(pages.flatMap((page) => imagesOf(page).map(({ file }) => file)));
    const taken = adminLanguages.flatMap((lang) => docsShots.map((shot) => shotFile(lang, shot.name)));
    expect(taken.filter((file) => !shown.has(file))).toEqual([]);
    const kept = adminLanguages.flatMap((lang) =>
      readdirSync(join(root, HANDBOOK_DIR, 'images', lang)).map((name) => join(HANDBOOK_DIR, 'images', lang, name)),
    );
    expect(kept.filter((file) => !taken.includes(file))).toEqual([]);
  });

  it("leads each screen's Help link to a page about that screen, in every admin language", () => {
    const wrong = screens.flatMap((screen) =>
      adminLanguages.flatMap((lang) => {
        const page = pages.find((candidate) => candidate.lang === lang && candidate.slug === handbookPageFor(screen, true));
        if (!page) return [`${screen} (${lang}): no page '${handbookPageFor(screen, true)}'`];
        return (frontOf(page).screens as AdminChild[]).includes(screen) ? [] : [`${screen} (${lang}): ${page.file} does not name it`];
      }),
    );
    expect(wrong).toEqual([]);
    for (const lang of adminLanguages) {
      expect(pages.some((page) => page.lang === lang && page.slug === handbookPageFor('dashboard', false))).toBe(true);
    }
    expect(adminHandbookPath('tr', 'photos')).toBe('/admin/yardim/photos');
    expect(adminHandbookPath('en', handbookPageFor('publish', true))).toBe('/admin/help/publishing');
  });
});
