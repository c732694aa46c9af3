import type { Page } from '@playwright/test';

/**
 * Fake timers that only move when the test says so: install() alone lets time flow at real
 * speed, so the clock is paused before the page loads (a pause read from a running page could
 * land behind the clock that has moved on meanwhile).
 */
export async function pausedClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}
