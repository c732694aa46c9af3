/**
 * A visitor's requests erased on demand, on both backends: every request of the address (an
 * e-mail without case, a phone by its digits) goes with its notification (the outbox row, the
 * `mail` document) and its files (the attachment store), nobody else's does, and an unknown
 * address erases nothing. Expiry: the embedded database's sweep deletes exactly the requests
 * sent before the cutoff, with their files; Firestore leaves the requests to its TTL policies
 * (tests/server/store/firestore/contact-expiry.test.ts) and the files to the server's sweep
 * (tests/server/retention-sweep.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { DELETE_BATCH } from '../../../src/server/store/sqlite/contact-retention';
import { insertRequest } from '../../../src/server/store/sqlite/contact-rows';
import { contactAddress, type ContactAddress } from '../../../src/server/store/contact-retention';
import { MAIL_COLLECTION } from '../../../src/server/store/firestore/mail';
import { firestoreAndStorage } from './firestore/test-servers';
import { contactRequest, NOTIFY_TO, storeKinds, type TestStores } from './stores';

const servers = firestoreAndStorage();
const kinds = storeKinds(
  () => servers.emulator,
  () => servers.storage,
);

const address = (text: string): ContactAddress => {
  const parsed = contactAddress(text);
  if (!parsed) throw new Error(`not an address: ${text}`);
  return parsed;
};

const JAN_2026 = Date.UTC(2026, 0, 1);

/** Stores a file for each of `requests` in the test's attachment store. */
async function withFiles(stores: TestStores, requests: { id: string }[]): Promise<void> {
  for (const { id } of requests) {
    const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'part');
    writeFileSync(file, `%PDF-1.7 drawing of ${id}`);
    await stores.attachmentStore!.put(id, randomUUID(), 'application/pdf', file);
  }
}

/** The ids of the requests that still have files, read underneath the store: the folder's, or the bucket's objects. */
function withFilesStored(stores: TestStores): string[] {
  if (stores.database) {
    const folder = join(stores.database.dataDir, 'attachments');
    return existsSync(folder) ? readdirSync(folder).sort() : [];
  }
  const names = [...servers.storage.objects(stores.bucket!).keys()];
  return [...new Set(names.map((name) => name.split('/')[1]!))].sort();
}

/** The ids of the stored requests, and of those that still have a notification, read underneath the store. */
async function stored(stores: TestStores): Promise<{ requests: string[]; notifications: string[] }> {
  const requests = (await stores.contactStore.list()).map(({ id }) => id).sort();
  if (stores.database) {
    const rows = stores.database.get().prepare('SELECT request_id FROM outbox ORDER BY request_id').all() as { request_id: string }[];
    return { requests, notifications: rows.map((row) => row.request_id) };
  }
  const mail = await stores.firestore!.collection(MAIL_COLLECTION).get();
  return { requests, notifications: mail.docs.map((doc) => doc.id).sort() };
}

describe('contact addresses', () => {
  it('reads an e-mail without case and a phone by its digits; anything else is neither', () => {
    expect(contactAddress('  Ayse.Yilmaz@Example.COM ')).toEqual({ kind: 'email', email: 'ayse.yilmaz@example.com' });
    expect(contactAddress('+90 (312) 555-01.23')).toEqual({ kind: 'phone', digits: '903125550123' });
    for (const text of ['', 'ayşe', 'a@', '@example.com', 'a b@example.com', '12', '------', '0312 ABC 01 23'])
      expect(contactAddress(text), text).toBeUndefined();
  });
});

for (const [kind, makeStores] of kinds) {
  describe(`erasure in the ${kind}`, () => {
    it('deletes every request of an e-mail address, whatever its case, with its notification, and nobody else’s', async () => {
      const stores = makeStores(NOTIFY_TO);
      const ayse = [
        contactRequest(JAN_2026 + 1, { email: 'ayse@example.com', phone: '+90 312 555 01 23' }),
        contactRequest(JAN_2026 + 2, { email: 'AYSE@Example.com', phone: '+90 532 000 00 01' }),
      ];
      const others = [
        contactRequest(JAN_2026 + 3, { email: 'mehmet@example.com', phone: '+90 312 555 09 99' }),
        contactRequest(JAN_2026 + 4, { email: '', phone: '+90 312 555 09 98' }),
      ];
      for (const entry of [...ayse, ...others]) await stores.contactStore.save(entry);

      expect(await stores.contactRetention.erase([address('Ayse@EXAMPLE.com')])).toBe(2);
      const kept = others.map(({ id }) => id).sort();
      expect(await stored(stores)).toEqual({ requests: kept, notifications: kept });
    });

    it('deletes every request of a phone number by its digits, however it was written', async () => {
      const stores = makeStores(NOTIFY_TO);
      const same = [
        contactRequest(JAN_2026 + 1, { email: 'a@example.com', phone: '+90 312 555 01 23' }),
        contactRequest(JAN_2026 + 2, { email: '', phone: '+90 (312) 555-01-23' }),
      ];
      // Other digits: the same line written without the country code is another number to compare by.
      const other = contactRequest(JAN_2026 + 3, { email: 'b@example.com', phone: '0312 555 01 23' });
      for (const entry of [...same, other]) await stores.contactStore.save(entry);

      expect(await stores.contactRetention.erase([address('903125550123')])).toBe(2);
      expect(await stored(stores)).toEqual({ requests: [other.id], notifications: [other.id] });
    });

    it('erases by e-mail and phone at once (the inbox sends both), each request once', async () => {
      const stores = makeStores(NOTIFY_TO);
      const both = contactRequest(JAN_2026 + 1, { email: 'ayse@example.com', phone: '+90 312 555 01 23' });
      const byPhone = contactRequest(JAN_2026 + 2, { email: '', phone: '+90 312 555 01 23' });
      const other = contactRequest(JAN_2026 + 3, { email: 'c@example.com', phone: '+90 212 000 00 00' });
      for (const entry of [both, byPhone, other]) await stores.contactStore.save(entry);

      expect(await stores.contactRetention.erase([address('ayse@example.com'), address('+90 312 555 01 23')])).toBe(2);
      expect(await stored(stores)).toEqual({ requests: [other.id], notifications: [other.id] });
    });

    it('counts, before any erasure, the requests each address matches, deleting nothing', async () => {
      const stores = makeStores(NOTIFY_TO);
      const entries = [
        contactRequest(JAN_2026 + 1, { email: 'Ayse@Example.com', phone: '+90 312 555 01 23' }),
        contactRequest(JAN_2026 + 2, { email: 'mehmet@example.com', phone: '0312 555 01 23' }),
        contactRequest(JAN_2026 + 3, { email: '', phone: '(0312) 555 01 23' }),
      ];
      for (const entry of entries) await stores.contactStore.save(entry);
      const before = await stored(stores);

      const addresses = [address('ayse@example.com'), address('03125550123'), address('+90 312 555 01 23'), address('kimse@example.com')];
      expect(await stores.contactRetention.matches(addresses)).toEqual([1, 2, 1, 0]);
      expect(await stored(stores)).toEqual(before);
    });

    it('reports 0 for an address it holds nothing of, and changes nothing', async () => {
      const stores = makeStores(NOTIFY_TO);
      const entries = [
        contactRequest(JAN_2026 + 1, { email: '', phone: '+90 312 555 01 23' }),
        contactRequest(JAN_2026 + 2, { email: 'ayse@example.com', phone: '+90 312 555 01 24' }),
      ];
      for (const entry of entries) await stores.contactStore.save(entry);
      const before = await stored(stores);

      expect(await stores.contactRetention.erase([address('kimse@example.com'), address('+49 30 1234567')])).toBe(0);
      expect(await stored(stores)).toEqual(before);
      expect(before.requests).toHaveLength(2);
    });

    it('deletes a request whose notifications were off', async () => {
      const stores = makeStores();
      const entry = contactRequest(JAN_2026, { email: 'ayse@example.com' });
      await stores.contactStore.save(entry);
      expect(await stores.contactRetention.erase([address('ayse@example.com')])).toBe(1);
      expect(await stored(stores)).toEqual({ requests: [], notifications: [] });
    });

    it("deletes the files sent with the erased requests, and nobody else's", async () => {
      const stores = makeStores(NOTIFY_TO);
      const ayse = [
        contactRequest(JAN_2026 + 1, { email: 'ayse@example.com', phone: '+90 312 555 01 23' }),
        contactRequest(JAN_2026 + 2, { email: '', phone: '+90 312 555 01 23' }),
      ];
      const other = contactRequest(JAN_2026 + 3, { email: 'mehmet@example.com', phone: '+90 312 555 09 99' });
      for (const entry of [...ayse, other]) await stores.contactStore.save(entry);
      await withFiles(stores, [...ayse, ayse[0]!, other]);
      expect(withFilesStored(stores)).toEqual([...ayse, other].map(({ id }) => id).sort());

      expect(await stores.contactRetention.erase([address('ayse@example.com'), address('+90 312 555 01 23')])).toBe(2);
      expect(withFilesStored(stores)).toEqual([other.id]);
      expect(await stored(stores)).toEqual({ requests: [other.id], notifications: [other.id] });
    });
  });
}

describe('expiry in the embedded database', () => {
  const [, makeStores] = kinds.find(([kind]) => kind === 'embedded database')!;

  it('deletes exactly the requests sent before the cutoff, with their outbox rows and files', async () => {
    const stores = makeStores(NOTIFY_TO);
    const cutoff = new Date(Date.UTC(2024, 10, 25, 12, 0, 0));
    const old = [
      contactRequest(cutoff.getTime() - 365 * 86_400_000),
      contactRequest(cutoff.getTime() - 1),
      // 14:59 in Istanbul is 11:59 UTC: before the cutoff, although the text sorts after it.
      contactRequest(cutoff.getTime() - 60_000, { createDate: '2024-11-25T14:59:00+03:00' }),
    ];
    const kept = [
      contactRequest(cutoff.getTime()),
      contactRequest(cutoff.getTime() + 86_400_000),
      // 11:30 in Buenos Aires is 14:30 UTC: after the cutoff, although the text sorts before it.
      contactRequest(cutoff.getTime() + 9_000_000, { createDate: '2024-11-25T11:30:00-03:00' }),
    ];
    for (const entry of [...old, ...kept]) await stores.contactStore.save(entry);

    await withFiles(stores, [old[0]!, old[2]!, kept[0]!, kept[2]!]);

    expect(await stores.contactRetention.deleteSentBefore!(cutoff)).toBe(3);
    const ids = kept.map(({ id }) => id).sort();
    expect(await stored(stores)).toEqual({ requests: ids, notifications: ids });
    expect(withFilesStored(stores)).toEqual([kept[0]!.id, kept[2]!.id].sort());
    // A second sweep finds nothing more.
    expect(await stores.contactRetention.deleteSentBefore!(cutoff)).toBe(0);
  });

  it('deletes more than a batch of old requests, batch after batch, in transactions of at most a batch', async () => {
    const stores = makeStores(NOTIFY_TO);
    const cutoff = new Date(Date.UTC(2024, 10, 25, 12, 0, 0));
    const db = stores.database!.get();
    const old = Array.from({ length: 2 * DELETE_BATCH + 7 }, (_, i) => contactRequest(cutoff.getTime() - 1 - i));
    const kept = contactRequest(cutoff.getTime());
    // One transaction for the seed: the store's save() commits each, which would be slow here.
    db.exec('BEGIN');
    for (const entry of [...old, kept]) insertRequest(db, entry.id, entry.request);
    db.exec('COMMIT');
    await withFiles(stores, [old[0]!, old.at(-1)!, kept]);
    // Every statement the sweep runs, and the changes of each DELETE: none deletes more than a batch.
    const changes: number[] = [];
    const unwatch = watchDeletes(db, changes);
    try {
      expect(await stores.contactRetention.deleteSentBefore!(cutoff)).toBe(old.length);
    } finally {
      unwatch();
    }
    expect(changes.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...changes)).toBeLessThanOrEqual(DELETE_BATCH);
    expect((await stores.contactStore.list()).map(({ id }) => id)).toEqual([kept.id]);
    expect(withFilesStored(stores)).toEqual([kept.id]);
  });
});

/** Records how many requests each DELETE of contact_requests removed (by the table's count before and after each commit). */
function watchDeletes(db: DatabaseSync, changes: number[]): () => void {
  const exec = db.exec.bind(db);
  const count = () => (db.prepare('SELECT count(*) AS count FROM contact_requests').get() as { count: number }).count;
  let before = count();
  db.exec = (sql: string) => {
    exec(sql);
    if (sql === 'COMMIT') {
      const after = count();
      if (after < before) changes.push(before - after);
      before = after;
    }
  };
  return () => {
    db.exec = exec;
  };
}

describe('expiry in Firestore', () => {
  it('has no sweep: its TTL policies delete what carries an expireAt', () => {
    const [, makeStores] = kinds.find(([kind]) => kind === 'Firestore')!;
    expect(makeStores().contactRetention.deleteSentBefore).toBeUndefined();
  });
});
