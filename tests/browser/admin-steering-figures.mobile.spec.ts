/**
 * The dashboard's figures that steer at 375 px, in Turkish and then English on one load: the
 * same figures as at 1280 (steering-figures.ts), and every table of them, the weeks opened
 * too, within the phone's width, the page never scrolling sideways.
 */
import { requestStrings } from '../../src/islands/admin/request-strings';
import { steeringStrings } from '../../src/islands/admin/steering-strings';
import { expect, staff, test } from './admin-server';
import { signedIn } from './admin-ui';
import { expectSteeringFigures, figuresOf } from './steering-figures';

test.use({ timezoneId: 'Europe/Istanbul', locale: 'tr-TR', adminSeed: { account: true, requests: 45, followed: true } });

test('the figures that steer fit 375 px, in Turkish and in English', async ({ page }) => {
  await signedIn(page, staff, 'dashboard', 'tr');
  const figures = await figuresOf(page);
  for (const lang of ['tr', 'en'] as const) {
    if (lang === 'en') await page.getByRole('button', { name: requestStrings.tr.switchLanguage }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expectSteeringFigures(page, lang, figures);
    const weeksSummary = page.locator('[data-first-answer-weeks] > summary');
    await expect(weeksSummary).toHaveText(steeringStrings[lang].byWeek);
    await weeksSummary.click();
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(sideways, lang).toBe(0);
    for (const table of await page.locator('[data-first-answers] [data-lead-table], [data-outcomes] [data-lead-table]').all()) {
      const name = (await table.getAttribute('data-lead-table')) ?? '';
      const box = await table.boundingBox();
      expect(box!.x + box!.width, `${lang} ${name}`).toBeLessThanOrEqual(375);
    }
    await weeksSummary.click();
  }
});
