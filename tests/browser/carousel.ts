/** What the carousel specs share. Timers run on Playwright's clock: nothing sleeps. */
import { expect, type Locator, type Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { pausedClock } from './clock';
import { hydrated } from './hydration';

export const slider = (page: Page) => page.locator('[data-carousel]').first();
export const activeIndex = async (carousel: Locator) => Number(await carousel.getAttribute('data-active-index'));

/**
 * Waits until the island has hydrated and Swiper runs (a frame of fake time lets Swiper lay
 * out). Islands hydrated on idle, and Swiper after them, wait for requestIdleCallback, which
 * runs on the paused fake clock: time moves in 50 ms steps until each has happened, as it
 * would for a person. `startIndex`: the slide a visitor moved to before Swiper ran.
 */
export async function ready(carousel: Locator, startIndex = 0) {
  const island = carousel.locator('xpath=ancestor::astro-island[1]');
  await expect
    .poll(async () => {
      if ((await island.getAttribute('ssr')) === null) return 'hydrated';
      await carousel.page().clock.runFor(50);
      return 'waiting';
    })
    .toBe('hydrated');
  await hydrated(carousel);
  await swiperStarted(carousel);
  await carousel.page().clock.runFor(16);
  await expect(carousel).toHaveAttribute('data-active-index', String(startIndex));
}

/** The TR home page with its slider ready and the clock paused. */
export async function openHomeSlider(page: Page) {
  await pausedClock(page);
  await page.goto(pathFor('home', 'tr'));
  await ready(slider(page));
}

/** Swiper starts in an idle callback of its own once the island runs: fake time moves until it has. */
export async function swiperStarted(carousel: Locator) {
  const row = carousel.locator('.swiper.swiper-initialized');
  await expect
    .poll(async () => {
      if ((await row.count()) > 0) return 'started';
      await carousel.page().clock.runFor(50);
      return 'waiting';
    })
    .toBe('started');
}
