/** The outbox in the embedded database: the `outbox` table, one row per contact request. */
import type { Outbox } from '../outbox';
import { claimQueue } from './claim-queue';
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
  const queue = claimQueue(handle, { table: 'outbox', key: 'request_id', sentColumn: 'sent_date' });
  return {
    claimNext(now, claimUntil) {
      const row = queue.claim<OutboxRow>(now, claimUntil, 'request_id, recipients, reply_to, subject, text, html, attempts');
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
    markSent: queue.markSent,
    markFailed: queue.markFailed,
    retryAt: queue.retryAt,
    nextDue: queue.nextDue,
  };
}
