/**
 * When Firestore deletes a contact request and its `mail` document: `expireAt`, the request's
 * createDate plus the retention period, the field firestore.indexes.json declares their TTL
 * policies on. Firestore deletes a document usually within a day after that moment.
 */
import type { Timestamp } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { DAY_MS } from '../../../lib/contact-retention';

/** The TTL field of the contact requests and of their `mail` documents. */
export const CONTACT_EXPIRY_FIELD = 'expireAt';

export function contactExpiry(createDate: Date, retentionDays: number): Timestamp {
  return firestoreSdk().Timestamp.fromMillis(createDate.getTime() + retentionDays * DAY_MS);
}
