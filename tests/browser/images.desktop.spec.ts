/**
 * Images sized to the screen (issue 11): on a phone (375 px, DPR 2) and a desktop (1280 px,
 * DPR 1), on one page of every kind, no raster image carries more than twice the pixels its
 * box shows, and when the largest paint of the first screen is an image, that image was asked
 * for first (eager, fetchpriority high). The test makes its own contexts, so it runs once.
 */
import { expect, test, type Browser } from '@playwright/test';
import { onePageOfEachKind } from './sample-pages';

const screens = [
  { name: 'phone', viewport: { width: 375, height: 740 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { name: 'desktop', viewport: { width: 1280, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
] as const;

const pages = onePageOfEachKind().filter((p) => p.key !== 'admin');

async function withScreen<T>(
  browser: Browser,
  screen: (typeof screens)[number],
  run: (page: import('@playwright/test').Page) => Promise<T>,
): Promise<T> {
  const { name: _name, ...options } = screen;
  const context = await browser.newContext(options);
  try {
    return await run(await context.newPage());
  } finally {
    await context.close();
  }
}

for (const screen of screens) {
  test(`no image is larger than twice the pixels it shows (${screen.name})`, async ({ browser }) => {
    test.setTimeout(120_000);
    const oversized = await withScreen(browser, screen, async (page) => {
      const found: string[] = [];
      for (const sitePage of pages) {
        await page.goto(sitePage.path);
        // Lazy images load near the viewport: walk down the page as a reader would.
        for (let y = 0; y < (await page.evaluate(() => document.documentElement.scrollHeight)); y += 400) {
          await page.mouse.wheel(0, 400);
        }
        await page.waitForLoadState('networkidle');
        const images = await page.evaluate(() =>
          [...document.images]
            .filter((img) => img.complete && img.naturalWidth > 0 && img.getBoundingClientRect().width > 0)
            .filter((img) => !/\.svg(\?|$)/.test(img.currentSrc || img.src))
            .map((img) => ({
              src: img.currentSrc || img.src,
              natural: img.naturalWidth,
              shown: img.getBoundingClientRect().width * devicePixelRatio,
            })),
        );
        for (const image of images) {
          if (image.natural > 2 * image.shown + 1)
            found.push(`${sitePage.path}: ${image.src} is ${image.natural} px wide for ${Math.round(image.shown)} device px`);
        }
      }
      return found;
    });
    expect(oversized).toEqual([]);
  });
}

test("when the largest paint of a phone's first screen is an image, it is loaded eagerly at high priority", async ({ browser }) => {
  test.setTimeout(120_000);
  const lateImages = await withScreen(browser, screens[0], async (page) => {
    const found: string[] = [];
    for (const sitePage of pages) {
      await page.goto(sitePage.path, { waitUntil: 'load' });
      const largest = await page.evaluate(
        () =>
          new Promise<{ tag: string; loading: string | null; fetchpriority: string | null } | null>((resolve) => {
            new PerformanceObserver((list) => {
              const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
              const element = entries.at(-1)?.element ?? null;
              resolve(
                element
                  ? { tag: element.tagName, loading: element.getAttribute('loading'), fetchpriority: element.getAttribute('fetchpriority') }
                  : null,
              );
            }).observe({ type: 'largest-contentful-paint', buffered: true });
          }),
      );
      if (largest?.tag === 'IMG' && (largest.loading !== 'eager' || largest.fetchpriority !== 'high')) {
        found.push(
          `${sitePage.path}: the largest paint is an image with loading=${largest.loading} fetchpriority=${largest.fetchpriority}`,
        );
      }
    }
    return found;
  });
  expect(lateImages).toEqual([]);
});
