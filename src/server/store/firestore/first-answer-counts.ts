/**
 * The first answers' figures in Firestore (lib/first-answer-figures.ts), by aggregation queries
 * (count()), never by reading a request: per group (a week, an office, an author) the answers
 * with a time (`firstAnswerMinutes >= 0`) and those within the target, and the median found by
 * counting (`<= t`, valueAtRank's search), exact and costing one read per 1,000 index entries
 * each; the waiting requests per language on `stage`, `lang` and `createDate`. Documents
 * answered before times were stored have no `firstAnswerMinutes`, so no inequality on it
 * matches them: they are the answered ones (a first-answer channel) less the measured.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { answerChannels, type Stage } from '../../../admin-api/request-status';
import { yearOf, type FigureWindow } from '../../../lib/lead-figures';
import {
  medianRank,
  type AnswerTimes,
  type FirstAnswerCounts,
  type FirstAnswerScope,
  type OfficeAnswerTimes,
} from '../../../lib/first-answer-figures';
import { CONTACT_REQUESTS } from './contact-store';
import { countOf, valueAtRank } from './lead-counts';
import { FIRST_ANSWER_MINUTES, FIRST_ANSWER_OFFICE, STAGE_FIELD } from './request-statuses';

const WAITING: Stage = 'waiting';

export async function firestoreFirstAnswerCounts(db: Firestore, window: FigureWindow, scope: FirstAnswerScope): Promise<FirstAnswerCounts> {
  const requests = db.collection(CONTACT_REQUESTS);
  const at = (iso: string) => firestoreSdk().Timestamp.fromDate(new Date(iso));
  const arrived = (query: Query, { start, end }: { start: string; end: string }) =>
    query.where('createDate', '>=', at(start)).where('createDate', '<', at(end));
  const { since, until } = yearOf(window);
  const year = { start: since, end: until };

  const times = async (group: Query): Promise<AnswerTimes> => {
    const atMost = (t: number) => countOf(group.where(FIRST_ANSWER_MINUTES, '<=', t));
    const [answered, withinTarget] = await Promise.all([countOf(group.where(FIRST_ANSWER_MINUTES, '>=', 0)), atMost(scope.targetMinutes)]);
    if (answered === 0) return { answered, withinTarget, medianMinutes: null };
    let high = Math.max(1, scope.targetMinutes);
    while ((await atMost(high)) < answered) high *= 2;
    return { answered, withinTarget, medianMinutes: await valueAtRank(atMost, medianRank(answered), high) };
  };
  const waitingOf = (lang: string, before?: string) => {
    const waiting = requests.where(STAGE_FIELD, '==', WAITING).where('lang', '==', lang);
    return countOf(before === undefined ? waiting : waiting.where('createDate', '<', at(before)));
  };
  const sumOf = async (counts: Promise<number>[]) => (await Promise.all(counts)).reduce((sum, count) => sum + count, 0);
  const office = async ({ office: id, langs, overdueBefore }: FirstAnswerScope['offices'][number]): Promise<OfficeAnswerTimes> => {
    const [answers, waiting, overTarget] = await Promise.all([
      times(arrived(requests.where(FIRST_ANSWER_OFFICE, '==', id), year)),
      sumOf(langs.map((lang) => waitingOf(lang))),
      sumOf(langs.map((lang) => waitingOf(lang, overdueBefore))),
    ]);
    return { ...answers, waiting, overTarget };
  };

  const [yearTimes, weeks, offices, staff, answeredAll] = await Promise.all([
    times(arrived(requests, year)),
    Promise.all(window.weeks.map((week) => times(arrived(requests, week)))),
    Promise.all(scope.offices.map(async (scoped) => [scoped.office, await office(scoped)] as const)),
    Promise.all(scope.staff.map(async (by) => [by, await times(arrived(requests.where('firstAnswerBy', '==', by), year))] as const)),
    countOf(arrived(requests.where('firstAnswerChannel', 'in', [...answerChannels]), year)),
  ]);
  return {
    year: yearTimes,
    weeks,
    offices: Object.fromEntries(offices),
    staff: Object.fromEntries(staff),
    unmeasured: answeredAll - yearTimes.answered,
  };
}
