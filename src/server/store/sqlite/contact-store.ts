/**
 * Contact requests in the embedded database. save() resolves once the row's commit is on the
 * disk, its flush made off the event loop and shared by the saves that came together
 * (unblocked-commit.ts), so pages are served while it runs; the primary key makes a second save of the same id a no-op. When
 * notifications are on, the outbox row is written in the same transaction, so a stored
 * request always has its notification and a refused duplicate never gets a second one.
 */
import type { ContactStore } from '../contact-requests';
import { notificationMessage } from '../../notify/message';
import { databasePath } from './connection';
import { unblockedCommits } from './unblocked-commit';
import { insertRequest, requestOf, type ContactRow } from './contact-rows';
import type { DatabaseHandle } from './lazy';

export interface SqliteContactOptions {
  /** NOTIFY_TO, when an SMTP sender will deliver the outbox. */
  notifyTo?: readonly string[] | undefined;
  /** Called after a commit that queued a notification (wakes the sender). */
  onQueued?: () => void;
  now?: () => number;
}

export function sqliteContactStore(handle: DatabaseHandle, options: SqliteContactOptions = {}): ContactStore {
  const now = options.now ?? Date.now;
  const commits = unblockedCommits(`${databasePath(handle.dataDir)}-wal`);
  return {
    async save({ id, request }) {
      const db = handle.get();
      let created = false;
      const queued = await commits.commit(db, () => {
        created = insertRequest(db, id, request);
        if (!created || !options.notifyTo?.length) return false;
        const message = notificationMessage(id, request, options.notifyTo);
        db.prepare(
          `INSERT INTO outbox (request_id, recipients, reply_to, subject, text, html, state, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, 'pending', ?)`,
        ).run(id, JSON.stringify(message.to), message.replyTo ?? null, message.subject, message.text, message.html, now());
        return true;
      });
      if (queued) options.onQueued?.();
      return created;
    },
    async list() {
      const rows = handle.get().prepare('SELECT * FROM contact_requests ORDER BY idx, id').all() as unknown as ContactRow[];
      return rows.map((row) => ({ id: row.id, request: requestOf(row) }));
    },
  };
}
