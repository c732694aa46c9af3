/**
 * What the dashboard's figures that steer show, checked against the staff API's own figures
 * (the same session's JSON): the first answers' headline figures and tables, and how the
 * requests ended, in the admin's language. The desktop and mobile specs share it.
 */
import type { Locator, Page } from '@playwright/test';
import { KIND_OF_WORK_NAMES } from '../../src/content/contact-fields';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { adminApi } from '../../src/i18n/routes';
import { formatWait, requestStrings } from '../../src/islands/admin/request-strings';
import { statusStrings } from '../../src/islands/admin/status-strings';
import { steeringStrings } from '../../src/islands/admin/steering-strings';
import type { AnswerFigures, LeadFiguresWithAnswers } from '../../src/lib/first-answer-figures';
import { expect } from './admin-server';
import { colleague, STILL_WAITING } from './followed-seed';

export const figuresOf = async (page: Page): Promise<LeadFiguresWithAnswers> =>
  (await (await page.request.get(adminApi.leadFigures)).json()) as LeadFiguresWithAnswers;

/** A table's body, a row a list of its cells' texts. */
const cellsOf = async (table: Locator) =>
  Promise.all((await table.locator('tbody tr').all()).map((row) => row.locator('th, td').allInnerTexts()));

export async function expectSteeringFigures(page: Page, lang: AdminLang, figures: LeadFiguresWithAnswers) {
  const strings = requestStrings[lang];
  const texts = steeringStrings[lang];
  const statuses = statusStrings[lang].statuses;
  const number = new Intl.NumberFormat(strings.dateLocale);
  const percent = new Intl.NumberFormat(strings.dateLocale, { style: 'percent', maximumFractionDigits: 0 });
  const median = (row: AnswerFigures) => (row.medianMinutes === null ? '–' : formatWait(row.medianMinutes, strings));
  const share = (row: AnswerFigures) => (row.shareWithinTarget === null ? '–' : percent.format(row.shareWithinTarget));
  const answers = page.getByRole('region', { name: texts.firstAnswers });
  const { firstAnswers } = figures;

  // The seed (followed-seed.ts): the newest four wait, the others were answered by two colleagues, some past the target.
  expect(firstAnswers.waiting).toBe(STILL_WAITING);
  expect(firstAnswers.year.answered).toBeGreaterThan(30);
  expect(firstAnswers.year.withinTarget).toBeGreaterThan(0);
  expect(firstAnswers.year.withinTarget).toBeLessThan(firstAnswers.year.answered);
  expect(firstAnswers.staff.map(({ name }) => name).sort()).toEqual([colleague.displayName, 'Ayşe Yılmaz'].sort());

  await expect(answers.locator('[data-lead-figure="firstAnswerMedian"] dd')).toHaveText(median(firstAnswers.year));
  await expect(answers.locator('[data-lead-figure="withinTarget"] dd')).toContainText(share(firstAnswers.year));
  await expect(answers.locator('[data-lead-figure="waiting"] dd')).toHaveText(
    `${number.format(firstAnswers.waiting)}${texts.overTarget.replace('{count}', number.format(firstAnswers.overTarget))}`,
  );
  const table = (within: Locator, caption: string) => within.getByRole('table', { name: caption });
  expect(await cellsOf(table(answers, texts.byStaff))).toEqual(
    firstAnswers.staff.map((row) => [row.name, number.format(row.answered), median(row), share(row)]),
  );
  expect((await cellsOf(table(answers, texts.byOffice))).map((cells) => cells.slice(1, 4))).toEqual(
    firstAnswers.offices.map((row) => [number.format(row.answered), median(row), share(row)]),
  );
  // The weeks fold away; opened, each shows its answers.
  const weeks = table(answers, texts.byWeek);
  await expect(weeks).toBeHidden();
  await answers.locator('[data-first-answer-weeks] > summary').click();
  await expect(weeks.locator('tbody tr')).toHaveCount(52);
  await expect(weeks.locator('tbody tr').last().locator('th, td')).toHaveText([
    firstAnswers.weeks.at(-1)!.key,
    number.format(firstAnswers.weeks.at(-1)!.answered),
    median(firstAnswers.weeks.at(-1)!),
    share(firstAnswers.weeks.at(-1)!),
  ]);
  await answers.locator('[data-first-answer-weeks] > summary').click();

  const outcomes = page.getByRole('region', { name: texts.outcomes });
  const { all } = figures.outcomes;
  expect(all.won * all.lost * all.notAFit * all.open).toBeGreaterThan(0);
  await expect(outcomes.locator('[data-lead-figure="won"]')).toHaveText(`${statuses.won}${number.format(all.won)}`);
  await expect(outcomes.locator('[data-lead-figure="stillOpen"]')).toHaveText(`${texts.open}${number.format(all.open)}`);
  const counts = (row: { won: number; lost: number; notAFit: number; open: number }) =>
    [row.won, row.lost, row.notAFit, row.open].map((count) => number.format(count));
  expect(await cellsOf(table(outcomes, texts.outcomeByKind))).toEqual(
    figures.outcomes.kindsOfWork.map((row) => [
      row.key === 'notGiven' ? strings.leads.notGiven : KIND_OF_WORK_NAMES[row.key][lang],
      ...counts(row),
    ]),
  );
  expect(await cellsOf(table(outcomes, texts.lostReasons))).toEqual(
    figures.lostReasons.map(({ key, count }) => [
      key === 'notGiven' ? strings.leads.notGiven : statusStrings[lang].lostReasons[key],
      number.format(count),
    ]),
  );
  await expect(table(outcomes, texts.outcomeByPage).locator('thead th')).toHaveText([
    strings.leads.page,
    statuses.won,
    statuses.lost,
    statuses.notAFit,
    texts.open,
  ]);
}
