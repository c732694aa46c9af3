/**
 * The choices an office's opening hours are made of, without zod: the pages, the admin's inbox
 * and src/lib/business-time.ts read them, and schemas.ts builds the editors' fields from them.
 */

/** The days of the week in the order an office's hours list them (Monday first, as in Turkey and Germany). */
export const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The time zones the company's offices are in (IANA names, as Intl reads them). */
export const OFFICE_TIME_ZONES = ['Europe/Istanbul', 'Europe/Berlin'] as const;

/**
 * The public holidays an office keeps, by the country, state and region date-holidays knows
 * them under. Bavaria's Catholic communities (Munich among them) keep the Assumption on 15
 * August as well, which the state's plain calendar counts only as an observance.
 */
export const HOLIDAY_CALENDARS = {
  TR: ['TR'],
  'DE-BY': ['DE', 'BY'],
  'DE-BY-KATH': ['DE', 'BY', 'KATH'],
} as const satisfies Record<string, readonly string[]>;
export type HolidayCalendar = keyof typeof HOLIDAY_CALENDARS;
export const HOLIDAY_CALENDAR_NAMES = Object.keys(HOLIDAY_CALENDARS) as HolidayCalendar[];

/** "HH:MM" in 24 hours, as an office's opening and closing times are written. */
export const CLOCK_TIME = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** Minutes since midnight of a "HH:MM" time. */
export const minutesOfDay = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The days a span covers, in week order. */
export const daysOf = (span: { from: Weekday; to: Weekday }): Weekday[] =>
  WEEKDAYS.slice(WEEKDAYS.indexOf(span.from), WEEKDAYS.indexOf(span.to) + 1);
