/**
 * The admin store in Firestore: `adminUsers` (id: the lower-case e-mail), `adminSessions` (id:
 * sha256 of the cookie's token) and `adminSignInThrottles` (id: a hash of the address or
 * account), the last two with an `expireAt` that Firestore's TTL policy deletes them by
 * (firestore.indexes.json). The inbox reads `contactRequests` and each request's `mail`
 * document (same id) for the Trigger Email extension's delivery state.
 *
 * Pages are read with `where('index', '<', …)` plus an equality read for requests of the same
 * millisecond, not with cursors, so they work on the protocol server the tests use too.
 */
import type { DocumentData, DocumentSnapshot, Firestore, Query } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { CONTACT_REQUESTS } from './contact-store';
import { toPlain } from './values';
import { MAIL_COLLECTION } from './mail';
import { firestoreFirstAnswerCounts } from './first-answer-counts';
import { firestoreLeadCounts } from './lead-counts';
import { fillStatuses, STAGE_FIELD, statusOfDocument, writeFirstAnswer, writeStatus } from './request-statuses';
import { DEFAULT_PERMISSIONS } from '../../../admin-api/contract';
import { oldestFirst, stages, type Stage } from '../../../admin-api/request-status';
import {
  storedLang,
  storedQuoteFields,
  storedAttachments,
  storedPermissions,
  type AdminStore,
  type InboxItem,
  type NotificationState,
  type PageCursor,
  type StaffUser,
  type StatusFilter,
  type ThrottleState,
} from '../admin';

const ADMIN_USERS = 'adminUsers';
export const ADMIN_SESSIONS = 'adminSessions';
export const SIGN_IN_THROTTLES = 'adminSignInThrottles';
/** The TTL field of ADMIN_SESSIONS and SIGN_IN_THROTTLES. */
export const ADMIN_EXPIRY_FIELD = 'expireAt';

const EXTENSION_STATES: Record<string, NotificationState> = {
  PENDING: 'pending',
  PROCESSING: 'processing',
  SUCCESS: 'success',
  ERROR: 'error',
  RETRY: 'retry',
};

function notificationOf(mail: DocumentSnapshot | undefined): InboxItem['notification'] {
  if (!mail?.exists) return { state: 'off' };
  const delivery = mail.get('delivery') as { state?: string; error?: string } | undefined;
  const state = (delivery?.state && EXTENSION_STATES[delivery.state]) || 'pending';
  return { state, ...(delivery?.error ? { error: String(delivery.error) } : {}) };
}

function itemOf(doc: DocumentSnapshot, mail: DocumentSnapshot | undefined): InboxItem {
  const data = toPlain(doc.data()) as Record<string, unknown>;
  const text = (name: string) => (typeof data[name] === 'string' ? (data[name] as string) : '');
  return {
    id: doc.id,
    name: text('name'),
    subject: text('subject'),
    phone: text('phone'),
    email: text('email'),
    message: text('message'),
    createDate: text('createDate'),
    lang: storedLang(data['lang']),
    ...statusOfDocument(data),
    statusChanged:
      typeof data['changedBy'] === 'string' && typeof data['changedDate'] === 'string'
        ? { by: data['changedBy'], date: data['changedDate'] }
        : null,
    ...storedQuoteFields({
      kindOfWork: data['kindOfWork'],
      location: data['location'],
      sentFrom: data['sentFrom'],
      project: data['project'],
    }),
    attachments: storedAttachments(data['attachments']),
    notification: notificationOf(mail),
  };
}

const indexOf = (doc: DocumentSnapshot) => Number(doc.get('index'));
const newestFirst = (a: DocumentSnapshot, b: DocumentSnapshot) => indexOf(b) - indexOf(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
const oldestFirstOrder = (a: DocumentSnapshot, b: DocumentSnapshot) => newestFirst(b, a);

export function firestoreAdminStore(db: Firestore): AdminStore {
  const users = db.collection(ADMIN_USERS);
  const sessions = db.collection(ADMIN_SESSIONS);
  const throttles = db.collection(SIGN_IN_THROTTLES);
  const requests = db.collection(CONTACT_REQUESTS);
  const mail = db.collection(MAIL_COLLECTION);

  const userOf = (doc: DocumentSnapshot): StaffUser => {
    const data = toPlain(doc.data()) as Record<string, unknown>;
    return {
      email: doc.id,
      displayName: String(data['displayName'] ?? ''),
      passwordHash: String(data['passwordHash'] ?? ''),
      permissions: storedPermissions(data['permissions']),
      createdDate: String(data['createdDate'] ?? ''),
      lastSignInDate: typeof data['lastSignInDate'] === 'string' ? data['lastSignInDate'] : null,
    };
  };

  const withMail = async (docs: DocumentSnapshot[]): Promise<InboxItem[]> => {
    if (docs.length === 0) return [];
    const mails = await db.getAll(...docs.map((doc) => mail.doc(doc.id)));
    return docs.map((doc, i) => itemOf(doc, mails[i]));
  };

  const itemAt = async (id: string) => (await withMail([await requests.doc(id).get()]))[0];
  const filtered = (status: StatusFilter): Query<DocumentData> => (status === 'all' ? requests : requests.where(STAGE_FIELD, '==', status));
  // Requests stored before statuses get theirs at the first inbox read of this process.
  let statusesFilled: Promise<number> | undefined;
  const withStatuses = async () => {
    statusesFilled ??= fillStatuses(requests).catch((error: unknown) => {
      statusesFilled = undefined;
      throw error;
    });
    await statusesFilled;
  };

  return {
    async getUser(email) {
      const doc = await users.doc(email).get();
      return doc.exists ? userOf(doc) : undefined;
    },
    async putUser(user, now) {
      const ref = users.doc(user.email);
      const existing = await ref.get();
      if (existing.exists) {
        await ref.update({
          displayName: user.displayName,
          passwordHash: user.passwordHash,
          ...(user.permissions ? { permissions: user.permissions } : {}),
        });
        const old = await sessions.where('email', '==', user.email).get();
        await Promise.all(old.docs.map((doc) => doc.ref.delete()));
        return false;
      }
      await ref.create({
        displayName: user.displayName,
        passwordHash: user.passwordHash,
        permissions: user.permissions ?? [...DEFAULT_PERMISSIONS],
        createdDate: firestoreSdk().Timestamp.fromDate(now),
        lastSignInDate: null,
      });
      return true;
    },
    async removeUser(email) {
      const ref = users.doc(email);
      if (!(await ref.get()).exists) return false;
      await ref.delete();
      const old = await sessions.where('email', '==', email).get();
      await Promise.all(old.docs.map((doc) => doc.ref.delete()));
      return true;
    },
    async listUsers() {
      return (await users.get()).docs.map(userOf).sort((a, b) => a.email.localeCompare(b.email));
    },
    async hasUsers() {
      return !(await users.limit(1).get()).empty;
    },
    async recordSignIn(email, at) {
      await users.doc(email).update({ lastSignInDate: firestoreSdk().Timestamp.fromDate(at) });
    },

    async createSession(session, expiresAt) {
      await sessions.doc(session.id).create({
        email: session.email,
        createdAt: session.createdAt,
        lastSeenAt: session.lastSeenAt,
        [ADMIN_EXPIRY_FIELD]: firestoreSdk().Timestamp.fromMillis(expiresAt),
      });
    },
    async getSession(id) {
      const doc = await sessions.doc(id).get();
      if (!doc.exists) return undefined;
      return { id, email: String(doc.get('email')), createdAt: Number(doc.get('createdAt')), lastSeenAt: Number(doc.get('lastSeenAt')) };
    },
    async touchSession(id, at, expiresAt) {
      await sessions.doc(id).update({ lastSeenAt: at, [ADMIN_EXPIRY_FIELD]: firestoreSdk().Timestamp.fromMillis(expiresAt) });
    },
    async deleteSession(id) {
      await sessions.doc(id).delete();
    },

    async updateThrottle(key, update, expiresAt) {
      const ref = throttles.doc(key);
      return db.runTransaction(async (tx) => {
        const doc = await tx.get(ref);
        const state: ThrottleState | undefined = doc.exists
          ? { count: Number(doc.get('count')), lockedUntil: Number(doc.get('lockedUntil')), lastAttempt: Number(doc.get('lastAttempt')) }
          : undefined;
        const next = update(state);
        if (next.state === null) {
          if (doc.exists) tx.delete(ref);
        } else tx.set(ref, { ...next.state, [ADMIN_EXPIRY_FIELD]: firestoreSdk().Timestamp.fromMillis(expiresAt) });
        return next.result;
      });
    },

    // With Firestore, ADMIN_SESSION_SECRET is required: several instances must share it.
    async generatedSecret() {
      return undefined;
    },

    async page(status, cursor, size) {
      await withStatuses();
      // Oldest first: the same reads with the comparisons and orders turned round.
      const ascending = oldestFirst(status);
      const order = ascending ? oldestFirstOrder : newestFirst;
      const docs: DocumentSnapshot[] = [];
      if (cursor) {
        // Requests of the cursor's millisecond that come after it (ids in the view's order).
        const ties = await filtered(status).where('index', '==', cursor.index).get();
        docs.push(...ties.docs.filter((doc) => (ascending ? doc.id > cursor.id : doc.id < cursor.id)));
      }
      const before = await (cursor ? filtered(status).where('index', ascending ? '>' : '<', cursor.index) : filtered(status))
        .orderBy('index', ascending ? 'asc' : 'desc')
        .limit(size + 1)
        .get();
      let rest = before.docs;
      if (rest.length === size + 1) {
        // The read stopped inside a millisecond: take all of it, in a known order.
        const boundary = indexOf(rest.at(-1)!);
        const tied = await filtered(status).where('index', '==', boundary).get();
        rest = [...rest.filter((doc) => indexOf(doc) !== boundary), ...tied.docs];
      }
      const all = [...docs.sort(order), ...rest.sort(order)];
      const page = all.slice(0, size);
      const last = page.at(-1);
      const next: PageCursor | null = all.length > size && last ? { index: indexOf(last), id: last.id } : null;
      return { items: await withMail(page), next };
    },
    async getItem(id) {
      const doc = await requests.doc(id).get();
      return doc.exists ? (await withMail([doc]))[0] : undefined;
    },
    async setStatus(id, change, by, at) {
      return (await writeStatus(requests.doc(id), change, by, at)) ? itemAt(id) : undefined;
    },
    async recordFirstAnswer(id, answer) {
      return (await writeFirstAnswer(requests.doc(id), answer)) ? itemAt(id) : undefined;
    },
    async statusCounts() {
      await withStatuses();
      // Aggregation queries on the stage's equality: Firestore counts on its index, no request is read.
      const countOf = async (query: Query) => (await query.count().get()).data().count;
      const [all, ...byStage] = await Promise.all([countOf(requests), ...stages.map((stage) => countOf(filtered(stage)))]);
      return { ...(Object.fromEntries(stages.map((stage, i) => [stage, byStage[i] ?? 0])) as Record<Stage, number>), all: all ?? 0 };
    },
    async allItems() {
      const snapshot = await requests.orderBy('index', 'desc').get();
      return withMail(snapshot.docs.sort(newestFirst));
    },
    async counts(since) {
      await withStatuses();
      // Aggregation queries: Firestore counts on its indexes, no request is read.
      const countOf = async (query: Query) => (await query.count().get()).data().count;
      const [open, recent] = await Promise.all([
        countOf(requests.where('solved', '==', false)),
        countOf(requests.where('index', '>=', since)),
      ]);
      return { open, since: recent };
    },
    async leadCounts(window, projects) {
      return firestoreLeadCounts(db, window, projects);
    },
    async firstAnswerCounts(window, scope) {
      // Requests stored before statuses get their first answer's fields first, so the counts find them.
      await withStatuses();
      return firestoreFirstAnswerCounts(db, window, scope);
    },
  };
}
