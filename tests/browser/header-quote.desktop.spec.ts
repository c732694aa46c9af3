/**
 * The header's quote request is on screen at every width a visitor brings: from 768 px the
 * header's own button, whole, on the header's line and in the window, in every language (German's
 * words are long), its short word below 1024 px, and the logo keeps its room; below 768 px the
 * phone menu's first item. The widths are set here.
 */
import { expect, test, type Page } from '@playwright/test';
import { languages, pathFor, routeName } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';

const BAR_WIDTHS = [768, 900, 1023];
const PHONE_WIDTH = 375;
/**
 * The logo gives way where the bar is tight (its full width is 144 px), never below this: German
 * at 768 px is the tightest, at 86 px.
 */
const LOGO_AT_LEAST = 80;

/** Where the header's quote button is not whole on the header's line, inside the window. */
function quoteButtonProblems(page: Page) {
  return page.evaluate((minLogo) => {
    const button = document.querySelector<HTMLElement>('[data-quote-action]');
    if (!button?.checkVisibility({ visibilityProperty: true })) return ['not shown'];
    const problems: string[] = [];
    const box = button.getBoundingClientRect();
    const header = document.querySelector('[data-site-header]')!.getBoundingClientRect();
    const window = document.documentElement.clientWidth;
    if (box.left < 0 || box.right > window) problems.push(`at ${Math.round(box.left)}-${Math.round(box.right)} px`);
    if (box.top < header.top || box.bottom > header.bottom) problems.push("off the header's line");
    if (button.scrollWidth > button.clientWidth + 0.5) problems.push('its text is cut');
    if (document.documentElement.scrollWidth > window) problems.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const logo = document.querySelector('[data-logo]')!.getBoundingClientRect().width;
    if (logo < minLogo) problems.push(`the logo is ${Math.round(logo)} px wide`);
    return problems;
  }, LOGO_AT_LEAST);
}

for (const lang of languages) {
  test(`the header's quote button is whole on screen at ${BAR_WIDTHS.join(', ')} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: BAR_WIDTHS[0]!, height: 800 });
    await page.goto(pathFor('projects', lang));
    const button = page.locator('[data-quote-action]');
    await expect(button).toHaveAttribute('href', pathFor('contactQuote', lang));
    for (const width of BAR_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect.soft(button, `${width} px`).toBeInViewport({ ratio: 1 });
      await expect.soft(button, `${width} px`).toHaveAccessibleName(ui[lang].quoteShort);
      expect.soft(await quoteButtonProblems(page), `${width} px`).toEqual([]);
    }
  });

  test(`the phone menu's first item is the quote request at ${PHONE_WIDTH} px (${lang})`, async ({ page }) => {
    await page.setViewportSize({ width: PHONE_WIDTH, height: 800 });
    await page.goto(pathFor('about', lang));
    await page.locator('[data-menu-toggle]').click();
    const menu = page.locator('[data-site-menu]');
    await expect(menu).toBeVisible();
    const first = menu.locator('a:visible').first();
    await expect(first).toHaveText(routeName('contactQuote', lang));
    await expect(first).toHaveAttribute('href', pathFor('contactQuote', lang));
    await expect(first).toBeInViewport({ ratio: 1 });
    // The keyboard meets it first too.
    await page.keyboard.press('Tab');
    await expect(first).toBeFocused();
  });
}
