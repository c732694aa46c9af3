/**
 * Reference tiles below 768 px (DECISIONS.md "Pages": tiles of at least 136 px, so a logo
 * reads on a phone): every tile in view in the home page's carousel, before its island runs and
 * after, and every tile of the references page's grid, at the narrowest phone, the common ones,
 * and the widths either side of where the carousel's count changes.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { referencesPerView } from '../../src/islands/carousel/carousel-options';
import { ready } from './carousel';
import { pausedClock } from './clock';

/** DECISIONS.md's least width of a tile on a phone. */
const MIN_TILE_PX = 136;
const widths = [320, 360, 375, 414, 479, 480, 600, 767];

/** The widths of the tiles the row shows whole: those a visitor sees without scrolling it. */
function tilesInView(carousel: Locator): Promise<number[]> {
  return carousel.evaluate((section) => {
    const row = section.querySelector('.swiper')!.getBoundingClientRect();
    return [...section.querySelectorAll('[data-reference-tile]')]
      .map((tile) => tile.getBoundingClientRect())
      .filter((box) => box.left >= row.left - 1 && box.right <= row.right + 1)
      .map((box) => Math.round(box.width * 10) / 10);
  });
}

const referencesCarousel = (page: Page) => page.locator('[data-carousel]').filter({ has: page.locator('[data-reference-tile]') });

test('home carousel: every logo tile in view is at least 136 px wide at each phone width, before its island runs and after', async ({
  page,
}) => {
  await pausedClock(page);
  await page.goto(pathFor('home', 'en'));
  const carousel = referencesCarousel(page);
  for (const moment of ['before the island', 'after the island']) {
    if (moment === 'after the island') {
      await carousel.scrollIntoViewIfNeeded();
      await ready(carousel);
    }
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      const perView = referencesPerView(width);
      // Swiper lays the slides out again on a frame of the paused clock after a resize.
      await expect
        .poll(
          async () => {
            await page.clock.runFor(16);
            const tiles = await tilesInView(carousel);
            return { inView: tiles.length, narrower: tiles.filter((tile) => tile < MIN_TILE_PX) };
          },
          { message: `${moment}, ${width} px: ${perView} tiles in view, none under ${MIN_TILE_PX} px` },
        )
        .toEqual({ inView: perView, narrower: [] });
    }
  }
});

test('references page: every logo tile is at least 136 px wide at each phone width', async ({ page }) => {
  await page.goto(pathFor('references', 'en'));
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    const tiles = await page
      .locator('[data-references-grid] [data-reference-tile]')
      .evaluateAll((all) => all.map((tile) => tile.getBoundingClientRect().width));
    expect(Math.min(...tiles), `${width} px: the narrowest tile`).toBeGreaterThanOrEqual(MIN_TILE_PX);
  }
});
