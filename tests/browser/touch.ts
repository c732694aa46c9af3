/** Chromium's own touch input (DevTools protocol): the browser scrolls, zooms and fires pointer events as under a finger. */
import type { Page } from '@playwright/test';

/**
 * Fingers moving across the screen at height `y` (the middle unless given) in ten steps, each
 * from its `from` x to its `to` x: one finger swipes, two moving apart pinch.
 */
export async function touch(page: Page, fingers: { from: number; to: number }[], y = page.viewportSize()!.height / 2) {
  const cdp = await page.context().newCDPSession(page);
  const at = (step: number) => fingers.map(({ from, to }, id) => ({ id, x: from + ((to - from) * step) / 10, y }));
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: at(0) });
  for (let step = 1; step <= 10; step++) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: at(step) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
