/**
 * One page of every kind in every language (tests/browser/sample-pages.ts, from the route
 * table), at a phone's 375 px and a desktop's 1280 px, read to the end in WebKit: no error
 * recorded (page-errors.ts) and nothing wider than the page.
 */
import { hydrationMoments, type HydrationMoments } from '../browser/hydration';
import { notReadyOnScreen } from '../browser/page-load';
import { onePageOfEachKind } from '../browser/sample-pages';
import { expect, test, viewports } from './fixtures';
import { WAIT } from './webkit';

/**
 * Read down to the bottom a screen at a time, as tests/browser/page-load.ts does in Chromium:
 * at each screen its lazy images loaded and its islands that hydrate when seen hydrated; then
 * every island hydrated. Runs in the page as one script (each WebDriver call costs a round trip
 * to the browser), with `notReady` for what is not ready on screen; calls `done` with what was
 * still not ready after `ms` at one screen, or null.
 */
function readToTheEnd(
  notReady: typeof notReadyOnScreen,
  moments: HydrationMoments,
  ms: number,
  done: (problem: string | null) => void,
): void {
  const root = document.documentElement;
  // The layout viewport's height: never 0, so the walk always moves on.
  const step = Math.max(root.clientHeight, innerHeight, 100);
  const waitFor = (what: string, missing: () => string[], then: () => void) => {
    const deadline = Date.now() + ms;
    const check = () => {
      const left = missing();
      if (left.length === 0) then();
      else if (Date.now() > deadline) done(`waited ${ms / 1000} s for ${what}: ${left.join('; ')}`);
      else setTimeout(check, 20);
    };
    check();
  };
  const allHydrated = () =>
    waitFor(
      'every island to hydrate',
      () =>
        [...document.querySelectorAll('astro-island[ssr]')].map((island) => `island ${island.getAttribute('component-url')} not hydrated`),
      () => done(null),
    );
  const screen = (y: number, stops: number) => {
    scrollTo({ top: y, behavior: 'instant' });
    const pageHeight = root.scrollHeight;
    if (stops > 100) return done(`still scrolling at ${y} px of ${pageHeight} px (step ${step} px)`);
    waitFor(
      `what is on screen at ${y} px to be ready`,
      () => notReady(moments),
      () => (y + step >= pageHeight ? allHydrated() : screen(y + step, stops + 1)),
    );
  };
  screen(0, 0);
}

/**
 * What reaches past the right edge of the viewport, when the page scrolls sideways: the deepest
 * elements whose box or content ends beyond it. Runs in the page.
 */
function overflow(): string[] {
  const root = document.documentElement;
  if (root.scrollWidth <= root.clientWidth) return [];
  const beyond = new Set(
    [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return Math.max(box.right, box.left + element.scrollWidth) > root.clientWidth + 0.5;
    }),
  );
  const deepest = [...beyond]
    .filter((element) => ![...element.children].some((child) => beyond.has(child)))
    .slice(0, 5)
    .map((element) => element.outerHTML.slice(0, 80));
  return [`the page is ${root.scrollWidth} px wide in a ${root.clientWidth} px viewport: ${deepest.join(', ')}`];
}

for (const [name, size] of Object.entries(viewports)) {
  test.describe(`at ${size.width} px (${name})`, () => {
    test.use({ size });

    for (const sitePage of onePageOfEachKind().filter((p) => p.key !== 'admin')) {
      test(`${sitePage.path} (${sitePage.lang}) read to the end: no error, nothing wider than the page`, async ({ driver, open }) => {
        await open(sitePage.path);
        expect(await driver.executeScript('return document.documentElement.lang')).toBe(sitePage.lang);
        const problem = await driver.executeAsyncScript(`(${readToTheEnd})((${notReadyOnScreen}), ...arguments)`, hydrationMoments, WAIT);
        expect(problem, 'read to the end').toBeNull();
        expect(await driver.executeScript(overflow)).toEqual([]);
        // The recorded errors are checked as the test ends (fixtures.ts).
      });
    }
  });
}
