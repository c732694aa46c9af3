/**
 * Each request's status in Firestore (admin-api/request-status.ts), stored with its stage (the
 * inbox's view, which pages and counts query by equality) and its first answer. Requests stored
 * before statuses existed read as legacyStatus says wherever they are read (status-changes.ts's
 * storedStatus), and are written so at the first inbox read that finds some without a stage (two
 * counts disagree), as the address keys and the figures' times to solved are filled: once, then
 * never again. Their `solvedAfterMs` goes with their solved mark, so the figures no longer count
 * them as solved.
 */
import type { CollectionReference, DocumentReference, DocumentSnapshot, Query } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { toPlain } from './values';
import { SOLVED_AFTER_FIELD, solvedAfterUpdate } from './solved-after';
import { stageOf, type FirstAnswer } from '../../../admin-api/request-status';
import { storedLang } from '../admin';
import {
  answerTime,
  changedStatus,
  statusAfterAnswer,
  storedStatus,
  type AnswerTime,
  type FirstAnswerRecord,
  type StatusChange,
  type StatusFields,
} from '../status-changes';

export const STAGE_FIELD = 'stage';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

const countOf = async (query: Query) => (await query.count().get()).data().count;

/** A date as Firestore keeps it (a Timestamp, which the console shows and queries sort as a date); null stays null. */
const stamp = (iso: string | null) => (iso === null ? null : firestoreSdk().Timestamp.fromDate(new Date(iso)));

/** The fields a request's status writes. */
export const statusDocument = (fields: StatusFields): Record<string, unknown> => ({
  status: fields.status,
  [STAGE_FIELD]: fields.stage,
  lostReason: fields.lostReason,
  solved: fields.solved,
  solvedDate: stamp(fields.solvedDate),
  solvedBy: fields.solvedBy,
});

/** A first answer's business minutes and their office (status-changes.ts's answerTime), which the figures count by. */
export const FIRST_ANSWER_MINUTES = 'firstAnswerMinutes';
export const FIRST_ANSWER_OFFICE = 'firstAnswerOffice';

/** The fields a first answer writes; one without a time (stored before times were) writes none. */
export const firstAnswerDocument = (
  answer: FirstAnswer | null,
  time: AnswerTime = { minutes: null, office: null },
): Record<string, unknown> => ({
  firstAnswerDate: stamp(answer?.date ?? null),
  firstAnswerBy: answer?.by ?? null,
  firstAnswerChannel: answer?.channel ?? null,
  [FIRST_ANSWER_MINUTES]: time.minutes,
  [FIRST_ANSWER_OFFICE]: time.office,
});

/** A stored request's status fields, as status-changes.ts's storedStatus reads them. */
export function statusOfDocument(data: Record<string, unknown>) {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : null);
  return storedStatus({
    status: data['status'],
    lostReason: data['lostReason'],
    firstAnswer: { date: data['firstAnswerDate'], by: data['firstAnswerBy'], channel: data['firstAnswerChannel'] },
    solved: data['solved'] === true,
    solvedDate: text('solvedDate'),
    solvedBy: text('solvedBy'),
  });
}

/**
 * Gives every request without a stage the status its stored fields read as; how many it wrote.
 * Two aggregation counts when none is missing (every string is >= ''): no request is read then.
 */
export async function fillStatuses(requests: CollectionReference): Promise<number> {
  const [all, staged] = await Promise.all([countOf(requests), countOf(requests.where(STAGE_FIELD, '>=', ''))]);
  if (all === staged) return 0;
  const snapshot = await requests.get();
  const missing = snapshot.docs.filter((doc: DocumentSnapshot) => typeof doc.get(STAGE_FIELD) !== 'string');
  for (let start = 0; start < missing.length; start += BATCH_WRITES) {
    const batch = requests.firestore.batch();
    for (const doc of missing.slice(start, start + BATCH_WRITES)) {
      const read = statusOfDocument(toPlain(doc.data()) as Record<string, unknown>);
      batch.update(doc.ref, {
        ...statusDocument({ ...read, stage: stageOf(read.status) }),
        ...firstAnswerDocument(read.firstAnswer),
        ...(read.solved ? {} : { [SOLVED_AFTER_FIELD]: null }),
      });
    }
    await batch.commit();
  }
  return missing.length;
}

/** Sets the request's status in a transaction (status-changes.ts's changedStatus); false when there is no such request. */
export async function writeStatus(ref: DocumentReference, change: StatusChange, by: string, at: Date): Promise<boolean> {
  return ref.firestore.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists) return false;
    const read = statusOfDocument(toPlain(before.data()) as Record<string, unknown>);
    const after = changedStatus(read, change, by, at);
    tx.update(ref, {
      ...statusDocument(after),
      // A request read as legacyStatus says is written so with its first change.
      ...(typeof before.get(STAGE_FIELD) === 'string' ? {} : firstAnswerDocument(read.firstAnswer)),
      ...(after.solved === read.solved && after.solvedDate === read.solvedDate ? {} : solvedAfterUpdate(before, after.solved, at)),
      changedBy: by,
      changedDate: firestoreSdk().Timestamp.fromDate(at),
    });
    return true;
  });
}

/** Records the request's first answer in a transaction, unless it has one; false when there is no such request. */
export async function writeFirstAnswer(ref: DocumentReference, answer: FirstAnswerRecord): Promise<boolean> {
  return ref.firestore.runTransaction(async (tx) => {
    const before = await tx.get(ref);
    if (!before.exists) return false;
    const read = statusOfDocument(toPlain(before.data()) as Record<string, unknown>);
    if (read.firstAnswer !== null) return true;
    const status = statusAfterAnswer(read.status);
    const moved = status !== read.status;
    const stored = toPlain(before.data()) as Record<string, unknown>;
    const time = answerTime(String(stored['createDate']), storedLang(stored['lang']), answer);
    tx.update(ref, {
      ...firstAnswerDocument({ date: answer.at.toISOString(), by: answer.by, channel: answer.channel }, time),
      ...statusDocument({ ...read, status, stage: stageOf(status) }),
      ...(moved ? { changedBy: answer.by, changedDate: firestoreSdk().Timestamp.fromDate(answer.at) } : {}),
    });
    return true;
  });
}
