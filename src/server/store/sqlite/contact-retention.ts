/**
 * Erasure and expiry in the embedded database: each request goes in one transaction with its
 * outbox row (deleted first: the outbox row references the request), and its files go from the
 * attachment store just before: should that fail, the requests stay, and erasing again (or the
 * next sweep) finds them and finishes; the other way round, a failure would leave files that
 * no erasure could find any more.
 */
import type { AttachmentStore } from '../attachments';
import { isRequestOf, matchesOf, type ContactRetention } from '../contact-retention';
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

type AddressRow = { id: string; email: string; phone: string };
const addressRows = (db: Database) => db.prepare('SELECT id, email, phone FROM contact_requests').all() as AddressRow[];

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
      return matchesOf(addresses, addressRows(handle.get()));
    },
    async erase(addresses) {
      // Compared here, not in SQL: SQLite's lower() knows ASCII only, and a phone is matched by its digits.
      return deleteWithFiles(
        addressRows(handle.get())
          .filter((row) => isRequestOf(addresses, row))
          .map((row) => row.id),
      );
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
