/** A request followed through the inbox at 1280 px, in each admin language (inbox-status.ts). */
import { adminLanguages } from '../../src/i18n/admin-languages';
import { test } from './admin-server';
import { followARequest, STATUS_SEED } from './inbox-status';

test.use({ adminSeed: STATUS_SEED });

for (const lang of adminLanguages) {
  test.describe(`in ${lang}`, () => {
    test.use({ locale: lang === 'en' ? 'en-GB' : 'tr-TR' });

    test('answered by phone, then lost with its reason, through the views and their counts', async ({ page }) => {
      await followARequest(page, lang, 'click', async () => {});
    });
  });
}
