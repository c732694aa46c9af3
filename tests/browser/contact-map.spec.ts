/** The contact page's map (at both widths: the frame must cover the preview it replaces). */
import { expect, test } from '@playwright/test';
import { defaultContent } from '../../src/content/defaults';
import { pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { hydrated } from './hydration';

test('the map loads no third-party frame until the visitor asks for it', async ({ page }) => {
  const { mapSource, mapLinkUrl } = defaultContent('en').contact;
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  // This machine has no network: the map provider answers from here.
  await page.route(`${new URL(mapSource).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
  await page.goto(pathFor('contact', 'en'));
  const map = page.locator('[data-map]');
  await map.scrollIntoViewIfNeeded();
  const show = await hydrated(map.getByRole('button', { name: ui.en.showMap }));
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await expect(map.getByRole('link', { name: ui.en.openMap })).toHaveAttribute('href', mapLinkUrl);

  await show.click();
  const frame = map.locator('iframe[data-map-frame]');
  await expect(frame).toHaveAttribute('src', mapSource);
  await expect(frame).toHaveAttribute('title', ui.en.mapTitle);
  // The provider's page may run its scripts but not navigate this page; it learns our origin only.
  await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
  await expect(frame).toHaveAttribute('referrerpolicy', 'strict-origin-when-cross-origin');
  await expect(frame).toHaveAttribute('loading', 'lazy');
  await expect(frame).toBeFocused();
  await expect.poll(() => thirdParty).toContain(mapSource);
  // The frame covers the preview it replaces.
  const [frameBox, mapBox] = [await frame.boundingBox(), await map.boundingBox()];
  expect(frameBox).toEqual(mapBox);
});
