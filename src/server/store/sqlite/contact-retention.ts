/**
 * Erasure and expiry in the embedded database: each request goes in one transaction with its
 * outbox row (deleted first: the outbox row references the request).
 */
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

export function sqliteContactRetention(handle: DatabaseHandle): ContactRetention {
  return {
    async matches(addresses) {
      return matchesOf(addresses, addressRows(handle.get()));
    },
    async erase(addresses) {
      const db = handle.get();
      return transaction(db, () => {
        // Compared here, not in SQL: SQLite's lower() knows ASCII only, and a phone is matched by its digits.
        return deleteRequests(
          db,
          addressRows(db)
            .filter((row) => isRequestOf(addresses, row))
            .map((row) => row.id),
        );
      });
    },
    async deleteSentBefore(cutoff) {
      const db = handle.get();
      return transaction(db, () => {
        // julianday() reads the offset a stored date may carry (+03:00), which a string comparison would not.
        const rows = db
          .prepare('SELECT id FROM contact_requests WHERE julianday(create_date) < julianday(?)')
          .all(cutoff.toISOString()) as {
          id: string;
        }[];
        return deleteRequests(
          db,
          rows.map((row) => row.id),
        );
      });
    },
  };
}
