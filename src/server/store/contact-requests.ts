import type { ContactRequest } from '../../content/schemas';

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
  save(entry: StoredContactRequest): Promise<void>;
  list(): Promise<StoredContactRequest[]>;
}
