/**
 * Swiper's start on a phone. The home slider's first image is the page's largest paint; the
 * island and Swiper start after it (on idle, each in a task of its own): neither may replace
 * that image, move it or paint a new largest element, or the largest paint would wait for them.
 * A row still scrolling when Swiper starts goes on to the slide it was heading for, and Swiper
 * shows that slide once the row rests.
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { ready, slider, swiperStarted } from './carousel';
import { pausedClock, runClockUntil, scriptRequested } from './clock';
import { hydrated } from './hydration';
import { gallery, projectWithPhotos } from './photo-viewer';

/** The largest-paint entries so far: how many, and whether the last is the first slide's image. */
function largestPaints(page: import('@playwright/test').Page) {
  return page.evaluate(
    () =>
      new Promise<{ count: number; firstSlideImage: boolean }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const first = document.querySelector('[data-carousel] .swiper-slide img');
          resolve({ count: entries.length, firstSlideImage: entries.at(-1)?.element === first });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

test('the island and Swiper keep the first slide’s image: the same element, in the same place, still the largest paint', async ({
  page,
}) => {
  await pausedClock(page);
  await page.goto(pathFor('home', 'tr'));
  const image = slider(page).locator('.swiper-slide').first().locator('img');
  await expect(image).toHaveJSProperty('complete', true);
  await image.evaluate((element) => ((window as unknown as { firstImage: Element }).firstImage = element));
  const boxBefore = (await image.boundingBox())!;
  const before = await largestPaints(page);
  expect(before.firstSlideImage).toBe(true);

  await ready(slider(page));
  expect(await image.evaluate((element) => element === (window as unknown as { firstImage: Element }).firstImage)).toBe(true);
  expect(await image.boundingBox()).toEqual(boxBefore);
  // A frame painted after Swiper's start (a screenshot waits for one): nothing new may count as the largest paint.
  await page.clock.runFor(100);
  await page.screenshot();
  expect(await largestPaints(page)).toEqual(before);
});

test('a row still scrolling when Swiper starts reaches the next photo, and Swiper shows it with the row back at its start', async ({
  page,
}) => {
  await pausedClock(page);
  const islandRequested = scriptRequested(page, 'ProjectGallery');
  await page.goto(pathFor('projectDetail', 'en', projectWithPhotos('en').url));
  const carousel = gallery(page);
  const row = carousel.locator('.swiper');
  // The island hydrates once the page is shown and the browser is idle; Swiper's own idle
  // start is then due on the paused clock, which stands still from here and holds it back.
  await runClockUntil(page, islandRequested, 'the gallery asks for its script');
  await hydrated(carousel);
  await expect(carousel.locator('.swiper-initialized')).toHaveCount(0);
  await row.focus();
  await row.evaluate((element) => {
    const moved = new Promise<number>((resolve) => element.addEventListener('scroll', () => resolve(element.scrollLeft), { once: true }));
    (window as unknown as { rowMoved: Promise<number> }).rowMoved = moved;
  });
  await page.keyboard.press('ArrowRight');
  // The browser scrolls the row smoothly to the next photo: Swiper's idle start comes on the way.
  expect(await page.evaluate(() => (window as unknown as { rowMoved: Promise<number> }).rowMoved)).toBeGreaterThan(0);
  await page.clock.runFor(1000);
  await swiperStarted(carousel);
  await expect(carousel).toHaveAttribute('data-active-index', '1');
  // Once everything rests: no native offset left under Swiper's transform, the photo flush with the row.
  await expect.poll(() => row.evaluate((element) => element.scrollLeft)).toBe(0);
  const rowBox = (await row.boundingBox())!;
  const photoBox = (await carousel.locator('.swiper-slide').nth(1).boundingBox())!;
  expect(Math.abs(photoBox.x - rowBox.x)).toBeLessThan(1);
});
