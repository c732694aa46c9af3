/**
 * Contact requests in Firestore's top-level collection `contactRequests` (DECISIONS.md). With
 * NOTIFY_TO set, the request and its `mail` document (the Trigger Email extension's) are one
 * batch: both or neither, and a retried request, refused by create(), queues no second mail.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { contactRequestSchema } from '../../../content/contact-request-schemas';
import { toPlain } from './values';
import { mailDocument, MAIL_COLLECTION } from './mail';
import { notificationMessage } from '../../notify/message';
import type { ContactStore } from '../contact-requests';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../../lib/contact-retention';
import { CONTACT_EXPIRY_FIELD, contactExpiry } from './expiry';
import { firstAnswerDocument, statusDocument } from './request-statuses';
import { savedStatus } from '../status-changes';
import { addressKeyFields } from './address-keys';
import { REMINDER_BASIS_FIELD } from './reminder-basis';

export const CONTACT_REQUESTS = 'contactRequests';

/** gRPC ALREADY_EXISTS: create() found the document there already. */
export const ALREADY_EXISTS = 6;

export interface FirestoreContactOptions {
  notifyTo?: readonly string[] | undefined;
  /** CONTACT_RETENTION_DAYS: the request and its mail document carry when Firestore deletes them. */
  retentionDays?: number;
}

export function firestoreContactStore(db: Firestore, options: FirestoreContactOptions = {}): ContactStore {
  return {
    async save({ id, request }) {
      const batch = db.batch();
      const createDate = new Date(request.createDate);
      const expiry = { [CONTACT_EXPIRY_FIELD]: contactExpiry(createDate, options.retentionDays ?? DEFAULT_CONTACT_RETENTION_DAYS) };
      // A real timestamp, so the console and queries sort and show it as a date.
      // An optional field the visitor left out is not stored at all (Firestore refuses undefined).
      const given = Object.fromEntries(Object.entries(request).filter(([, value]) => value !== undefined));
      const { firstAnswer, ...status } = savedStatus(request);
      batch.create(db.collection(CONTACT_REQUESTS).doc(id), {
        ...given,
        createDate: firestoreSdk().Timestamp.fromDate(createDate),
        ...expiry,
        ...statusDocument(status),
        ...firstAnswerDocument(firstAnswer),
        ...addressKeyFields(request),
        // Not scheduled yet: the reminders' next pass finds it by this (reminders.ts).
        [REMINDER_BASIS_FIELD]: '',
      });
      if (options.notifyTo?.length)
        batch.create(db.collection(MAIL_COLLECTION).doc(id), {
          ...mailDocument(notificationMessage(id, request, options.notifyTo)),
          ...expiry,
        });
      try {
        await batch.commit();
        return true;
      } catch (error) {
        // Stored by an earlier attempt of the same request.
        if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
        return false;
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
