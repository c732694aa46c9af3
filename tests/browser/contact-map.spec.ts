/**
 * The contact page's maps, one per office, the one the language leads with first (at both
 * widths: the frame must cover the preview it replaces). Its control is a link until its script
 * has run, and without JavaScript: a press before then opens the map as the no-JavaScript test
 * does. That it costs no script file: contact-first-screen.desktop.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { getContactPageData } from '../../src/content/operations';
import { pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';

/** The office the language leads with: its map is the page's first. */
const leadMap = (lang: Lang) => {
  const { title, map } = getContactPageData(lang).offices[0];
  return { title, ...map! };
};
const { title, source: mapSource, linkUrl: mapLinkUrl } = leadMap('en');

/** This machine has no network: the map provider answers from here. */
async function fakeMapProvider(page: Page) {
  await page.route(`${new URL(mapSource).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<p>map</p>' }));
}

/** The page's frames the Content-Security-Policy refused, as the browser reports them. */
async function refusedFrames(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    const refused: string[] = [];
    (window as unknown as { refusedFrames: string[] }).refusedFrames = refused;
    document.addEventListener('securitypolicyviolation', (event) => refused.push(`${event.effectiveDirective} ${event.blockedURI}`));
  });
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) refused.push(message.text());
  });
  return refused;
}

test('the map loads no third-party frame until the visitor asks for it', async ({ page }) => {
  const thirdParty: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith('http://127.0.0.1')) thirdParty.push(r.url());
  });
  await fakeMapProvider(page);
  await page.goto(pathFor('contact', 'en'));
  const map = page.locator('[data-map]').first();
  await expect(map.locator('[data-map-office]')).toHaveText(title);
  await map.scrollIntoViewIfNeeded();
  // Loaded: the control's script has run (a module script runs before the load event).
  const show = map.getByRole('link', { name: ui.en.showMap });
  await expect(page.locator('iframe')).toHaveCount(0);
  expect(thirdParty).toEqual([]);
  await expect(map.getByRole('link', { name: ui.en.openMap })).toHaveAttribute('href', mapLinkUrl);

  await show.click();
  const frame = map.locator('iframe[data-map-frame]');
  await expect(frame).toHaveAttribute('src', mapSource);
  await expect(frame).toHaveAttribute('title', ui.en.mapTitle.replace('{office}', title));
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

test("the German page's first map is the Munich office's, and the policy lets its frame load as it lets Ankara's", async ({ page }) => {
  const munich = leadMap('de');
  // German pages lead with Munich: its map, from the same provider's embed page as Ankara's.
  expect(munich.source).toMatch(/marker=48\.\d+%2C11\.\d+/);
  const refused = await refusedFrames(page);
  await fakeMapProvider(page);
  await page.goto(pathFor('contact', 'de'));
  const maps = page.locator('[data-map]');
  await expect(maps.locator('[data-map-office]')).toHaveText(getContactPageData('de').offices.map((office) => office.title));
  const map = maps.first();
  await map.getByRole('link', { name: `${ui.de.showMap} – ${munich.title}` }).click();
  const frame = map.locator('iframe[data-map-frame]');
  await expect(frame).toHaveAttribute('src', munich.source);
  await expect(frame).toHaveAttribute('title', ui.de.mapTitle.replace('{office}', munich.title));
  await expect(frame.contentFrame().locator('p')).toHaveText('map');
  await expect(map.getByRole('link', { name: ui.de.openMap })).toHaveAttribute('href', munich.linkUrl);
  expect(await page.evaluate(() => (window as unknown as { refusedFrames: string[] }).refusedFrames)).toEqual([]);
  expect(refused).toEqual([]);
});

test('a press meant for a new tab opens the map there and leaves this page as it was', async ({ page, context }) => {
  // The provider is faked for this page only: a route on the whole context would also catch the
  // new tab's first request while the browser is still opening the tab, which then at times
  // never reports it (4 runs in 10 timed out).
  await fakeMapProvider(page);
  await page.goto(pathFor('contact', 'en'));
  const map = page.locator('[data-map]').first();
  const show = map.getByRole('link', { name: ui.en.showMap });
  // The browser opens the tab itself and loads the provider's page there (here it ends on the
  // browser's error page, no network), so the tab's existence is what is checked.
  const [opened] = await Promise.all([context.waitForEvent('page'), show.click({ modifiers: ['ControlOrMeta'] })]);
  expect(opened).not.toBe(page);
  await expect(show).toHaveAttribute('href', mapSource);
  await expect(map.locator('iframe')).toHaveCount(0);
  await expect(show).toBeVisible();
  expect(page.url()).toContain(pathFor('contact', 'en'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('"show the map here" still opens the map', async ({ page }) => {
    await fakeMapProvider(page);
    await page.goto(pathFor('contact', 'en'));
    const show = page.locator('[data-map]').first().getByRole('link', { name: ui.en.showMap });
    await expect(show).toHaveAttribute('href', mapSource);
    await show.click();
    await expect(page).toHaveURL(mapSource);
  });
});
