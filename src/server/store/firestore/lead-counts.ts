/**
 * The lead figures' counts in Firestore, by aggregation queries (count()), never by reading the
 * requests: each period a count on `createDate`; the year's requests counted per language, kind
 * of work, page and project (each an equality with the range: composite indexes in
 * firestore.indexes.json). Firestore has no percentile, so each request carries, once solved,
 * `solvedAfterMs` (written by the stores at save and solve, null when reopened; requests solved
 * before it existed get theirs at the first figures that miss it), and the median
 * and 90th percentile are found by counting: the smallest time that at least the rank's number
 * of requests were solved within, narrowed SEARCH_SPLIT ways per round of parallel counts.
 * How requests ended is a count per final status of each key that has requests (and per lost
 * reason). No offsets or cursors: the protocol server the tests use has neither.
 */
import type { Firestore, Query } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { KINDS_OF_WORK } from '../../../content/contact-fields';
import { languages, routeKeys } from '../../../i18n/routes';
import { MEDIAN, P90, percentileRank, yearOf, type FigureWindow, type LeadCounts } from '../../../lib/lead-figures';
import { CONTACT_REQUESTS } from './contact-store';
import { fillSolvedAfter, SOLVED_AFTER_FIELD, UNREADABLE } from './solved-after';
import { finalOutcomes, type FinalCounts } from '../../../lib/lead-outcomes';
import { lostReasons } from '../../../admin-api/request-status';

/** Counts in flight per percentile and round: 7 thresholds cut the range into 8. */
const SEARCH_SPLIT = 8;

export const countOf = async (query: Query) => (await query.count().get()).data().count;

/**
 * The smallest t in [0, high] with at least `rank` values ≤ t (the rank-th smallest value),
 * given how many values are ≤ t; `high` must hold at least `rank`.
 */
export async function valueAtRank(atMost: (t: number) => Promise<number>, rank: number, high: number): Promise<number> {
  let low = 0;
  while (low < high) {
    const span = high - low;
    const cuts = [...new Set(Array.from({ length: SEARCH_SPLIT - 1 }, (_, i) => low + Math.floor((span * (i + 1)) / SEARCH_SPLIT)))].filter(
      (t) => t < high,
    );
    if (cuts.length === 0) cuts.push(low);
    const counts = await Promise.all(cuts.map(atMost));
    const first = counts.findIndex((count) => count >= rank);
    if (first === -1) low = cuts.at(-1)! + 1;
    else {
      high = cuts[first]!;
      if (first > 0) low = cuts[first - 1]! + 1;
    }
  }
  return low;
}

/** `projects`: the ids counted per project (the content's; Firestore cannot group by a field). */
export async function firestoreLeadCounts(db: Firestore, window: FigureWindow, projects: readonly string[]): Promise<LeadCounts> {
  const requests = db.collection(CONTACT_REQUESTS);
  const at = (iso: string) => firestoreSdk().Timestamp.fromDate(new Date(iso));
  const arrived = (query: Query, start: string, end: string) =>
    query.where('createDate', '>=', at(start)).where('createDate', '<', at(end));
  const { since, until } = yearOf(window);
  const ofYear = (query: Query = requests) => arrived(query, since, until);
  const byKey = async (field: string, keys: readonly string[]) =>
    Object.fromEntries(await Promise.all(keys.map(async (key) => [key, await countOf(ofYear(requests.where(field, '==', key)))] as const)));
  const solvedOfYear = ofYear().where(SOLVED_AFTER_FIELD, '>=', 0);
  // A count per project is a query each (a thousand projects, a thousand counts): asked only in a
  // year that has requests from a project's quote form, the one page that sends a project.
  const projectCounts = async (ids: readonly string[]) =>
    ids.length > 0 && (await countOf(ofYear(requests.where('sentFrom', '==', 'projectQuote')))) > 0 ? byKey('project', ids) : {};

  // Requests solved before the figures existed have no time to solved yet: written once, here.
  const [solvedAll, solvedLookedAt] = await Promise.all([
    countOf(ofYear(requests.where('solved', '==', true))),
    countOf(ofYear().where(SOLVED_AFTER_FIELD, '>=', UNREADABLE)),
  ]);
  if (solvedAll !== solvedLookedAt) await fillSolvedAfter(requests);

  const [weeks, months, total, open, byLanguage, kindsOfWork, pagesSentFrom, byProject, solved] = await Promise.all([
    Promise.all(window.weeks.map(({ start, end }) => countOf(arrived(requests, start, end)))),
    Promise.all(window.months.map(({ start, end }) => countOf(arrived(requests, start, end)))),
    countOf(ofYear()),
    countOf(requests.where('solved', '==', false)),
    byKey('lang', languages),
    byKey('kindOfWork', KINDS_OF_WORK),
    byKey('sentFrom', routeKeys),
    projectCounts(projects),
    countOf(solvedOfYear),
  ]);

  // How the year's requests ended, per key that has requests: a count per final status each.
  const finalsOf = async (query: Query): Promise<FinalCounts> =>
    Object.fromEntries(
      await Promise.all(finalOutcomes.map(async (status) => [status, await countOf(query.where('status', '==', status))] as const)),
    );
  const outcomesBy = async (field: string, counts: Readonly<Record<string, number>>) =>
    Object.fromEntries(
      await Promise.all(
        Object.entries(counts)
          .filter(([, count]) => count > 0)
          .map(async ([key]) => [key, await finalsOf(ofYear(requests.where(field, '==', key)))] as const),
      ),
    );
  const [all, outcomeLanguages, outcomeKinds, outcomePages, outcomeProjects, lostReasonCounts] = await Promise.all([
    finalsOf(ofYear()),
    outcomesBy('lang', byLanguage),
    outcomesBy('kindOfWork', kindsOfWork),
    outcomesBy('sentFrom', pagesSentFrom),
    outcomesBy('project', byProject),
    Promise.all(
      lostReasons.map(
        async (reason) =>
          [reason, await countOf(ofYear(requests.where('status', '==', 'lost').where('lostReason', '==', reason)))] as const,
      ),
    ),
  ]);

  // A request of the year was solved within the year, unless a clock says otherwise.
  let high = Date.parse(until) - Date.parse(since);
  const atMost = (t: number) => countOf(solvedOfYear.where(SOLVED_AFTER_FIELD, '<=', t));
  while (solved > 0 && (await atMost(high)) < solved) high *= 2;
  const atPercentile = (percentile: number) => (solved === 0 ? null : valueAtRank(atMost, percentileRank(solved, percentile), high));
  const [medianToSolvedMs, p90ToSolvedMs] = await Promise.all([atPercentile(MEDIAN), atPercentile(P90)]);
  return {
    weeks,
    months,
    total,
    open,
    languages: byLanguage,
    kindsOfWork,
    pagesSentFrom,
    projects: byProject,
    solved,
    medianToSolvedMs,
    p90ToSolvedMs,
    outcomes: { all, languages: outcomeLanguages, kindsOfWork: outcomeKinds, pagesSentFrom: outcomePages, projects: outcomeProjects },
    lostReasons: Object.fromEntries(lostReasonCounts),
  };
}
