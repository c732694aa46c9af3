/**
 * Replies in Firestore: each a document of its request's `replies` sub-collection (who, when,
 * the text), and its message a `mail` document (id `reply-<id>`) written in the same batch,
 * which the Trigger Email extension sends and records `delivery` on; the reply's delivery is
 * read from there. Both carry the request's `expireAt`, so the TTL policies
 * (firestore.indexes.json) delete them with it; erasure deletes them with the request
 * (contact-retention.ts).
 */
import type { DocumentSnapshot, Firestore } from 'firebase-admin/firestore';
import type { ReplyDelivery, SentReply } from '../../../admin-api/contract';
import type { ReplyStore } from '../replies';
import { CONTACT_REQUESTS } from './contact-store';
import { CONTACT_EXPIRY_FIELD } from './expiry';
import { MAIL_COLLECTION } from './mail';

export const REPLIES = 'replies';

/** The `mail` document of a reply: apart from the requests' notifications, which have the request's id. */
export const replyMailId = (replyId: string) => `reply-${replyId}`;

const DELIVERY: Record<string, ReplyDelivery> = { SUCCESS: 'sent', ERROR: 'failed' };

function replyOf(doc: DocumentSnapshot, mail: DocumentSnapshot | undefined): SentReply {
  const delivery = mail?.get('delivery') as { state?: string; error?: string } | undefined;
  const text = (name: string) => String(doc.get(name) ?? '');
  return {
    id: doc.id,
    by: text('by'),
    byName: text('byName'),
    at: text('at'),
    text: text('text'),
    delivery: (delivery?.state && DELIVERY[delivery.state]) || 'pending',
    ...(delivery?.error ? { reason: String(delivery.error) } : {}),
  };
}

export function firestoreReplyStore(db: Firestore): ReplyStore {
  const replies = (requestId: string) => db.collection(CONTACT_REQUESTS).doc(requestId).collection(REPLIES);
  const mail = db.collection(MAIL_COLLECTION);
  const withDelivery = async (docs: DocumentSnapshot[]) => {
    if (docs.length === 0) return [];
    const mails = await db.getAll(...docs.map((doc) => mail.doc(replyMailId(doc.id))));
    return docs.map((doc, index) => replyOf(doc, mails[index]));
  };
  return {
    async add(reply) {
      const request = await db.collection(CONTACT_REQUESTS).doc(reply.requestId).get();
      const expiry = request.get(CONTACT_EXPIRY_FIELD) as unknown;
      const expiring = expiry ? { [CONTACT_EXPIRY_FIELD]: expiry } : {};
      const { message } = reply;
      const ref = replies(reply.requestId).doc(reply.id);
      const batch = db.batch();
      batch.create(ref, { by: reply.by, byName: reply.byName, at: reply.at, text: reply.text, ...expiring });
      batch.create(mail.doc(replyMailId(reply.id)), {
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        message: { subject: message.subject, text: message.text },
        ...expiring,
      });
      await batch.commit();
      return (await withDelivery([await ref.get()]))[0]!;
    },
    async of(requestIds) {
      const found = new Map<string, SentReply[]>();
      await Promise.all(
        requestIds.map(async (requestId) => {
          const snapshot = await replies(requestId).orderBy('at').get();
          if (!snapshot.empty) found.set(requestId, await withDelivery(snapshot.docs));
        }),
      );
      return found;
    },
    async retry(requestId, replyId) {
      const ref = replies(requestId).doc(replyId);
      const [doc, mailDoc] = await db.getAll(ref, mail.doc(replyMailId(replyId)));
      if (!doc?.exists || !mailDoc?.exists || replyOf(doc, mailDoc).delivery !== 'failed') return undefined;
      // The extension sends a document again when its delivery state is set to RETRY.
      await mail.doc(replyMailId(replyId)).update({ 'delivery.state': 'RETRY' });
      return (await withDelivery([await ref.get()]))[0]!;
    },
    outbox: undefined,
  };
}
