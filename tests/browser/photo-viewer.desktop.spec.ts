/**
 * A project's photos open large: a click or Enter on a photo opens a modal viewer named in
 * the page's language; arrow keys move between photos; Escape and the close button give focus
 * back to the photo that opened it; axe finds nothing with it open. Without JavaScript each
 * photo is a link to its largest file. Each photo's alt text says what it shows.
 * Swiping and zoom on a phone: photo-viewer.mobile.spec.ts.
 */
import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { expectNoAxeViolations } from './axe';
import { expectShown, gallery, openProjectPage, projectWithPhotos, shownPhotoLink, viewer } from './photo-viewer';

for (const lang of languages) {
  test(`${lang}: a click opens the photo large in a named dialog; arrow keys move; Escape gives focus back to the photo`, async ({
    page,
  }) => {
    const strings = ui[lang];
    const total = projectWithPhotos(lang).imageSources.length;
    await openProjectPage(page, lang);
    await shownPhotoLink(page).click();
    const dialog = viewer(page);
    await expect(dialog).toBeVisible();
    await expect(page.getByRole('dialog', { name: strings.projectImages })).toBeVisible();
    expect(await dialog.evaluate((d: HTMLDialogElement) => d.matches(':modal'))).toBe(true);
    // Large: the whole window.
    const box = (await dialog.boundingBox())!;
    expect(box).toEqual({ x: 0, y: 0, ...page.viewportSize()! });
    await expect(dialog.getByRole('button', { name: strings.photoViewer.close })).toBeFocused();
    await expectShown(page, 1, total, strings.carousel.slideOf);

    await page.keyboard.press('ArrowRight');
    await expectShown(page, 2, total, strings.carousel.slideOf);
    await page.keyboard.press('ArrowRight');
    await expectShown(page, 3, total, strings.carousel.slideOf);
    await page.keyboard.press('ArrowLeft');
    await expectShown(page, 2, total, strings.carousel.slideOf);
    await dialog.getByRole('button', { name: strings.photoViewer.next }).click();
    await expectShown(page, 3, total, strings.carousel.slideOf);
    // The photo shown is the one described beside the counter.
    await expect(dialog.locator('[data-photo-viewer-caption]')).toContainText(projectWithPhotos(lang).imageAlts![2]!);

    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(shownPhotoLink(page)).toBeFocused();
  });
}

test('Enter on the focused photo opens it; the close button gives focus back to it; axe finds nothing while it is open', async ({
  page,
}) => {
  await openProjectPage(page, 'en');
  const link = shownPhotoLink(page);
  await link.focus();
  await page.keyboard.press('Enter');
  const dialog = viewer(page);
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(pathFor('projectDetail', 'en', projectWithPhotos('en').url));
  await expect(dialog.locator('img').first()).toHaveJSProperty('complete', true);
  // axe runs on timers; the clock runs again, and the carousel behind the viewer stays on the opener.
  await page.clock.resume();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: ui.en.photoViewer.close }).click();
  await expect(dialog).toHaveCount(0);
  await expect(link).toBeFocused();
  await expect(gallery(page)).toHaveAttribute('data-active-index', '0');
});

test('the photo link is named by what the photo shows and says it opens large', async ({ page }) => {
  await openProjectPage(page, 'tr');
  const alt = projectWithPhotos('tr').imageAlts![0]!;
  await expect(shownPhotoLink(page)).toHaveAccessibleName(`${alt} ${ui.tr.photoViewer.enlarge}`);
});

for (const lang of languages) {
  test(`${lang}: each gallery photo's alt text says what it shows, as the content describes it`, async ({ page }) => {
    const project = projectWithPhotos(lang);
    await page.goto(pathFor('projectDetail', lang, project.url));
    const alts = await gallery(page)
      .locator('.swiper-slide img')
      .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt') ?? ''));
    expect(alts).toEqual(project.imageAlts);
    expect(new Set(alts).size).toBe(alts.length);
    for (const alt of alts) {
      expect(alt).not.toMatch(/\(\d+\/\d+\)$/);
      expect(alt).not.toContain(project.name);
    }
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`${lang}: the photo is a link to its largest image, which loads`, async ({ page }) => {
      await page.goto(pathFor('projectDetail', lang, projectWithPhotos(lang).url));
      const link = gallery(page).locator('.swiper-slide').first().locator('a[data-photo-link]');
      await expect(link.locator('img')).toBeVisible();
      const href = (await link.getAttribute('href'))!;
      // The largest file the build made of it: wider than any the page offers in its srcset.
      const offered = await link.locator('source').first().getAttribute('srcset');
      const widths = offered!.split(',').map((entry) => Number(entry.trim().split(/\s+/)[1]!.replace('w', '')));
      const response = await page.request.get(href);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^image\//);
      const { width } = await sharp(await response.body()).metadata();
      expect(width).toBe(Math.max(...widths));
      await link.click();
      await expect(page).toHaveURL(href);
    });
  }
});
