/**
 * Carousels (SPEC §4, §9; WAI-ARIA carousel pattern): what their result cannot depend on the
 * window width for (timers, pausing, labels, markup), at 1280 px; the references carousel sets
 * the widths it checks itself. Sizes and controls at both widths: carousels.spec.ts.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getProjectsData, getReferences, getSliderData } from '../../src/content/operations';
import { pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { HOME_SLIDER, PROJECT_GALLERY, REFERENCES_CAROUSEL, referencesPerView } from '../../src/islands/carousel/carousel-options';
import { activeIndex, openHomeSlider, ready, slider } from './carousel';
import { pausedClock } from './clock';

test.describe('home slider', () => {
  const slides = getSliderData('tr');

  test.beforeEach(async ({ page }) => openHomeSlider(page));

  test('shows slider-flagged projects, descending index, as labelled slides', async ({ page }) => {
    const carousel = slider(page);
    await expect(carousel).toHaveAttribute('aria-roledescription', ui.tr.carousel.carousel);
    const groups = carousel.locator('[role="group"][aria-roledescription="slayt"]');
    await expect(groups).toHaveCount(slides.length);
    await expect(groups.first()).toHaveAttribute('aria-label', `1 / ${slides.length}`);
    await expect(groups.locator('h2')).toHaveText(slides.map((s) => s.project.name));
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
  await page.getByRole('heading', { name: first.project.name }).scrollIntoViewIfNeeded();
  const image = page.locator('[data-carousel] img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The first screen's largest paint: asked for first, before the page's other images.
  await expect(image).toHaveAttribute('loading', 'eager');
  await context.close();
});

test.describe('project gallery', () => {
  const withImages = getProjectsData('en').projects.find((p) => p.project.imageSources.length >= 3)!;
  const withoutImages = getProjectsData('en').projects.find((p) => p.project.imageSources.length === 0)!;

  test('advances every 4000 ms, back to the first image after the last', async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('projectDetail', 'en', withImages.project.url));
    const carousel = page.locator('[data-project-images] [data-carousel]');
    await ready(carousel);
    const last = withImages.project.imageSources.length - 1;
    await carousel.locator('[data-carousel-indicators] button').nth(last).click();
    await expect(carousel).toHaveAttribute('data-active-index', String(last));
    await page.locator('[data-logo]').focus();
    await page.mouse.move(0, 0);
    await page.clock.runFor(PROJECT_GALLERY.interval - 200);
    expect(await activeIndex(carousel)).toBe(last);
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active-index', '0');
  });

  test('is absent when the project has no images', async ({ page }) => {
    await page.goto(pathFor('projectDetail', 'en', withoutImages.project.url));
    await expect(page.locator('[data-carousel]')).toHaveCount(0);
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
  /**
   * SPEC §9 from 768 px: items per slide = window width / 200 minus 1, capped at 8, whole
   * items. Below 768 px logos fill the row (SPEC's formula would leave one small tile), in
   * tiles of at least 136 px (DECISIONS.md): three from 480 px, two below.
   */
  const perViewByWidth: [width: number, perView: number][] = [
    // In an order where each step changes what is measured, so a stale layout cannot pass.
    [320, 2], // a narrow phone: two a row
    [800, 3], // 4 - 1
    [375, 2], // a narrow phone: two a row
    [480, 3], // a wide phone: three a row
    [479, 2], // the last narrow phone width
    [767, 3], // the last phone width
    [768, 2], // 3.84 - 1 = 2.84: whole items
    [1280, 5], // 6.4 - 1 = 5.4: whole items
    [1800, 8], // 9 - 1
    [2400, 8], // 12 - 1 = 11, capped at 8
    [1920, 8], // 9.6 - 1 = 8.6, capped at 8
  ];

  test('every 6000 ms; items per slide from the window width, recomputed on resize', async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('home', 'en'));
    const carousel = page.locator('[data-carousel]').nth(1);
    await carousel.scrollIntoViewIfNeeded();
    await ready(carousel);
    await expect(carousel.locator('[role="group"]')).toHaveCount(getReferences('en').length);
    await page.mouse.move(0, 0);
    await page.clock.runFor(REFERENCES_CAROUSEL.interval - 200);
    expect(await activeIndex(carousel)).toBe(0);
    await page.clock.runFor(200);
    await expect(carousel).toHaveAttribute('data-active-index', '1');
    for (const [width, perView] of perViewByWidth) {
      await page.setViewportSize({ width, height: 900 });
      // Swiper lays the slides out again on animation frames after the resize, and those run on
      // the paused clock: each poll lets one frame of fake time pass, then measures.
      const layout = async () => {
        await page.clock.runFor(16);
        const perView = Number(await carousel.getAttribute('data-per-view'));
        const tile = (await carousel.locator('[data-reference-tile]').first().boundingBox())?.width ?? 0;
        if (width >= 768) return { perView, tile: Math.round(tile) };
        // Below 768 px the slides share the row and a tile fills its slide but for 6 px a side.
        const slide = (await carousel.locator('[role="group"]').first().boundingBox())?.width ?? 0;
        const row = (await carousel.locator('.swiper').boundingBox())?.width ?? 0;
        return {
          perView,
          slideIsItsShareOfTheRow: Math.abs(slide - row / perView) <= 1,
          tileFillsItsSlide: Math.abs(tile + 12 - slide) <= 1,
        };
      };
      // SPEC §9 from 768 px: a tile is one eighth of the window width (never narrower than 136 px, for the logo).
      const expected =
        width >= 768
          ? { perView, tile: Math.round(Math.max(width / 8, 136)) }
          : { perView, slideIsItsShareOfTheRow: true, tileFillsItsSlide: true };
      await expect.poll(layout, { message: `${width} px` }).toEqual(expected);
    }
  });
});

test.describe('references carousel without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the stylesheet shows as many logos as referencesPerView counts, at each width where the count changes', async ({ page }) => {
    await page.goto(pathFor('home', 'en'));
    const carousel = page.locator('[data-carousel]').nth(1);
    // Each width where SPEC's count changes, and the pixel before it.
    for (const width of [320, 479, 480, 767, 768, 799, 800, 999, 1000, 1199, 1200, 1399, 1400, 1599, 1600, 1799, 1800, 2400]) {
      await page.setViewportSize({ width, height: 900 });
      const slide = (await carousel.locator('.swiper-slide').first().boundingBox())!.width;
      const row = (await carousel.locator('.swiper').boundingBox())!.width;
      expect(Math.round(row / slide), `${width} px`).toBe(referencesPerView(width));
    }
  });
});

test('at 1920 px the buttons of the slider and of the references sit at the end of the content column', async ({ page }) => {
  await page.setViewportSize({ width: 1920, height: 1080 });
  await pausedClock(page);
  await page.goto(pathFor('home', 'en'));
  /** The box of an element's content (its padding left out). */
  const contentBox = (element: Locator) =>
    element.evaluate((e) => {
      const box = e.getBoundingClientRect();
      const style = getComputedStyle(e);
      return { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    });
  const carousels = [
    { name: 'home slider', carousel: slider(page), column: page.locator('[data-home-hero-caption]') },
    { name: 'references', carousel: page.locator('[data-carousel]').nth(1), column: page.locator('#home-references').locator('..') },
  ];
  for (const { name, carousel, column } of carousels) {
    await carousel.scrollIntoViewIfNeeded();
    await ready(carousel);
    const buttons = carousel.locator('[data-carousel-rotation], [data-carousel-previous], [data-carousel-next]');
    await expect(buttons).toHaveCount(3);
    const boxes = await buttons.evaluateAll((all) => all.map((b) => b.getBoundingClientRect()).map(({ left, right }) => ({ left, right })));
    const controls = { left: Math.min(...boxes.map((b) => b.left)), right: Math.max(...boxes.map((b) => b.right)) };
    const content = await contentBox(column);
    expect(controls.left, `${name}: left edge inside the column`).toBeGreaterThanOrEqual(content.left);
    expect(Math.abs(controls.right - content.right), `${name}: right edge at the column's (${content.right} px)`).toBeLessThanOrEqual(1);
  }
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
