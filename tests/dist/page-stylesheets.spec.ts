/**
 * Which stylesheet each built page links (src/integrations/page-stylesheets): a page without
 * islands its own, a page with islands the site's whole one. That the own one leaves nothing
 * out is checked in the browser (tests/browser/page-stylesheets.spec.ts).
 */
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { PAGE_STYLESHEETS_FILE, type PageStylesheet } from '../../src/integrations/page-stylesheets';
import { sitePages } from '../../src/lib/site-pages';
import { distDir } from '../dist-dir';
import { builtFile, builtPage } from './built-page';
import { islandsOf } from './page-weight';

const clientDir = join(distDir, 'client');
const linked: PageStylesheet[] = JSON.parse(readFileSync(join(distDir, PAGE_STYLESHEETS_FILE), 'utf8'));
const siteStylesheets = new Set(linked.map((entry) => entry.from));
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

test('a page\'s own stylesheet is well under the site\'s', () => {
  const bytes = (href: string) => readFileSync(join(clientDir, href)).length;
  const site = bytes([...siteStylesheets][0]!);
  const heavy = linked.filter((entry) => bytes(entry.to) > site * 0.6).map((entry) => `${entry.page}: ${bytes(entry.to)} of ${site} bytes`);
  expect(heavy).toEqual([]);
});
