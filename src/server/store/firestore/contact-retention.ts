/**
 * Erasure in Firestore (a request with its notification, its replies and theirs, its reminders' mail), and the one-time `expireAt` of the requests stored before it was
 * written. Expiry itself is Firestore's: TTL policies on `expireAt` of `contactRequests` and
 * `mail` (firestore.indexes.json) delete both documents, so there is no sweep here.
 *
 * Firestore compares neither without case nor by digits: each request carries its addresses as
 * erasure compares them (address-keys.ts), and an erasure or its dry run is an equality query (a
 * count for the dry run) per address on them, reading only the requests it matches.
 *
 * An erased request's files go from the attachment store just before its documents: should that
 * fail, the request stays and erasing again finishes. Their expiry is the server's retention
 * sweep (retention-sweep.ts), by each file's time of storing: Cloud Storage knows no TTL field.
 */
import type { DocumentReference, Firestore, Query, WriteBatch, Timestamp } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import type { AttachmentStore } from '../attachments';
import type { ContactAddress, ContactRetention } from '../contact-retention';
import { EMAIL_KEY_FIELD, fillAddressKeys, PHONE_DIGITS_FIELD } from './address-keys';
import { CONTACT_REQUESTS } from './contact-store';
import { MAIL_COLLECTION } from './mail';
import { CONTACT_EXPIRY_FIELD, contactExpiry } from './expiry';
import { REPLIES, replyMailId } from './replies';
import { reminderMailId } from './reminders';
import { reminderSteps } from '../reminders';

/** Firestore takes at most 500 writes in one batch. */
const BATCH_WRITES = 500;

async function inBatches<T>(db: Firestore, items: readonly T[], write: (batch: WriteBatch, item: T) => void, perItem: number) {
  const size = Math.floor(BATCH_WRITES / perItem);
  for (let start = 0; start < items.length; start += size) {
    const batch = db.batch();
    for (const item of items.slice(start, start + size)) write(batch, item);
    await batch.commit();
  }
}

/** `attachments`: the bucket of the requests' files; undefined where MEDIA_BUCKET is not set (no files are kept). */
export function firestoreContactRetention(db: Firestore, attachments: AttachmentStore | undefined): ContactRetention {
  const requests = db.collection(CONTACT_REQUESTS);
  const mail = db.collection(MAIL_COLLECTION);
  /** The requests of one address, by its key (the requests stored before the keys get theirs first). */
  const of = (address: ContactAddress): Query =>
    address.kind === 'email'
      ? requests.where(EMAIL_KEY_FIELD, '==', address.email)
      : requests.where(PHONE_DIGITS_FIELD, '==', address.digits);
  return {
    async matches(addresses) {
      await fillAddressKeys(requests);
      return Promise.all(addresses.map(async (address) => (await of(address).count().get()).data().count));
    },
    async erase(addresses) {
      await fillAddressKeys(requests);
      const matched = await Promise.all(addresses.map(async (address) => (await of(address).select().get()).docs.map((doc) => doc.id)));
      const ids = [...new Set(matched.flat())];
      await attachments?.deleteOf(ids);
      // Replies before their requests: should this fail, the request stays and erasing again finds them.
      const replies = (await Promise.all(ids.map(async (id) => (await requests.doc(id).collection(REPLIES).select().get()).docs))).flat();
      await inBatches(
        db,
        replies,
        (batch, reply) => {
          batch.delete(reply.ref);
          batch.delete(mail.doc(replyMailId(reply.id)));
        },
        2,
      );
      // The request, its notification and its reminders' mail together (its reminders' due times
      // are on its document): deleting a document that is not there is no error.
      await inBatches(
        db,
        ids,
        (batch, id) => {
          batch.delete(requests.doc(id));
          batch.delete(mail.doc(id));
          for (const step of reminderSteps) batch.delete(mail.doc(reminderMailId(step, id)));
        },
        2 + reminderSteps.length,
      );
      return ids.length;
    },
    deleteSentBefore: undefined,
  };
}

/** What the backfill did: documents given an `expireAt`, and requests left without one because their createDate is unreadable. */
export interface ExpiryBackfill {
  requests: number;
  mail: number;
  unreadable: string[];
}

const createDateOf = (value: unknown): Date | undefined => {
  const date = value instanceof firestoreSdk().Timestamp ? value.toDate() : typeof value === 'string' ? new Date(value) : undefined;
  return date && !Number.isNaN(date.getTime()) ? date : undefined;
};

/**
 * Gives every request stored before `expireAt` existed, and its `mail` document, the expiry
 * its createDate and the retention period make; documents that have one keep it. Run once
 * after the deploy that began writing it (`npm run contact:expire-backfill`); a second run
 * finds nothing to do.
 */
export async function backfillContactExpiry(db: Firestore, retentionDays: number): Promise<ExpiryBackfill> {
  const requests = db.collection(CONTACT_REQUESTS);
  const snapshot = await requests.select('createDate', CONTACT_EXPIRY_FIELD).get();
  const unreadable: string[] = [];
  const due: { ref: DocumentReference; expireAt: Timestamp }[] = [];
  for (const doc of snapshot.docs) {
    if (doc.get(CONTACT_EXPIRY_FIELD) !== undefined) continue;
    const createDate = createDateOf(doc.get('createDate'));
    if (createDate) due.push({ ref: doc.ref, expireAt: contactExpiry(createDate, retentionDays) });
    else unreadable.push(doc.id);
  }
  const mails = due.length > 0 ? await db.getAll(...due.map(({ ref }) => db.collection(MAIL_COLLECTION).doc(ref.id))) : [];
  const mailDue = due.filter((_, index) => mails[index]?.exists && mails[index].get(CONTACT_EXPIRY_FIELD) === undefined);
  await inBatches(db, due, (batch, { ref, expireAt }) => batch.update(ref, { [CONTACT_EXPIRY_FIELD]: expireAt }), 1);
  await inBatches(
    db,
    mailDue,
    (batch, { ref, expireAt }) => batch.update(db.collection(MAIL_COLLECTION).doc(ref.id), { [CONTACT_EXPIRY_FIELD]: expireAt }),
    1,
  );
  return { requests: due.length, mail: mailDue.length, unreadable };
}
