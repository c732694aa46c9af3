/**
 * What a person waits for on a page, as conditions instead of quiet periods: the page's load
 * event, its islands hydrated, the requests it started answered. No test here waits for the
 * network to stay idle for a while, so a slow machine makes a test slower, never different.
 */
import { expect, type Page, type Request } from '@playwright/test';
import { hydrationMoments, type HydrationMoments } from './hydration';

/** The page's requests still waiting for an answer (a failed request counts as answered). */
export function trackRequests(page: Page): { inFlight: () => Request[] } {
  const pending = new Set<Request>();
  page.on('request', (request) => pending.add(request));
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
  return { inFlight: () => [...pending] };
}

/**
 * Islands that hydrate without the visitor doing anything: `unprompted` ones, and `whenSeen` ones
 * on screen now. Runs in the page.
 */
function islandsDueNow({ unprompted, whenSeen }: HydrationMoments): string[] {
  const onScreen = (island: Element) =>
    [...island.children].some((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && (box.width > 0 || box.height > 0);
    });
  return [...document.querySelectorAll('astro-island[ssr]')]
    .filter((island) => {
      const client = island.getAttribute('client') ?? '';
      return unprompted.includes(client) || (whenSeen.includes(client) && onScreen(island));
    })
    .map((island) => island.getAttribute('component-url') ?? 'an island');
}

/**
 * Loaded as a visitor who only looks sees it: the load event, every island that hydrates
 * without interaction hydrated, and every request the page started answered.
 */
export async function settledWithoutInteraction(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate(islandsDueNow, hydrationMoments), { message: 'islands that hydrate without interaction have hydrated' })
    .toEqual([]);
  await expect.poll(() => requests.inFlight().map((r) => r.url()), { message: 'every request the page made was answered' }).toEqual([]);
}

/**
 * What a visitor scrolled to should have by now, listed if it has not: every lazy image on
 * screen loaded and every island on screen that hydrates when seen hydrated. Runs in the page.
 */
export function notReadyOnScreen({ whenSeen }: HydrationMoments): string[] {
  const onScreen = (element: Element) => {
    const box = element.getBoundingClientRect();
    return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth && (box.width > 0 || box.height > 0);
  };
  const images = [...document.images]
    .filter((image) => image.loading === 'lazy' && onScreen(image) && !(image.complete && image.naturalWidth > 0))
    .map((image) => `image ${image.currentSrc || image.src} not loaded`);
  const islands = [...document.querySelectorAll('astro-island[ssr]')]
    .filter((island) => whenSeen.includes(island.getAttribute('client') ?? ''))
    .filter((island) => [...island.children].some(onScreen))
    .map((island) => `island ${island.getAttribute('component-url') ?? ''} not hydrated`);
  return [...images, ...islands];
}

/**
 * Read down to the bottom as a visitor would, a screen at a time, waiting at each screen until
 * its lazy images have loaded and its islands that hydrate when seen have hydrated; then wait until
 * every island has hydrated and every request the page made was answered. The walk waits on
 * those conditions, not on animation frames, which a busy machine's page may skip.
 */
export async function readToTheEnd(page: Page, requests: ReturnType<typeof trackRequests>): Promise<void> {
  await page.waitForLoadState('load');
  // The layout viewport's height: never 0, so the walk always moves on (a mobile page's
  // innerHeight follows the visual viewport and may read 0 while it is being set up).
  const step = await page.evaluate(() => Math.max(document.documentElement.clientHeight, innerHeight, 100));
  for (let y = 0, stops = 0; ; y += step, stops++) {
    const pageHeight = await page.evaluate((top) => {
      scrollTo({ top, behavior: 'instant' });
      return document.documentElement.scrollHeight;
    }, y);
    if (stops > 100) throw new Error(`still scrolling at ${y} px of ${pageHeight} px (step ${step} px)`);
    await expect
      .poll(() => page.evaluate(notReadyOnScreen, hydrationMoments), { message: `what is on screen at ${y} px is ready` })
      .toEqual([]);
    if (y + step >= pageHeight) break;
  }
  await expect
    .poll(() => page.locator('astro-island[ssr]').evaluateAll((islands) => islands.map((i) => i.getAttribute('component-url'))), {
      message: 'every island has hydrated',
    })
    .toEqual([]);
  await expect.poll(() => requests.inFlight().map((r) => r.url()), { message: 'every request the page made was answered' }).toEqual([]);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}
