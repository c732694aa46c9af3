import { expect, type Page } from '@playwright/test';

/**
 * Fake timers that only move when the test says so: install() alone lets time flow at real
 * speed, so the clock is paused before the page loads (a pause read from a running page could
 * land behind the clock that has moved on meanwhile).
 */
export async function pausedClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/**
 * Moves the paused clock in 50 ms steps until `happened` holds, as time passes for a person
 * waiting: for what comes after the page's first paint is shown (which the clock does not
 * drive) and then the browser's idle time (which it does), such as an island hydrated after load.
 */
export async function runClockUntil(page: Page, happened: () => boolean, message: string) {
  await expect
    .poll(
      async () => {
        if (!happened()) await page.clock.runFor(50);
        return happened();
      },
      { message },
    )
    .toBe(true);
}

/** Whether the page has asked for an island's script (`/_astro/<component>.<hash>.js`) yet. */
export function scriptRequested(page: Page, component: string): () => boolean {
  let asked = false;
  const pattern = new RegExp(`/_astro/${component}\\.[\\w-]+\\.js$`);
  page.on('request', (request) => {
    if (pattern.test(new URL(request.url()).pathname)) asked = true;
  });
  return () => asked;
}
