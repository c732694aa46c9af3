/**
 * Contact requests in Firestore's top-level collection `contactRequests` (DECISIONS.md). With
 * NOTIFY_TO set, the request and its `mail` document (the Trigger Email extension's) are one
 * batch: both or neither, and a retried request, refused by create(), queues no second mail.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contactRequestSchema } from '../../../content/schemas';
import { toPlain } from './values';
import { mailDocument, MAIL_COLLECTION } from './mail';
import { notificationMessage } from '../../notify/message';
import type { ContactStore } from '../contact-requests';

export const CONTACT_REQUESTS = 'contactRequests';

/** gRPC ALREADY_EXISTS: create() found the document there already. */
export const ALREADY_EXISTS = 6;

export interface FirestoreContactOptions {
  notifyTo?: readonly string[] | undefined;
}

export function firestoreContactStore(db: Firestore, options: FirestoreContactOptions = {}): ContactStore {
  return {
    async save({ id, request }) {
      const batch = db.batch();
      // A real timestamp, so the console and queries sort and show it as a date.
      batch.create(db.collection(CONTACT_REQUESTS).doc(id), { ...request, createDate: Timestamp.fromDate(new Date(request.createDate)) });
      if (options.notifyTo?.length)
        batch.create(db.collection(MAIL_COLLECTION).doc(id), mailDocument(notificationMessage(id, request, options.notifyTo)));
      try {
        await batch.commit();
      } catch (error) {
        // Stored by an earlier attempt of the same request.
        if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      }
    },
    async list() {
      const snapshot = await db.collection(CONTACT_REQUESTS).get();
      return snapshot.docs
        .map((doc) => ({ id: doc.id, request: contactRequestSchema.parse(toPlain(doc.data())) }))
        .sort((a, b) => a.request.index - b.request.index || a.id.localeCompare(b.id));
    },
  };
}
