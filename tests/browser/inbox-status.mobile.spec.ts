/** A request followed through the inbox at 375 px, in each admin language (inbox-status.ts): nothing wider than the phone. */
import { adminLanguages } from '../../src/i18n/admin-languages';
import { expect, test } from './admin-server';
import { followARequest, STATUS_SEED } from './inbox-status';

test.use({ adminSeed: STATUS_SEED });

for (const lang of adminLanguages) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'tr-TR' });

    test('answered by phone, then lost with its reason, through the views and their counts, within 375 px', async ({ page }) => {
      await followARequest(page, lang, 'tap', async () => {
        const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
        expect(widths.page, 'the page is no wider than the phone').toBeLessThanOrEqual(widths.viewport);
      });
    });
  });
}
