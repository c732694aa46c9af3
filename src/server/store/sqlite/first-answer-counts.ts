/**
 * The first answers' figures in the embedded database (lib/first-answer-figures.ts), in SQL on
 * migration 15's indexes, never the table: the answers of a span by arrival, with their minutes,
 * office and author, from contact_requests_first_answers (a count and a count within the target
 * per group, the median at its rank by ORDER BY with OFFSET, as the time to solved's); the
 * requests still waiting per language, before an instant, from contact_requests_waiting. The
 * queries grow with the groups shown (weeks, offices, staff), not with the requests.
 */
import type { Database } from './transaction';
import type { Stage } from '../../../admin-api/request-status';
import { yearOf, type FigureWindow } from '../../../lib/lead-figures';
import {
  medianRank,
  type AnswerTimes,
  type FirstAnswerCounts,
  type FirstAnswerScope,
  type OfficeAnswerTimes,
} from '../../../lib/first-answer-figures';

const IN_SPAN = 'julianday(create_date) >= julianday(?) AND julianday(create_date) < julianday(?)';
const MEASURED = 'first_answer_minutes IS NOT NULL';
const WAITING: Stage = 'waiting';

/** A group of the answers: every one, one office's, or one author's. */
type Group = { office: string } | { by: string } | Record<string, never>;
const groupSql = (group: Group) => ('office' in group ? ' AND first_answer_office = ?' : 'by' in group ? ' AND first_answer_by = ?' : '');
const groupParam = (group: Group) => ('office' in group ? [group.office] : 'by' in group ? [group.by] : []);

export function sqliteFirstAnswerCounts(db: Database, window: FigureWindow, scope: FirstAnswerScope): FirstAnswerCounts {
  const times = (span: { start: string; end: string }, group: Group = {}): AnswerTimes => {
    const where = `${IN_SPAN} AND ${MEASURED}${groupSql(group)}`;
    const params = [span.start, span.end, ...groupParam(group)];
    const { answered, withinTarget } = db
      .prepare(
        `SELECT count(*) AS answered, count(CASE WHEN first_answer_minutes <= ? THEN 1 END) AS withinTarget FROM contact_requests WHERE ${where}`,
      )
      .get(scope.targetMinutes, ...params) as { answered: number; withinTarget: number };
    const median =
      answered === 0
        ? null
        : (
            db
              .prepare(`SELECT first_answer_minutes AS minutes FROM contact_requests WHERE ${where} ORDER BY minutes LIMIT 1 OFFSET ?`)
              .get(...params, medianRank(answered) - 1) as { minutes: number }
          ).minutes;
    return { answered, withinTarget, medianMinutes: median };
  };
  const { since, until } = yearOf(window);
  const year = { start: since, end: until };

  const waitingOf = (lang: string, before?: string) =>
    (
      db
        .prepare(
          `SELECT count(*) AS count FROM contact_requests WHERE stage = ? AND lang = ?${before === undefined ? '' : ' AND julianday(create_date) < julianday(?)'}`,
        )
        .get(WAITING, lang, ...(before === undefined ? [] : [before])) as { count: number }
    ).count;
  const offices: Record<string, OfficeAnswerTimes> = {};
  for (const { office, langs, overdueBefore } of scope.offices)
    offices[office] = {
      ...times(year, { office }),
      waiting: langs.reduce((sum, lang) => sum + waitingOf(lang), 0),
      overTarget: langs.reduce((sum, lang) => sum + waitingOf(lang, overdueBefore), 0),
    };

  const unmeasured = (
    db
      .prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${IN_SPAN} AND first_answer_channel IS NOT NULL AND NOT ${MEASURED}`)
      .get(since, until) as { count: number }
  ).count;
  return {
    year: times(year),
    weeks: window.weeks.map((week) => times(week)),
    offices,
    staff: Object.fromEntries(scope.staff.map((by) => [by, times(year, { by })])),
    unmeasured,
  };
}
