/**
 * An office's opening hours as a page says them, in the page's language: the days that share
 * their times grouped ("Mon–Fri 08:30–18:00"), weekday names and times from Intl, and the
 * office's time zone named when the page's readers live by another one.
 */
import type { ContactPage, Office, OpeningHours } from '../content/schemas';
import { daysOf, minutesOfDay, WEEKDAYS, type Weekday } from '../content/office-hours';

/** A Monday, so that WEEKDAYS[n] is this day plus n. */
const A_MONDAY = Date.UTC(2024, 0, 1);
const DAY = 86_400_000;

/** The opening hours of `office` on its page, if the page's opening hours name it. */
export function hoursOf(contact: Pick<ContactPage, 'openingHours'>, office: Pick<Office, 'id'>): OpeningHours | undefined {
  return office.id === undefined ? undefined : contact.openingHours?.find((entry) => entry.office === office.id);
}

/**
 * The opening hours of the office a language's requests go to, the one its pages lead with
 * (`first`): German pages' requests go to Munich, the others' to Ankara, as the content says.
 */
export function leadOfficeHours(contact: Pick<ContactPage, 'offices' | 'openingHours'>): OpeningHours | undefined {
  const lead = contact.offices.find((office) => office.first === true);
  return lead && hoursOf(contact, lead);
}

/** Runs of consecutive days, in week order. */
function runs(days: readonly Weekday[]): Weekday[][] {
  const sorted = WEEKDAYS.filter((day) => days.includes(day));
  return sorted.reduce<Weekday[][]>((found, day) => {
    const last = found.at(-1);
    if (last && WEEKDAYS.indexOf(day) === WEEKDAYS.indexOf(last.at(-1)!) + 1) last.push(day);
    else found.push([day]);
    return found;
  }, []);
}

/** One line per set of times, with the days open at them ("Mon–Fri 08:30–18:00"), first open day first. */
export function openingHoursLines(hours: OpeningHours, localeTag: string): string[] {
  const weekday = new Intl.DateTimeFormat(localeTag, { weekday: 'short', timeZone: 'UTC' });
  const clock = new Intl.DateTimeFormat(localeTag, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' });
  const dayName = (day: Weekday) => weekday.format(A_MONDAY + WEEKDAYS.indexOf(day) * DAY);
  const time = (hhmm: string) => clock.format(A_MONDAY + minutesOfDay(hhmm) * 60_000);
  const byTimes = new Map<string, Weekday[]>();
  for (const span of hours.hours) {
    const times = `${time(span.opens)}–${time(span.closes)}`;
    byTimes.set(times, [...(byTimes.get(times) ?? []), ...daysOf(span)]);
  }
  return [...byTimes]
    .map(([times, days]) => ({ times, days: runs(days) }))
    .sort((a, b) => WEEKDAYS.indexOf(a.days[0]![0]!) - WEEKDAYS.indexOf(b.days[0]![0]!))
    .map(({ times, days }) => {
      const named = days.map((run) => (run.length === 1 ? dayName(run[0]!) : `${dayName(run[0]!)}–${dayName(run.at(-1)!)}`));
      return `${named.join(', ')} ${times}`;
    });
}

/** The office's time zone by its name in the page's language, when it is not `usualZone` (the lead office's). */
function zoneNote(hours: OpeningHours, localeTag: string, usualZone: string | undefined): string | undefined {
  if (usualZone === undefined || hours.timeZone === usualZone) return undefined;
  return new Intl.DateTimeFormat(localeTag, { timeZone: hours.timeZone, timeZoneName: 'longGeneric' })
    .formatToParts(A_MONDAY)
    .find((part) => part.type === 'timeZoneName')?.value;
}

/**
 * What a page says of an office's hours, line by line: its hours (its zone named when it is not
 * the one of the office the page leads with), then the editors' note; none when it has neither.
 */
export function officeHoursText(contact: Pick<ContactPage, 'offices' | 'openingHours'>, office: Office, localeTag: string): string[] {
  const hours = hoursOf(contact, office);
  const zone = hours && zoneNote(hours, localeTag, leadOfficeHours(contact)?.timeZone);
  const said = hours && openingHoursLines(hours, localeTag).join(', ') + (zone ? ` (${zone})` : '');
  return [said, office.officeHours].filter((line): line is string => line !== undefined);
}
