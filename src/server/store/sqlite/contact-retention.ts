/**
 * Erasure and expiry in the embedded database, DELETE_BATCH requests at a time: a batch goes in
 * one transaction with its outbox rows, replies and reminders (deleted first: each references its request),
 * one statement each, and its files go from the attachment store just before: should that fail,
 * the requests stay, and erasing again (or the next sweep) finds them and finishes; the other
 * way round, a failure would leave files that no erasure could find any more.
 */
import type { AttachmentStore } from '../attachments';
import type { ContactAddress, ContactRetention } from '../contact-retention';
import { transaction, type Database } from './transaction';
import type { DatabaseHandle } from './lazy';

/** Requests deleted per transaction: a short one, so the contact form's writes wait little between them. */
export const DELETE_BATCH = 500;

/** Deletes `ids` (at most a batch) with their outbox rows, replies and reminders: one statement each, in one transaction. */
function deleteRequests(db: Database, ids: readonly string[]): number {
  if (ids.length === 0) return 0;
  const list = JSON.stringify(ids);
  return transaction(db, () => {
    db.prepare('DELETE FROM outbox WHERE request_id IN (SELECT value FROM json_each(?))').run(list);
    db.prepare('DELETE FROM replies WHERE request_id IN (SELECT value FROM json_each(?))').run(list);
    db.prepare('DELETE FROM reminders WHERE request_id IN (SELECT value FROM json_each(?))').run(list);
    return Number(db.prepare('DELETE FROM contact_requests WHERE id IN (SELECT value FROM json_each(?))').run(list).changes);
  });
}

/** The condition an address puts on a request, on its indexed key (migration 12), and the key's value. */
const matching = (address: ContactAddress): [string, string] =>
  address.kind === 'email' ? ['email_key = ?', address.email] : ['phone_digits = ?', address.digits];

/** `attachments`: the store of the requests' files (none in a test that keeps no files). */
export function sqliteContactRetention(handle: DatabaseHandle, attachments: AttachmentStore | undefined): ContactRetention {
  /** The requests' files, then the requests themselves, a batch at a time; how many requests. */
  const deleteWithFiles = async (ids: readonly string[]) => {
    let deleted = 0;
    for (let start = 0; start < ids.length; start += DELETE_BATCH) {
      const batch = ids.slice(start, start + DELETE_BATCH);
      await attachments?.deleteOf(batch);
      deleted += deleteRequests(handle.get(), batch);
    }
    return deleted;
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
      // A batch of the oldest at a time, on the arrival index (migration 11's figures index leads
      // with it): julianday() reads the offset a stored date may carry (+03:00), which a string
      // comparison would not. Each batch goes, so the next read finds the ones after it.
      const due = handle
        .get()
        .prepare('SELECT id FROM contact_requests WHERE julianday(create_date) < julianday(?) ORDER BY julianday(create_date) LIMIT ?');
      let deleted = 0;
      for (;;) {
        const ids = (due.all(cutoff.toISOString(), DELETE_BATCH) as { id: string }[]).map((row) => row.id);
        if (ids.length === 0) return deleted;
        const gone = await deleteWithFiles(ids);
        deleted += gone;
        // Nothing deleted (another process took them meanwhile) would read the same batch again.
        if (gone === 0) return deleted;
      }
    },
  };
}
