/**
 * What a solved request carries in Firestore for the lead figures (lead-counts.ts): the time
 * from its arrival to solved, which Firestore cannot compute in a query.
 */
import type { CollectionReference, DocumentSnapshot } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';

export const SOLVED_AFTER_FIELD = 'solvedAfterMs';

const millisOf = (value: unknown): number =>
  value instanceof firestoreSdk().Timestamp ? value.toMillis() : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/** What a request solved at `solvedAt` stores for the figures: ms from its arrival (0 for a clock that ran back); nothing when its arrival is unreadable. */
function solvedAfter(createDate: unknown, solvedAt: unknown): Record<string, number> {
  const ms = millisOf(solvedAt) - millisOf(createDate);
  return Number.isNaN(ms) ? {} : { [SOLVED_AFTER_FIELD]: Math.max(0, ms) };
}

/**
 * The fields a change of `solved` writes beside the request's own. A reopened request's time
 * becomes null, which no range counts (a field delete would do as well in Firestore, but the
 * protocol server the tests use keeps the field).
 */
export function solvedAfterUpdate(doc: DocumentSnapshot, solved: boolean, at: Date): Record<string, unknown> {
  return solved ? solvedAfter(doc.get('createDate'), firestoreSdk().Timestamp.fromDate(at)) : { [SOLVED_AFTER_FIELD]: null };
}

/** Marks a solved request whose dates cannot be read: looked at, and no time to count. */
export const UNREADABLE = -1;

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

/**
 * Gives every solved request that lacks its time to solved (solved before the figures existed)
 * the one its dates make; how many it wrote. The figures call it when their counts disagree, so
 * the first call after the deploy writes them once and later ones find nothing to do.
 */
export async function fillSolvedAfter(requests: CollectionReference): Promise<number> {
  const solved = await requests.where('solved', '==', true).select('createDate', 'solvedDate', SOLVED_AFTER_FIELD).get();
  const missing = solved.docs.flatMap((doc) => {
    if (typeof doc.get(SOLVED_AFTER_FIELD) === 'number') return [];
    const fields = solvedAfter(doc.get('createDate'), doc.get('solvedDate'));
    return [{ doc, fields: Object.keys(fields).length > 0 ? fields : { [SOLVED_AFTER_FIELD]: UNREADABLE } }];
  });
  for (let start = 0; start < missing.length; start += BATCH_WRITES) {
    const batch = requests.firestore.batch();
    for (const { doc, fields } of missing.slice(start, start + BATCH_WRITES)) batch.update(doc.ref, fields);
    await batch.commit();
  }
  return missing.length;
}
