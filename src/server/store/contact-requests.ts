import type { ContactRequest } from '../../content/contact-request-schemas';

/** A stored contact request: the ContactRequest of SPEC §3 under the id the form chose. */
interface StoredContactRequest {
  id: string;
  request: ContactRequest;
}

/**
 * Where contact requests go. save() resolves only once the request is durable, and saving the
 * same id twice stores it once (a retried submission is not a second request).
 */
export interface ContactStore {
  /**
   * True when this call stored the request, false when one with its id was stored already (and
   * stays as it was): the caller then knows that what it sent with this call, its files above all,
   * is no part of the stored request.
   */
  save(entry: StoredContactRequest): Promise<boolean>;
  list(): Promise<StoredContactRequest[]>;
}
