/** The first answers' median rank and share, the offices' scope (the instant a waiting request passes the target) and the figures' rows. */
import { describe, expect, it } from 'vitest';
import { ankaraWeekdays as ankara, munich } from '../fixtures/offices';
import { businessMinutesBetween, businessTimeBefore } from '../../src/lib/business-time';
import { firstAnswerFigures, medianRank, officeScopes, shareWithin } from '../../src/lib/first-answer-figures';
import { figureWindow } from '../../src/lib/lead-figures';

describe('the median and the share within the target', () => {
  it('takes the lower middle of an even count and the middle of an odd one, by the nearest rank', () => {
    expect(medianRank(1)).toBe(1);
    expect(medianRank(4)).toBe(2);
    expect(medianRank(5)).toBe(3);
  });

  it('has no share when none was answered, and all of it when all were within', () => {
    expect(shareWithin({ answered: 0, withinTarget: 0 })).toBeNull();
    expect(shareWithin({ answered: 4, withinTarget: 4 })).toBe(1);
    expect(shareWithin({ answered: 4, withinTarget: 1 })).toBe(0.25);
  });
});

describe('the instant a waiting request passes the target', () => {
  it('counts back over the night and the weekend, in the office’s own clock', () => {
    // Monday 30 November 2026, 09:30 in Ankara: an hour since opening, the other hour on Friday until 18:00.
    const monday = new Date('2026-11-30T06:30:00Z');
    const before = businessTimeBefore(monday, 120, ankara);
    expect(before.toISOString()).toBe('2026-11-27T14:00:00.000Z');
    expect(businessMinutesBetween(before, monday, ankara)).toBe(120);
    // Munich, 10:00 on Monday: two hours since its opening at 08:00; a request sent on the weekend has waited exactly the target, not more.
    expect(businessTimeBefore(new Date('2026-11-30T09:00:00Z'), 120, munich).toISOString()).toBe('2026-11-27T16:00:00.000Z');
  });

  it('skips a public holiday', () => {
    // Tuesday 29 October 2024 is Republic Day in Turkey: Wednesday 09:30 counts back to Monday 17:00.
    expect(businessTimeBefore(new Date('2024-10-30T06:30:00Z'), 120, ankara).toISOString()).toBe('2024-10-28T14:00:00.000Z');
  });

  it('groups the languages by the office their requests go to', () => {
    const scopes = officeScopes((lang) => (lang === 'de' ? munich : ankara), ['tr', 'en', 'de'], new Date('2026-11-30T09:00:00Z'), 120);
    expect(scopes).toEqual([
      { office: 'ankara', langs: ['tr', 'en'], overdueBefore: '2026-11-30T07:00:00.000Z' },
      { office: 'munich', langs: ['de'], overdueBefore: '2026-11-27T16:00:00.000Z' },
    ]);
  });
});

describe('the first answers’ figures', () => {
  it('adds the shares, sums the waiting over the offices, and lists the staff who answered, most first, by name', () => {
    const window = figureWindow(new Date('2026-11-26T04:00:00Z'), 'Europe/Istanbul');
    const scope = {
      targetMinutes: 120,
      offices: [
        { office: 'ankara', langs: ['tr', 'en'] as const, overdueBefore: '2026-11-25T00:00:00.000Z' },
        { office: 'munich', langs: ['de'] as const, overdueBefore: '2026-11-25T00:00:00.000Z' },
      ],
      staff: ['a@example.com', 'b@example.com', 'c@example.com'],
    };
    const none = { answered: 0, withinTarget: 0, medianMinutes: null };
    const figures = firstAnswerFigures(
      window,
      scope,
      {
        year: { answered: 5, withinTarget: 2, medianMinutes: 150 },
        weeks: [],
        offices: { ankara: { answered: 5, withinTarget: 2, medianMinutes: 150, waiting: 3, overTarget: 1 } },
        staff: {
          'a@example.com': { answered: 1, withinTarget: 1, medianMinutes: 10 },
          'b@example.com': { answered: 4, withinTarget: 1, medianMinutes: 200 },
        },
        unmeasured: 2,
      },
      { 'a@example.com': 'Ayşe', 'b@example.com': 'Burak' },
    );
    expect(figures.year.shareWithinTarget).toBe(0.4);
    expect(figures).toMatchObject({ waiting: 3, overTarget: 1, unmeasured: 2, targetMinutes: 120 });
    expect(figures.offices.map(({ key, shareWithinTarget, waiting }) => ({ key, shareWithinTarget, waiting }))).toEqual([
      { key: 'ankara', shareWithinTarget: 0.4, waiting: 3 },
      { key: 'munich', shareWithinTarget: null, waiting: 0 },
    ]);
    expect(figures.staff.map(({ key, name }) => [key, name])).toEqual([
      ['b@example.com', 'Burak'],
      ['a@example.com', 'Ayşe'],
    ]);
    expect(figures.weeks).toHaveLength(window.weeks.length);
    expect(figures.weeks[0]).toMatchObject({ ...none, shareWithinTarget: null, key: window.weeks[0]!.key });
  });
});
