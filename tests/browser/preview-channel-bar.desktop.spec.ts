/**
 * A Firebase Hosting preview channel's bar (src/components/ChannelPreviewBar.astro), which the
 * page's own script adds on a channel's address, leaves the page room as the server's preview bar
 * does (preview-bar.spec.ts): on the home page no control lies under it at 1280 px.
 */
import { expect, test } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { expectBarCoversNothing } from './bar-overlap';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';

test("a Hosting preview channel's bar covers none of the home page's controls either", async ({ page, baseURL }) => {
  // The built files as a channel serves them, at a channel's address: the browser asks for it and
  // this build's server answers, so the page's own script finds itself on a channel.
  const channel = 'http://site--pr-7-a1b2c3.web.app';
  await page.route(`${channel}/**`, async (route) =>
    route.fulfill({ response: await route.fetch({ url: route.request().url().replace(channel, baseURL!) }) }),
  );
  await pausedClock(page);
  await page.goto(`${channel}${pathFor('home', 'en')}`);
  await ready(slider(page));
  await expect(page.locator('[data-preview-bar="channel"]')).toBeVisible();
  await expectBarCoversNothing(page);
  // Requests still on their way when the test ends (a late image) find their answer disposed.
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
