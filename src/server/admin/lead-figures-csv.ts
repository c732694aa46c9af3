/**
 * The lead figures as CSV (the same as the staff API's JSON), one figure a row: what it is,
 * its key (a week, a month, a language, a kind of work, a page, a project's id), when its period starts, and
 * its value. Times to solved are whole minutes, which a spreadsheet reads in any locale.
 */
import type { LeadFigures } from '../../lib/lead-figures';
import { csvFile } from './csv';

const HEADER = ['figure', 'key', 'start', 'value'] as const;
const MINUTE_MS = 60_000;
const minutes = (ms: number | null) => (ms === null ? '' : String(Math.round(ms / MINUTE_MS)));

export function leadFiguresCsv(figures: LeadFigures): string {
  const counts = (figure: string, rows: readonly { key: string; start?: string; count: number }[]) =>
    rows.map(({ key, start, count }) => [figure, key, start ?? '', String(count)]);
  return csvFile(HEADER, [
    ['requests', '', figures.since, String(figures.total)],
    ['open', '', '', String(figures.open)],
    ...counts('week', figures.weeks),
    ...counts('month', figures.months),
    ...counts('language', figures.languages),
    ...counts('kindOfWork', figures.kindsOfWork),
    ...counts('sentFrom', figures.pagesSentFrom),
    ...counts('project', figures.projects),
    ['solved', '', figures.since, String(figures.solved)],
    ['minutesToSolvedMedian', '', figures.since, minutes(figures.medianToSolvedMs)],
    ['minutesToSolved90thPercentile', '', figures.since, minutes(figures.p90ToSolvedMs)],
  ]);
}
