/**
 * The contact page's first screen on a desktop screen of 1920 x 1080 px, where the first map's
 * preview is in view from the start (from about 1030 px down, below the offices; at 1280 x 800
 * it is not): the maps cost no script until a visitor asks for one, and no image there waits to
 * be laid out before it is fetched (lazy).
 */
import { load } from 'cheerio';
import { expect, test, type Browser } from '@playwright/test';
import { getContactPageData } from '../../src/content/operations';
import { pathFor } from '../../src/i18n/routes';
import { settledWithoutInteraction, trackRequests } from './page-load';

const path = pathFor('contact', 'en');
/** One map per office that has one. */
const maps = getContactPageData('en').offices.filter((office) => office.map).length;
const DESKTOP_SCREEN = { width: 1920, height: 1080 };
test.use({ viewport: DESKTOP_SCREEN });

/**
 * The scripts a fresh visit to the contact page requests, each map scrolled into view, until it has settled without a press
 * (its on-screen islands hydrated, every request answered); `withoutMap` serves its HTML with
 * the maps' figures taken out.
 */
async function scriptsRequested(browser: Browser, baseURL: string, withoutMap: boolean): Promise<string[]> {
  // A context each, so neither load finds the other's scripts in a cache.
  const context = await browser.newContext({ baseURL, viewport: DESKTOP_SCREEN });
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
    });
    if (withoutMap) {
      await page.route(
        (url) => url.pathname === path,
        async (route) => {
          const response = await route.fetch();
          const html = load(await response.text());
          html('[data-map]').remove();
          // The body is sent as text: the encoding and length of the fetched one no longer apply.
          const headers = Object.fromEntries(
            Object.entries(response.headers()).filter(([name]) => !['content-encoding', 'content-length'].includes(name)),
          );
          await route.fulfill({ status: response.status(), headers, body: html.html() });
        },
      );
    }
    const requests = trackRequests(page);
    await page.goto(path);
    await expect(page.locator('[data-map]')).toHaveCount(withoutMap ? 0 : maps);
    // Seeing a map whole is not asking for it: a visible-hydrated island would load now.
    if (!withoutMap) for (const map of await page.locator('[data-map]').all()) await map.scrollIntoViewIfNeeded();
    await settledWithoutInteraction(page, requests);
    return [...scripts].sort();
  } finally {
    await context.close();
  }
}

test('the map costs no script before a press: the page requests the scripts it would without the map', async ({ browser, baseURL }) => {
  const withMap = await scriptsRequested(browser, baseURL!, false);
  const withoutMap = await scriptsRequested(browser, baseURL!, true);
  // The form beside the map is on screen: its island's scripts are loaded, so this compares loads.
  expect(withoutMap.length, 'the contact form loads its scripts').toBeGreaterThan(0);
  expect(withMap).toEqual(withoutMap);
});

test('no image in the first screen is lazy', async ({ page }) => {
  await page.goto(path);
  // The first preview is in the first screen: lazy, it waited for layout before it was fetched.
  await expect(page.locator('[data-map] img').first()).toBeInViewport();
  const lazyOnScreen = await page.evaluate(() =>
    [...document.images]
      .filter((image) => {
        const box = image.getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && box.width > 0;
      })
      .filter((image) => image.loading === 'lazy')
      .map((image) => image.currentSrc || image.src),
  );
  expect(lazyOnScreen).toEqual([]);
});
