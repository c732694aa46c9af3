/**
 * The lead figures' counts in the embedded database, in SQL: each period a range count on the
 * requests' arrival index (migration 8's julianday(create_date), which reads a stored date's
 * offset), the year's requests grouped by language, kind of work and page, and the times to
 * solved at their nearest ranks.
 */
import { MEDIAN, P90, percentileRank, yearOf, type FigureWindow, type LeadCounts } from '../../../lib/lead-figures';
import type { Database } from './transaction';

const IN_PERIOD = 'julianday(create_date) >= julianday(?) AND julianday(create_date) < julianday(?)';
/** Whole milliseconds from arrival to solved; a solved date before the arrival (a wrong clock) counts as 0. */
const TO_SOLVED_MS = 'max(0, CAST(round((julianday(solved_date) - julianday(create_date)) * 86400000) AS INTEGER))';
const SOLVED = 'solved = 1 AND solved_date IS NOT NULL';

type Grouped = { key: string | null; count: number }[];
const keyed = (rows: Grouped): Record<string, number> =>
  Object.fromEntries(rows.filter((row): row is { key: string; count: number } => row.key !== null).map((row) => [row.key, row.count]));

export function sqliteLeadCounts(db: Database, window: FigureWindow): LeadCounts {
  const { since, until } = yearOf(window);
  const count = db.prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${IN_PERIOD}`);
  const inPeriod = (period: { start: string; end: string }) => (count.get(period.start, period.end) as { count: number }).count;
  const grouped = (column: string) =>
    keyed(
      db
        .prepare(`SELECT ${column} AS key, count(*) AS count FROM contact_requests WHERE ${IN_PERIOD} GROUP BY ${column}`)
        .all(since, until) as Grouped,
    );
  const solved = (
    db.prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${IN_PERIOD} AND ${SOLVED}`).get(since, until) as {
      count: number;
    }
  ).count;
  const ranked = db.prepare(
    `SELECT ${TO_SOLVED_MS} AS ms FROM contact_requests WHERE ${IN_PERIOD} AND ${SOLVED} ORDER BY ms LIMIT 1 OFFSET ?`,
  );
  const atPercentile = (percentile: number) =>
    solved === 0 ? null : (ranked.get(since, until, percentileRank(solved, percentile) - 1) as { ms: number }).ms;
  return {
    weeks: window.weeks.map(inPeriod),
    months: window.months.map(inPeriod),
    total: inPeriod({ start: since, end: until }),
    open: (db.prepare('SELECT count(*) AS count FROM contact_requests WHERE solved = 0').get() as { count: number }).count,
    languages: grouped('lang'),
    kindsOfWork: grouped('kind_of_work'),
    pagesSentFrom: grouped('sent_from'),
    solved,
    medianToSolvedMs: atPercentile(MEDIAN),
    p90ToSolvedMs: atPercentile(P90),
  };
}
