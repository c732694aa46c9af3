import type { Locator } from '@playwright/test';

/** The alpha of an element's computed background colour, whatever colour syntax the browser reports. */
export function backgroundAlpha(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const color = getComputedStyle(el).backgroundColor;
    const slash = color.match(/\/\s*([\d.]+)(%?)\s*\)$/);
    if (slash) return Number(slash[1]) / (slash[2] ? 100 : 1);
    const rgba = color.match(/^rgba\([^,]+,[^,]+,[^,]+,\s*([\d.]+)\)$/);
    return rgba ? Number(rgba[1]) : 1;
  });
}
