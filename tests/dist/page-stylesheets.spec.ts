/**
 * Which stylesheet each built page links (src/integrations/page-stylesheets): a page without
 * islands its own, a page with islands the site's whole one. That the own one leaves nothing
 * out is checked in the browser (tests/browser/page-stylesheets.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { PAGE_STYLESHEETS_FILE, type PageStylesheet } from '../../src/integrations/page-stylesheets';
import { isAdminPath } from '../../src/i18n/routes';
import { sitePages } from '../../src/lib/site-pages';
import { distDir } from '../dist-dir';
import { builtFile, builtPage } from './built-page';
import { islandsOf } from './page-weight';

const clientDir = join(distDir, 'client');
const linked: PageStylesheet[] = JSON.parse(readFileSync(join(distDir, PAGE_STYLESHEETS_FILE), 'utf8'));
// The admin's pages without islands (the editors' handbook) prune the admin's stylesheet, not the site's.
const siteStylesheets = new Set(linked.filter((entry) => !isAdminPath(entry.page)).map((entry) => entry.from));
const ownStylesheets = new Set(linked.map((entry) => entry.to));
const paths = [...new Set(sitePages().map((page) => page.path))];

test('every page without islands links its own stylesheet, every page with islands a whole one', () => {
  expect(siteStylesheets.size, 'one site stylesheet for the public pages').toBe(1);
  const wrong = paths.flatMap((path) => {
    const $ = builtPage(path);
    const stylesheets = $('link[rel="stylesheet"]')
      .toArray()
      .map((link) => $(link).attr('href'));
    const own = linked.find((entry) => entry.page === relative(clientDir, builtFile(path)));
    if (islandsOf($.html()).length > 0) {
      // The admin's pages link the admin's stylesheet; a public page with islands, the site's.
      return stylesheets.length === 1 && !own && !stylesheets.some((href) => href && ownStylesheets.has(href)) ? [] : [`${path} (islands): links ${stylesheets.join(', ')}`];
    }
    return own && stylesheets.length === 1 && stylesheets[0] === own.to ? [] : [`${path}: links ${stylesheets.join(', ')}, not a stylesheet of its own`];
  });
  expect(wrong).toEqual([]);
  expect(linked.length, 'pages without islands').toBeGreaterThan(paths.length / 3);
});

test('a page\'s own stylesheet is well under the whole one it comes from', () => {
  const bytes = (href: string) => readFileSync(join(clientDir, href)).length;
  const heavy = linked
    .filter((entry) => bytes(entry.to) > bytes(entry.from) * 0.6)
    .map((entry) => `${entry.page}: ${bytes(entry.to)} of ${bytes(entry.from)} bytes`);
  expect(heavy).toEqual([]);
});
