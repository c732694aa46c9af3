/**
 * Erasure and its dry run match in the store, on the address keys kept beside each request: the
 * same normalisation as the address typed (contact-retention.ts's addressKeys: every letter
 * lower-cased as JavaScript does, which SQLite's lower() could not; a phone by its digits), on
 * an index (embedded) or by equality queries (Firestore); requests stored before the keys get
 * theirs (the migration at open; the first erasure or dry run on Firestore).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressKeys, contactAddress, type ContactAddress } from '../../../src/server/store/contact-retention';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import { firestoreContactRetention } from '../../../src/server/store/firestore/contact-retention';
import { EMAIL_KEY_FIELD, PHONE_DIGITS_FIELD } from '../../../src/server/store/firestore/address-keys';
import { databasePath } from '../../../src/server/store/sqlite/connection';
import { sqliteContactRetention } from '../../../src/server/store/sqlite/contact-retention';
import { databaseHandle } from '../../../src/server/store/sqlite/lazy';
import { MIGRATIONS } from '../../../src/server/store/sqlite/migrations';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, NOTIFY_TO, storeKinds } from './stores';
import { MAIL_COLLECTION } from '../../../src/server/store/firestore/mail';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const address = (text: string): ContactAddress => contactAddress(text)!;
const JAN_2027 = Date.UTC(2027, 0, 1);
/** Upper-case letters beyond ASCII: SQLite's lower() would leave them as they are. */
const SHOUTED = { email: ' ŞÜKRÜ.ÖZTÜRK@ÖRNEK.COM.TR ', phone: '+90 (312) 555-01.23' };
const TYPED = ['şükrü.öztürk@örnek.com.tr', '+90 312 555 01 23'];

describe('the address keys', () => {
  it('are what an address typed is compared as: the same function for both', () => {
    const keys = addressKeys(SHOUTED);
    expect(keys).toEqual({ email: 'şükrü.öztürk@örnek.com.tr', phone: '903125550123' });
    expect(address(TYPED[0]!)).toEqual({ kind: 'email', email: keys.email });
    expect(address(TYPED[1]!)).toEqual({ kind: 'phone', digits: keys.phone });
    expect(addressKeys({ email: '', phone: '' })).toEqual({ email: '', phone: '' });
  });
});

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`erasure's matching in the ${kind}`, () => {
    it('counts and erases by the keys, letters beyond ASCII and a phone written otherwise included; a request without an e-mail never matches one', async () => {
      const stores = makeStores();
      const shouted = contactRequest(JAN_2027 + 1, SHOUTED);
      const other = contactRequest(JAN_2027 + 2, { email: 'baska@example.com', phone: '+90 532 000 00 01' });
      const noEmail = contactRequest(JAN_2027 + 3, { email: '', phone: '+90 532 000 00 02' });
      for (const request of [shouted, other, noEmail]) await stores.contactStore.save(request);
      expect(await stores.contactRetention.matches([address(TYPED[0]!), address(TYPED[1]!), address('nobody@example.com')])).toEqual([
        1, 1, 0,
      ]);
      expect(await stores.contactRetention.erase([address(TYPED[0]!), address(TYPED[1]!)])).toBe(1);
      expect((await stores.contactStore.list()).map(({ id }) => id)).toEqual([other.id, noEmail.id]);
    });

    // 511 requests stored and 1,020 writes: 5 s alone on the Firestore protocol server, over 15 s
    // (Vitest's bound here) while the suite keeps both cores busy; a time of its own, as a CLI test has.
    it(
      'erases more requests of one address than one batch holds (500 rows; 500 writes, two a request), each with its notification',
      { timeout: 60_000 },
      async () => {
        const stores = makeStores(NOTIFY_TO);
        const many = Array.from({ length: 510 }, (_, i) => contactRequest(JAN_2027 + i, { email: 'ofis@example.com' }));
        const kept = contactRequest(JAN_2027 + 1_000, { email: 'baska@example.com', phone: '+90 532 000 00 01' });
        for (let start = 0; start < many.length; start += 50)
          await Promise.all(many.slice(start, start + 50).map((entry) => stores.contactStore.save(entry)));
        await stores.contactStore.save(kept);
        expect(await stores.contactRetention.matches([address('OFIS@example.com')])).toEqual([510]);
        expect(await stores.contactRetention.erase([address('ofis@example.com')])).toBe(510);
        expect((await stores.contactStore.list()).map(({ id }) => id)).toEqual([kept.id]);
        const notifications = stores.database
          ? (stores.database.get().prepare('SELECT request_id FROM outbox').all() as { request_id: string }[]).map((row) => row.request_id)
          : (await stores.firestore!.collection(MAIL_COLLECTION).get()).docs.map((doc) => doc.id);
        expect(notifications).toEqual([kept.id]);
      },
    );
  });
}

describe('the embedded database', () => {
  it('gives the requests stored before the keys theirs when it opens, and matches on an index', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'keys-'));
    const old = new DatabaseSync(databasePath(dataDir));
    for (const step of MIGRATIONS.slice(0, 11)) old.exec(step);
    old.exec('PRAGMA user_version = 11');
    const insert = old.prepare(
      `INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, solved, lang)
       VALUES (?, '2026-01-01T00:00:00.000Z', ?, 's', ?, 'm', 'n', ?, '203.0.113.7', 0, 'tr')`,
    );
    insert.run('old-shouted', SHOUTED.email, SHOUTED.phone, 1);
    insert.run('old-other', 'baska@example.com', '+90 532 000 00 01', 2);
    old.close();

    const handle = databaseHandle(dataDir, () => {});
    try {
      const db = handle.get();
      expect(db.prepare('SELECT id, email_key, phone_digits FROM contact_requests ORDER BY idx').all()).toEqual([
        { id: 'old-shouted', email_key: 'şükrü.öztürk@örnek.com.tr', phone_digits: '903125550123' },
        { id: 'old-other', email_key: 'baska@example.com', phone_digits: '905320000001' },
      ]);
      const plan = (sql: string) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all('x') as { detail: string }[]).map((row) => row.detail).join('; ');
      expect(plan('SELECT count(*) FROM contact_requests WHERE email_key = ?')).toContain('contact_requests_by_email');
      expect(plan('SELECT count(*) FROM contact_requests WHERE phone_digits = ?')).toContain('contact_requests_by_phone');
      const retention = sqliteContactRetention(handle, undefined);
      expect(await retention.matches([address(TYPED[0]!)])).toEqual([1]);
      expect(await retention.erase([address(TYPED[1]!)])).toBe(1);
    } finally {
      handle.close();
    }
  });
});

describe('Firestore', () => {
  it('gives the requests stored before the keys theirs at the first dry run, and only those', async () => {
    const { db } = emulator.connect();
    const requests = db.collection(CONTACT_REQUESTS);
    const stored = { subject: 's', message: 'm', name: 'n', ip: '203.0.113.7', solved: false, solvedDate: null, lang: 'tr' };
    await requests.doc('old-shouted').create({ ...stored, ...SHOUTED, index: 1, createDate: Timestamp.fromMillis(1) });
    await requests
      .doc('old-other')
      .create({ ...stored, email: 'baska@example.com', phone: '', index: 2, createDate: Timestamp.fromMillis(2) });
    const retention = firestoreContactRetention(db, undefined);
    expect(await retention.matches([address(TYPED[0]!), address(TYPED[1]!)])).toEqual([1, 1]);
    const keys = async (id: string) => {
      const doc = await requests.doc(id).get();
      return [doc.get(EMAIL_KEY_FIELD), doc.get(PHONE_DIGITS_FIELD)];
    };
    expect(await keys('old-shouted')).toEqual(['şükrü.öztürk@örnek.com.tr', '903125550123']);
    expect(await keys('old-other')).toEqual(['baska@example.com', '']);
    expect(await retention.erase([address(TYPED[0]!)])).toBe(1);
    expect((await requests.get()).docs.map((doc) => doc.id)).toEqual(['old-other']);
  });
});
