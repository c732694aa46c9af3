/**
 * Reminders in the embedded database: the `reminders` table (migration 15), a row per step of a
 * request, which is also the queue the reminder sender claims from.
 */
import type { Lang } from '../../../i18n/routes';
import type { ReminderStore, StoredStep, WaitingRequest } from '../reminders';
import type { DatabaseHandle } from './lazy';
import { transaction } from './transaction';

/** A request still waiting for its first answer: the rows it keys are the ones to send. */
export const STILL_WAITING = `EXISTS (SELECT 1 FROM contact_requests c
  WHERE c.id = reminders.request_id AND c.stage = 'waiting' AND c.first_answer_date IS NULL)`;

/** A step nobody has claimed yet: the ones a new basis moves. */
const UNCLAIMED = "state IN ('off', 'pending')";

export const reminderId = (step: number, requestId: string) => `${step}-${requestId}`;

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
      const row = db()
        .prepare(
          `SELECT min(CASE state WHEN 'pending' THEN next_attempt_at ELSE claimed_until END) AS due
           FROM reminders WHERE state IN ('pending', 'processing') AND ${STILL_WAITING}`,
        )
        .get() as { due: number | null };
      return row.due ?? undefined;
    },
  };
}
