/** What the carousel specs share. Timers run on Playwright's clock: nothing sleeps. */
import { expect, type Locator, type Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { pausedClock } from './clock';
import { hydrated } from './hydration';

export const slider = (page: Page) => page.locator('[data-carousel]').first();
export const activeIndex = async (carousel: Locator) => Number(await carousel.getAttribute('data-active-index'));

/**
 * Waits until the island has hydrated and Swiper runs (a frame of fake time lets Swiper lay
 * out). Islands hydrated on idle wait for requestIdleCallback, which runs on the paused fake
 * clock: time moves in 50 ms steps until the island has hydrated, as it would for a person.
 */
export async function ready(carousel: Locator) {
  const island = carousel.locator('xpath=ancestor::astro-island[1]');
  await expect
    .poll(async () => {
      if ((await island.getAttribute('ssr')) === null) return 'hydrated';
      await carousel.page().clock.runFor(50);
      return 'waiting';
    })
    .toBe('hydrated');
  await hydrated(carousel);
  await expect(carousel.locator('.swiper.swiper-initialized')).toBeAttached();
  await carousel.page().clock.runFor(16);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
}

/** The TR home page with its slider ready and the clock paused. */
export async function openHomeSlider(page: Page) {
  await pausedClock(page);
  await page.goto(pathFor('home', 'tr'));
  await ready(slider(page));
}
