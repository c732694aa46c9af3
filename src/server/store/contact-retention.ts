/**
 * What KVKK (and the GDPR, for the German subsidiary) asks of the stored contact requests: a
 * visitor's requests erased on their demand, and every request deleted once the retention
 * period (CONTACT_RETENTION_DAYS) is over. A request's notification (the outbox row, the
 * `mail` document) and the files sent with it (the attachment store) hold the same personal
 * data, so they go with it.
 */
import { CONTACT_PHONE_PATTERN } from '../../content/contact-fields';

/** Whose requests to erase: an e-mail address (compared without case) or a phone number (by its digits). */
export type ContactAddress = { kind: 'email'; email: string } | { kind: 'phone'; digits: string };

const PHONE = new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`, 'u');
const EMAIL = /^[^\s@]+@[^\s@]+$/;

const digitsOf = (phone: string) => phone.replace(/\D/g, '');
const emailKey = (email: string) => email.trim().toLowerCase();

/** The address someone typed (the CLI's argument, the inbox's choice); undefined when it is neither an e-mail address nor a phone number. */
export function contactAddress(text: string): ContactAddress | undefined {
  const value = text.trim();
  if (value.includes('@')) return EMAIL.test(value) ? { kind: 'email', email: emailKey(value) } : undefined;
  return PHONE.test(value) && digitsOf(value) !== '' ? { kind: 'phone', digits: digitsOf(value) } : undefined;
}

/**
 * A request's addresses as erasure compares them: the e-mail trimmed and lower-cased as
 * JavaScript does (every letter, not only ASCII: SQLite's lower() could not), the phone's digits;
 * empty where the request has none. The stores keep these beside each request, indexed, and match
 * an address against them there, so erasing reads only the requests it erases.
 */
export const addressKeys = (request: { email: string; phone: string }): { email: string; phone: string } => ({
  email: emailKey(request.email),
  phone: digitsOf(request.phone),
});

export interface ContactRetention {
  /** Deletes every request of any of `addresses` with its notification and files; how many requests it deleted (0 for an unknown address). */
  erase(addresses: readonly ContactAddress[]): Promise<number>;
  /** How many stored requests each of `addresses` matches (in their order); nothing is deleted. */
  matches(addresses: readonly ContactAddress[]): Promise<number[]>;
  /**
   * Deletes the requests sent before `cutoff` with their notifications and files; how many. Undefined
   * where the store expires them by itself: Firestore's TTL policies delete each request and
   * its `mail` document at the `expireAt` written with them (firestore.indexes.json).
   */
  deleteSentBefore: ((cutoff: Date) => Promise<number>) | undefined;
}
