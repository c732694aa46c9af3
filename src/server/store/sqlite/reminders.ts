/**
 * Reminders in the embedded database: the `reminders` table (migration 16), a row per step of a
 * request, which is also the queue the reminder sender claims from.
 */
import type { KindOfWork } from '../../../content/contact-fields';
import type { Lang } from '../../../i18n/routes';
import type { Outbox } from '../outbox';
import type { ComposeReminder, ReminderStep, ReminderStore, StoredStep, WaitingRequest } from '../reminders';
import { claimQueue, type QueueTable } from './claim-queue';
import type { DatabaseHandle } from './lazy';
import { transaction } from './transaction';

/** A request still waiting for its first answer: the rows it keys are the ones to send. */
const STILL_WAITING = `EXISTS (SELECT 1 FROM contact_requests c
  WHERE c.id = reminders.request_id AND c.stage = 'waiting' AND c.first_answer_date IS NULL)`;

/** The reminders as a queue of messages: only a waiting request's steps are claimed or counted as due. */
const REMINDER_QUEUE: QueueTable = { table: 'reminders', key: 'id', sentColumn: 'sent_date', eligible: STILL_WAITING };

/** A step nobody has claimed yet: the ones a new basis moves. */
const UNCLAIMED = "state IN ('off', 'pending')";

const reminderId = (step: number, requestId: string) => `${step}-${requestId}`;

export function sqliteReminderStore(handle: DatabaseHandle): ReminderStore {
  const db = () => handle.get();
  return {
    async unscheduled(basis: Readonly<Record<Lang, string>>, limit: number) {
      return db()
        .prepare(
          `SELECT id, lang, create_date AS createDate FROM contact_requests c
           WHERE c.stage = 'waiting' AND c.first_answer_date IS NULL AND (
             NOT EXISTS (SELECT 1 FROM reminders r WHERE r.request_id = c.id)
             OR EXISTS (SELECT 1 FROM reminders r WHERE r.request_id = c.id AND r.${UNCLAIMED}
               AND r.basis IS NOT json_extract(?, '$.' || c.lang)))
           ORDER BY c.stage, c.idx, c.id LIMIT ?`,
        )
        .all(JSON.stringify(basis), limit) as unknown as WaitingRequest[];
    },
    async schedule(requestId, steps, basis) {
      const database = db();
      const upsert = database.prepare(
        `INSERT INTO reminders (id, request_id, step, basis, due_at, state, next_attempt_at) VALUES (?, ?, ?, ?, ?, ?, ?)
         ON CONFLICT (id) DO UPDATE SET basis = excluded.basis, due_at = excluded.due_at, state = excluded.state,
           next_attempt_at = excluded.next_attempt_at
         WHERE reminders.${UNCLAIMED}`,
      );
      transaction(database, () => {
        for (const { step, dueAt } of steps)
          upsert.run(reminderId(step, requestId), requestId, step, basis, dueAt, dueAt === null ? 'off' : 'pending', dueAt);
      });
    },
    async stepsOf(requestId) {
      return (
        db()
          .prepare('SELECT step, due_at AS dueAt, state, basis FROM reminders WHERE request_id = ? ORDER BY step')
          .all(requestId) as unknown as StoredStep[]
      ).map((row) => ({ ...row }));
    },
    async nextDue() {
      return claimQueue(handle, REMINDER_QUEUE).nextDue();
    },
  };
}

interface RequestRow {
  id: string;
  lang: Lang;
  create_date: string;
  name: string;
  subject: string;
  kind_of_work: KindOfWork | null;
}

/**
 * The steps due, as the outbox sender claims them (keyed by the row's id, `<step>-<request id>`),
 * each written by `compose` once claimed: a request answered or closed before the claim is
 * never claimed (the claim's own condition), so its reminder is never written or sent.
 */
export function sqliteReminderOutbox(handle: DatabaseHandle, compose: () => ComposeReminder): Outbox {
  const queue = claimQueue(handle, REMINDER_QUEUE);
  return {
    claimNext(now, claimUntil) {
      const row = queue.claim<{ id: string; request_id: string; step: ReminderStep; attempts: number }>(
        now,
        claimUntil,
        'id, request_id, step, attempts',
      );
      if (!row) return undefined;
      const request = handle
        .get()
        .prepare('SELECT id, lang, create_date, name, subject, kind_of_work FROM contact_requests WHERE id = ?')
        .get(row.request_id) as unknown as RequestRow;
      const message = compose()(row.step, {
        id: request.id,
        lang: request.lang,
        createDate: request.create_date,
        name: request.name,
        subject: request.subject,
        kindOfWork: request.kind_of_work,
      });
      return { requestId: row.id, attempts: row.attempts, message };
    },
    markSent: queue.markSent,
    markFailed: queue.markFailed,
    retryAt: queue.retryAt,
    nextDue: queue.nextDue,
  };
}
