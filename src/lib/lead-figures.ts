/**
 * The figures the company reads from its leads (DECISIONS.md "Counting without tracking"):
 * computed from the stored requests alone, in the store (the store answers LeadCounts for a
 * FigureWindow), and shown on the admin's dashboard, in the staff API and as CSV.
 *
 * Periods are the company's calendar: weeks (ISO, Monday first) and months begin at local
 * midnight in the default language's time zone. The year is the current month and the eleven
 * before it; the weeks are the current ISO week and the 51 before it.
 */
import { KINDS_OF_WORK, type KindOfWork } from '../content/contact-fields';
import { defaultLang, languages, locale, routeKeys, type Lang, type RouteKey } from '../i18n/routes';
import { lostReasonCounts, outcomesLeft, outcomesOf, type FinalCounts, type Outcomes } from './lead-outcomes';

const FIGURES_TIME_ZONE = locale(defaultLang).dateFormat.timeZone ?? 'UTC';
export const FIGURE_WEEKS = 52;
export const FIGURE_MONTHS = 12;

/** A week or a month: [start, end) as ISO instants, with its name ("2026-W48", "2026-11"). */
interface FigurePeriod {
  key: string;
  start: string;
  end: string;
}

export interface FigureWindow {
  weeks: FigurePeriod[];
  months: FigurePeriod[];
}

/** The year the counts by language, kind of work and page (and the times to solved) cover: the months'. */
export const yearOf = (window: FigureWindow) => ({ since: window.months[0]!.start, until: window.months.at(-1)!.end });

/** How far from the lowest a percentile's value is: the nearest rank (1-based) among `count` values sorted up. */
export function percentileRank(count: number, percentile: number): number {
  return Math.max(1, Math.ceil(percentile * count));
}
export const MEDIAN = 0.5;
export const P90 = 0.9;

/**
 * What the store counts for a window. Keyed counts may hold keys this code no longer knows (a
 * page renamed since): they count in the total, and with "not given" below.
 */
export interface LeadCounts {
  weeks: number[];
  months: number[];
  /** Requests that arrived in the year. */
  total: number;
  /** Requests not solved, whenever they arrived. */
  open: number;
  languages: Readonly<Record<string, number>>;
  kindsOfWork: Readonly<Record<string, number>>;
  pagesSentFrom: Readonly<Record<string, number>>;
  /** By the project's document id (a project's quote form sends it). */
  projects: Readonly<Record<string, number>>;
  /** Requests of the year solved, and the median and 90th percentile of their time from arrival to solved, in ms (null: none). */
  solved: number;
  medianToSolvedMs: number | null;
  p90ToSolvedMs: number | null;
  /** Of the year's requests, how many reached each final status: in all, and per key of the counts above. */
  outcomes: {
    all: FinalCounts;
    languages: Readonly<Record<string, FinalCounts>>;
    kindsOfWork: Readonly<Record<string, FinalCounts>>;
    pagesSentFrom: Readonly<Record<string, FinalCounts>>;
    projects: Readonly<Record<string, FinalCounts>>;
  };
  /** The year's lost requests by their reason. */
  lostReasons: Readonly<Record<string, number>>;
}

export const NOT_GIVEN = 'notGiven';
type NotGiven = typeof NOT_GIVEN;

interface PeriodCount {
  key: string;
  start: string;
  count: number;
}
interface KeyCount<K extends string> {
  key: K;
  count: number;
}

/** Each project of the content by its document id, with its name in each language that has it. */
export type ProjectNames = Readonly<Record<string, Readonly<Partial<Record<Lang, string>>>>>;

/** A project's count, with its names (none on the row of the requests that name no project). */
interface ProjectCount extends KeyCount<string> {
  names?: Readonly<Partial<Record<Lang, string>>>;
}

/** The staff API's answer (GET adminApi.leadFigures) and what the dashboard shows. */
export interface LeadFigures {
  timeZone: string;
  since: string;
  until: string;
  total: number;
  open: number;
  weeks: PeriodCount[];
  months: PeriodCount[];
  languages: KeyCount<Lang>[];
  /** Every kind, in the form's order, then the requests that gave none. */
  kindsOfWork: KeyCount<KindOfWork | NotGiven>[];
  /** The pages requests were sent from, most first, then the requests that name none. */
  pagesSentFrom: KeyCount<RouteKey | NotGiven>[];
  /** The projects the content has that requests asked about, most first, then the requests that name none of them. */
  projects: ProjectCount[];
  solved: number;
  medianToSolvedMs: number | null;
  p90ToSolvedMs: number | null;
  /** The same rows as above, each with how its requests ended (lead-outcomes.ts). */
  outcomes: {
    all: Outcomes;
    languages: (KeyCount<Lang> & Outcomes)[];
    kindsOfWork: (KeyCount<KindOfWork | NotGiven> & Outcomes)[];
    pagesSentFrom: (KeyCount<RouteKey | NotGiven> & Outcomes)[];
    projects: (ProjectCount & Outcomes)[];
  };
  lostReasons: ReturnType<typeof lostReasonCounts>;
}

const known = <K extends string>(keys: readonly K[], counts: Readonly<Record<string, number>>): KeyCount<K>[] =>
  keys.map((key) => ({ key, count: counts[key] ?? 0 }));
const sum = (counts: readonly KeyCount<string>[]) => counts.reduce((total, { count }) => total + count, 0);

/** `projects`: the content's projects, which the counts name (an id the content no longer has counts as not given). */
export function leadFigures(
  window: FigureWindow,
  counts: LeadCounts,
  projects: ProjectNames = {},
  timeZone = FIGURES_TIME_ZONE,
): LeadFigures {
  const kinds = known(KINDS_OF_WORK, counts.kindsOfWork);
  const pages = known(routeKeys, counts.pagesSentFrom)
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count);
  const asked = known(Object.keys(projects), counts.projects)
    .filter(({ count }) => count > 0)
    .sort((a, b) => b.count - a.count || a.key.localeCompare(b.key))
    .map((row) => ({ ...row, names: projects[row.key]! }));
  const all = outcomesOf(counts.total, counts.outcomes.all);
  /** Each known row with its outcomes, then "not given" with what the known rows leave. */
  const withOutcomes = <R extends KeyCount<string>>(rows: readonly R[], finals: Readonly<Record<string, FinalCounts>>) => {
    const shown = rows.map((row) => ({ ...row, ...outcomesOf(row.count, finals[row.key]) }));
    return { shown, left: outcomesLeft(all, shown) };
  };
  const byKind = withOutcomes(kinds, counts.outcomes.kindsOfWork);
  const byPage = withOutcomes(pages, counts.outcomes.pagesSentFrom);
  const byProject = withOutcomes(asked, counts.outcomes.projects);
  return {
    timeZone,
    ...yearOf(window),
    total: counts.total,
    open: counts.open,
    weeks: window.weeks.map(({ key, start }, i) => ({ key, start, count: counts.weeks[i] ?? 0 })),
    months: window.months.map(({ key, start }, i) => ({ key, start, count: counts.months[i] ?? 0 })),
    languages: known(languages, counts.languages),
    kindsOfWork: [...kinds, { key: NOT_GIVEN, count: counts.total - sum(kinds) }],
    pagesSentFrom: [...pages, { key: NOT_GIVEN, count: counts.total - sum(pages) }],
    projects: [...asked, { key: NOT_GIVEN, count: counts.total - sum(asked) }],
    solved: counts.solved,
    medianToSolvedMs: counts.medianToSolvedMs,
    p90ToSolvedMs: counts.p90ToSolvedMs,
    outcomes: {
      all,
      languages: withOutcomes(known(languages, counts.languages), counts.outcomes.languages).shown,
      kindsOfWork: [...byKind.shown, { key: NOT_GIVEN, count: counts.total - sum(kinds), ...byKind.left }],
      pagesSentFrom: [...byPage.shown, { key: NOT_GIVEN, count: counts.total - sum(pages), ...byPage.left }],
      projects: [...byProject.shown, { key: NOT_GIVEN, count: counts.total - sum(asked), ...byProject.left }],
    },
    lostReasons: lostReasonCounts(all.lost, counts.lostReasons),
  };
}

// --- The calendar in a time zone -----------------------------------------------------------

interface LocalDate {
  year: number;
  /** 0 = January, as Date.UTC counts. */
  month: number;
  day: number;
}

const DAY_MS = 86_400_000;

/** How far ahead of UTC the zone's clock is at `instant`, in ms. */
const clocks = new Map<string, Intl.DateTimeFormat>();
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    const numeric = 'numeric';
    clock = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: numeric,
      month: numeric,
      day: numeric,
      hour: numeric,
      minute: numeric,
      second: numeric,
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

function offsetAt(instant: number, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const local = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return local - Math.floor(instant / 1000) * 1000;
}

function localDateOf(instant: number, timeZone: string): LocalDate {
  const shifted = new Date(instant + offsetAt(instant, timeZone));
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth(), day: shifted.getUTCDate() };
}

/** The instant the local day begins (the offset read at that instant, so a change of summer time is met). */
function startOf({ year, month, day }: LocalDate, timeZone: string): number {
  const asUtc = Date.UTC(year, month, day);
  return asUtc - offsetAt(asUtc - offsetAt(asUtc, timeZone), timeZone);
}

/** The day `days` after `date` on the calendar (Date.UTC carries over months and years). */
function addDays({ year, month, day }: LocalDate, days: number): LocalDate {
  const date = new Date(Date.UTC(year, month, day + days));
  return { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() };
}

/** ISO 8601's week name: the year and number of the week's Thursday. */
function isoWeekKey(monday: LocalDate): string {
  const thursday = addDays(monday, 3);
  const dayOfYear = (Date.UTC(thursday.year, thursday.month, thursday.day) - Date.UTC(thursday.year, 0, 1)) / DAY_MS;
  return `${thursday.year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

const iso = (instant: number) => new Date(instant).toISOString();

export function figureWindow(now: Date, timeZone = FIGURES_TIME_ZONE): FigureWindow {
  const today = localDateOf(now.getTime(), timeZone);
  const weekday = (new Date(Date.UTC(today.year, today.month, today.day)).getUTCDay() + 6) % 7;
  const thisMonday = addDays(today, -weekday);
  const weeks = Array.from({ length: FIGURE_WEEKS }, (_, i) => {
    const monday = addDays(thisMonday, 7 * (i - FIGURE_WEEKS + 1));
    return { key: isoWeekKey(monday), start: iso(startOf(monday, timeZone)), end: iso(startOf(addDays(monday, 7), timeZone)) };
  });
  const months = Array.from({ length: FIGURE_MONTHS }, (_, i) => {
    const first = new Date(Date.UTC(today.year, today.month + i - FIGURE_MONTHS + 1, 1));
    const date = { year: first.getUTCFullYear(), month: first.getUTCMonth(), day: 1 };
    const next = new Date(Date.UTC(date.year, date.month + 1, 1));
    return {
      key: `${date.year}-${String(date.month + 1).padStart(2, '0')}`,
      start: iso(startOf(date, timeZone)),
      end: iso(startOf({ year: next.getUTCFullYear(), month: next.getUTCMonth(), day: 1 }, timeZone)),
    };
  });
  return { weeks, months };
}
