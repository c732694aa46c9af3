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
import { expect, test } from '@playwright/test';
import { adminPath, pathFor } from '../../src/i18n/routes';
import { silentLog } from '../../src/server/log';
import { SESSION_COOKIE } from '../../src/server/http/cookies';
import { loadBuild, servedBuilds } from '../../src/server/http/served-builds';
import { distDir } from '../dist-dir';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';
import { expectBarCoversNothing } from './bar-overlap';

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

for (const lang of ['tr', 'en'] as const) {
  test(`${lang}: the preview bar covers none of the home page's controls and stays in view`, async ({ page, context }) => {
    await context.addCookies([{ name: SESSION_COOKIE, value: SESSION, url: origin }]);
    await pausedClock(page);
    await page.goto(`${origin}${pathFor('home', lang)}`);
    await ready(slider(page));
    await expect(page.locator('[data-preview-bar]').getByRole('link')).toHaveAttribute('href', adminPath('publish'));
    await expectBarCoversNothing(page);
  });
}
