/** Whether a bar fixed at the screen's bottom (a preview's) leaves every control of the page uncovered. */
import { expect, type Page } from '@playwright/test';

type Box = { x: number; y: number; width: number; height: number };

/** What the page lets a person reach by Tab or a tap, shown on screen now, outside the bar: where each lies. */
function controlsOnScreen(page: Page): Promise<{ what: string; box: Box }[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"])')]
      .filter((control) => !control.closest('[data-preview-bar]') && control.checkVisibility({ visibilityProperty: true }))
      .map((control) => {
        const { x, y, width, height } = control.getBoundingClientRect();
        const what = `${control.tagName.toLowerCase()} "${(control.getAttribute('aria-label') ?? control.textContent ?? '').trim().slice(0, 40)}"`;
        return { what, box: { x, y, width, height } };
      })
      .filter(({ box }) => box.width > 0 && box.height > 0 && box.y < innerHeight && box.y + box.height > 0),
  );
}

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** On the first screen and at the end of the page: the bar in view at the bottom, no control under it. */
export async function expectBarCoversNothing(page: Page) {
  const bar = page.locator('[data-preview-bar]');
  const viewport = page.viewportSize()!;
  for (const moment of ['the first screen', 'the end of the page']) {
    if (moment === 'the end of the page') await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await expect(bar, moment).toBeInViewport({ ratio: 1 });
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height, `${moment}: the bar ends at the bottom of the screen`).toBeCloseTo(viewport.height, 0);
    const controls = await controlsOnScreen(page);
    expect(controls.length, `${moment}: controls on screen`).toBeGreaterThan(0);
    expect(
      controls.filter((control) => overlaps(control.box, barBox)).map((control) => control.what),
      `${moment}: the controls under the bar`,
    ).toEqual([]);
  }
}
