/**
 * The dashboard's figures from the leads at 1280 px, against the real server and a store seeded
 * with forty-five requests (admin-server.ts: every fifth solved a day after it arrived, every
 * third in English, a kind of work on every third, sent from the contact page or a project's):
 * the headline figures, the tables by month, language, kind of work and page, the weeks folded
 * away and opened by keyboard, the CSV link, in TR and EN; axe clean. An account without
 * `inbox` sees none of it.
 */
import type { Locator, Page } from '@playwright/test';
import { KIND_OF_WORK_NAMES } from '../../src/content/contact-fields';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi, languages, locale } from '../../src/i18n/routes';
import { formatDuration, requestStrings } from '../../src/islands/admin/request-strings';
import type { LeadFigures } from '../../src/lib/lead-figures';
import { expect, staff, test, type AdminServer } from './admin-server';
import { signedIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';

test.use({ timezoneId: 'Europe/Istanbul', locale: 'tr-TR' });

/** A table's body as "row header: count" lines. */
const rowsOf = async (table: Locator) =>
  (await table.locator('tbody tr').all()).map(
    async (row) => `${await row.locator('th').innerText()}: ${await row.locator('td').last().innerText()}`,
  );
const rowTexts = async (table: Locator) => Promise.all(await rowsOf(table));

async function expectFigures(page: Page, lang: AdminLang, server: AdminServer) {
  const texts = requestStrings[lang].leads;
  const figures: LeadFigures = await server.leadFigures();
  const section = page.getByRole('region', { name: texts.header });
  await expect(section).toBeVisible();
  // Counted by hand from the seed.
  await expect(section.locator('[data-lead-figure="total"]')).toHaveText(`${texts.total}45`);
  await expect(section.locator('[data-lead-figure="solved"]')).toHaveText(`${texts.solved}9`);
  const aDay = formatDuration(86_400_000, lang);
  expect(aDay).toBe(lang === 'tr' ? '24 saat' : '24 hours');
  await expect(section.locator('[data-lead-figure="median"] dd')).toHaveText(aDay);
  await expect(section.locator('[data-lead-figure="p90"] dd')).toHaveText(aDay);

  const table = (caption: string) => section.getByRole('table', { name: caption });
  // Every site language, each named in its own language; the seed sends none in a language but these.
  const seededByLanguage: Readonly<Record<string, number>> = { tr: 30, en: 15 };
  expect(await rowTexts(table(texts.byLanguage))).toEqual(languages.map((each) => `${locale(each).name}: ${seededByLanguage[each] ?? 0}`));
  expect(languages.map((each) => locale(each).name)).toEqual(expect.arrayContaining(['Türkçe', 'English']));
  expect(await rowTexts(table(texts.byKind))).toEqual([
    `${KIND_OF_WORK_NAMES.mediumVoltage[lang]}: 3`,
    `${KIND_OF_WORK_NAMES.automation[lang]}: 3`,
    `${KIND_OF_WORK_NAMES.lowVoltage[lang]}: 3`,
    `${KIND_OF_WORK_NAMES.weakCurrent[lang]}: 2`,
    `${KIND_OF_WORK_NAMES.construction[lang]}: 2`,
    `${KIND_OF_WORK_NAMES.other[lang]}: 2`,
    `${texts.notGiven}: 30`,
  ]);
  expect(await rowTexts(table(texts.byPage))).toEqual(
    lang === 'tr'
      ? ['Projeler › Proje: 23', 'İletişim: 22', `${texts.notGiven}: 0`]
      : ['Projects › Project: 23', 'Contact: 22', `${texts.notGiven}: 0`],
  );
  // The months as the store counts them (the seed is dated from now), each named in the admin's language.
  const month = new Intl.DateTimeFormat(requestStrings[lang].dateLocale, { month: 'long', year: 'numeric', timeZone: figures.timeZone });
  expect(await rowTexts(table(texts.byMonth))).toEqual(
    figures.months.map(({ start, count }) => `${month.format(new Date(start))}: ${count}`),
  );
  expect(figures.months.reduce((sum, { count }) => sum + count, 0)).toBe(45);

  await expect(section.getByRole('link', { name: texts.downloadCsv })).toHaveAttribute('href', adminApi.leadFiguresCsv);

  // The weeks are folded away; the keyboard opens them.
  const weeks = table(texts.byWeek);
  await expect(weeks).toBeHidden();
  await section.getByText(texts.byWeek, { exact: true }).first().focus();
  await page.keyboard.press('Enter');
  await expect(weeks).toBeVisible();
  await expect(weeks.locator('tbody tr')).toHaveCount(52);
  await expect(weeks.locator('thead th')).toHaveText([texts.week, texts.weekStarts, texts.requests]);
  await expect(weeks.locator('tbody tr').last().locator('th')).toHaveText(figures.weeks.at(-1)!.key);
  await expectNoAxeViolations(page);
}

test('the dashboard shows an inbox account the figures from the leads, in Turkish', async ({ page, adminServer }) => {
  await signedIn(page, staff, 'dashboard', 'tr');
  await expectFigures(page, 'tr', adminServer);
});

test('and in English', async ({ page, adminServer }) => {
  await signedIn(page, staff, 'dashboard', 'tr');
  await page.getByRole('button', { name: requestStrings.tr.switchLanguage }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expectFigures(page, 'en', adminServer);
});

test.describe('an account without the inbox permission', () => {
  test.use({ adminSeed: { account: true, requests: 45, permissions: ['content'] } });
  test('sees no figures from the leads, and asks for none', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === adminApi.leadFigures) asked.push(request.url());
    });
    await signedIn(page, staff, 'dashboard', 'tr');
    await expect(page.locator('[data-admin-figure="snapshotExportedAt"]')).toBeVisible();
    await expect(page.locator('[data-lead-figures]')).toHaveCount(0);
    expect(asked).toEqual([]);
  });
});
