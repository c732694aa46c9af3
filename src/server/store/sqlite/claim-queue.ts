/**
 * One queue of messages to send, as the embedded database keeps the notifications' outbox, the
 * replies and the reminders: rows with a `state` (pending, processing, sent, failed), the
 * attempts so far, the next attempt's time and how long a claim holds. The SQL that claims,
 * records and says when the next row is due is written here once, for every such table.
 *
 * A claim is one UPDATE…RETURNING: the row to send is chosen and marked `processing` until
 * `claimUntil` in the same statement, so two senders never take one row, and a row whose claim
 * ran out (its sender died mid-send) is taken back. `eligible`, an SQL condition on the row,
 * is checked inside that statement too: a row that stops being eligible (a reminder's request
 * answered) is never claimed after, however long ago it was found due.
 */
import type { DatabaseHandle } from './lazy';

export interface QueueTable {
  table: string;
  /** The column that names a row. */
  key: string;
  /** Where a sent row's time of sending goes. */
  sentColumn: string;
  /** A further condition a row must meet to be claimed or counted as due (over the table's columns, named by it). */
  eligible?: string;
}

export interface ClaimQueue {
  /** The due row with the earliest next attempt, claimed until `claimUntil`: the columns `returning` names. */
  claim<Row>(now: number, claimUntil: number, returning: string): Row | undefined;
  markSent(key: string, sentDate: string): void;
  markFailed(key: string, reason: string): void;
  retryAt(key: string, reason: string, nextAttemptAt: number): void;
  /** When the next pending row or running-out claim is due, if any. */
  nextDue(): number | undefined;
}

export function claimQueue(handle: DatabaseHandle, { table, key, sentColumn, eligible }: QueueTable): ClaimQueue {
  const db = () => handle.get();
  const also = eligible ? `AND ${eligible}` : '';
  const update = (set: string) => `UPDATE ${table} SET ${set}, claimed_until = NULL WHERE ${key} = ?`;
  return {
    claim<Row>(now: number, claimUntil: number, returning: string) {
      return db()
        .prepare(
          `UPDATE ${table} SET state = 'processing', claimed_until = ?, attempts = attempts + 1
           WHERE ${key} = (
             SELECT ${key} FROM ${table}
             WHERE ((state = 'pending' AND next_attempt_at <= ?) OR (state = 'processing' AND claimed_until <= ?)) ${also}
             ORDER BY next_attempt_at LIMIT 1)
           RETURNING ${returning}`,
        )
        .get(claimUntil, now, now) as Row | undefined;
    },
    markSent(id, sentDate) {
      db()
        .prepare(update(`state = 'sent', ${sentColumn} = ?, error = NULL`))
        .run(sentDate, id);
    },
    markFailed(id, reason) {
      db().prepare(update("state = 'failed', error = ?")).run(reason, id);
    },
    retryAt(id, reason, nextAttemptAt) {
      db().prepare(update("state = 'pending', error = ?, next_attempt_at = ?")).run(reason, nextAttemptAt, id);
    },
    nextDue() {
      const row = db()
        .prepare(
          `SELECT min(CASE state WHEN 'pending' THEN next_attempt_at ELSE claimed_until END) AS due
           FROM ${table} WHERE state IN ('pending', 'processing') ${also}`,
        )
        .get() as { due: number | null };
      return row.due ?? undefined;
    },
  };
}
