/**
 * Business time: the minutes an office answers in, counted on its own clock (its time zone,
 * daylight saving included), outside its public holidays. Holidays come from date-holidays,
 * which computes Turkey's lunar feasts per year; a holiday counts over the span the package
 * gives it (start to end, in the office's zone), so a half day is half a day.
 */
import Holidays from 'date-holidays';
import type { OpeningHours } from '../content/schemas';
import { daysOf, HOLIDAY_CALENDARS, minutesOfDay, WEEKDAYS, type HolidayCalendar, type Weekday } from '../content/office-hours';

const MINUTE = 60_000;
const DAY = 86_400_000;
/** Further than any target is set: an office whose hours never open would otherwise be searched for ever. */
const MAX_DAYS = 3 * 366;

type Span = readonly [start: number, end: number];

/** A calendar day as the office's wall clock reads it, held as its UTC midnight. */
type LocalDay = number;

const partsFormats = new Map<string, Intl.DateTimeFormat>();
function wallClock(instant: number, timeZone: string): { day: LocalDay; offset: number } {
  let format = partsFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    partsFormats.set(timeZone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map(({ type, value }) => [type, Number(value)]));
  const wall = Date.UTC(part['year']!, part['month']! - 1, part['day']!, part['hour']!, part['minute']!, part['second']!);
  return { day: Date.UTC(part['year']!, part['month']! - 1, part['day']!), offset: wall - (instant - (instant % 1000)) };
}

/** The instant the office's clock shows `minutes` past midnight of `day` (the later reading where a change repeats an hour). */
function instantAt(day: LocalDay, minutes: number, timeZone: string): number {
  const wall = day + minutes * MINUTE;
  const guess = wall - wallClock(wall, timeZone).offset;
  return wall - wallClock(guess, timeZone).offset;
}

const calendars = new Map<string, Span[]>();
/** The public holidays of one year as spans of time (the package's own start and end). */
function holidaySpans(calendar: HolidayCalendar, year: number): Span[] {
  const key = `${calendar}:${year}`;
  let spans = calendars.get(key);
  if (!spans) {
    const [country, state, region] = HOLIDAY_CALENDARS[calendar] as readonly string[];
    const holidays = new Holidays({ country: country!, ...(state && { state }), ...(region && { region }) }, { types: ['public'] });
    spans = holidays
      .getHolidays(year)
      .filter((holiday) => holiday.type === 'public')
      .map((holiday): Span => [holiday.start.getTime(), holiday.end.getTime()]);
    calendars.set(key, spans);
  }
  return spans;
}

/** `span` without the parts `holes` cover. */
function without(span: Span, holes: readonly Span[]): Span[] {
  return holes.reduce<Span[]>(
    (parts, [from, to]) =>
      parts.flatMap(([start, end]): Span[] =>
        to <= start || from >= end
          ? [[start, end]]
          : (
              [
                [start, from],
                [to, end],
              ] as Span[]
            ).filter(([a, b]) => b > a),
      ),
    [span],
  );
}

const weekdayOf = (day: LocalDay): Weekday => WEEKDAYS[(new Date(day).getUTCDay() + 6) % 7]!;

/** The office's open spans on one of its days, holidays taken out, in time order. */
function openSpans(office: OpeningHours, day: LocalDay): Span[] {
  const weekday = weekdayOf(day);
  const year = new Date(day).getUTCFullYear();
  // A holiday of the year before may run into the first days of this one.
  const holidays = [...holidaySpans(office.holidays, year - 1), ...holidaySpans(office.holidays, year)];
  return office.hours
    .filter((span) => daysOf(span).includes(weekday))
    .map((span): Span => [
      instantAt(day, minutesOfDay(span.opens), office.timeZone),
      instantAt(day, minutesOfDay(span.closes), office.timeZone),
    ])
    .flatMap((span) => without(span, holidays))
    .sort((a, b) => a[0] - b[0]);
}

const dayOf = (instant: number, office: OpeningHours): LocalDay => wallClock(instant, office.timeZone).day;

/** The moment `minutes` of the office's business time after `start` (start itself when it is 0 or less). */
export function addBusinessTime(start: Date, minutes: number, office: OpeningHours): Date {
  let left = minutes * MINUTE;
  if (left <= 0) return start;
  const first = dayOf(start.getTime(), office);
  for (let day = first; day < first + MAX_DAYS * DAY; day += DAY) {
    for (const [open, close] of openSpans(office, day)) {
      const from = Math.max(open, start.getTime());
      if (from >= close) continue;
      if (close - from >= left) return new Date(from + left);
      left -= close - from;
    }
  }
  throw new Error(`office '${office.office}' is not open for ${minutes} minutes in ${MAX_DAYS} days`);
}

/**
 * The first moment from `at` on when the office is open: `at` itself during its hours, its next
 * opening otherwise (a request sent on a Saturday night starts to wait on Monday morning).
 */
export function nextOpening(at: Date, office: OpeningHours): Date {
  const first = dayOf(at.getTime(), office);
  for (let day = first; day < first + MAX_DAYS * DAY; day += DAY)
    for (const [open, close] of openSpans(office, day)) if (close > at.getTime()) return new Date(Math.max(open, at.getTime()));
  throw new Error(`office '${office.office}' does not open in ${MAX_DAYS} days`);
}

/** The office's business minutes from `from` to `to` (0 when `to` is not later). */
export function businessMinutesBetween(from: Date, to: Date, office: OpeningHours): number {
  if (to <= from) return 0;
  let counted = 0;
  for (let day = dayOf(from.getTime(), office); day <= dayOf(to.getTime(), office); day += DAY)
    for (const [open, close] of openSpans(office, day))
      counted += Math.max(0, Math.min(close, to.getTime()) - Math.max(open, from.getTime()));
  return counted / MINUTE;
}

/**
 * The instant from which `end` is more than `minutes` of the office's business time away: a
 * request that arrived before it has waited longer than `minutes` by `end`, one that arrived at
 * it or after has not. Where the count would stop on an opening (the time before it closed),
 * the answer is the close before, so a request sent on a Sunday counts as Monday's.
 */
export function businessTimeBefore(end: Date, minutes: number, office: OpeningHours): Date {
  let left = Math.max(0, minutes) * MINUTE;
  const last = dayOf(end.getTime(), office);
  for (let day = last; day > last - MAX_DAYS * DAY; day -= DAY) {
    for (const [open, close] of openSpans(office, day).reverse()) {
      const to = Math.min(close, end.getTime());
      if (to <= open) continue;
      if (to - open > left) return new Date(to - left);
      left -= to - open;
    }
  }
  throw new Error(`office '${office.office}' is not open for ${minutes} minutes in the ${MAX_DAYS} days before`);
}

/**
 * One business day after `at`, as the second reminder waits: as far into the office's next
 * working day (the next day it opens at all, weekends and holidays passed over) as `at` is
 * into its own, counted in business minutes from each day's opening. A step due at 11:00 on a
 * Tuesday is followed at 11:00 on Wednesday, or on Thursday when Wednesday is a holiday; when
 * that day is shorter (Ankara's Saturday morning, a half-day holiday), what it lacks is counted
 * on into the day after, so the wait is always a whole day of the office's business time.
 */
export function oneBusinessDayAfter(at: Date, office: OpeningHours): Date {
  const day = dayOf(at.getTime(), office);
  const into = businessMinutesBetween(new Date(instantAt(day, 0, office.timeZone)), at, office);
  for (let next = day + DAY; next < day + MAX_DAYS * DAY; next += DAY) {
    const [first] = openSpans(office, next);
    if (first) return addBusinessTime(new Date(first[0]), into, office);
  }
  throw new Error(`office '${office.office}' does not open in ${MAX_DAYS} days`);
}
