/**
 * Byte budgets of the built site as the CDN serves it (gzip). The HTML of every page of the
 * route table and the content, in both languages; then one page of every kind (every page
 * but the second and later project and news items) on a phone and on a desktop, loaded with
 * no interaction until the network has been quiet for 2 s. Bytes do not depend on timing, so
 * a slow machine makes this slower, never different.
 */
import { join } from 'node:path';
import { chromium, expect, test, type Browser, type BrowserContextOptions } from '@playwright/test';
import { sitePages } from '../../src/lib/site-pages';
import { chromiumLaunchOptions, loopbackOnlyArgs } from '../browser/chromium';
import { onePageOfEachKind } from '../browser/sample-pages';
import { distDir } from '../dist-dir';
import { measurePage, weightTypes, type PageWeight } from './page-weight';
import { servedHtmlBytes } from './served-html';

const KiB = 1024;
const budgets = {
  /** A page's HTML fits the first round trip (TCP's initial window of about 14 KiB). */
  htmlKiB: 14,
  cssKiB: 10,
  fontKiB: 50,
  /** A page without islands of its own: HTML, CSS, fonts and its visible images. */
  islandFreeTotalKiB: 100,
} as const;

const viewports: Record<string, BrowserContextOptions> = {
  'mobile 375x740@2x': { viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  'desktop 1280x900': { viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1 },
};

/** Pages loaded at once: the 2 s of quiet each page needs is waiting, not work. */
const CONCURRENT_PAGES = 8;

const clientDir = join(distDir, 'client');
const everyPath = [...new Set(sitePages().map((page) => page.path))];
/** Detail pages of one kind share their template, styles and islands: one of each is loaded. */
const loadedPaths = [...new Set(onePageOfEachKind().map((page) => page.path))];
const kib = (bytes: number) => `${(bytes / KiB).toFixed(1)} KiB`;

async function measureAll(browser: Browser, context: BrowserContextOptions): Promise<PageWeight[]> {
  const results: PageWeight[] = [];
  const queue = [...loadedPaths];
  await Promise.all(
    Array.from({ length: CONCURRENT_PAGES }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) results.push(await measurePage(browser, clientDir, path, context));
    }),
  );
  return results.sort((a, b) => loadedPaths.indexOf(a.path) - loadedPaths.indexOf(b.path));
}

function weightTable(weights: PageWeight[]): string {
  const rows = weights.map((w) =>
    [w.path, ...weightTypes.map((type) => (w.bytes[type] / KiB).toFixed(1)), (w.totalBytes / KiB).toFixed(1), w.contentIslands.join(' ') || '-'].join('\t'),
  );
  return [['page', ...weightTypes, 'total (KiB)', 'islands'].join('\t'), ...rows].join('\n');
}

test('the HTML of every page fits the budget, gzip', async () => {
  const bytes = await servedHtmlBytes(clientDir, everyPath);
  expect([...bytes.keys()].sort(), 'every page was fetched').toEqual([...everyPath].sort());
  for (const [path, size] of bytes) {
    // The HTML is the same whatever the viewport, so one figure stands for both.
    expect.soft(size, `${path} (every viewport): HTML ${kib(size)} gzip, budget ${budgets.htmlKiB} KiB`).toBeLessThanOrEqual(budgets.htmlKiB * KiB);
  }
});

test.describe('loaded in Chromium', () => {
  let browser: Browser;
  test.beforeAll(async () => {
    browser = await chromium.launch({ ...chromiumLaunchOptions, args: [...(chromiumLaunchOptions.args ?? []), ...loopbackOnlyArgs] });
  });
  test.afterAll(async () => {
    await browser?.close();
  });

  for (const [viewport, context] of Object.entries(viewports)) {
    test(`CSS, font, JavaScript and total budgets of one page of every kind, ${viewport}`, async () => {
      test.setTimeout(120_000);
      const weights = await measureAll(browser, context);
      // Every figure, passing or not, so a change that moves bytes shows where they went.
      await test.info().attach(`page weights, ${viewport}`, { body: weightTable(weights), contentType: 'text/plain' });
      expect(weights.length, 'every page was measured').toBe(loadedPaths.length);
      for (const w of weights) {
        const where = `${w.path} (${viewport})`;
        expect.soft(w.bytes.stylesheet, `${where}: CSS ${kib(w.bytes.stylesheet)} gzip, budget ${budgets.cssKiB} KiB`).toBeLessThanOrEqual(budgets.cssKiB * KiB);
        expect.soft(w.bytes.font, `${where}: fonts ${kib(w.bytes.font)}, budget ${budgets.fontKiB} KiB`).toBeLessThanOrEqual(budgets.fontKiB * KiB);
        if (w.contentIslands.length > 0) continue;
        expect
          .soft(w.bytes.script, `${where}: JavaScript ${kib(w.bytes.script)} on a page without islands, budget 0 (${w.scriptUrls.join(', ')})`)
          .toBe(0);
        expect
          .soft(w.totalBytes, `${where}: total ${kib(w.totalBytes)} on a page without islands, budget ${budgets.islandFreeTotalKiB} KiB`)
          .toBeLessThanOrEqual(budgets.islandFreeTotalKiB * KiB);
      }
      // The rule that exempts island pages must still leave pages to hold to the strict budgets.
      expect(weights.filter((w) => w.contentIslands.length === 0).length, 'pages without islands of their own').toBeGreaterThan(0);
    });
  }
});
