/** What the photo viewer's specs share: a project page with several photos, its gallery ready. */
import { expect, type Page } from '@playwright/test';
import { getProjectsData } from '../../src/content/operations';
import { pathFor, type Lang } from '../../src/i18n/routes';
import { ready } from './carousel';
import { pausedClock } from './clock';

/** The first project with three photos or more, in `lang`. */
export function projectWithPhotos(lang: Lang) {
  return getProjectsData(lang).projects.find((p) => p.project.imageSources.length >= 3)!.project;
}

export const gallery = (page: Page) => page.locator('[data-project-images] [data-carousel]');
export const viewer = (page: Page) => page.locator('dialog[data-photo-viewer]');
/** The link of the photo the gallery shows (the others are inert until shown). */
export const shownPhotoLink = (page: Page) => gallery(page).locator('.swiper-slide:not([inert]) a[data-photo-link]');

/** Opens the project's page with its gallery hydrated and its clock paused (it does not rotate). */
export async function openProjectPage(page: Page, lang: Lang) {
  await pausedClock(page);
  await page.goto(pathFor('projectDetail', lang, projectWithPhotos(lang).url));
  await ready(gallery(page));
}

/** The viewer's counter reads `index` of `total` (1-based), and it shows that photo. */
export async function expectShown(page: Page, index: number, total: number, template: string) {
  await expect(viewer(page).locator('[data-photo-viewer-counter]')).toHaveText(
    template.replace('{index}', String(index)).replace('{total}', String(total)),
  );
  const strip = viewer(page).locator('[data-photo-viewer-strip]');
  await expect.poll(() => strip.evaluate((row) => row.scrollLeft / row.clientWidth)).toBeCloseTo(index - 1, 2);
}
