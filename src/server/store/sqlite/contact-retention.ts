/**
 * Erasure and expiry in the embedded database: each request goes in one transaction with its
 * outbox row (deleted first: the outbox row references the request), and its files go from the
 * attachment store just before: should that fail, the requests stay, and erasing again (or the
 * next sweep) finds them and finishes; the other way round, a failure would leave files that
 * no erasure could find any more.
 */
import type { AttachmentStore } from '../attachments';
import type { ContactAddress, ContactRetention } from '../contact-retention';
import { transaction, type Database } from './transaction';
import type { DatabaseHandle } from './lazy';

function deleteRequests(db: Database, ids: readonly string[]): number {
  if (ids.length === 0) return 0;
  const outbox = db.prepare('DELETE FROM outbox WHERE request_id = ?');
  const request = db.prepare('DELETE FROM contact_requests WHERE id = ?');
  let deleted = 0;
  for (const id of ids) {
    outbox.run(id);
    deleted += Number(request.run(id).changes);
  }
  return deleted;
}

/** The condition an address puts on a request, on its indexed key (migration 12), and the key's value. */
const matching = (address: ContactAddress): [string, string] =>
  address.kind === 'email' ? ['email_key = ?', address.email] : ['phone_digits = ?', address.digits];

/** `attachments`: the store of the requests' files (none in a test that keeps no files). */
export function sqliteContactRetention(handle: DatabaseHandle, attachments: AttachmentStore | undefined): ContactRetention {
  /** The requests' files, then the requests themselves; how many requests. */
  const deleteWithFiles = async (ids: string[]) => {
    await attachments?.deleteOf(ids);
    const db = handle.get();
    return transaction(db, () => deleteRequests(db, ids));
  };
  return {
    async matches(addresses) {
      const db = handle.get();
      return addresses.map((address) => {
        const [condition, key] = matching(address);
        return (db.prepare(`SELECT count(*) AS count FROM contact_requests WHERE ${condition}`).get(key) as { count: number }).count;
      });
    },
    async erase(addresses) {
      if (addresses.length === 0) return 0;
      const conditions = addresses.map(matching);
      const rows = handle
        .get()
        .prepare(`SELECT id FROM contact_requests WHERE ${conditions.map(([condition]) => condition).join(' OR ')}`)
        .all(...conditions.map(([, key]) => key)) as { id: string }[];
      return deleteWithFiles(rows.map((row) => row.id));
    },
    async deleteSentBefore(cutoff) {
      // julianday() reads the offset a stored date may carry (+03:00), which a string comparison would not.
      const rows = handle
        .get()
        .prepare('SELECT id FROM contact_requests WHERE julianday(create_date) < julianday(?)')
        .all(cutoff.toISOString()) as { id: string }[];
      return deleteWithFiles(rows.map((row) => row.id));
    },
  };
}
