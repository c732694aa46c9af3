/**
 * The dashboard's figures from the leads at 375 px, in both admin languages: every table and
 * figure fits the phone's width, the weeks opened too, with nothing to scroll sideways.
 */
import { requestStrings } from '../../src/islands/admin/request-strings';
import { expect, staff, test } from './admin-server';
import { signedIn } from './admin-ui';

test.use({ timezoneId: 'Europe/Istanbul', locale: 'tr-TR' });

test('the figures fit 375 px in Turkish and English, the weeks opened too', async ({ page }) => {
  await signedIn(page, staff, 'dashboard', 'tr');
  for (const lang of ['tr', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: requestStrings.tr.switchLanguage }).click();
    const texts = requestStrings[lang].leads;
    await expect(page.getByRole('table', { name: texts.byPage })).toBeVisible();
    await page.getByText(texts.byWeek, { exact: true }).first().click();
    await expect(page.getByRole('table', { name: texts.byWeek })).toBeVisible();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, lang).toBe(0);
    for (const table of await page.locator('[data-lead-table]').all()) {
      const box = await table.boundingBox();
      expect(box!.x + box!.width, (await table.getAttribute('data-lead-table')) ?? '').toBeLessThanOrEqual(375);
    }
    await page.getByText(texts.byWeek, { exact: true }).first().click();
  }
});
