/**
 * What a visitor does on an iPhone, in WebKit at 375 px: opens the menu, and opens a project's
 * photo large and closes it again. The same behaviour in Chromium: tests/browser/header.mobile.spec.ts,
 * photo-viewer.*.spec.ts.
 */
import type { WebDriver } from 'selenium-webdriver';
import { By } from 'selenium-webdriver';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { projectWithPhotos } from '../browser/photo-viewer';
import { expect, test, viewports } from './fixtures';
import { waitUntil } from './webkit';

test.use({ size: viewports.phone });

/** Whether a person sees the first match of `selector`: rendered, not hidden, with a box. Runs in the page. */
const isVisible = (selector: string) => {
  const element = document.querySelector(selector);
  if (!element?.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
};
const isFocused = (selector: string) => document.activeElement !== null && document.activeElement === document.querySelector(selector);

const click = async (driver: WebDriver, selector: string) => driver.findElement(By.css(selector)).click();

for (const lang of languages) {
  test(`${lang}: the menu button opens the menu with its links`, async ({ driver, open }) => {
    const menu = '[data-site-menu]';
    await open(pathFor('about', lang));
    expect(await driver.executeScript(isVisible, menu)).toBe(false);
    await click(driver, '[data-menu-toggle]');
    await waitUntil(driver, 'the menu to open', isVisible, menu);
    expect(await driver.executeScript(`return document.querySelector(arguments[0]).matches(':popover-open')`, menu)).toBe(true);
    await waitUntil(driver, 'the link to the projects in the open menu', isVisible, `${menu} a[href="${pathFor('projects', lang)}"]`);
  });
}

test('a photo of a project opens over the whole screen and its close button closes it, focus back on the photo', async ({
  driver,
  open,
}) => {
  const lang = 'de';
  const gallery = '[data-project-images] [data-carousel]';
  const photo = `${gallery} .swiper-slide:not([inert]) a[data-photo-link]`;
  const viewer = 'dialog[data-photo-viewer]';
  await open(pathFor('projectDetail', lang, projectWithPhotos(lang).url));
  // The gallery hydrates once it is seen.
  await driver.executeScript(`document.querySelector(arguments[0]).scrollIntoView({ block: 'center', behavior: 'instant' })`, gallery);
  await waitUntil(
    driver,
    "the gallery's island to hydrate and Swiper to start",
    (selector) => {
      const carousel = document.querySelector(selector);
      return !carousel?.closest('astro-island')?.hasAttribute('ssr') && carousel?.querySelector('.swiper.swiper-initialized') != null;
    },
    gallery,
  );
  // The gallery turns by itself: paused, as a visitor would, so the photo clicked stays the one shown.
  await click(driver, `${gallery} button[data-autoplay]`);
  await waitUntil(
    driver,
    'the gallery to pause',
    (selector) => document.querySelector(selector)?.getAttribute('data-autoplay') === 'false',
    `${gallery} button[data-autoplay]`,
  );

  await click(driver, photo);
  await waitUntil(driver, 'the photo viewer to open', isVisible, viewer);
  const shown = await driver.executeScript<{ modal: boolean; box: number[]; counter: string }>(
    `const dialog = document.querySelector(arguments[0]);
     const box = dialog.getBoundingClientRect();
     return { modal: dialog.matches(':modal'), box: [box.x, box.y, box.width, box.height], counter: dialog.querySelector('[data-photo-viewer-counter]').textContent };`,
    viewer,
  );
  expect(shown.modal).toBe(true);
  expect(shown.box).toEqual([0, 0, viewports.phone.width, viewports.phone.height]);
  const total = projectWithPhotos(lang).imageSources.length;
  expect(shown.counter).toBe(ui[lang].carousel.slideOf.replace('{index}', '1').replace('{total}', String(total)));

  await click(driver, `${viewer} [data-photo-viewer-close]`);
  await waitUntil(driver, 'the photo viewer to close', (selector) => document.querySelector(selector) === null, viewer);
  await waitUntil(driver, 'focus back on the photo that opened it', isFocused, photo);
});
