/**
 * Carousels (SPEC §4, §9; WAI-ARIA carousel pattern). Timers run on Playwright's clock:
 * nothing here sleeps.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getProjectsData, getReferences, getSliderData } from '../../src/content/operations';
import { pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { HOME_SLIDER, PROJECT_GALLERY, REFERENCES_CAROUSEL, referencesPerView } from '../../src/islands/carousel/carousel-options';

const slider = (page: Page) => page.locator('[data-carousel]').first();
const activeIndex = async (carousel: Locator) => Number(await carousel.getAttribute('data-active-index'));

/**
 * Fake timers that only move when the test says so: install() alone lets time flow at real
 * speed, so the clock is paused before the page loads.
 */
async function pausedClock(page: Page) {
  await page.clock.install({ time: 0 });
  await page.clock.pauseAt(1000);
}

/** Waits until the island has hydrated and Swiper runs (a frame of fake time lets Swiper lay out). */
async function ready(carousel: Locator) {
  await expect(carousel.locator('.swiper.swiper-initialized')).toBeAttached();
  await carousel.page().clock.runFor(16);
  await expect(carousel).toHaveAttribute('data-active-index', '0');
}

test.describe('home slider', () => {
  const slides = getSliderData('tr');

  test.beforeEach(async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('home', 'tr'));
    await ready(slider(page));
  });

  test('shows slider-flagged projects, descending index, as labelled slides', async ({ page }) => {
    const carousel = slider(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', ui.tr.carousel.carousel);
    const groups = carousel.locator('[role="group"][aria-roledescription="slayt"]');
    await expect(groups).toHaveCount(slides.length);
    await expect(groups.first()).toHaveAttribute('aria-label', `1 / ${slides.length}`);
    await expect(groups.locator('h2')).toHaveText(slides.map((s) => s.project.name));
  });

  test('fills the window height', async ({ page }) => {
    const box = await slider(page).boundingBox();
    expect(box?.height).toBe(page.viewportSize()?.height);
  });

  test('advances every 4000 ms and wraps to the first slide', async ({ page }) => {
    const carousel = slider(page);
    await page.mouse.move(0, 0);
    await page.clock.runFor(HOME_SLIDER.interval - 200);
    expect(await activeIndex(carousel)).toBe(0);
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    for (let i = 2; i < slides.length; i++) {
      await page.clock.runFor(HOME_SLIDER.interval);
      await expect(carousel).toHaveAttribute('data-active-index', String(i));
    }
    await page.clock.runFor(HOME_SLIDER.interval);
    await expect(carousel).toHaveAttribute('data-active-index', '0');
  });

  test('moves by its controls, wrapping both ways', async ({ page }) => {
    const carousel = slider(page);
    await carousel.locator('[data-carousel-next]').click();
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    await carousel.locator('[data-carousel-previous]').click();
    await expect(carousel).toHaveAttribute('data-active-index', '0');
    await carousel.locator('[data-carousel-previous]').click();
    await expect(carousel).toHaveAttribute('data-active-index', String(slides.length - 1));
  });

  test('pauses while hovered', async ({ page }) => {
    const carousel = slider(page);
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(HOME_SLIDER.interval * 2);
    expect(await activeIndex(carousel)).toBe(0);
    await page.mouse.move(0, (page.viewportSize()?.height ?? 800) + 10);
    await page.locator('footer').hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(HOME_SLIDER.interval);
    await expect(carousel).toHaveAttribute('data-active-index', '1');
  });

  test('pauses while focus is inside; the pause button comes first in tab order', async ({ page }) => {
    const carousel = slider(page);
    const buttons = carousel.locator('button');
    await expect(buttons.first()).toHaveAttribute('data-carousel-rotation');
    await buttons.first().focus();
    await expect(carousel).toHaveAttribute('data-rotating', 'false');
    await page.clock.runFor(HOME_SLIDER.interval * 2);
    expect(await activeIndex(carousel)).toBe(0);
  });

  test('the pause button stops and restarts rotation', async ({ page }) => {
    const carousel = slider(page);
    const rotation = carousel.locator('[data-carousel-rotation]');
    await expect(rotation).toHaveAccessibleName(ui.tr.carousel.pause);
    await rotation.click();
    await expect(rotation).toHaveAccessibleName(ui.tr.carousel.play);
    await page.mouse.move(0, 0);
    await page.locator('footer').hover();
    await page.clock.runFor(HOME_SLIDER.interval * 2);
    expect(await activeIndex(carousel)).toBe(0);
    await rotation.click();
    // Rotation resumes once focus and pointer have left the carousel.
    await page.locator('footer a').first().focus();
    await page.locator('footer').hover();
    await expect(carousel).toHaveAttribute('data-rotating', 'true');
    await page.clock.runFor(HOME_SLIDER.interval);
    await expect(carousel).toHaveAttribute('data-active-index', '1');
  });

  test('hides slides that are not shown from assistive technology and the tab order', async ({ page }) => {
    const groups = slider(page).locator('[role="group"]');
    await expect(groups.nth(0)).not.toHaveAttribute('inert', '');
    await expect(groups.nth(1)).toHaveAttribute('inert', '');
  });
});

test('home slider: no autoplay under prefers-reduced-motion', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await pausedClock(page);
  await page.goto(pathFor('home', 'en'));
  const carousel = slider(page);
  await ready(carousel);
  await expect(carousel).toHaveAttribute('data-rotating', 'false');
  await expect(carousel.locator('[data-carousel-rotation]')).toHaveAccessibleName(ui.en.carousel.play);
  await page.clock.runFor(HOME_SLIDER.interval * 3);
  expect(await activeIndex(carousel)).toBe(0);
});

test('home slider: the first slide is in the HTML, complete without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(pathFor('home', 'tr'));
  const first = getSliderData('tr')[0]!;
  await expect(page.getByRole('heading', { name: first.project.name })).toBeVisible();
  const lcp = page.locator('[data-carousel] img').first();
  await expect(lcp).toHaveAttribute('fetchpriority', 'high');
  await expect(lcp).toHaveAttribute('loading', 'eager');
  await context.close();
});

test.describe('project gallery', () => {
  const withImages = getProjectsData('en').projects.find((p) => p.project.imageSources.length >= 3)!;
  const withoutImages = getProjectsData('en').projects.find((p) => p.project.imageSources.length === 0)!;

  test('500 px high, with an indicator per image, advancing every 4000 ms', async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('projectDetail', 'en', withImages.project.url));
    const carousel = page.locator('[data-project-images] [data-carousel]');
    await ready(carousel);
    expect((await carousel.locator('.swiper').boundingBox())?.height).toBe(PROJECT_GALLERY.height);
    const indicators = carousel.locator('[data-carousel-indicators] button');
    await expect(indicators).toHaveCount(withImages.project.imageSources.length);
    await expect(indicators.first()).toHaveAttribute('aria-current', 'true');
    await indicators.nth(2).click();
    await expect(carousel).toHaveAttribute('data-active-index', '2');
    await page.locator('[data-logo]').focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(PROJECT_GALLERY.interval);
    await expect(carousel).toHaveAttribute('data-active-index', '0');
  });

  test('is absent when the project has no images', async ({ page }) => {
    await page.goto(pathFor('projectDetail', 'en', withoutImages.project.url));
    await expect(page.locator('[data-carousel]')).toHaveCount(0);
    await expect(page.locator('[data-project-rows]')).toContainText('Completed');
  });

  test('serves AVIF and WebP in several widths', async ({ page }) => {
    await page.goto(pathFor('projectDetail', 'tr', withImages.project.url));
    const sources = page.locator('[data-project-images] picture').first().locator('source');
    await expect(sources.nth(0)).toHaveAttribute('type', 'image/avif');
    await expect(sources.nth(1)).toHaveAttribute('type', 'image/webp');
    expect((await sources.nth(0).getAttribute('srcset'))?.split(',').length).toBeGreaterThanOrEqual(2);
  });
});

test.describe('references carousel', () => {
  test('every 6000 ms; items per slide from the window width, recomputed on resize', async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('home', 'en'));
    const carousel = page.locator('[data-carousel]').nth(1);
    await carousel.scrollIntoViewIfNeeded();
    await ready(carousel);
    for (const width of [375, 800, 1280, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(carousel).toHaveAttribute('data-per-view', String(referencesPerView(width)));
      const tile = await carousel.locator('[data-reference-tile]').first().boundingBox();
      expect(tile?.width).toBeCloseTo(Math.max(width * REFERENCES_CAROUSEL.tileFraction, 136), 0);
    }
    expect(referencesPerView(375)).toBe(1);
    expect(referencesPerView(1920)).toBe(8);
    await expect(carousel.locator('[role="group"]')).toHaveCount(getReferences('en').length);
    await page.mouse.move(0, 0);
    await page.clock.runFor(REFERENCES_CAROUSEL.interval - 200);
    expect(await activeIndex(carousel)).toBe(0);
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active-index', '1');
  });
});

test('activity areas are on the TR home only', async ({ page }) => {
  await page.goto(pathFor('home', 'tr'));
  await expect(page.locator('[data-activity-areas] h3')).toHaveText([
    'Orta Gerilim (36kV ve altı)',
    'Otomasyon Sistemleri',
    'Alçak Gerilim',
    'Zayıf Akım Sistemleri',
  ]);
  await page.goto(pathFor('home', 'en'));
  await expect(page.locator('[data-activity-areas]')).toHaveCount(0);
});

/** What SPEC §4 asks of every carousel, checked on the two besides the home slider. */
const otherCarousels = [
  {
    name: 'project gallery',
    path: () => pathFor('projectDetail', 'tr', getProjectsData('tr').projects.find((p) => p.project.imageSources.length >= 3)!.project.url),
    locate: (page: Page) => page.locator('[data-project-images] [data-carousel]'),
    interval: PROJECT_GALLERY.interval,
  },
  {
    name: 'references carousel',
    path: () => pathFor('home', 'en'),
    locate: (page: Page) => page.locator('[data-carousel]').nth(1),
    interval: REFERENCES_CAROUSEL.interval,
  },
];

for (const { name, path, locate, interval } of otherCarousels) {
  test.describe(name, () => {
    async function open(page: Page) {
      await pausedClock(page);
      await page.goto(path());
      const carousel = locate(page);
      await carousel.scrollIntoViewIfNeeded();
      await ready(carousel);
      return carousel;
    }

    test('moves by its controls and wraps back to the last slide', async ({ page }) => {
      const carousel = await open(page);
      await carousel.locator('[data-carousel-next]').click();
      await expect(carousel).toHaveAttribute('data-active-index', '1');
      await carousel.locator('[data-carousel-previous]').click();
      await carousel.locator('[data-carousel-previous]').click();
      const last = Number(await carousel.getAttribute('data-per-view'));
      const count = await carousel.locator('[role="group"]').count();
      await expect(carousel).toHaveAttribute('data-active-index', String(count - last));
    });

    test('pauses while hovered and while focus is inside', async ({ page }) => {
      const carousel = await open(page);
      await carousel.hover();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(interval * 2);
      expect(await activeIndex(carousel)).toBe(0);
      await carousel.locator('[data-carousel-rotation]').focus();
      await page.locator('footer').hover();
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(interval * 2);
      expect(await activeIndex(carousel)).toBe(0);
      await page.locator('footer a').first().focus();
      await expect(carousel).toHaveAttribute('data-rotating', 'true');
      await page.clock.runFor(interval);
      await expect(carousel).toHaveAttribute('data-active-index', '1');
    });

    test('does not rotate by itself under prefers-reduced-motion', async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      const carousel = await open(page);
      await expect(carousel).toHaveAttribute('data-rotating', 'false');
      await page.clock.runFor(interval * 3);
      expect(await activeIndex(carousel)).toBe(0);
    });
  });
}
