/**
 * A swipe on the home slider is a visitor's choice of slide: the next automatic change waits
 * a whole interval from it, not only what was left of the first one (SPEC §4: 4,000 ms).
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { HOME_SLIDER } from '../../src/islands/carousel/carousel-options';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';
import { touch } from './touch';

test('a slide swiped to before the first automatic change is shown a whole interval before the next', async ({ page }) => {
  await pausedClock(page);
  await page.goto(pathFor('home', 'tr'));
  const carousel = slider(page);
  await ready(carousel);
  // The first automatic change is due one interval after the slider was first shown.
  const shownAt = Number(await carousel.getAttribute('data-shown-at'));
  const elapsed = async () => (await page.evaluate(() => performance.now())) - shownAt;
  // Swiped well inside the first interval, by a finger (no hover, no focus: rotation runs on).
  await page.clock.runFor(HOME_SLIDER.interval / 2 - (await elapsed()));
  // High on the slide: the middle of the first screen holds the hero's own links, over the slider.
  const box = (await carousel.locator('.swiper').boundingBox())!;
  await touch(page, [{ from: box.x + box.width * 0.8, to: box.x + box.width * 0.2 }], box.y + box.height * 0.2);
  await expect(carousel).toHaveAttribute('data-active-index', '1');
  const swipedAt = await elapsed();
  expect(swipedAt, 'swiped before the first automatic change was due').toBeLessThan(HOME_SLIDER.interval);
  await expect(carousel).toHaveAttribute('data-rotating', 'true');

  await page.clock.runFor(HOME_SLIDER.interval - (await elapsed()) + 1);
  await expect(carousel, 'the first interval has run out, but the swiped-to slide is still new').toHaveAttribute('data-active-index', '1');
  await page.clock.runFor(swipedAt + HOME_SLIDER.interval - 1 - (await elapsed()));
  await expect(carousel).toHaveAttribute('data-active-index', '1');
  await page.clock.runFor(1);
  await expect(carousel).toHaveAttribute('data-active-index', '2');
});
