/**
 * Replies in the embedded database: the `replies` table (migration 13), one row per reply with
 * its message and its delivery, which is also the outbox the reply sender claims rows from.
 */
import type { SentReply } from '../../../admin-api/contract';
import type { Outbox } from '../outbox';
import type { ReplyStore } from '../replies';
import { claimQueue } from './claim-queue';
import type { DatabaseHandle } from './lazy';

interface ReplyRow {
  id: string;
  request_id: string;
  by_email: string;
  by_name: string;
  sent_at: string;
  body: string;
  state: 'pending' | 'processing' | 'sent' | 'failed';
  error: string | null;
}

const COLUMNS = 'id, request_id, by_email, by_name, sent_at, body, state, error';

function replyOf(row: ReplyRow): SentReply {
  return {
    id: row.id,
    by: row.by_email,
    byName: row.by_name,
    at: row.sent_at,
    text: row.body,
    // A claimed row is still on its way: staff see it as waiting.
    delivery: row.state === 'processing' ? 'pending' : row.state,
    ...(row.error ? { reason: row.error } : {}),
  };
}

/** The replies due to be sent, as the outbox sender claims them (keyed by the reply's id). */
export function sqliteReplyOutbox(handle: DatabaseHandle): Outbox {
  const queue = claimQueue(handle, { table: 'replies', key: 'id', sentColumn: 'delivered_at' });
  return {
    claimNext(now, claimUntil) {
      const row = queue.claim<{
        id: string;
        recipient: string;
        reply_to: string;
        from_name: string;
        subject: string;
        body: string;
        attempts: number;
      }>(now, claimUntil, 'id, recipient, reply_to, from_name, subject, body, attempts');
      if (!row) return undefined;
      return {
        requestId: row.id,
        attempts: row.attempts,
        message: { to: [row.recipient], replyTo: row.reply_to, fromName: row.from_name, subject: row.subject, text: row.body, html: '' },
      };
    },
    markSent: queue.markSent,
    markFailed: queue.markFailed,
    retryAt: queue.retryAt,
    nextDue: queue.nextDue,
  };
}

/** `onQueued`: called after a reply is stored or made due again (wakes the sender). */
export function sqliteReplyStore(handle: DatabaseHandle, onQueued: () => void = () => {}): ReplyStore {
  const one = (id: string) => handle.get().prepare(`SELECT ${COLUMNS} FROM replies WHERE id = ?`).get(id) as ReplyRow | undefined;
  return {
    async add(reply, at) {
      const { message } = reply;
      handle
        .get()
        .prepare(
          `INSERT INTO replies (id, request_id, by_email, by_name, sent_at, body, recipient, reply_to, from_name, subject, state, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?)`,
        )
        .run(
          reply.id,
          reply.requestId,
          reply.by,
          reply.byName,
          reply.at,
          message.text,
          message.to[0]!,
          message.replyTo ?? '',
          message.fromName ?? '',
          message.subject,
          at,
        );
      onQueued();
      return replyOf(one(reply.id)!);
    },
    async of(requestIds) {
      const rows = handle
        .get()
        .prepare(`SELECT ${COLUMNS} FROM replies WHERE request_id IN (SELECT value FROM json_each(?)) ORDER BY sent_at, id`)
        .all(JSON.stringify(requestIds)) as unknown as ReplyRow[];
      const found = new Map<string, SentReply[]>();
      for (const row of rows) found.set(row.request_id, [...(found.get(row.request_id) ?? []), replyOf(row)]);
      return found;
    },
    async retry(requestId, replyId, at) {
      const changed = handle
        .get()
        .prepare(
          "UPDATE replies SET state = 'pending', next_attempt_at = ?, attempts = 0 WHERE id = ? AND request_id = ? AND state = 'failed'",
        )
        .run(at, replyId, requestId).changes;
      if (Number(changed) === 0) return undefined;
      onQueued();
      return replyOf(one(replyId)!);
    },
    outbox: sqliteReplyOutbox(handle),
  };
}
