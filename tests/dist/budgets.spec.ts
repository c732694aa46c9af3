/**
 * Byte budgets of the built site as the CDN serves it (gzip). The HTML of every page of the
 * route table and the content, in every language; then one page of every kind (every page
 * but the second and later project and news items) on a phone and on a desktop, loaded with
 * no interaction until it has settled: loaded, the islands that need no interaction hydrated,
 * every request answered. Bytes do not depend on timing, so a slow machine makes this slower,
 * never different.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, expect, test as base, type Browser, type BrowserContextOptions } from '@playwright/test';
import { sitePages } from '../../src/lib/site-pages';
import { chromiumLaunchOptions, loopbackOnlyArgs } from '../browser/chromium';
import { onePageOfEachKind } from '../browser/sample-pages';
import { isOnDemandRoute } from '../../src/i18n/routes';
import { distDir } from '../dist-dir';
import { builtFile } from './built-page';
import { islandsOf, measurePage, weightTypes, type PageWeight } from './page-weight';
import { servedHtmlBytes } from './served-html';

const KiB = 1024;
const budgets = {
  /** A page's HTML fits the first round trip (TCP's initial window of about 14 KiB). */
  htmlKiB: 14,
  /**
   * The site's whole stylesheet, on pages with islands (their components add classes after
   * hydration). 10.1 KiB since it holds the print rules, each office's block and map, the upload's
   * progress and the project's quote band: half a kibibyte above it, as for the scripts.
   */
  cssKiB: 10.5,
  /** A page without islands links only the rules it uses (src/integrations/page-stylesheets); the largest is 6.5 KiB. */
  islandFreeCssKiB: 7,
  fontKiB: 50,
  /** A page without islands of its own: HTML, CSS, fonts and its visible images. */
  islandFreeTotalKiB: 100,
  /**
   * A page with islands: React, Swiper (carousels) and the islands' own code, gzip. The project
   * page reaches 92.1: most of a kibibyte above it, so a fix of a few bytes does not fail the budget.
   */
  islandScriptKiB: 93,
} as const;

const viewports: Record<string, BrowserContextOptions> = {
  'mobile 375x740@2x': { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'desktop 1280x900': { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

const clientDir = join(distDir, 'client');
const everyPath = [...new Set(sitePages().map((page) => page.path))];
/** Detail pages of one kind share their template, styles and islands: one of each the build wrote is loaded. */
const loadedPaths = [...new Set(onePageOfEachKind().flatMap((page) => (isOnDemandRoute(page.key) ? [] : [page.path])))];
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

/** One Chromium per worker for every page it measures; a fresh context for each page. */
const test = base.extend<object, { measuringBrowser: Browser }>({
  measuringBrowser: [
    async ({}, use) => {
      const browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs] });
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

const weightRow = (w: PageWeight) =>
  [w.path, ...weightTypes.map((type) => (w.bytes[type] / KiB).toFixed(1)), (w.totalBytes / KiB).toFixed(1), w.islands.join(' ') || '-'].join('\t');

test('the HTML of every page fits the budget, gzip', async () => {
  const bytes = await servedHtmlBytes(clientDir, everyPath);
  expect([...bytes.keys()].sort(), 'every page was fetched').toEqual([...everyPath].sort());
  for (const [path, size] of bytes) {
    // The HTML is the same whatever the viewport, so one figure stands for both.
    expect.soft(size, `${path} (every viewport): HTML ${kib(size)} gzip, budget ${budgets.htmlKiB} KiB`).toBeLessThanOrEqual(budgets.htmlKiB * KiB);
  }
});

for (const [viewport, context] of Object.entries(viewports)) {
  for (const path of loadedPaths) {
    test(`${path}, ${viewport}: CSS, font, JavaScript and total budgets`, async ({ measuringBrowser }) => {
      const w = await measurePage(measuringBrowser, clientDir, path, context);
      // Every figure, passing or not, so a change that moves bytes shows where they went.
      await test.info().attach(`page weight, ${viewport}`, {
        body: `${['page', ...weightTypes, 'total (KiB)', 'islands'].join('\t')}\n${weightRow(w)}`,
        contentType: 'text/plain',
      });
      const where = `${path} (${viewport})`;
      expect.soft(w.bytes.document, `${where}: the page itself was counted`).toBeGreaterThan(0);
      const cssKiB = w.islands.length > 0 ? budgets.cssKiB : budgets.islandFreeCssKiB;
      expect.soft(w.bytes.stylesheet, `${where}: CSS ${kib(w.bytes.stylesheet)} gzip, budget ${cssKiB} KiB`).toBeLessThanOrEqual(cssKiB * KiB);
      expect.soft(w.bytes.font, `${where}: fonts ${kib(w.bytes.font)}, budget ${budgets.fontKiB} KiB`).toBeLessThanOrEqual(budgets.fontKiB * KiB);
      // A page with islands of its own (carousels, the form) is held to a JavaScript budget instead of a total.
      if (w.islands.length > 0) {
        expect
          .soft(w.bytes.script, `${where}: JavaScript ${kib(w.bytes.script)} for ${w.islands.join(' ')}, budget ${budgets.islandScriptKiB} KiB`)
          .toBeLessThanOrEqual(budgets.islandScriptKiB * KiB);
        return;
      }
      expect
        .soft(w.bytes.script, `${where}: JavaScript ${kib(w.bytes.script)} on a page without islands, budget 0 (${w.scriptUrls.join(', ')})`)
        .toBe(0);
      expect
        .soft(w.totalBytes, `${where}: total ${kib(w.totalBytes)} on a page without islands, budget ${budgets.islandFreeTotalKiB} KiB`)
        .toBeLessThanOrEqual(budgets.islandFreeTotalKiB * KiB);
    });
  }
}

test('the rule that exempts island pages leaves pages to hold to the strict budgets', () => {
  const islandFree = loadedPaths.filter((path) => islandsOf(readFileSync(builtFile(path), 'utf8')).length === 0);
  expect(islandFree.length, 'pages without islands of their own').toBeGreaterThan(loadedPaths.length / 2);
});
