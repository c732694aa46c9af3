/** The outbox in the embedded database: the `outbox` table, one row per contact request. */
import type { Outbox } from '../outbox';
import type { DatabaseHandle } from './lazy';

interface OutboxRow {
  request_id: string;
  recipients: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export function sqliteOutbox(handle: DatabaseHandle): Outbox {
  return {
    claimNext(now, claimUntil) {
      const row = handle
        .get()
        .prepare(
          `UPDATE outbox SET state = 'processing', claimed_until = ?, attempts = attempts + 1
           WHERE request_id = (
             SELECT request_id FROM outbox
             WHERE (state = 'pending' AND next_attempt_at <= ?) OR (state = 'processing' AND claimed_until <= ?)
             ORDER BY next_attempt_at LIMIT 1)
           RETURNING request_id, recipients, reply_to, subject, text, html, attempts`,
        )
        .get(claimUntil, now, now) as OutboxRow | undefined;
      if (!row) return undefined;
      return {
        requestId: row.request_id,
        attempts: row.attempts,
        message: {
          to: JSON.parse(row.recipients) as string[],
          ...(row.reply_to ? { replyTo: row.reply_to } : {}),
          subject: row.subject,
          text: row.text,
          html: row.html,
        },
      };
    },
    markSent(requestId, sentDate) {
      handle
        .get()
        .prepare("UPDATE outbox SET state = 'sent', sent_date = ?, error = NULL, claimed_until = NULL WHERE request_id = ?")
        .run(sentDate, requestId);
    },
    markFailed(requestId, reason) {
      handle
        .get()
        .prepare("UPDATE outbox SET state = 'failed', error = ?, claimed_until = NULL WHERE request_id = ?")
        .run(reason, requestId);
    },
    retryAt(requestId, reason, nextAttemptAt) {
      handle
        .get()
        .prepare("UPDATE outbox SET state = 'pending', error = ?, next_attempt_at = ?, claimed_until = NULL WHERE request_id = ?")
        .run(reason, nextAttemptAt, requestId);
    },
    nextDue() {
      const row = handle
        .get()
        .prepare(
          `SELECT min(CASE state WHEN 'pending' THEN next_attempt_at ELSE claimed_until END) AS due
           FROM outbox WHERE state IN ('pending', 'processing')`,
        )
        .get() as { due: number | null };
      return row.due ?? undefined;
    },
  };
}
