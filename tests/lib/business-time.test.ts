import { describe, expect, it } from 'vitest';
import type { OpeningHours } from '../../src/content/schemas';
import { ankara, munich } from '../fixtures/offices';
import { addBusinessTime, businessMinutesBetween, nextOpening, oneBusinessDayAfter } from '../../src/lib/business-time';

const at = (iso: string) => new Date(iso);
/** The office's business minutes over one whole local day (midnight to midnight, offsets written out). */
const minutesOn = (office: OpeningHours, fromIso: string, toIso: string) => businessMinutesBetween(at(fromIso), at(toIso), office);

describe('adding business time', () => {
  it('counts on from a start inside the hours', () => {
    expect(addBusinessTime(at('2026-12-01T10:00:00+03:00'), 60, ankara).toISOString()).toBe('2026-12-01T08:00:00.000Z');
    expect(addBusinessTime(at('2026-12-01T10:00:00+01:00'), 60, munich).toISOString()).toBe('2026-12-01T10:00:00.000Z');
  });

  it('starts counting when the office opens, for a start outside the hours', () => {
    // Tuesday 20:00 in Ankara: Wednesday opens at 08:30.
    expect(addBusinessTime(at('2026-12-01T20:00:00+03:00'), 30, ankara).toISOString()).toBe('2026-12-02T06:00:00.000Z');
    // Tuesday 06:00 in Munich: it opens at 08:00 the same day.
    expect(addBusinessTime(at('2026-12-01T06:00:00+01:00'), 30, munich).toISOString()).toBe('2026-12-01T07:30:00.000Z');
  });

  it('skips the weekend in Munich, and Sunday (not Saturday morning) in Ankara', () => {
    // Friday 16:00: one hour on Friday, the second on Monday from 08:00.
    expect(addBusinessTime(at('2026-11-27T16:00:00+01:00'), 120, munich).toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // Friday 17:00: one hour on Friday, the second on Saturday from 09:00.
    expect(addBusinessTime(at('2026-11-27T17:00:00+03:00'), 120, ankara).toISOString()).toBe('2026-11-28T07:00:00.000Z');
    // Saturday 12:00: one hour on Saturday, the second on Monday from 08:30.
    expect(addBusinessTime(at('2026-11-28T12:00:00+03:00'), 120, ankara).toISOString()).toBe('2026-11-30T06:30:00.000Z');
  });

  it("skips a public holiday: Corpus Christi in Munich, the Feast of Ramadan's days in Ankara", () => {
    // Wednesday 3 June 2026 16:00; Thursday is Fronleichnam; Friday opens at 08:00 (summer time).
    expect(addBusinessTime(at('2026-06-03T16:00:00+02:00'), 120, munich).toISOString()).toBe('2026-06-05T07:00:00.000Z');
    // The same moment in Ankara works on through Thursday.
    expect(addBusinessTime(at('2026-06-03T16:00:00+02:00'), 120, ankara).toISOString()).toBe('2026-06-04T06:30:00.000Z');
    // Thursday 19 March 2026 17:00: the feast runs 20-22 March (Friday to Sunday), so the second hour is next week.
    const after = addBusinessTime(at('2026-03-19T17:00:00+03:00'), 120, ankara);
    expect(after.getTime()).toBeGreaterThan(at('2026-03-23T00:00:00+03:00').getTime());
  });

  it('follows Berlin across the daylight saving changes, and Istanbul, which keeps one time', () => {
    // Friday 27 March 2026 16:00 CET; on Monday 30 March Munich opens at 08:00 CEST (06:00 UTC).
    expect(addBusinessTime(at('2026-03-27T16:00:00+01:00'), 120, munich).toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // Friday 23 October 2026 16:00 CEST; on Monday 26 October Munich opens at 08:00 CET (07:00 UTC).
    expect(addBusinessTime(at('2026-10-23T16:00:00+02:00'), 120, munich).toISOString()).toBe('2026-10-26T08:00:00.000Z');
    // Ankara opens at 05:30 UTC before and after both changes.
    expect(addBusinessTime(at('2026-03-28T20:00:00+03:00'), 30, ankara).toISOString()).toBe('2026-03-30T06:00:00.000Z');
    expect(addBusinessTime(at('2026-10-24T20:00:00+03:00'), 30, ankara).toISOString()).toBe('2026-10-26T06:00:00.000Z');
  });

  it('gives the start back for no minutes', () => {
    const start = at('2026-12-05T23:00:00+03:00');
    expect(addBusinessTime(start, 0, ankara)).toBe(start);
  });

  it('refuses an office that never opens, naming it, rather than searching for ever', () => {
    const closed = { ...munich, hours: [{ from: 'mon' as const, to: 'fri' as const, opens: '08:00', closes: '08:00' }] };
    expect(() => addBusinessTime(at('2026-12-01T10:00:00Z'), 1, closed)).toThrow(/'munich'/);
  });
});

describe('business minutes between two moments', () => {
  it('counts only the hours the office is open, over a weekend', () => {
    expect(minutesOn(munich, '2026-11-27T16:00:00+01:00', '2026-11-30T09:00:00+01:00')).toBe(120);
    // Ankara: Friday 17:00-18:00, Saturday 09:00-13:00, Monday 08:30-09:00.
    expect(minutesOn(ankara, '2026-11-27T17:00:00+03:00', '2026-11-30T09:00:00+03:00')).toBe(60 + 240 + 30);
  });

  it('is 0 when the end is not later than the start, or both lie outside the hours', () => {
    expect(minutesOn(ankara, '2026-12-01T12:00:00+03:00', '2026-12-01T11:00:00+03:00')).toBe(0);
    expect(minutesOn(munich, '2026-12-05T10:00:00+01:00', '2026-12-06T18:00:00+01:00')).toBe(0);
  });

  it("has Turkey's feasts on the dates published for 2026 and 2027, and the national days", () => {
    // Ramazan Bayramı 20-22 March 2026 and Kurban Bayramı 27-30 May 2026 (Friday, Saturday open days).
    expect(minutesOn(ankara, '2026-03-20T00:00:00+03:00', '2026-03-23T00:00:00+03:00')).toBe(0);
    expect(minutesOn(ankara, '2026-05-27T00:00:00+03:00', '2026-05-31T00:00:00+03:00')).toBe(0);
    // Ramazan Bayramı 9-11 March 2027 (Tuesday to Thursday), Kurban Bayramı 16-19 May 2027.
    expect(minutesOn(ankara, '2027-03-09T00:00:00+03:00', '2027-03-12T00:00:00+03:00')).toBe(0);
    expect(minutesOn(ankara, '2027-05-16T00:00:00+03:00', '2027-05-20T00:00:00+03:00')).toBe(0);
    // Republic Day, Thursday 29 October 2026; the Friday after is a working day.
    expect(minutesOn(ankara, '2026-10-29T00:00:00+03:00', '2026-10-30T00:00:00+03:00')).toBe(0);
    expect(minutesOn(ankara, '2026-10-30T00:00:00+03:00', '2026-10-31T00:00:00+03:00')).toBe(570);
    // None of them is Munich's: Tuesday 9 March 2027 is a day of nine hours there.
    expect(minutesOn(munich, '2027-03-09T00:00:00+01:00', '2027-03-10T00:00:00+01:00')).toBe(540);
  });

  it("has Bavaria's holidays for 2026 and 2027, Munich's Assumption included", () => {
    // Fronleichnam: Thursday 4 June 2026, Thursday 27 May 2027.
    expect(minutesOn(munich, '2026-06-04T00:00:00+02:00', '2026-06-05T00:00:00+02:00')).toBe(0);
    expect(minutesOn(munich, '2027-05-27T00:00:00+02:00', '2027-05-28T00:00:00+02:00')).toBe(0);
    // Epiphany, Tuesday 6 January 2026; Mariä Himmelfahrt, Monday 16 August 2027 is no holiday, Sunday 15th is.
    expect(minutesOn(munich, '2026-01-06T00:00:00+01:00', '2026-01-07T00:00:00+01:00')).toBe(0);
    expect(minutesOn(munich, '2027-08-16T00:00:00+02:00', '2027-08-17T00:00:00+02:00')).toBe(540);
    // Fronleichnam is a working day in Ankara.
    expect(minutesOn(ankara, '2026-06-04T00:00:00+03:00', '2026-06-05T00:00:00+03:00')).toBe(570);
  });

  it("keeps the Assumption for Bavaria's Catholic communities only", () => {
    // Tuesday 15 August 2028.
    expect(minutesOn(munich, '2028-08-15T00:00:00+02:00', '2028-08-16T00:00:00+02:00')).toBe(0);
    expect(minutesOn({ ...munich, holidays: 'DE-BY' }, '2028-08-15T00:00:00+02:00', '2028-08-16T00:00:00+02:00')).toBe(540);
  });

  it('counts a day of the clock change by the hours the office is open, not by 24 hours', () => {
    // Monday 30 March 2026 and Monday 26 October 2026: nine open hours each, in Munich.
    expect(minutesOn(munich, '2026-03-29T00:00:00+01:00', '2026-03-31T00:00:00+02:00')).toBe(540);
    expect(minutesOn(munich, '2026-10-25T00:00:00+02:00', '2026-10-27T00:00:00+01:00')).toBe(540);
  });

  it('gives back the minutes added, from any start, at both offices', () => {
    const minutes = [1, 59, 570, 2_000, 10_000];
    for (const office of [ankara, munich])
      // Every 11 hours from mid-March to the end of June 2026: nights, weekends, a feast, the clock change.
      for (let start = Date.parse('2026-03-15T00:00:00Z'); start < Date.parse('2026-06-30T00:00:00Z'); start += 11 * 3_600_000)
        for (const added of minutes) {
          const end = addBusinessTime(new Date(start), added, office);
          expect(businessMinutesBetween(new Date(start), end, office), `${office.office} ${new Date(start).toISOString()} +${added}`).toBe(
            added,
          );
        }
  });
});

describe('the next opening', () => {
  it('is the moment itself during the hours, the next opening outside them, past weekends and holidays', () => {
    const opening = (iso: string, office: OpeningHours) => nextOpening(at(iso), office).toISOString();
    expect(opening('2026-12-01T10:00:00+03:00', ankara)).toBe('2026-12-01T07:00:00.000Z');
    // Saturday 13:30 in Ankara, after its half day: Monday 08:30.
    expect(opening('2026-12-05T13:30:00+03:00', ankara)).toBe('2026-12-07T05:30:00.000Z');
    // Thursday 24 December 2026, 18:00 in Munich: the 25th and 26th are holidays, then the weekend.
    expect(opening('2026-12-24T18:00:00+01:00', munich)).toBe('2026-12-28T07:00:00.000Z');
  });
});

describe('one business day after', () => {
  const dayAfter = (iso: string, office: OpeningHours) => oneBusinessDayAfter(at(iso), office).toISOString();

  it("is the same clock on the office's next working day", () => {
    // Tuesday 11:00 in Munich: Wednesday 11:00.
    expect(dayAfter('2026-12-01T11:00:00+01:00', munich)).toBe('2026-12-02T10:00:00.000Z');
    // At the close: the next day's close, a whole day later, not its opening.
    expect(dayAfter('2026-12-01T17:00:00+01:00', munich)).toBe('2026-12-02T16:00:00.000Z');
  });

  it('passes over the weekend and a public holiday', () => {
    // Friday 16:00 in Munich: Monday 16:00.
    expect(dayAfter('2026-11-27T16:00:00+01:00', munich)).toBe('2026-11-30T15:00:00.000Z');
    // Wednesday 3 June 2026 11:00; Thursday is Fronleichnam: Friday 11:00 (summer time).
    expect(dayAfter('2026-06-03T11:00:00+02:00', munich)).toBe('2026-06-05T09:00:00.000Z');
    // Thursday 24 December 2026 10:00: the 25th and 26th are holidays, then the weekend; Monday 10:00.
    expect(dayAfter('2026-12-24T10:00:00+01:00', munich)).toBe('2026-12-28T09:00:00.000Z');
  });

  it("counts what a shorter day lacks on into the next: Ankara's Saturday morning", () => {
    // Friday 17:00 is 8 h 30 min into Friday; Saturday gives 4 h (09:00-13:00), Monday the other 4 h 30 min from 08:30.
    expect(dayAfter('2026-11-27T17:00:00+03:00', ankara)).toBe('2026-11-30T10:00:00.000Z');
    // Saturday 10:00 is one hour into Saturday: Monday 09:30.
    expect(dayAfter('2026-11-28T10:00:00+03:00', ankara)).toBe('2026-11-30T06:30:00.000Z');
  });

  it('keeps the clock across a change of daylight saving time', () => {
    // Friday 23 October 2026 10:00 summer time in Munich; clocks go back on Sunday: Monday 10:00 winter time.
    expect(dayAfter('2026-10-23T10:00:00+02:00', munich)).toBe('2026-10-26T09:00:00.000Z');
  });

  it('is a whole business day of the office, as business minutes count it', () => {
    const from = at('2026-12-01T11:00:00+01:00');
    expect(businessMinutesBetween(from, oneBusinessDayAfter(from, munich), munich)).toBe(9 * 60);
  });
});
