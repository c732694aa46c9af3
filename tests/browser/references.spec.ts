/**
 * Reference tiles at 375 and 1280 px: a client's name is text a phone reads, not
 * letters scaled down inside a logo, and no tile outweighs another whatever the length of its
 * name, in the references page's grid and in the home page's carousel.
 */
import { expect, test, type Locator } from '@playwright/test';
import { getReferences } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { ready } from './carousel';
import { pausedClock } from './clock';

/** The smallest text a phone reads without zooming. */
const MIN_NAME_PX = 12;

interface TileMeasure {
  name: string;
  box: string;
  /** The computed font size of the text that spells the name; null when no text does. */
  fontSize: number | null;
}

/** Each tile's box and the font size of the visible text in it that reads exactly its client's name. */
async function measure(tiles: Locator, names: string[]): Promise<TileMeasure[]> {
  await expect(tiles).toHaveCount(names.length);
  return tiles.evaluateAll(
    (elements, names) =>
      elements.map((tile, i) => {
        const name = names[i]!;
        const { width, height } = tile.getBoundingClientRect();
        const walker = document.createTreeWalker(tile, NodeFilter.SHOW_TEXT);
        let fontSize: number | null = null;
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const element = node.parentElement!;
          const shown = element.getBoundingClientRect();
          // A visually hidden label (1 px box) is no text a visitor reads.
          if (node.textContent?.trim() === name && shown.width > 1 && shown.height > 1) {
            fontSize = parseFloat(getComputedStyle(element).fontSize);
          }
        }
        return { name, box: `${Math.round(width)}x${Math.round(height)}`, fontSize };
      }),
    names,
  );
}

function expectReadableAndEven(tiles: TileMeasure[]) {
  expect(
    tiles.filter((t) => t.fontSize === null).map((t) => t.name),
    'names not shown as text in their tile',
  ).toEqual([]);
  expect(
    tiles.filter((t) => t.fontSize! < MIN_NAME_PX).map((t) => `${t.name}: ${t.fontSize} px`),
    `names under ${MIN_NAME_PX} px`,
  ).toEqual([]);
  expect(new Set(tiles.map((t) => t.fontSize)), 'one font size for every name').toHaveProperty('size', 1);
  const boxes = Map.groupBy(tiles, (t) => t.box);
  expect(
    [...boxes].map(([box, group]) => `${box}: ${group.length} tiles (${group[0]!.name})`),
    'one tile size for every client',
  ).toHaveLength(1);
}

for (const lang of languages) {
  const names = getReferences(lang).map((r) => r.reference.referenceName);

  test(`references grid (${lang}): every client's name readable, every tile the same size`, async ({ page }) => {
    await page.goto(pathFor('references', lang));
    expectReadableAndEven(await measure(page.locator('[data-references-grid] > li'), names));
  });

  test(`references carousel on the home page (${lang}): every client's name readable, every tile the same size`, async ({ page }) => {
    await pausedClock(page);
    await page.goto(pathFor('home', lang));
    const carousel = page.locator('[data-carousel]').filter({ has: page.locator('[data-reference-tile]') });
    await carousel.scrollIntoViewIfNeeded();
    await ready(carousel);
    expectReadableAndEven(await measure(carousel.locator('[data-reference-tile]'), names));
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("references carousel: the server-rendered first tile reads its client's name", async ({ page }) => {
    await page.goto(pathFor('home', 'en'));
    const [first] = getReferences('en');
    const [tile] = await measure(page.locator('[data-reference-tile]').first(), [first!.reference.referenceName]);
    expect(tile!.fontSize ?? 0, 'the name shown as text').toBeGreaterThanOrEqual(MIN_NAME_PX);
  });
});
