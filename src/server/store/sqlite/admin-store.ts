/** The admin store in the embedded database (tables of migration 2; notifications from the outbox). */
import { randomBytes } from 'node:crypto';
import { DEFAULT_PERMISSIONS } from '../../../admin-api/contract';
import { isRequestStatus, oldestFirst, stageOf, stages, type RequestStatus, type Stage } from '../../../admin-api/request-status';
import { answerTime, changedStatus, statusAfterAnswer, storedStatus } from '../status-changes';
import { transaction } from './transaction';
import { OPEN_COUNT, STAGE_COUNTS } from './stage-counts';
import { sqliteLeadCounts } from './lead-counts';
import { sqliteFirstAnswerCounts } from './first-answer-counts';
import { attachmentsOf, type ContactRow } from './contact-rows';
import type { DatabaseHandle } from './lazy';
import {
  storedLang,
  storedQuoteFields,
  storedPermissions,
  type AdminStore,
  type InboxItem,
  type NotificationState,
  type StaffUser,
  type StatusFilter,
  type StoredSession,
  type ThrottleState,
} from '../admin';

interface UserRow {
  email: string;
  display_name: string;
  password_hash: string;
  permissions: string;
  created_date: string;
  last_sign_in_date: string | null;
}

type ItemRow = ContactRow & {
  changed_by: string | null;
  changed_date: string | null;
  outbox_state: string | null;
  outbox_error: string | null;
};

const userOf = (row: UserRow): StaffUser => ({
  email: row.email,
  displayName: row.display_name,
  passwordHash: row.password_hash,
  permissions: storedPermissions(JSON.parse(row.permissions)),
  createdDate: row.created_date,
  lastSignInDate: row.last_sign_in_date,
});

function itemOf(row: ItemRow): InboxItem {
  return {
    id: row.id,
    name: row.name,
    subject: row.subject,
    phone: row.phone,
    email: row.email,
    message: row.message,
    createDate: row.create_date,
    lang: storedLang(row.lang),
    ...storedStatus({
      status: row.status,
      lostReason: row.lost_reason,
      firstAnswer: { date: row.first_answer_date, by: row.first_answer_by, channel: row.first_answer_channel },
      solved: row.solved === 1,
      solvedDate: row.solved_date,
      solvedBy: row.solved_by,
    }),
    statusChanged: row.changed_by && row.changed_date ? { by: row.changed_by, date: row.changed_date } : null,
    ...storedQuoteFields({ kindOfWork: row.kind_of_work, location: row.location, sentFrom: row.sent_from, project: row.project }),
    attachments: attachmentsOf(row),
    notification: row.outbox_state
      ? {
          state: row.outbox_state as NotificationState,
          ...(row.outbox_error && row.outbox_state !== 'sent' ? { error: row.outbox_error } : {}),
        }
      : { state: 'off' },
  };
}

const ITEMS = `SELECT r.*, o.state AS outbox_state, o.error AS outbox_error FROM contact_requests r LEFT JOIN outbox o ON o.request_id = r.id`;
/**
 * An inbox page, after a cursor when `after`: the row-value comparison is read as a range of the
 * index (every request newest first, or a stage's in either order), so a page deep in the inbox
 * (and each of the CSV's) costs what the first does; `idx < ? OR (idx = ? AND id < ?)` scanned
 * the index from the top.
 */
export const pageQuery = (status: StatusFilter, after: boolean): string => {
  const ascending = oldestFirst(status);
  const where = [status === 'all' ? '' : 'r.stage = ?', after ? `(r.idx, r.id) ${ascending ? '>' : '<'} (?, ?)` : ''].filter(Boolean);
  const order = ascending ? 'ASC' : 'DESC';
  return `${ITEMS}${where.length > 0 ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY r.idx ${order}, r.id ${order} LIMIT ?`;
};

/** The summary's count of recent requests (exported for the test that reads its query plan). */
export const RECENT_COUNT = 'SELECT count(*) AS count FROM contact_requests WHERE idx >= ?';

export function sqliteAdminStore(handle: DatabaseHandle): AdminStore {
  const db = () => handle.get();
  return {
    async getUser(email) {
      const row = db().prepare('SELECT * FROM admin_users WHERE email = ?').get(email) as UserRow | undefined;
      return row && userOf(row);
    },
    async putUser(user, now) {
      const given = user.permissions ? JSON.stringify(user.permissions) : null;
      const result = db()
        .prepare(
          `INSERT INTO admin_users (email, display_name, password_hash, permissions, created_date) VALUES (?, ?, ?, ?, ?)
           ON CONFLICT (email) DO UPDATE SET display_name = excluded.display_name, password_hash = excluded.password_hash,
             permissions = coalesce(?, admin_users.permissions)
           RETURNING created_date`,
        )
        .get(user.email, user.displayName, user.passwordHash, given ?? JSON.stringify(DEFAULT_PERMISSIONS), now.toISOString(), given) as {
        created_date: string;
      };
      // A reset password ends the account's sessions.
      db()
        .prepare('DELETE FROM admin_sessions WHERE email = ? AND created_at < ?')
        .run(user.email, now.getTime() + 1);
      return result.created_date === now.toISOString();
    },
    async removeUser(email) {
      return Number(db().prepare('DELETE FROM admin_users WHERE email = ?').run(email).changes) === 1;
    },
    async listUsers() {
      return (db().prepare('SELECT * FROM admin_users ORDER BY email').all() as unknown as UserRow[]).map(userOf);
    },
    async hasUsers() {
      return db().prepare('SELECT 1 FROM admin_users LIMIT 1').get() !== undefined;
    },
    async recordSignIn(email, at) {
      db().prepare('UPDATE admin_users SET last_sign_in_date = ? WHERE email = ?').run(at.toISOString(), email);
    },

    async createSession(session) {
      db()
        .prepare('INSERT INTO admin_sessions (id, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)')
        .run(session.id, session.email, session.createdAt, session.lastSeenAt);
    },
    async getSession(id) {
      const row = db().prepare('SELECT id, email, created_at, last_seen_at FROM admin_sessions WHERE id = ?').get(id) as
        { id: string; email: string; created_at: number; last_seen_at: number } | undefined;
      return row && ({ id: row.id, email: row.email, createdAt: row.created_at, lastSeenAt: row.last_seen_at } satisfies StoredSession);
    },
    async touchSession(id, at) {
      db().prepare('UPDATE admin_sessions SET last_seen_at = ? WHERE id = ?').run(at, id);
    },
    async deleteSession(id) {
      db().prepare('DELETE FROM admin_sessions WHERE id = ?').run(id);
    },

    async updateThrottle(key, update) {
      const database = db();
      return transaction(database, () => {
        const row = database.prepare('SELECT count, locked_until, last_attempt FROM sign_in_throttles WHERE key = ?').get(key) as
          { count: number; locked_until: number; last_attempt: number } | undefined;
        const state: ThrottleState | undefined = row && { count: row.count, lockedUntil: row.locked_until, lastAttempt: row.last_attempt };
        const next = update(state);
        if (next.state === null) database.prepare('DELETE FROM sign_in_throttles WHERE key = ?').run(key);
        else
          database
            .prepare(
              `INSERT INTO sign_in_throttles (key, count, locked_until, last_attempt) VALUES (?, ?, ?, ?)
               ON CONFLICT (key) DO UPDATE SET count = excluded.count, locked_until = excluded.locked_until, last_attempt = excluded.last_attempt`,
            )
            .run(key, next.state.count, next.state.lockedUntil, next.state.lastAttempt);
        return next.result;
      });
    },

    async generatedSecret() {
      const database = db();
      database
        .prepare("INSERT INTO settings (key, value) VALUES ('sessionSecret', ?) ON CONFLICT (key) DO NOTHING")
        .run(randomBytes(48).toString('base64url'));
      return (database.prepare("SELECT value FROM settings WHERE key = 'sessionSecret'").get() as { value: string }).value;
    },

    async page(status, cursor, size) {
      const params = [...(status === 'all' ? [] : [status]), ...(cursor ? [cursor.index, cursor.id] : [])];
      const rows = db()
        .prepare(pageQuery(status, cursor !== null))
        .all(...params, size + 1) as unknown as ItemRow[];
      const page = rows.slice(0, size);
      const last = page.at(-1);
      return { items: page.map(itemOf), next: rows.length > size && last ? { index: last.idx, id: last.id } : null };
    },
    async getItem(id) {
      const row = db().prepare(`${ITEMS} WHERE r.id = ?`).get(id) as unknown as ItemRow | undefined;
      return row && itemOf(row);
    },
    async setStatus(id, change, by, at) {
      const database = db();
      return transaction(database, () => {
        const before = database.prepare('SELECT solved, solved_date, solved_by FROM contact_requests WHERE id = ?').get(id) as
          Pick<ContactRow, 'solved' | 'solved_date' | 'solved_by'> | undefined;
        if (!before) return undefined;
        const after = changedStatus(
          { solved: before.solved === 1, solvedDate: before.solved_date, solvedBy: before.solved_by },
          change,
          by,
          at,
        );
        database
          .prepare(
            `UPDATE contact_requests SET status = ?, stage = ?, lost_reason = ?, solved = ?, solved_date = ?, solved_by = ?,
               changed_by = ?, changed_date = ? WHERE id = ?`,
          )
          .run(
            after.status,
            after.stage,
            after.lostReason,
            after.solved ? 1 : 0,
            after.solvedDate,
            after.solvedBy,
            by,
            at.toISOString(),
            id,
          );
        return itemOf(database.prepare(`${ITEMS} WHERE r.id = ?`).get(id) as unknown as ItemRow);
      });
    },
    async recordFirstAnswer(id, answer) {
      const database = db();
      return transaction(database, () => {
        const before = database
          .prepare('SELECT status, first_answer_date, create_date, lang FROM contact_requests WHERE id = ?')
          .get(id) as Pick<ContactRow, 'status' | 'first_answer_date' | 'create_date' | 'lang'> | undefined;
        if (!before) return undefined;
        if (before.first_answer_date === null) {
          const status: RequestStatus = isRequestStatus(before.status) ? statusAfterAnswer(before.status) : 'answered';
          const moved = status !== before.status;
          const time = answerTime(before.create_date, storedLang(before.lang), answer);
          database
            .prepare(
              `UPDATE contact_requests SET first_answer_date = ?, first_answer_by = ?, first_answer_channel = ?,
                 first_answer_minutes = ?, first_answer_office = ?, status = ?, stage = ?,
                 changed_by = CASE WHEN ? THEN ? ELSE changed_by END, changed_date = CASE WHEN ? THEN ? ELSE changed_date END
               WHERE id = ?`,
            )
            .run(
              answer.at.toISOString(),
              answer.by,
              answer.channel,
              time.minutes,
              time.office,
              status,
              stageOf(status),
              moved ? 1 : 0,
              answer.by,
              moved ? 1 : 0,
              answer.at.toISOString(),
              id,
            );
        }
        return itemOf(database.prepare(`${ITEMS} WHERE r.id = ?`).get(id) as unknown as ItemRow);
      });
    },
    async statusCounts() {
      const rows = db().prepare(STAGE_COUNTS).all() as { stage: string; count: number }[];
      const counts = Object.fromEntries(stages.map((stage) => [stage, rows.find((row) => row.stage === stage)?.count ?? 0])) as Record<
        Stage,
        number
      >;
      return { ...counts, all: rows.reduce((total, row) => total + row.count, 0) };
    },
    async allItems() {
      return (db().prepare(`${ITEMS} ORDER BY r.idx DESC, r.id DESC`).all() as unknown as ItemRow[]).map(itemOf);
    },
    async counts(since) {
      // The open ones from the kept counts (migration 13), the recent ones a range of an index of migration 1: never a pass over the table.
      const database = db();
      const count = (sql: string, ...params: (number | string)[]) => (database.prepare(sql).get(...params) as { count: number }).count;
      return {
        open: count(OPEN_COUNT, 'closed' satisfies Stage),
        since: count(RECENT_COUNT, since),
      };
    },
    async leadCounts(window) {
      // SQL groups by every project stored; the figures name those the content has.
      return sqliteLeadCounts(db(), window);
    },
    async firstAnswerCounts(window, scope) {
      return sqliteFirstAnswerCounts(db(), window, scope);
    },
  };
}
