/**
 * Reminders in Firestore: a request's steps are a map on its own document (`reminders`: per
 * step its due time, state and basis), and `reminderDueAt` holds the earliest due time of a
 * step still to send, absent when none is, which the sender queries by with the stage (the
 * composite index in firestore.indexes.json). On the request's document, they go with it
 * wherever it goes: erasure, expiry. A step is sent by writing its `mail` document (id
 * `reminder-<step>-<request id>`) in the transaction that marks it sent.
 */
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import type { Lang } from '../../../i18n/routes';
import { reminderSteps, type ReminderStep, type ReminderStore, type StepDue, type StoredStep, type WaitingRequest } from '../reminders';
import { CONTACT_REQUESTS } from './contact-store';
import { STAGE_FIELD } from './request-statuses';
import { firestoreSdk } from './sdk';
import { toPlain } from './values';

export const REMINDERS_FIELD = 'reminders';
export const REMINDER_DUE_FIELD = 'reminderDueAt';

/** The `mail` document of a request's reminder step: apart from its notification and its replies. */
export const reminderMailId = (step: ReminderStep, requestId: string) => `reminder-${step}-${requestId}`;

type StoredSteps = Partial<Record<string, Omit<StoredStep, 'step'>>>;

const stepsOfDocument = (data: DocumentData | undefined): StoredSteps => (data?.[REMINDERS_FIELD] as StoredSteps | undefined) ?? {};

const unclaimed = (state: StoredStep['state'] | undefined) => state === 'off' || state === 'pending';

/** Whether a request's document still waits for its first answer (no answer, no final status). */
export const stillWaiting = (data: DocumentData | undefined) =>
  data?.[STAGE_FIELD] === 'waiting' && (data['firstAnswerDate'] ?? null) === null;

/** The earliest due time of the steps still pending, or the field's deletion when none is. */
export function dueField(steps: StoredSteps) {
  const due = Object.values(steps)
    .filter((step) => step?.state === 'pending' && step.dueAt !== null)
    .map((step) => step!.dueAt!);
  return due.length > 0 ? Math.min(...due) : firestoreSdk().FieldValue.delete();
}

export function firestoreReminderStore(db: Firestore): ReminderStore {
  const requests = db.collection(CONTACT_REQUESTS);
  return {
    async unscheduled(basis: Readonly<Record<Lang, string>>, limit: number) {
      // The waiting requests are the staff's open work: a set they keep small, read whole.
      const waiting = await requests.where(STAGE_FIELD, '==', 'waiting').orderBy('index').get();
      const found: WaitingRequest[] = [];
      for (const doc of waiting.docs) {
        const data = doc.data();
        if (!stillWaiting(data)) continue;
        const lang = data['lang'] as Lang;
        const steps = Object.values(stepsOfDocument(data));
        if (steps.length === 0 || steps.some((step) => unclaimed(step?.state) && step?.basis !== basis[lang])) {
          const created = toPlain(data['createDate']);
          found.push({ id: doc.id, lang, createDate: typeof created === 'string' ? created : String(created) });
          if (found.length >= limit) break;
        }
      }
      return found;
    },
    async schedule(requestId, due: readonly StepDue[], basis) {
      const ref = requests.doc(requestId);
      await db.runTransaction(async (transaction) => {
        const doc = await transaction.get(ref);
        if (!doc.exists) return;
        const steps = { ...stepsOfDocument(doc.data()) };
        for (const { step, dueAt } of due)
          if (steps[step] === undefined || unclaimed(steps[step]!.state))
            steps[step] = { dueAt, state: dueAt === null ? 'off' : 'pending', basis };
        transaction.update(ref, { [REMINDERS_FIELD]: steps, [REMINDER_DUE_FIELD]: dueField(steps) });
      });
    },
    async stepsOf(requestId) {
      const steps = stepsOfDocument((await requests.doc(requestId).get()).data());
      return reminderSteps.flatMap((step) => (steps[step] ? [{ step, ...steps[step] }] : []));
    },
    async nextDue() {
      const first = await requests.where(STAGE_FIELD, '==', 'waiting').orderBy(REMINDER_DUE_FIELD).limit(1).get();
      const due = first.docs[0]?.get(REMINDER_DUE_FIELD) as unknown;
      return typeof due === 'number' ? due : undefined;
    },
  };
}
