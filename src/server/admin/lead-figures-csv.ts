/**
 * The lead figures as CSV (the same as the staff API's JSON), one figure a row: what it is,
 * its key (a week, a month, a language, a kind of work, a page, a project's id, an office, a
 * staff member's e-mail), when its period starts, and its value. Times to solved are whole
 * minutes, which a spreadsheet reads in any locale; so are first answers' business minutes,
 * and their share within the target is left to the spreadsheet (answered and within are both
 * here), as a fraction would read differently in each locale.
 */
import type { LeadFiguresWithAnswers, AnswerFigures } from '../../lib/first-answer-figures';
import type { Outcomes } from '../../lib/lead-outcomes';
import { csvFile } from './csv';

const HEADER = ['figure', 'key', 'start', 'value'] as const;
const MINUTE_MS = 60_000;
const minutes = (ms: number | null) => (ms === null ? '' : String(Math.round(ms / MINUTE_MS)));

const OUTCOMES = ['won', 'lost', 'notAFit', 'open'] as const satisfies readonly (keyof Outcomes)[];

export function leadFiguresCsv(figures: LeadFiguresWithAnswers): string {
  const counts = (figure: string, rows: readonly { key: string; start?: string; count: number }[]) =>
    rows.map(({ key, start, count }) => [figure, key, start ?? '', String(count)]);
  /** "kindOfWork:won" and so on: each row's requests by how they ended. */
  const outcomes = (figure: string, rows: readonly ({ key: string } & Outcomes)[]) =>
    OUTCOMES.flatMap((outcome) => rows.map((row) => [`${figure}:${outcome}`, row.key, figures.since, String(row[outcome])]));
  /** "firstAnswers", "firstAnswersWithinTarget", "firstAnswerMedianMinutes", each prefixed by its group ("week:…"). */
  const answers = (group: string, rows: readonly (AnswerFigures & { key: string; start?: string })[]) => {
    const name = (figure: string) => (group ? `${group}:${figure}` : figure);
    return rows.flatMap(({ key, start, answered, withinTarget, medianMinutes }) => [
      [name('firstAnswers'), key, start ?? figures.since, String(answered)],
      [name('firstAnswersWithinTarget'), key, start ?? figures.since, String(withinTarget)],
      [name('firstAnswerMedianMinutes'), key, start ?? figures.since, medianMinutes === null ? '' : String(medianMinutes)],
    ]);
  };
  const first = figures.firstAnswers;
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
    ...OUTCOMES.map((outcome) => [outcome, '', figures.since, String(figures.outcomes.all[outcome])]),
    ...outcomes('language', figures.outcomes.languages),
    ...outcomes('kindOfWork', figures.outcomes.kindsOfWork),
    ...outcomes('sentFrom', figures.outcomes.pagesSentFrom),
    ...outcomes('project', figures.outcomes.projects),
    ...counts('lostReason', figures.lostReasons),
    ['firstAnswerTargetMinutes', '', '', String(first.targetMinutes)],
    ...answers('', [{ key: '', ...first.year }]),
    ['firstAnswersWithoutTime', '', figures.since, String(first.unmeasured)],
    ['waiting', '', '', String(first.waiting)],
    ['waitingOverTarget', '', '', String(first.overTarget)],
    ...answers('week', first.weeks),
    ...answers('office', first.offices),
    ...first.offices.flatMap(({ key, waiting, overTarget }) => [
      ['office:waiting', key, '', String(waiting)],
      ['office:waitingOverTarget', key, '', String(overTarget)],
    ]),
    ...answers('staff', first.staff),
  ]);
}
