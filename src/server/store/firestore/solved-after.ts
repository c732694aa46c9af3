/**
 * What a solved request carries in Firestore for the lead figures (lead-counts.ts): the time
 * from its arrival to solved, which Firestore cannot compute in a query.
 */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';

export const SOLVED_AFTER_FIELD = 'solvedAfterMs';

const millisOf = (value: unknown): number =>
  value instanceof Timestamp ? value.toMillis() : typeof value === 'string' ? Date.parse(value) : Number.NaN;

/** What a request solved at `solvedAt` stores for the figures: ms from its arrival (0 for a clock that ran back); nothing when its arrival is unreadable. */
export function solvedAfter(createDate: unknown, solvedAt: unknown): Record<string, number> {
  const ms = millisOf(solvedAt) - millisOf(createDate);
  return Number.isNaN(ms) ? {} : { [SOLVED_AFTER_FIELD]: Math.max(0, ms) };
}

/**
 * The fields a change of `solved` writes beside the request's own. A reopened request's time
 * becomes null, which no range counts (a field delete would do as well in Firestore, but the
 * protocol server the tests use keeps the field).
 */
export function solvedAfterUpdate(doc: DocumentSnapshot, solved: boolean, at: Date): Record<string, unknown> {
  return solved ? solvedAfter(doc.get('createDate'), Timestamp.fromDate(at)) : { [SOLVED_AFTER_FIELD]: null };
}
