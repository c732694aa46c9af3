/**
 * Reminders in Firestore: a request's steps are a map on its own document (`reminders`: per
 * step its due time, state and basis), and `reminderDueAt` holds the earliest due time of a
 * step still to send, null when none is, which the sender queries by with the stage (the
 * composite index in firestore.indexes.json). On the request's document, they go with it
 * wherever it goes: erasure, expiry. A step is sent by writing its `mail` document (id
 * `reminder-<step>-<request id>`) in the transaction that marks it sent.
 */
import type {
  CollectionReference,
  DocumentData,
  DocumentReference,
  Firestore,
  Query,
  QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import type { KindOfWork } from '../../../content/contact-fields';
import { languages, type Lang } from '../../../i18n/routes';
import {
  reminderSteps,
  type ComposeReminder,
  type RemindedRequest,
  type ReminderSending,
  type ReminderStep,
  type ReminderStore,
  type StepDue,
  type StoredStep,
  type WaitingRequest,
} from '../reminders';
import { CONTACT_REQUESTS } from './contact-store';
import { CONTACT_EXPIRY_FIELD } from './expiry';
import { MAIL_COLLECTION, mailDocument } from './mail';
import { STAGE_FIELD } from './request-statuses';
import { countOf } from './lead-counts';
import { REMINDER_BASIS_FIELD } from './reminder-basis';
import { toPlain } from './values';

const REMINDERS_FIELD = 'reminders';
export const REMINDER_DUE_FIELD = 'reminderDueAt';

/** The `mail` document of a request's reminder step: apart from its notification and its replies. */
export const reminderMailId = (step: ReminderStep, requestId: string) => `reminder-${step}-${requestId}`;

type StoredSteps = Partial<Record<string, Omit<StoredStep, 'step'>>>;

const stepsOfDocument = (data: DocumentData | undefined): StoredSteps => (data?.[REMINDERS_FIELD] as StoredSteps | undefined) ?? {};

const unclaimed = (state: StoredStep['state'] | undefined) => state === 'off' || state === 'pending';

/** Whether a request's document still waits for its first answer (no answer, no final status). */
const stillWaiting = (data: DocumentData | undefined) => data?.[STAGE_FIELD] === 'waiting' && (data['firstAnswerDate'] ?? null) === null;

/** The earliest due time of the steps still pending, null when none is (no query of due steps finds it). */
function dueField(steps: StoredSteps): number | null {
  const due = Object.values(steps)
    .filter((step) => step?.state === 'pending' && step.dueAt !== null)
    .map((step) => step!.dueAt!);
  return due.length > 0 ? Math.min(...due) : null;
}

/** The waiting requests with a step still to send, by its due time: a range on the field leaves out those without (null). */
const withDueStep = (requests: CollectionReference, by: number) =>
  requests
    .where(STAGE_FIELD, '==', 'waiting')
    .where(REMINDER_DUE_FIELD, '>=', 0)
    .where(REMINDER_DUE_FIELD, '<=', by)
    .orderBy(REMINDER_DUE_FIELD);

const waitingRequest = (doc: QueryDocumentSnapshot): WaitingRequest => {
  const created = toPlain(doc.get('createDate'));
  return { id: doc.id, lang: doc.get('lang') as Lang, createDate: typeof created === 'string' ? created : String(created) };
};

/**
 * The waiting requests without steps or with a step still to send on another basis, read whole:
 * the first pass over requests stored before reminders existed (they have no basis field).
 */
async function everyUnscheduled(waiting: Query, basis: Readonly<Record<Lang, string>>, limit: number): Promise<WaitingRequest[]> {
  const found: WaitingRequest[] = [];
  for (const doc of (await waiting.orderBy('index').get()).docs) {
    const data = doc.data();
    if (!stillWaiting(data)) continue;
    const steps = Object.values(stepsOfDocument(data));
    const lang = data['lang'] as Lang;
    if (
      steps.length === 0 ||
      data[REMINDER_BASIS_FIELD] === undefined ||
      steps.some((step) => unclaimed(step?.state) && step?.basis !== basis[lang])
    )
      found.push(waitingRequest(doc));
    if (found.length >= limit) break;
  }
  return found;
}

export function firestoreReminderStore(db: Firestore): ReminderStore {
  const requests = db.collection(CONTACT_REQUESTS);
  return {
    async unscheduled(basis: Readonly<Record<Lang, string>>, limit: number) {
      const waiting = requests.where(STAGE_FIELD, '==', 'waiting');
      // Two aggregation counts tell whether a waiting request predates the basis field (stored
      // before reminders existed): only then are the waiting requests read whole, once.
      const [all, based] = await Promise.all([countOf(waiting), countOf(waiting.where(REMINDER_BASIS_FIELD, '>=', ''))]);
      if (all !== based) return everyUnscheduled(waiting, basis, limit);
      // Otherwise a pass reads only the requests on another basis than their language's: none
      // when nothing changed, so its cost is what changed, not how many wait.
      const differing = languages.flatMap((lang) => {
        const ofLang = waiting.where('lang', '==', lang);
        return [ofLang.where(REMINDER_BASIS_FIELD, '<', basis[lang]), ofLang.where(REMINDER_BASIS_FIELD, '>', basis[lang])];
      });
      const found = (await Promise.all(differing.map((query) => query.limit(limit).get()))).flatMap((snapshot) => snapshot.docs);
      return found
        .filter((doc) => stillWaiting(doc.data()))
        .slice(0, limit)
        .map(waitingRequest);
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
        transaction.update(ref, { [REMINDERS_FIELD]: steps, [REMINDER_DUE_FIELD]: dueField(steps), [REMINDER_BASIS_FIELD]: basis });
      });
    },
    async stepsOf(requestId) {
      const steps = stepsOfDocument((await requests.doc(requestId).get()).data());
      return reminderSteps.flatMap((step) => (steps[step] ? [{ step, ...steps[step] }] : []));
    },
    async nextDue() {
      const first = await withDueStep(requests, Number.MAX_SAFE_INTEGER).limit(1).get();
      const due = first.docs[0]?.get(REMINDER_DUE_FIELD) as unknown;
      return typeof due === 'number' ? due : undefined;
    },
  };
}

/** The request a reminder names, from its document. */
function remindedRequest(id: string, data: DocumentData): RemindedRequest {
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  return {
    id,
    lang: data['lang'] as Lang,
    createDate: String(toPlain(data['createDate'])),
    name: text('name'),
    subject: text('subject'),
    kindOfWork: (data['kindOfWork'] as KindOfWork | undefined) ?? null,
  };
}

/** Requests read per query of the due ones. */
const DUE_BATCH = 50;

/**
 * Sends a step by writing its `mail` document (the Trigger Email extension sends it, with its
 * own retries) with `create()`, which fails where it exists, in the transaction that reads the
 * request (still waiting?) and marks the step sent: the mail is written once or not at all.
 */
export function firestoreReminderSending(db: Firestore): ReminderSending {
  const requests = db.collection(CONTACT_REQUESTS);
  const mail = db.collection(MAIL_COLLECTION);
  const sendOf = (ref: DocumentReference, now: number, compose: ComposeReminder) =>
    db.runTransaction(async (transaction) => {
      const doc = await transaction.get(ref);
      const data = doc.data();
      if (!data || !stillWaiting(data)) return 0;
      const steps = { ...stepsOfDocument(data) };
      const due = reminderSteps.filter((step) => steps[step]?.state === 'pending' && (steps[step]?.dueAt ?? Infinity) <= now);
      if (due.length === 0) return 0;
      const expiry = data[CONTACT_EXPIRY_FIELD] as unknown;
      for (const step of due) {
        transaction.create(mail.doc(reminderMailId(step, ref.id)), {
          ...mailDocument(compose(step, remindedRequest(ref.id, data))),
          ...(expiry ? { [CONTACT_EXPIRY_FIELD]: expiry } : {}),
        });
        steps[step] = { ...steps[step]!, state: 'sent' };
      }
      transaction.update(ref, { [REMINDERS_FIELD]: steps, [REMINDER_DUE_FIELD]: dueField(steps) });
      return due.length;
    });
  return {
    async sendDue(now, compose) {
      let sent = 0;
      for (;;) {
        const found = await withDueStep(requests, now).limit(DUE_BATCH).get();
        let sentNow = 0;
        for (const doc of found.docs) sentNow += await sendOf(doc.ref, now, compose);
        sent += sentNow;
        // A batch that sent nothing holds only requests answered meanwhile: reading it again would find them again.
        if (found.size < DUE_BATCH || sentNow === 0) return sent;
      }
    },
  };
}
