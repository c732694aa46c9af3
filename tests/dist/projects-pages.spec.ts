/**
 * The projects list in pages, in a real build: the shipped content fits one page, so this spec
 * builds the site once more from a copy of the snapshot grown to 27 projects a language (a full
 * first page and a second; scripts/lib/scaled-snapshot.ts), reusing the photos the main build
 * optimised, and serves it as the CDN does. Without JavaScript, page 2 is a plain link away
 * from page 1; each page names itself as current, canonical and in the sitemap; a full page
 * fits the HTML budget every page keeps; on a 320-px phone the page links are 44-px targets
 * and nothing is wider than the screen; axe finds nothing at either width.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { serveStatic, type StaticServer } from '../../scripts/lib/cdn-static-server';
import { writeScaledSnapshot } from '../../scripts/lib/scaled-snapshot';
import { loadContent } from '../../src/content/loader';
import { defaultLang, languages, locale, pathFor } from '../../src/i18n/routes';
import { t } from '../../src/i18n/ui';
import { PROJECTS_PER_PAGE, projectsListPath } from '../../src/lib/project-pages';
import { expectNoAxeViolations } from '../browser/axe';
import { buildSite } from '../security/site-build';
import { servedHtmlBytes } from './served-html';

/** As budgets.spec.ts: a page's HTML fits the first round trip. */
const HTML_BUDGET_KIB = 14;
/** A full first page and a second. */
const PROJECTS = 27;

// One build for the file's tests, in one worker.
test.describe.configure({ mode: 'serial' });

let snapshotDir: string;
let workDir: string;
let server: StaticServer;
let baseUrl: string;
const absolute = (path: string) => new URL(path, baseUrl).href;

test.beforeAll(async () => {
  // About ten seconds on two idle cores, the photos already optimised.
  test.setTimeout(240_000);
  snapshotDir = mkdtempSync(join(tmpdir(), 'snapshot-list-pages-'));
  writeScaledSnapshot(snapshotDir, PROJECTS);
  workDir = mkdtempSync(join(tmpdir(), 'projects-pages-build-'));
  const build = await buildSite(snapshotDir, workDir);
  if (build.code !== 0) throw new Error(`the build with ${PROJECTS} projects a language failed:\n${build.output.slice(-3000)}`);
  server = await serveStatic(join(build.outDir, 'client'));
  baseUrl = loadContent(defaultLang, { snapshotDir }).site.baseUrl;
});

test.afterAll(async () => {
  await server?.close();
  for (const dir of [snapshotDir, workDir]) if (dir) rmSync(dir, { recursive: true, force: true });
});

const tiles = (page: Page) => page.locator('[data-project-tile]');
const pageLinks = (page: Page) => page.locator('nav[data-pagination] a');

test('page 2 is a plain link away from page 1 without JavaScript, and each page marks itself current', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.origin });
  const page = await context.newPage();
  const strings = t('tr').pagination;
  const own = loadContent('tr', { snapshotDir }).projects.projects;
  const inOrder = [...own].sort((a, b) => a.project.index - b.project.index).map((p) => pathFor('projectDetail', 'tr', p.project.url));

  await page.goto(projectsListPath('tr', 1));
  await expect(tiles(page)).toHaveCount(PROJECTS_PER_PAGE);
  expect(await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(inOrder.slice(0, PROJECTS_PER_PAGE));
  const nav = page.getByRole('navigation', { name: strings.label });
  await expect(nav.locator('[aria-current="page"]')).toHaveText(`${strings.page} 1`);
  await expect(nav.getByRole('link', { name: strings.previous })).toHaveCount(0);

  await nav.getByRole('link', { name: `${strings.page} 2`, exact: true }).click();
  await expect(page).toHaveURL(projectsListPath('tr', 2));
  await expect(tiles(page)).toHaveCount(own.length - PROJECTS_PER_PAGE);
  expect(await tiles(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(inOrder.slice(PROJECTS_PER_PAGE));
  await expect(page.getByRole('navigation', { name: strings.label }).locator('[aria-current="page"]')).toHaveText(`${strings.page} 2`);
  await expect(page.getByRole('link', { name: strings.next })).toHaveCount(0);

  await page.getByRole('link', { name: strings.previous }).click();
  await expect(page).toHaveURL(projectsListPath('tr', 1));
  await context.close();
});

test("page 2's title, canonical URL, hreflang alternates and language switch are its own", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.origin });
  const page = await context.newPage();
  await page.goto(projectsListPath('en', 2));
  await expect(page).toHaveTitle(/^Projects – page 2 of 2 - /);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute(projectsListPath('en', 2)));
  for (const lang of languages) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${locale(lang).tag}"]`)).toHaveAttribute('href', absolute(projectsListPath(lang, 2)));
  }
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', absolute(projectsListPath('tr', 2)));
  const switches = await page.locator('header [data-language-switch]').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  // The header's bar and its phone menu each have the switches.
  expect([...new Set(switches)].sort()).toEqual(languages.filter((lang) => lang !== 'en').map((lang) => projectsListPath(lang, 2)).sort());
  // Page 1 is the list's own path, never a page number.
  for (const lang of languages) expect((await page.request.get(pathFor('projectsPage', lang, '1'))).status()).toBe(404);
  await context.close();
});

test('the sitemap lists every page of the list in every language', async ({ request }) => {
  const sitemap = await (await request.get(`${server.origin}/sitemap.xml`)).text();
  for (const lang of languages) {
    for (const number of [1, 2]) expect(sitemap, `${lang} page ${number}`).toContain(`<loc>${absolute(projectsListPath(lang, number))}</loc>`);
  }
});

test('a full page of the list fits the HTML budget, gzip', async () => {
  const clientDir = join(workDir, 'out', 'client');
  const paths = languages.flatMap((lang) => [projectsListPath(lang, 1), projectsListPath(lang, 2)]);
  for (const [path, bytes] of await servedHtmlBytes(clientDir, paths)) {
    expect.soft(bytes, `${path}: ${(bytes / 1024).toFixed(1)} KiB gzip`).toBeLessThanOrEqual(HTML_BUDGET_KIB * 1024);
  }
});

test('on a 320-px phone the page links are 44-px targets on one row, and nothing is wider than the screen', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 320, height: 640 }, isMobile: true, hasTouch: true, baseURL: server.origin });
  const page = await context.newPage();
  for (const path of [projectsListPath('de', 1), projectsListPath('de', 2)]) {
    await page.goto(path);
    // The links shown at this width: a neighbour's is there from `sm` up.
    const boxes = await pageLinks(page).evaluateAll((links) =>
      links.filter((a) => a.getClientRects().length > 0).map((a) => {
        const box = a.getBoundingClientRect();
        return { width: box.width, height: box.height, top: box.top };
      }),
    );
    expect(boxes.length, path).toBeGreaterThan(1);
    for (const box of boxes) {
      expect(box.width, path).toBeGreaterThanOrEqual(44);
      expect(box.height, path).toBeGreaterThanOrEqual(44);
    }
    expect(new Set(boxes.map((box) => Math.round(box.top))).size, `${path}: one row`).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth), path).toBe(true);
  }
  await context.close();
});

test('a later page of the list has no axe violations on a phone or a desktop', async ({ browser }) => {
  for (const viewport of [
    { width: 320, height: 640 },
    { width: 1280, height: 800 },
  ]) {
    const context = await browser.newContext({ viewport, baseURL: server.origin });
    const page = await context.newPage();
    await page.goto(projectsListPath('de', 2));
    await expectNoAxeViolations(page);
    await context.close();
  }
});
