/** Contact requests in Firestore's top-level collection `contactRequests` (DECISIONS.md). */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { contactRequestSchema } from '../../content/schemas';
import { toPlain } from '../firestore-values';
import type { ContactStore } from './store';

export const CONTACT_REQUESTS = 'contactRequests';

/** gRPC ALREADY_EXISTS: create() found the document there already. */
export const ALREADY_EXISTS = 6;

export function firestoreContactStore(db: Firestore): ContactStore {
  return {
    async save({ id, request }) {
      try {
        // A real timestamp, so the console and queries sort and show it as a date.
        await db.collection(CONTACT_REQUESTS).doc(id).create({ ...request, createDate: Timestamp.fromDate(new Date(request.createDate)) });
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
