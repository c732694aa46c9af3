/** The day's budget for visitors' files: taken while it lasts, refused past it without taking, whole again the next day (UTC). */
import { describe, expect, it } from 'vitest';
import { dailyFilesBudget } from '../../../../src/server/contact/attachments/daily-budget';

const DAY = Date.UTC(2026, 11, 2, 10);

describe('the daily budget for files', () => {
  it('takes bytes while they fit and refuses, taking nothing, those that do not', () => {
    const budget = dailyFilesBudget(1_000);
    expect(budget.take(600, DAY)).toBe(true);
    expect(budget.take(500, DAY)).toBe(false);
    expect(budget.take(400, DAY + 1_000)).toBe(true);
    expect(budget.take(1, DAY + 2_000)).toBe(false);
  });

  it('starts again at midnight UTC', () => {
    const budget = dailyFilesBudget(1_000);
    expect(budget.take(1_000, DAY)).toBe(true);
    expect(budget.take(1, Date.UTC(2026, 11, 2, 23, 59, 59))).toBe(false);
    expect(budget.take(1_000, Date.UTC(2026, 11, 3, 0, 0, 1))).toBe(true);
  });

  it('keeps no files at all with a budget of 0', () => {
    expect(dailyFilesBudget(0).take(1, DAY)).toBe(false);
  });
});
