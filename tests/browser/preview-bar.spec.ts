/**
 * The bar over a previewed build (src/server/http/preview-bar.ts) never covers the page's
 * controls: the page makes room for it. On the home page, whose slider fills the first screen
 * and keeps its controls at the bottom from 768 px, no link or button lies under the bar, on
 * the first screen or at the end of the page, and the bar stays in view. Both widths.
 *
 * The build under test is served here as a preview to one session, through the server's own
 * layers (loadBuild, servedBuilds): a preview run's build (tests/browser/publish-flow.desktop.spec.ts)
 * would take minutes for the same page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { adminPath, pathFor } from '../../src/i18n/routes';
import { silentLog } from '../../src/server/log';
import { SESSION_COOKIE } from '../../src/server/http/cookies';
import { loadBuild, servedBuilds } from '../../src/server/http/served-builds';
import { distDir } from '../dist-dir';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';

const SESSION = 'previewing-editor';
let server: Server;
let origin = '';

test.beforeAll(async () => {
  const build = await loadBuild('preview-bar-build', distDir, {} as App.Locals, silentLog);
  const builds = servedBuilds(build, () => Promise.resolve(true));
  builds.preview(`${SESSION_COOKIE}=${SESSION}`, build);
  server = createServer((req, res) => void builds.handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

type Box = { x: number; y: number; width: number; height: number };

/** What the page lets a person reach by Tab or a tap, shown on screen now, outside the bar: where each lies. */
function controlsOnScreen(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((control) => !control.closest('[data-preview-bar]') && control.checkVisibility({ visibilityProperty: true }))
      .map((control) => {
        const { x, y, width, height } = control.getBoundingClientRect();
        const what = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
        return { what, box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.y < innerHeight && box.y + box.height > 0),
  );
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const lang of ['tr', 'en'] as const) {
  test(`${lang}: the preview bar covers none of the home page's controls and stays in view`, async ({ page, context }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: SESSION, url: origin }]);
    await pausedClock(page);
    await page.goto(`${origin}${pathFor('home', lang)}`);
    await ready(slider(page));
    const bar = page.locator('[data-preview-bar]');
    await expect(bar.getByRole('link')).toHaveAttribute('href', adminPath('publish'));
    const viewport = page.viewportSize()!;

    for (const moment of ['the first screen', 'the end of the page']) {
      if (moment === 'the end of the page') await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
      await expect(bar, moment).toBeInViewport({ ratio: 1 });
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y + barBox.height, `${moment}: the bar ends at the bottom of the screen`).toBeCloseTo(viewport.height, 0);
      const controls = await controlsOnScreen(page);
      expect(controls.length, `${moment}: controls on screen`).toBeGreaterThan(0);
      expect(
        controls.filter((control) => overlaps(control.box, barBox)).map((control) => control.what),
        `${moment}: the controls under the bar`,
      ).toEqual([]);
    }
  });
}
