/**
 * The dashboard's figures that steer at 375 px, in Turkish and then English on one load: the
 * same figures as at 1280 (steering-figures.ts), and every table of them, the weeks opened
 * too, within the phone's width, the page never scrolling sideways. Then at 320 px, where some
 * tables are wider than the phone: such a table's frame scrolls, not the page; it is a region
 * named by the table's caption that the keyboard scrolls, its caption and row headers stay in
 * view at the far end, and axe finds nothing.
 */
import { requestStrings } from '../../src/islands/admin/request-strings';
import { steeringStrings } from '../../src/islands/admin/steering-strings';
import type { Locator, Page } from '@playwright/test';
import { expect, staff, test } from './admin-server';
import { signedIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
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

  await page.setViewportSize({ width: 320, height: 812 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  for (const frame of await page.locator('[data-figure-frame]').all()) {
    const name = (await frame.getAttribute('data-figure-frame')) ?? '';
    if (await frame.evaluate((element) => element.scrollWidth > element.clientWidth)) await expectScrollsInItsFrame(page, frame, name);
    else await expect(frame, name).not.toHaveAttribute('tabindex');
  }
  // Which tables 320 px is too narrow for depends on the fonts' widths: a frame made narrower than
  // any table shows the same whatever they are, and that a frame notices its size changing.
  const lostReasons = page.locator('[data-figure-frame="lostReasons"]');
  await lostReasons.evaluate((element) => (element.style.width = '60px'));
  await expectScrollsInItsFrame(page, lostReasons, 'lostReasons');
  await expectNoAxeViolations(page);
});

/** A table wider than its frame: the frame is a region named by the caption, the keyboard scrolls it, and at the far end its caption, row header and last column are in view. */
async function expectScrollsInItsFrame(page: Page, frame: Locator, name: string) {
  const caption = (await frame.locator('caption').textContent()) ?? '';
  await expect(page.getByRole('region', { name: caption }), name).toHaveAttribute('data-figure-frame', name);
  await frame.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => frame.evaluate((element) => element.scrollLeft), name).toBeGreaterThan(0);
  await frame.evaluate((element) => (element.scrollLeft = element.scrollWidth));
  const box = (await frame.boundingBox())!;
  const firstRow = frame.locator('tbody tr').first();
  const header = (await firstRow.locator('th').boundingBox())!;
  const last = (await firstRow.locator('td').last().boundingBox())!;
  expect(header.x, `${name}: its row header stays in view`).toBeGreaterThanOrEqual(box.x - 0.5);
  expect((await frame.locator('caption').boundingBox())!.x, `${name}: its caption stays in view`).toBeGreaterThanOrEqual(box.x - 0.5);
  expect(last.x + last.width, `${name}: its last column is reached`).toBeLessThanOrEqual(box.x + box.width + 0.5);
}
