/**
 * How soon requests are first answered, in business minutes of the office each went to (stored
 * with the answer, so a later change of the hours does not change it): the median and the share
 * within a target, per week, office and staff member, and the requests still waiting.
 *
 * A request counts in the week it arrived, as the figures' other weeks count it: a week's row
 * then speaks of that week's requests (its answered ones beside those still waiting), and a slow
 * answer shows against the week the visitor wrote in, not the week staff got to it.
 *
 * Requests answered before times were stored (those marked solved before statuses, whose date
 * says when the mark was set, not when anyone answered) have no time: they count as
 * `unmeasured`, never in a median or a share.
 */
import type { OpeningHours } from '../content/schemas';
import type { Lang } from '../i18n/routes';
import { businessTimeBefore } from './business-time';
import { MEDIAN, percentileRank, type FigureWindow, type LeadFigures, type ProjectNames } from './lead-figures';

/** What the store counts of the measured first answers of one group. */
export interface AnswerTimes {
  answered: number;
  withinTarget: number;
  /** The median's value (the nearest rank, as the time to solved's): null when none was answered. */
  medianMinutes: number | null;
}

/** An office's answers, and its requests still waiting (whenever they arrived) and of those, the ones past the target. */
export interface OfficeAnswerTimes extends AnswerTimes {
  waiting: number;
  overTarget: number;
}

/** Which office the requests of some languages go to, and the instant before which one of them still waiting is past the target. */
export interface OfficeScope {
  office: string;
  langs: readonly Lang[];
  overdueBefore: string;
}

/** What the figures ask the store for: the target, the offices and the staff accounts (by e-mail). */
export interface FirstAnswerScope {
  targetMinutes: number;
  offices: readonly OfficeScope[];
  staff: readonly string[];
}

export interface FirstAnswerCounts {
  /** The year's requests (the months' span). */
  year: AnswerTimes;
  /** Per the window's weeks, by arrival. */
  weeks: AnswerTimes[];
  /** Per office of the scope, over the year. */
  offices: Readonly<Record<string, OfficeAnswerTimes>>;
  /** Per staff account of the scope (the first answer's author), over the year. */
  staff: Readonly<Record<string, AnswerTimes>>;
  /** The year's requests answered without a stored time. */
  unmeasured: number;
}

/** The rank (1-based, from the lowest) whose value is the median of `count` values. */
export const medianRank = (count: number): number => percentileRank(count, MEDIAN);

/** The share of `answered` within the target, 0 to 1; null when none was answered. */
export const shareWithin = ({ answered, withinTarget }: Pick<AnswerTimes, 'answered' | 'withinTarget'>): number | null =>
  answered === 0 ? null : withinTarget / answered;

/**
 * The offices the requests go to, each with the languages whose pages lead with it and the
 * instant a waiting request of theirs passes the target at `now`. A language whose content names
 * no office has none (its requests are not counted as waiting for one).
 */
export function officeScopes(officeOf: (lang: Lang) => OpeningHours | undefined, langs: readonly Lang[], now: Date, targetMinutes: number) {
  const offices = new Map<string, { hours: OpeningHours; langs: Lang[] }>();
  for (const lang of langs) {
    const hours = officeOf(lang);
    if (!hours) continue;
    const known = offices.get(hours.office);
    if (known) known.langs.push(lang);
    else offices.set(hours.office, { hours, langs: [lang] });
  }
  return [...offices.values()].map(({ hours, langs: its }): OfficeScope => ({
    office: hours.office,
    langs: its,
    overdueBefore: businessTimeBefore(now, targetMinutes, hours).toISOString(),
  }));
}

/** A row of the figures: the counts, and the share within the target. */
export interface AnswerFigures extends AnswerTimes {
  shareWithinTarget: number | null;
}

/** The first-answer figures of the staff API and the dashboard. */
export interface FirstAnswerFigures {
  targetMinutes: number;
  year: AnswerFigures;
  unmeasured: number;
  /** Still waiting for a first answer, whenever they arrived, and of those past the target. */
  waiting: number;
  overTarget: number;
  weeks: (AnswerFigures & { key: string; start: string })[];
  /** Each with its title in each language the content gives it one (none: the office is no longer on the contact page). */
  offices: (AnswerFigures & { key: string; names?: Readonly<Partial<Record<Lang, string>>>; waiting: number; overTarget: number })[];
  /** Staff accounts that answered a request of the year, most first, by e-mail with their name. */
  staff: (AnswerFigures & { key: string; name: string })[];
}

const withShare = <T extends AnswerTimes>(times: T): T & { shareWithinTarget: number | null } => ({
  ...times,
  shareWithinTarget: shareWithin(times),
});
const NONE: AnswerTimes = { answered: 0, withinTarget: 0, medianMinutes: null };

/** `staffNames`: each account's display name by its e-mail; `officeNames`: each office's titles by its id. */
export function firstAnswerFigures(
  window: FigureWindow,
  scope: FirstAnswerScope,
  counts: FirstAnswerCounts,
  staffNames: Readonly<Record<string, string>>,
  officeNames: ProjectNames = {},
): FirstAnswerFigures {
  const offices = scope.offices.map(({ office }) =>
    withShare({
      key: office,
      ...(officeNames[office] ? { names: officeNames[office] } : {}),
      ...(counts.offices[office] ?? { ...NONE, waiting: 0, overTarget: 0 }),
    }),
  );
  return {
    targetMinutes: scope.targetMinutes,
    year: withShare(counts.year),
    unmeasured: counts.unmeasured,
    waiting: offices.reduce((sum, office) => sum + office.waiting, 0),
    overTarget: offices.reduce((sum, office) => sum + office.overTarget, 0),
    weeks: window.weeks.map(({ key, start }, i) => withShare({ key, start, ...(counts.weeks[i] ?? NONE) })),
    offices,
    staff: scope.staff
      .map((email) => withShare({ key: email, name: staffNames[email] ?? email, ...(counts.staff[email] ?? NONE) }))
      .filter(({ answered }) => answered > 0)
      .sort((a, b) => b.answered - a.answered || a.name.localeCompare(b.name)),
  };
}

/** The staff API's figures (GET adminApi.leadFigures): those of the leads, and how soon they were first answered. */
export type LeadFiguresWithAnswers = LeadFigures & { firstAnswers: FirstAnswerFigures };
