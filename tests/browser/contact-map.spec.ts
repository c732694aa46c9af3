/** The contact page's map (at both widths: the frame must cover the preview it replaces). */
import { expect, test, type Page } from '@playwright/test';
import { defaultContent } from '../../src/content/defaults';
import { pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { builtPage } from '../dist/built-page';
import { hydrated } from './hydration';

const { mapSource, mapLinkUrl } = defaultContent('en').contact;

/** This machine has no network: the map provider answers from here. */
async function fakeMapProvider(page: Page) {
  await page.route(`${new URL(mapSource).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
}

test('the map loads no third-party frame until the visitor asks for it', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await fakeMapProvider(page);
  await page.goto(pathFor('contact', 'en'));
  const map = page.locator('[data-map]');
  await map.scrollIntoViewIfNeeded();
  const show = await hydrated(map.getByRole('link', { name: ui.en.showMap }));
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
  expect(page.url()).toContain(pathFor('contact', 'en'));
  // The frame covers the preview it replaces.
  const [frameBox, mapBox] = [await frame.boundingBox(), await map.boundingBox()];
  expect(frameBox).toEqual(mapBox);
});

test('a press before the map island has loaded shows the map once it has', async ({ page }) => {
  await fakeMapProvider(page);
  // The island's code is held back until the visitor has pressed, as on a slow phone network.
  const componentUrl = builtPage(pathFor('contact', 'en'))('astro-island:has([data-map-show])').attr('component-url');
  expect(componentUrl, 'the map control is an island').toBeTruthy();
  let pressed!: () => void;
  const afterPress = new Promise<void>((resolve) => (pressed = resolve));
  let asked!: () => void;
  const islandAsked = new Promise<void>((resolve) => (asked = resolve));
  await page.route(
    (url) => url.pathname === componentUrl,
    async (route) => {
      asked();
      await afterPress;
      await route.continue();
    },
  );
  await page.goto(pathFor('contact', 'en'));
  const map = page.locator('[data-map]');
  await map.scrollIntoViewIfNeeded();
  await islandAsked;
  await expect(map.locator('astro-island'), 'not hydrated yet').toHaveAttribute('ssr');
  await map.locator('[data-map-show]').click();
  pressed();

  const frame = map.locator('iframe[data-map-frame]');
  await expect(frame).toHaveAttribute('src', mapSource);
  await expect(frame).toBeFocused();
  expect(page.url(), 'the press showed the map here, it did not leave the page').toContain(pathFor('contact', 'en'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"show the map here" still opens the map', async ({ page }) => {
    await fakeMapProvider(page);
    await page.goto(pathFor('contact', 'en'));
    const show = page.locator('[data-map]').getByRole('link', { name: ui.en.showMap });
    await expect(show).toHaveAttribute('href', mapSource);
    await show.click();
    await expect(page).toHaveURL(mapSource);
  });
});
