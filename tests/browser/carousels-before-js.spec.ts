/**
 * The home page's carousels before their islands run and without JavaScript, at 375 and
 * 1280 px: the references row shows as many logos as it will once hydrated (SPEC §9 from
 * 768 px, two or three on phones), both rows scroll by touch and keyboard; without JavaScript no
 * button shows (it would do nothing), before the islands run the buttons work, and what a
 * visitor did meanwhile (a slide moved to, rotation paused) stands once Swiper takes over.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { getReferences } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { HOME_SLIDER, referencesPerView } from '../../src/islands/carousel/carousel-options';
import { expectNoAxeViolations } from './axe';
import { ready } from './carousel';
import { pausedClock, runClockUntil } from './clock';
import { gallery, projectWithPhotos } from './photo-viewer';

const homeSlider = (page: Page) => page.locator('[data-carousel]').first();
const referencesCarousel = (page: Page) => page.locator('[data-carousel]').filter({ has: page.locator('[data-reference-tile]') });
/** The row of slides: before the island runs, the element that scrolls. */
const row = (carousel: Locator) => carousel.locator('.swiper');

/** How many slides lie wholly inside the row's box. */
function slidesInView(carousel: Locator): Promise<number> {
  return row(carousel).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('[role="group"][aria-roledescription]')].filter((slide) => {
      const { left, right, width } = slide.getBoundingClientRect();
      return width > 0 && left >= box.left - 1 && right <= box.right + 1;
    }).length;
  });
}

/** The page-relative boxes of the slides in view, rounded to a tenth of a pixel. */
function boxesInView(carousel: Locator): Promise<{ index: number; x: number; y: number; width: number; height: number }[]> {
  return row(carousel).evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [...element.querySelectorAll('[role="group"][aria-roledescription]')]
      .map((slide, index) => ({ index, rect: slide.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 0 && rect.left >= box.left - 1 && rect.right <= box.right + 1)
      .map(({ index, rect }) => ({ index, x: rect.x + scrollX, y: rect.y + scrollY, width: rect.width, height: rect.height }));
  });
}

/** What both carousels offer before (or without) JavaScript; their buttons only with it. */
async function expectScrollableRows(page: Page, lang: (typeof languages)[number], buttons: 'none' | 'shown') {
  const width = page.viewportSize()!.width;
  const carousels = [
    { carousel: homeSlider(page), name: ui[lang].homeSliderLabel, perView: 1 },
    { carousel: referencesCarousel(page), name: ui[lang].referencesCarouselLabel, perView: referencesPerView(width) },
  ];
  for (const { carousel, name, perView } of carousels) {
    await carousel.scrollIntoViewIfNeeded();
    expect(await slidesInView(carousel), `${name}: slides in view at ${width} px`).toBe(perView);
    // Scrolls: wider than its box, a named focus stop; every slide reachable (none inert).
    const scroller = row(carousel);
    expect(await scroller.evaluate((e) => e.scrollWidth > e.clientWidth), `${name} scrolls`).toBe(true);
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expect(scroller).toHaveAccessibleName(name);
    await expect(carousel.locator('[inert]')).toHaveCount(0);
    if (buttons === 'none') await expect(carousel.getByRole('button'), `${name}: no button without JavaScript`).toHaveCount(0);
    else await expect(carousel.getByRole('button', { name: ui[lang].carousel.next }), `${name}: its buttons`).toBeVisible();
  }
}

/** The keyboard moves the row by a slide (the arrow key scrolls, the row snaps to the next slide). */
async function expectKeyboardScroll(page: Page, carousel: Locator) {
  const scroller = row(carousel);
  await scroller.focus();
  await expect(scroller).toBeFocused();
  const slideWidth = (await carousel.locator('[role="group"][aria-roledescription]').first().boundingBox())!.width;
  await page.keyboard.press('ArrowRight');
  // To the pixel: a row scrolls by whole device pixels, and a slide may be half a pixel wider (two in 375 px).
  await expect.poll(async () => Math.abs((await scroller.evaluate((e) => e.scrollLeft)) - slideWidth)).toBeLessThanOrEqual(1);
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    test(`${lang}: the references row shows its logos and both rows scroll by keyboard; no button`, async ({ page }) => {
      await page.goto(pathFor('home', lang));
      await expectScrollableRows(page, lang, 'none');
      await expect(referencesCarousel(page).locator('[data-reference-tile]')).toHaveCount(getReferences(lang).length);
      await expectKeyboardScroll(page, referencesCarousel(page));
      await expectKeyboardScroll(page, homeSlider(page));
    });
  }
});

/** Holds back the island's script until release() is called: a slow connection. */
async function holdBack(page: Page, component: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(`**/_astro/${component}.*.js`, async (route) => {
    asked = true;
    await released;
    await route.continue();
  });
  return { requested: () => asked, release };
}

test('scripts held back: the same rows with working buttons; once hydrated no slide has moved, the slide pressed or scrolled to stays, so does a pause, and focus goes to the first button', async ({
  page,
}) => {
  const width = page.viewportSize()!.width;
  const slider = await holdBack(page, 'HomeSlider');
  const references = await holdBack(page, 'ReferencesCarousel');
  await pausedClock(page);
  await page.goto(pathFor('home', 'en'));
  // The slider hydrates once the page is shown and the browser is idle, on the paused clock.
  await runClockUntil(page, slider.requested, 'the slider asks for its script');
  await referencesCarousel(page).scrollIntoViewIfNeeded();
  await expect.poll(references.requested, { message: 'the references row, scrolled to, asks for its script' }).toBe(true);
  await expectScrollableRows(page, 'en', 'shown');

  // The home slider: "next" and "pause" pressed before its island runs.
  const sliderRow = row(homeSlider(page));
  const slideWidth = (await homeSlider(page).locator('[role="group"][aria-roledescription]').first().boundingBox())!.width;
  await homeSlider(page).getByRole('button', { name: ui.en.carousel.next }).click();
  await expect.poll(() => sliderRow.evaluate((e) => e.scrollLeft)).toBeCloseTo(slideWidth, 0);
  await homeSlider(page).getByRole('button', { name: ui.en.carousel.pause }).click();
  await expect(homeSlider(page).locator('[data-carousel-rotation]')).toHaveAccessibleName(ui.en.carousel.play);
  const sliderBefore = await boxesInView(homeSlider(page));
  expect(sliderBefore.map((b) => b.index)).toEqual([1]);
  slider.release();
  await ready(homeSlider(page), 1);
  expectSameBoxes(await boxesInView(homeSlider(page)), sliderBefore);
  await expect(homeSlider(page).locator('[data-carousel-rotation]')).toHaveAccessibleName(ui.en.carousel.play);
  await page.clock.runFor(HOME_SLIDER.interval * 2);
  await expect(homeSlider(page)).toHaveAttribute('data-active-index', '1');

  // The references row, scrolled one logo on by the keyboard before it hydrates.
  const carousel = referencesCarousel(page);
  await carousel.scrollIntoViewIfNeeded();
  await expectKeyboardScroll(page, carousel);
  const before = await boxesInView(carousel);
  expect(before.map((b) => b.index)).toEqual(Array.from({ length: referencesPerView(width) }, (_, i) => i + 1));
  references.release();
  await ready(carousel, 1);
  expectSameBoxes(await boxesInView(carousel), before);
  await expect(carousel.locator('[data-carousel-rotation]')).toBeFocused();
  await expect(row(carousel)).not.toHaveAttribute('tabindex');
});

test('scripts held back: the slider still changes slide 4000 ms after it was first shown, however late its island runs', async ({
  page,
}) => {
  const slider = await holdBack(page, 'HomeSlider');
  await pausedClock(page);
  // The clock stands still at 1000 ms while the page loads: the slider is first shown then.
  await page.goto(pathFor('home', 'tr'));
  const shownAt = await page.evaluate(() => performance.now());
  await page.clock.runFor(2500);
  await runClockUntil(page, slider.requested, 'the slider asks for its script');
  slider.release();
  await ready(homeSlider(page));
  const now = await page.evaluate(() => performance.now());
  expect(now - shownAt, 'the island ran after 2500 ms').toBeGreaterThanOrEqual(2500);
  await page.clock.runFor(shownAt + HOME_SLIDER.interval - 1 - now);
  await expect(homeSlider(page)).toHaveAttribute('data-active-index', '0');
  await page.clock.runFor(1);
  await expect(homeSlider(page)).toHaveAttribute('data-active-index', '1');
});

test("scripts held back: the gallery's indicators follow its row, moved by the keyboard or a button, and still mark that photo once hydrated", async ({
  page,
}) => {
  const held = await holdBack(page, 'ProjectGallery');
  await pausedClock(page);
  await page.goto(pathFor('projectDetail', 'en', projectWithPhotos('en').url));
  await runClockUntil(page, held.requested, 'the gallery asks for its script');
  const carousel = gallery(page);
  const current = carousel.locator('[data-carousel-indicator][aria-current="true"]');
  await expect(current).toHaveAttribute('data-carousel-indicator', '0');
  await expectKeyboardScroll(page, carousel);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-carousel-indicator', '1');
  await carousel.getByRole('button', { name: ui.en.carousel.next }).click();
  await expect(current).toHaveAttribute('data-carousel-indicator', '2');
  await carousel.getByRole('button', { name: ui.en.carousel.previous }).click();
  await expect(current).toHaveAttribute('data-carousel-indicator', '1');
  held.release();
  await ready(carousel, 1);
  await expect(current).toHaveCount(1);
  await expect(current).toHaveAttribute('data-carousel-indicator', '1');
});

test('scripts held back: the rows as they are before the islands run have no axe violations', async ({ page }) => {
  // axe runs on the page's timers: the clock is not installed here.
  const held = [await holdBack(page, 'HomeSlider'), await holdBack(page, 'ReferencesCarousel')];
  await page.goto(pathFor('home', 'tr'));
  await referencesCarousel(page).scrollIntoViewIfNeeded();
  await expect.poll(() => held.every((h) => h.requested()), { message: 'both rows ask for their scripts' }).toBe(true);
  await expect(page.locator('astro-island[ssr] [data-carousel]')).toHaveCount(2);
  await expectNoAxeViolations(page);
  held.forEach((h) => h.release());
});

function expectSameBoxes(after: Awaited<ReturnType<typeof boxesInView>>, before: Awaited<ReturnType<typeof boxesInView>>) {
  expect(after.map((b) => b.index)).toEqual(before.map((b) => b.index));
  after.forEach((box, i) => {
    const was = before[i]!;
    for (const key of ['x', 'y', 'width', 'height'] as const) {
      expect(Math.abs(box[key] - was[key]), `slide ${box.index + 1} ${key}: ${was[key]} -> ${box[key]}`).toBeLessThanOrEqual(1);
    }
  });
}
