/**
 * What a contact request keeps beyond SPEC's fields, on both backends: the kind of work, the
 * project's location and the page the form was sent from are stored, read back by list(),
 * absent (never null) where the visitor gave none, erased with the request; a request stored
 * before them still loads; the embedded database's backup and restore keep them. The record of
 * each file sent with it is kept too, and the inbox reads it back.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Attachment } from '../../../src/content/attachments';
import { contactRequestSchema } from '../../../src/content/contact-request-schemas';
import { CONTACT_LOCATION_LIMIT, KINDS_OF_WORK } from '../../../src/content/contact-fields';
import { contactAddress, type ContactAddress } from '../../../src/server/store/contact-retention';
import { CONTACT_REQUESTS, firestoreContactStore } from '../../../src/server/store/firestore/contact-store';
import { backupEmbeddedStore } from '../../../src/server/store/sqlite/backup';
import { databasePath } from '../../../src/server/store/sqlite/connection';
import { sqliteContactStore } from '../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../src/server/store/sqlite/lazy';
import { MIGRATIONS } from '../../../src/server/store/sqlite/migrations';
import { restoreEmbeddedStore } from '../../../src/server/store/sqlite/restore';
import { storedRequest } from '../fixtures/stored-request';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds, type TestStores } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const folder = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));
const address = (text: string): ContactAddress => contactAddress(text)!;

const QUOTE = { kindOfWork: 'mediumVoltage', location: 'Çankaya, Ankara — 34,5 kV trafo binası', sentFrom: 'projectDetail' } as const;
const NOV_2026 = Date.UTC(2026, 10, 1);

/** The three fields as they lie underneath the store: the row's columns, or the document's fields. */
async function underneath(stores: TestStores, id: string): Promise<Record<string, unknown> | undefined> {
  if (stores.database) {
    return stores.database.get().prepare('SELECT kind_of_work, location, sent_from FROM contact_requests WHERE id = ?').get(id) as
      Record<string, unknown> | undefined;
  }
  const doc = await stores.firestore!.collection(CONTACT_REQUESTS).doc(id).get();
  if (!doc.exists) return undefined;
  const { kindOfWork, location, sentFrom } = doc.data()!;
  return { kindOfWork, location, sentFrom };
}

describe('the request schema', () => {
  it('takes the activity areas or other as the kind of work, a location as typed within its limit, and a page key', () => {
    for (const kindOfWork of KINDS_OF_WORK) expect(contactRequestSchema.safeParse({ ...storedRequest, kindOfWork }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...storedRequest, ...QUOTE }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...storedRequest, kindOfWork: 'plumbing' }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...storedRequest, location: 'x'.repeat(CONTACT_LOCATION_LIMIT) }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...storedRequest, location: 'x'.repeat(CONTACT_LOCATION_LIMIT + 1) }).success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...storedRequest, location: 'Ankara <OSB>' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...storedRequest, sentFrom: 'contact' }).success).toBe(true);
    expect(contactRequestSchema.safeParse({ ...storedRequest, sentFrom: 'https://elsewhere.example/' }).success).toBe(false);
  });
});

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the quote's fields in the ${kind}`, () => {
    it('stores the kind of work, the location and the page sent from, and list() reads them back', async () => {
      const stores = makeStores();
      const quote = contactRequest(NOV_2026 + 1, QUOTE);
      await stores.contactStore.save(quote);

      expect(await stores.contactStore.list()).toEqual([quote]);
      expect(await underneath(stores, quote.id)).toEqual(
        stores.database ? { kind_of_work: QUOTE.kindOfWork, location: QUOTE.location, sent_from: QUOTE.sentFrom } : QUOTE,
      );
    });

    it('says whether a save stored the request: a second save of its id stores nothing and says so', async () => {
      const stores = makeStores();
      const first = contactRequest(NOV_2026 + 1, QUOTE);
      const resent = { id: first.id, request: { ...first.request, message: 'sent again, other words' } };
      expect(await stores.contactStore.save(first)).toBe(true);
      expect(await stores.contactStore.save(resent)).toBe(false);
      expect(await stores.contactStore.list()).toEqual([first]);
    });

    it('keeps a request without them without them: absent when read back, nothing stored for them', async () => {
      const stores = makeStores();
      const plain = contactRequest(NOV_2026 + 1);
      const partly = contactRequest(NOV_2026 + 2, { sentFrom: 'contact' });
      await stores.contactStore.save(plain);
      await stores.contactStore.save(partly);

      const listed = await stores.contactStore.list();
      expect(listed).toEqual([plain, partly]);
      expect(Object.keys(listed[0]!.request)).not.toContain('kindOfWork');
      expect(await underneath(stores, plain.id)).toEqual(
        stores.database
          ? { kind_of_work: null, location: null, sent_from: null }
          : { kindOfWork: undefined, location: undefined, sentFrom: undefined },
      );
    });

    it('erases them with the request', async () => {
      const stores = makeStores();
      const quote = contactRequest(NOV_2026 + 1, { ...QUOTE, email: 'ayse@example.com' });
      const other = contactRequest(NOV_2026 + 2, { ...QUOTE, email: 'mehmet@example.com', phone: '+90 312 555 09 99' });
      await stores.contactStore.save(quote);
      await stores.contactStore.save(other);

      expect(await stores.contactRetention.erase([address('ayse@example.com')])).toBe(1);
      expect(await underneath(stores, quote.id)).toBeUndefined();
      expect(await stores.contactStore.list()).toEqual([other]);
    });
  });
}

const DRAWINGS: Attachment[] = [
  {
    id: '1b0e6f3c-8a4d-4c2e-9f57-3d2a8b6c9e01',
    name: 'Trafo binası – vaziyet planı.pdf',
    type: 'application/pdf',
    size: 1_204_311,
    activeContent: false,
  },
  { id: '5c9d2e7a-1f3b-4a6c-8e90-7b4d1a2c3f02', name: 'OG hücre yerleşimi.dwg', type: 'image/vnd.dwg', size: 88_412, activeContent: true },
];

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the files of a request in the ${kind}`, () => {
    it('keeps the record of each file, which list() and the inbox read back', async () => {
      const stores = makeStores();
      const quote = contactRequest(NOV_2026 + 1, { ...QUOTE, attachments: DRAWINGS });
      await stores.contactStore.save(quote);

      expect(await stores.contactStore.list()).toEqual([quote]);
      const [item] = await stores.adminStore.allItems();
      expect(item).toMatchObject({ id: quote.id, attachments: DRAWINGS });
      const { items: page } = await stores.adminStore.page('all', null, 10);
      expect(page[0]?.attachments).toEqual(DRAWINGS);
      const stored = stores.database
        ? JSON.parse(
            (
              stores.database.get().prepare('SELECT attachments FROM contact_requests WHERE id = ?').get(quote.id) as {
                attachments: string;
              }
            ).attachments,
          )
        : (await stores.firestore!.collection(CONTACT_REQUESTS).doc(quote.id).get()).get('attachments');
      expect(stored).toEqual(DRAWINGS);
    });

    it('shows a request without files with none', async () => {
      const stores = makeStores();
      const plain = contactRequest(NOV_2026 + 1, QUOTE);
      await stores.contactStore.save(plain);

      const [listed] = await stores.contactStore.list();
      expect(listed).toEqual(plain);
      expect(Object.keys(listed!.request)).not.toContain('attachments');
      expect((await stores.adminStore.allItems())[0]?.attachments).toEqual([]);
    });
  });
}

describe('a request stored before the fields', () => {
  it('loads from Firestore as it was written', async () => {
    const { db } = emulator.connect();
    await db
      .collection(CONTACT_REQUESTS)
      .doc('old-request')
      .create({ ...storedRequest, createDate: Timestamp.fromDate(new Date(storedRequest.createDate)) });
    expect(await firestoreContactStore(db).list()).toEqual([{ id: 'old-request', request: storedRequest }]);
  });

  it('loads from an embedded database of the schema before them, which the server migrates at start', async () => {
    const dataDir = folder('old-schema');
    const old = new DatabaseSync(databasePath(dataDir));
    for (const step of MIGRATIONS.slice(0, 7)) old.exec(step);
    old.exec('PRAGMA user_version = 7');
    old
      .prepare(
        `INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, solved, solved_date, lang)
         VALUES ('old-request', ?, '', ?, ?, ?, ?, ?, ?, 0, NULL, 'tr')`,
      )
      .run(
        storedRequest.createDate,
        storedRequest.subject,
        storedRequest.phone,
        storedRequest.message,
        storedRequest.name,
        storedRequest.index,
        storedRequest.ip,
      );
    old.close();

    const handle = databaseHandle(dataDir, () => {});
    try {
      expect(await sqliteContactStore(handle).list()).toEqual([{ id: 'old-request', request: storedRequest }]);
      expect(handle.get().prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    } finally {
      handle.close();
    }
  });
});

describe("the embedded database's backup", () => {
  it('keeps the fields through backup and restore', async () => {
    const dataDir = join(folder('quote-backup'), 'data');
    const handle = databaseHandle(dataDir, () => {});
    const quote = contactRequest(NOV_2026 + 1, QUOTE);
    const plain = contactRequest(NOV_2026 + 2);
    await sqliteContactStore(handle).save(quote);
    await sqliteContactStore(handle).save(plain);
    const file = join(folder('quote-backup-copy'), 'copy.sqlite');
    await backupEmbeddedStore(dataDir, file);
    handle.close();

    const restoredDir = join(folder('quote-restore'), 'data');
    await restoreEmbeddedStore(restoredDir, file);
    const restored = databaseHandle(restoredDir, () => {});
    try {
      expect(await sqliteContactStore(restored).list()).toEqual([quote, plain]);
    } finally {
      restored.close();
    }
  });
});
