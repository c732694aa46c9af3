/**
 * The home slider on small phones (WCAG 2.2.2, DECISIONS.md "Quality bars"): its slides change
 * by themselves, so the button that stops them is on the first screen, where the page opens,
 * clear of the header and of the caption over the slides, in every language (the caption's
 * length is the language's), and a tap on it stops the slides.
 */
import { expect, test, type Locator } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { HOME_SLIDER } from '../../src/islands/carousel/carousel-options';
import { ready, slider } from './carousel';
import { pausedClock } from './clock';

/** Small phones, the smallest first: the widths and heights a first screen is shortest at. */
const phones = [
  { width: 320, height: 640 },
  { width: 375, height: 667 },
  { width: 375, height: 740 },
];

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The boxes of what the caption over the slides shows: its texts and its buttons. */
async function captionBoxes(caption: Locator): Promise<{ what: string; box: Box }[]> {
  return caption.locator(':scope > *, :scope > div > *').evaluateAll((parts) =>
    parts
      .filter((part) => part.children.length === 0 || part.tagName === 'A')
      .map((part) => {
        const { x, y, width, height } = part.getBoundingClientRect();
        return { what: (part.textContent ?? '').trim().slice(0, 30), box: { x, y, width, height } };
      }),
  );
}

for (const { width, height } of phones) {
  test.describe(`${width}x${height}`, () => {
    test.use({ viewport: { width, height } });

    for (const lang of languages) {
      test(`${lang}: the pause button is on the first screen, under the header, clear of the caption, and stops the slides`, async ({
        page,
      }) => {
        await pausedClock(page);
        await page.goto(pathFor('home', lang));
        const carousel = slider(page);
        const rotation = carousel.locator('[data-carousel-rotation]');
        const header = (await page.locator('[data-site-header]').boundingBox())!;
        // Before the island runs (its buttons work from the first paint) and after.
        for (const moment of ['before the island', 'after the island']) {
          if (moment === 'after the island') await ready(carousel);
          await expect(rotation, moment).toHaveAccessibleName(ui[lang].carousel.pause);
          const box = (await rotation.boundingBox())!;
          expect(await page.evaluate(() => scrollY), moment).toBe(0);
          expect(box.y, `${moment}: below the header`).toBeGreaterThanOrEqual(header.y + header.height);
          expect(box.y + box.height, `${moment}: above the bottom of the first screen`).toBeLessThanOrEqual(height);
          const covered = (await captionBoxes(page.locator('[data-home-hero-caption]'))).filter((part) => overlaps(part.box, box));
          expect(
            covered.map((part) => part.what),
            `${moment}: the caption's texts and buttons it overlaps`,
          ).toEqual([]);
        }
        await rotation.tap();
        await expect(rotation).toHaveAccessibleName(ui[lang].carousel.play);
        await page.clock.runFor(HOME_SLIDER.interval * 2);
        await expect(carousel).toHaveAttribute('data-active-index', '0');
        expect(await page.evaluate(() => scrollY), 'the tap needed no scrolling').toBe(0);
      });
    }
  });
}
