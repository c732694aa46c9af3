/** The lead figures' calendar: ISO weeks and months that begin at local midnight in the company's zone. */
import { expect, it } from 'vitest';
import { FIGURE_MONTHS, FIGURE_WEEKS, figureWindow, percentileRank } from '../../src/lib/lead-figures';

it('counts the current ISO week and the 51 before it, and the current month and the 11 before it, from midnight in Istanbul', () => {
  // A Thursday, 07:00 in Istanbul.
  const { weeks, months } = figureWindow(new Date('2026-11-26T04:00:00Z'), 'Europe/Istanbul');
  expect(weeks).toHaveLength(FIGURE_WEEKS);
  expect(months).toHaveLength(FIGURE_MONTHS);
  expect(weeks[0]).toEqual({ key: '2025-W49', start: '2025-11-30T21:00:00.000Z', end: '2025-12-07T21:00:00.000Z' });
  expect(weeks.at(-1)).toEqual({ key: '2026-W48', start: '2026-11-22T21:00:00.000Z', end: '2026-11-29T21:00:00.000Z' });
  // The week of 1 January 2026 (a Thursday) is the first of 2026, though it begins in 2025.
  expect(weeks.find((week) => week.start === '2025-12-21T21:00:00.000Z')?.key).toBe('2025-W52');
  expect(weeks.find((week) => week.start === '2025-12-28T21:00:00.000Z')?.key).toBe('2026-W01');
  // Each period ends where the next begins.
  for (const periods of [weeks, months]) for (let i = 1; i < periods.length; i++) expect(periods[i]!.start).toBe(periods[i - 1]!.end);
  expect(months[0]).toEqual({ key: '2025-12', start: '2025-11-30T21:00:00.000Z', end: '2025-12-31T21:00:00.000Z' });
  expect(months.at(-1)).toEqual({ key: '2026-11', start: '2026-10-31T21:00:00.000Z', end: '2026-11-30T21:00:00.000Z' });
});

it('meets summer time where the zone has it: a month begins at local midnight on either side of the change', () => {
  const { months, weeks } = figureWindow(new Date('2026-04-10T12:00:00Z'), 'Europe/Berlin');
  expect(months.find((month) => month.key === '2026-03')).toEqual({
    key: '2026-03',
    start: '2026-02-28T23:00:00.000Z',
    end: '2026-03-31T22:00:00.000Z',
  });
  // The week summer time begins in (Sunday 29 March) is an hour short.
  expect(weeks.find((week) => week.key === '2026-W13')).toEqual({
    key: '2026-W13',
    start: '2026-03-22T23:00:00.000Z',
    end: '2026-03-29T22:00:00.000Z',
  });
});

it('takes the late hours of a day in its own zone: 23:30 on the last of a month in Istanbul is that month', () => {
  const { months } = figureWindow(new Date('2026-11-30T20:30:00Z'), 'Europe/Istanbul');
  expect(months.at(-1)?.key).toBe('2026-11');
  expect(figureWindow(new Date('2026-11-30T21:00:00Z'), 'Europe/Istanbul').months.at(-1)?.key).toBe('2026-12');
});

it('ranks a percentile by the nearest rank', () => {
  expect([1, 2, 6, 7].map((count) => percentileRank(count, 0.5))).toEqual([1, 1, 3, 4]);
  expect([1, 2, 7, 10, 11].map((count) => percentileRank(count, 0.9))).toEqual([1, 2, 7, 9, 10]);
});
