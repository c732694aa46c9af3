/**
 * Carousels (SPEC §4, §9) where the window width changes the result: the size of the slider
 * and the gallery, and that their controls can be reached and used at 375 and 1280 px (the
 * layout around them changes; the references carousel shows a width-dependent number of
 * logos). The rest is in carousels.desktop.spec.ts.
 */
import { expect, test, type Page } from '@playwright/test';
import { getProjectsData, getSiteSettings, getSliderData } from '../../src/content/operations';
import { languages, pathFor, routeName } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { PROJECT_GALLERY } from '../../src/islands/carousel/carousel-options';
import { openHomeSlider, ready, slider } from './carousel';
import { pausedClock } from './clock';

test.describe('home slider', () => {
  const slides = getSliderData('tr');

  test.beforeEach(async ({ page }) => openHomeSlider(page));

  test('opens the page: the first screen, from under the header to the bottom of the window, in both languages', async ({ page }) => {
    for (const lang of languages) {
      if (lang !== 'tr') await page.goto(pathFor('home', lang));
      const box = (await slider(page).boundingBox())!;
      const header = (await page.locator('[data-site-header]').boundingBox())!;
      expect(box.y, lang).toBe(header.y + header.height);
      expect(box.y + box.height, lang).toBe(page.viewportSize()!.height);
    }
  });

  test('moves by its controls, wrapping both ways; the pause button toggles', async ({ page }) => {
    const carousel = slider(page);
    await carousel.locator('[data-carousel-next]').click();
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    await carousel.locator('[data-carousel-previous]').click();
    await expect(carousel).toHaveAttribute('data-active-index', '0');
    await carousel.locator('[data-carousel-previous]').click();
    await expect(carousel).toHaveAttribute('data-active-index', String(slides.length - 1));
    const rotation = carousel.locator('[data-carousel-rotation]');
    await expect(rotation).toHaveAccessibleName(ui.tr.carousel.pause);
    await rotation.click();
    await expect(rotation).toHaveAccessibleName(ui.tr.carousel.play);
  });
});

test('home: the first screen is the slider with the caption on it: who, what and where, the quote and call buttons; its first image is the largest paint', async ({
  page,
}) => {
  // Nothing but the load happens before the largest paint is read.
  await page.goto(pathFor('home', 'en'));
  const site = getSiteSettings('en');
  const firstScreen = (await slider(page).boundingBox())!;
  const caption = page.locator('[data-home-hero-caption]');
  for (const part of [
    caption.getByText(site.companyName, { exact: true }),
    caption.getByRole('heading', { level: 1, name: site.hero.headline }),
    caption.getByText(site.hero.lead),
    caption.getByRole('link', { name: routeName('contactQuote', 'en') }),
    caption.locator('[data-hero-call]'),
  ]) {
    const box = (await part.boundingBox())!;
    expect(box.y, await part.innerText()).toBeGreaterThanOrEqual(firstScreen.y);
    expect(box.y + box.height, await part.innerText()).toBeLessThanOrEqual(firstScreen.y + firstScreen.height);
  }
  const firstImage = slider(page).locator('.swiper-slide').first().locator('img');
  await expect(firstImage).toHaveAttribute('loading', 'eager');
  await expect(firstImage).toHaveAttribute('fetchpriority', 'high');
  // Sized per width: AVIF and WebP in several widths, chosen by the window's.
  const sources = slider(page).locator('.swiper-slide').first().locator('source');
  await expect(sources).toHaveCount(2);
  for (const source of await sources.all()) expect((await source.getAttribute('srcset'))!.split(',').length).toBeGreaterThanOrEqual(2);
  const largest = await page.evaluate(
    () =>
      new Promise<string>((resolve) =>
        new PerformanceObserver((list) => {
          const element = (list.getEntries().at(-1) as PerformanceEntry & { element: Element | null }).element;
          resolve(
            element?.closest('.swiper-slide') === document.querySelector('[data-carousel] .swiper-slide')
              ? `first slide ${element?.tagName}`
              : `${element?.tagName} ${element?.textContent?.slice(0, 40)}`,
          );
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(largest).toBe('first slide IMG');
});

test('project gallery: 500 px high from 768 px, each photo uncropped on phones, an indicator per image', async ({ page }) => {
  const withImages = getProjectsData('en').projects.find((p) => p.project.imageSources.length >= 3)!;
  await pausedClock(page);
  await page.goto(pathFor('projectDetail', 'en', withImages.project.url));
  const carousel = page.locator('[data-project-images] [data-carousel]');
  await ready(carousel);
  const height = (await carousel.locator('.swiper').boundingBox())!.height;
  if (page.viewportSize()!.width >= 768) {
    expect(height).toBe(PROJECT_GALLERY.height);
  } else {
    // No crop: the first photo is shown whole, at its own aspect ratio, and fills the box.
    const photo = carousel.locator('img').first();
    const box = (await photo.boundingBox())!;
    const natural = await photo.evaluate((img: HTMLImageElement) => img.naturalHeight / img.naturalWidth);
    expect(Math.abs(box.height / box.width - natural)).toBeLessThan(0.01);
    expect(Math.abs(height - box.height)).toBeLessThanOrEqual(1);
  }
  const indicators = carousel.locator('[data-carousel-indicators] button');
  await expect(indicators).toHaveCount(withImages.project.imageSources.length);
  await expect(indicators.first()).toHaveAttribute('aria-current', 'true');
  await indicators.nth(2).click();
  await expect(carousel).toHaveAttribute('data-active-index', '2');
  await expect(indicators.nth(2)).toHaveAttribute('aria-current', 'true');
});

/** The two carousels besides the home slider: how far "previous" wraps depends on how many show at once. */
const otherCarousels = [
  {
    name: 'project gallery',
    path: () => pathFor('projectDetail', 'tr', getProjectsData('tr').projects.find((p) => p.project.imageSources.length >= 3)!.project.url),
    locate: (page: Page) => page.locator('[data-project-images] [data-carousel]'),
    perView: (): number => 1,
  },
  {
    name: 'references carousel',
    path: () => pathFor('home', 'en'),
    locate: (page: Page) => page.locator('[data-carousel]').nth(1),
    // Below 480 px two logos a row (tiles of at least 136 px); from 768 px SPEC §9: window width / 200 - 1, whole items (1280 px: 5.4 -> 5).
    perView: (width: number): number => ({ 375: 2, 1280: 5 })[width] ?? NaN,
  },
];

for (const { name, path, locate, perView } of otherCarousels) {
  test(`${name}: moves by its controls and wraps back to the last slide`, async ({ page }) => {
    await pausedClock(page);
    await page.goto(path());
    const carousel = locate(page);
    await carousel.scrollIntoViewIfNeeded();
    await ready(carousel);
    await carousel.locator('[data-carousel-next]').click();
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    await carousel.locator('[data-carousel-previous]').click();
    await carousel.locator('[data-carousel-previous]').click();
    const shown = perView(page.viewportSize()!.width);
    await expect(carousel).toHaveAttribute('data-per-view', String(shown));
    const count = await carousel.locator('[role="group"]').count();
    await expect(carousel).toHaveAttribute('data-active-index', String(count - shown));
  });
}
