/**
 * On a phone the home slider's first image is the page's largest paint. The island and Swiper
 * start after it (on idle, each in a task of its own): neither may replace that image, move it
 * or paint a new largest element, or the largest paint would wait for them.
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';

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
