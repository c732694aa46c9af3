/**
 * A project's photo on a phone: a tap opens it over the whole screen, a swipe moves to the
 * next and back, and a pinch zooms it (nothing forbids zoom: neither the viewport nor the
 * viewer). Chromium's own touch input (touch.ts), so the browser scrolls and zooms as it would
 * under a finger. Keys, focus, axe and the page without JavaScript:
 * photo-viewer.desktop.spec.ts.
 */
import { expect, test } from '@playwright/test';
import { ui } from '../../src/i18n/ui';
import { expectShown, openProjectPage, projectWithPhotos, shownPhotoLink, viewer } from './photo-viewer';
import { touch } from './touch';

test('a tap opens the photo over the whole screen; a swipe moves between photos; a pinch zooms', async ({ page }) => {
  const strings = ui.tr;
  const total = projectWithPhotos('tr').imageSources.length;
  await openProjectPage(page, 'tr');
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    /^(?!.*(user-scalable\s*=\s*(no|0)|maximum-scale\s*=\s*1(\.0*)?\b)).*$/,
  );

  await shownPhotoLink(page).tap();
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  expect((await dialog.boundingBox())!).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
  await expectShown(page, 1, total, strings.carousel.slideOf);
  const photo = (await dialog.locator('li img').first().boundingBox())!;
  expect(photo.width).toBeCloseTo(page.viewportSize()!.width, 0);

  const width = page.viewportSize()!.width;
  await touch(page, [{ from: width * 0.8, to: width * 0.2 }]);
  await expectShown(page, 2, total, strings.carousel.slideOf);
  await touch(page, [{ from: width * 0.2, to: width * 0.8 }]);
  await expectShown(page, 1, total, strings.carousel.slideOf);

  // A pinch on the open photo zooms in: nothing in the viewer's box forbids it.
  await touch(page, [
    { from: width * 0.45, to: width * 0.2 },
    { from: width * 0.55, to: width * 0.8 },
  ]);
  await expect.poll(() => page.evaluate(() => window.visualViewport!.scale)).toBeGreaterThan(1.5);
  await expect(viewer(page)).toBeVisible();
});
