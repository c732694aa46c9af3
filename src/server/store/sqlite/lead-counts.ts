/**
 * The lead figures' counts in the embedded database, in SQL on one index (migration 9's
 * contact_requests_figures: the arrival, julianday(create_date), which reads a stored date's
 * offset, then what the figures count by; migration 11 added the project, 15 the status and the
 * lost reason), so no count reads the table: each period a range count, the year's requests
 * grouped by language, kind of work, page, project, status and lost reason at once, and the
 * times to solved at their nearest ranks.
 */
import { MEDIAN, P90, percentileRank, yearOf, type FigureWindow, type LeadCounts } from '../../../lib/lead-figures';
import type { Database } from './transaction';
import type { Stage } from '../../../admin-api/request-status';
import { OPEN_COUNT } from './stage-counts';
import { finalOutcomes, type FinalCounts, type FinalOutcome } from '../../../lib/lead-outcomes';

const IN_PERIOD = 'julianday(create_date) >= julianday(?) AND julianday(create_date) < julianday(?)';
/**
 * Solved, read from the index (`+` keeps the planner off the inbox's index on `solved`, which
 * would read every solved row of the table); julianday(NULL) is NULL.
 */
const SOLVED = '+solved = 1 AND julianday(solved_date) IS NOT NULL';
/** Whole milliseconds from arrival to solved; a solved date before the arrival (a wrong clock) counts as 0. */
const TO_SOLVED_MS = 'max(0, CAST(round((julianday(solved_date) - julianday(create_date)) * 86400000) AS INTEGER))';

interface Group {
  lang: string;
  kind_of_work: string | null;
  sent_from: string | null;
  project: string | null;
  status: string;
  lost_reason: string | null;
  count: number;
}
type Column = 'lang' | 'kind_of_work' | 'sent_from' | 'project';

/** The groups' counts summed by one of their columns (NULL, not given, left out). */
function by(groups: readonly Group[], column: Column | 'lost_reason'): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const group of groups) {
    const key = group[column];
    if (key !== null) counts[key] = (counts[key] ?? 0) + group.count;
  }
  return counts;
}

const isFinalOutcome = (status: string): status is FinalOutcome => (finalOutcomes as readonly string[]).includes(status);

/** How many of the groups' requests reached each final status. */
function finalsOf(groups: readonly Group[]): FinalCounts {
  const finals: Partial<Record<FinalOutcome, number>> = {};
  for (const { status, count } of groups) if (isFinalOutcome(status)) finals[status] = (finals[status] ?? 0) + count;
  return finals;
}

/** The final statuses' counts per key of `column` (NULL, not given, left out). */
function outcomesBy(groups: readonly Group[], column: Column): Record<string, FinalCounts> {
  const keys = new Set(groups.map((group) => group[column]).filter((key) => key !== null));
  return Object.fromEntries([...keys].map((key) => [key, finalsOf(groups.filter((group) => group[column] === key))]));
}

export function sqliteLeadCounts(db: Database, window: FigureWindow): LeadCounts {
  const { since, until } = yearOf(window);
  const count = db.prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${IN_PERIOD}`);
  const inPeriod = (period: { start: string; end: string }) => (count.get(period.start, period.end) as { count: number }).count;
  const groups = db
    .prepare(
      `SELECT lang, kind_of_work, sent_from, project, status, lost_reason, count(*) AS count FROM contact_requests WHERE ${IN_PERIOD}
       GROUP BY lang, kind_of_work, sent_from, project, status, lost_reason`,
    )
    .all(since, until) as unknown as Group[];
  const solved = (
    db.prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${IN_PERIOD} AND ${SOLVED}`).get(since, until) as {
      count: number;
    }
  ).count;
  const ranked = (order: 'ASC' | 'DESC') =>
    db.prepare(`SELECT ${TO_SOLVED_MS} AS ms FROM contact_requests WHERE ${IN_PERIOD} AND ${SOLVED} ORDER BY ms ${order} LIMIT 1 OFFSET ?`);
  // A high rank is counted from the top: the sort then keeps the few values above it, not all below.
  const atPercentile = (percentile: number) => {
    if (solved === 0) return null;
    const rank = percentileRank(solved, percentile);
    const fromTop = rank > solved / 2;
    return (ranked(fromTop ? 'DESC' : 'ASC').get(since, until, fromTop ? solved - rank : rank - 1) as { ms: number }).ms;
  };
  return {
    weeks: window.weeks.map(inPeriod),
    months: window.months.map(inPeriod),
    total: groups.reduce((total, group) => total + group.count, 0),
    open: (db.prepare(OPEN_COUNT).get('closed' satisfies Stage) as { count: number }).count,
    languages: by(groups, 'lang'),
    kindsOfWork: by(groups, 'kind_of_work'),
    pagesSentFrom: by(groups, 'sent_from'),
    projects: by(groups, 'project'),
    solved,
    medianToSolvedMs: atPercentile(MEDIAN),
    p90ToSolvedMs: atPercentile(P90),
    outcomes: {
      all: finalsOf(groups),
      languages: outcomesBy(groups, 'lang'),
      kindsOfWork: outcomesBy(groups, 'kind_of_work'),
      pagesSentFrom: outcomesBy(groups, 'sent_from'),
      projects: outcomesBy(groups, 'project'),
    },
    lostReasons: by(
      groups.filter((group) => group.status === 'lost'),
      'lost_reason',
    ),
  };
}
