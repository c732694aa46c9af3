/**
 * The home page's outline starts with who the company is: its H1 comes before the slides' H2s
 * in the document (the slider still fills the first screen behind it), with and without JavaScript.
 */
import { expect, test } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    for (const lang of languages) {
      test(`the home page's first heading is its H1, ${lang}`, async ({ page }) => {
        await page.goto(pathFor('home', lang));
        const headings = page.locator('h1, h2, h3, h4, h5, h6');
        await expect(headings.nth(1)).toBeAttached();
        expect(await headings.first().evaluate((h) => h.tagName)).toBe('H1');
        await expect(page.locator('h1')).toHaveCount(1);
      });
    }
  });
}
