/**
 * With Firestore, requests expire by its TTL policies (firestore.indexes.json) on `expireAt`:
 * each request and its `mail` document carry the moment, createDate plus the retention period,
 * and the one-time backfill gives it to what was stored before. The protocol server the tests
 * use has no TTL, so what is checked is the field read back, not the deletion.
 */
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DAY_MS, DEFAULT_CONTACT_RETENTION_DAYS } from '../../../../src/lib/contact-retention';
import { CONTACT_REQUESTS, firestoreContactStore } from '../../../../src/server/store/firestore/contact-store';
import { backfillContactExpiry } from '../../../../src/server/store/firestore/contact-retention';
import { CONTACT_EXPIRY_FIELD } from '../../../../src/server/store/firestore/expiry';
import { MAIL_COLLECTION } from '../../../../src/server/store/firestore/mail';
import { startEmulator, type TestEmulator } from '../../../scripts/emulator';
import { contactRequest, NOTIFY_TO } from '../stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const SENT = Date.UTC(2026, 10, 25, 9, 30);

/** The expireAt of a document as milliseconds, undefined when it has none. */
async function expiryOf(db: Firestore, collection: string, id: string): Promise<number | undefined> {
  const value: unknown = (await db.collection(collection).doc(id).get()).get(CONTACT_EXPIRY_FIELD);
  if (value === undefined) return undefined;
  expect(value, `${collection}/${id}.${CONTACT_EXPIRY_FIELD} is a timestamp (TTL needs one)`).toBeInstanceOf(Timestamp);
  return (value as Timestamp).toMillis();
}

it('writes expireAt, the retention period after createDate, on each request and its mail document', async () => {
  const { db } = emulator.connect();
  const entry = contactRequest(SENT);
  await firestoreContactStore(db, { notifyTo: NOTIFY_TO }).save(entry);
  const expected = SENT + DEFAULT_CONTACT_RETENTION_DAYS * DAY_MS;
  expect(await expiryOf(db, CONTACT_REQUESTS, entry.id)).toBe(expected);
  expect(await expiryOf(db, MAIL_COLLECTION, entry.id)).toBe(expected);
});

it('follows CONTACT_RETENTION_DAYS as the backend hands it over', async () => {
  const { db } = emulator.connect();
  const entry = contactRequest(SENT);
  await firestoreContactStore(db, { notifyTo: NOTIFY_TO, retentionDays: 30 }).save(entry);
  expect(await expiryOf(db, CONTACT_REQUESTS, entry.id)).toBe(SENT + 30 * DAY_MS);
  expect(await expiryOf(db, MAIL_COLLECTION, entry.id)).toBe(SENT + 30 * DAY_MS);
});

it('gives the requests stored before expireAt existed, and their mail, one; what has one keeps it; a second run finds nothing', async () => {
  const { db } = emulator.connect();
  const requests = db.collection(CONTACT_REQUESTS);
  const mail = db.collection(MAIL_COLLECTION);
  const { request } = contactRequest(SENT);
  const written = SENT + 5 * DAY_MS;
  // Written as the store did before this change: no expireAt anywhere.
  await requests.doc('old-with-mail').set({ ...request, createDate: Timestamp.fromMillis(SENT) });
  await mail.doc('old-with-mail').set({ to: NOTIFY_TO, message: { subject: 's', text: 't', html: 'h' } });
  await requests.doc('old-without-mail').set({ ...request, createDate: Timestamp.fromMillis(SENT - DAY_MS) });
  // A createDate kept as text (an import) counts as well.
  await requests.doc('old-text-date').set({ ...request, createDate: '2026-11-25T12:30:00+03:00' });
  await requests
    .doc('new')
    .set({ ...request, createDate: Timestamp.fromMillis(SENT), [CONTACT_EXPIRY_FIELD]: Timestamp.fromMillis(written) });
  await mail.doc('new').set({ to: NOTIFY_TO, [CONTACT_EXPIRY_FIELD]: Timestamp.fromMillis(written) });
  await requests.doc('unreadable').set({ ...request, createDate: 'yesterday' });

  expect(await backfillContactExpiry(db, DEFAULT_CONTACT_RETENTION_DAYS)).toEqual({ requests: 3, mail: 1, unreadable: ['unreadable'] });
  const period = DEFAULT_CONTACT_RETENTION_DAYS * DAY_MS;
  expect(await expiryOf(db, CONTACT_REQUESTS, 'old-with-mail')).toBe(SENT + period);
  expect(await expiryOf(db, MAIL_COLLECTION, 'old-with-mail')).toBe(SENT + period);
  expect(await expiryOf(db, CONTACT_REQUESTS, 'old-without-mail')).toBe(SENT - DAY_MS + period);
  expect(await expiryOf(db, MAIL_COLLECTION, 'old-without-mail')).toBeUndefined();
  expect(await expiryOf(db, CONTACT_REQUESTS, 'old-text-date')).toBe(Date.parse('2026-11-25T09:30:00Z') + period);
  expect(await expiryOf(db, CONTACT_REQUESTS, 'new')).toBe(written);
  expect(await expiryOf(db, MAIL_COLLECTION, 'new')).toBe(written);
  expect(await expiryOf(db, CONTACT_REQUESTS, 'unreadable')).toBeUndefined();
  // Nothing else of a document changed.
  expect((await requests.doc('old-with-mail').get()).get('subject')).toBe(request.subject);

  expect(await backfillContactExpiry(db, DEFAULT_CONTACT_RETENTION_DAYS)).toEqual({ requests: 0, mail: 0, unreadable: ['unreadable'] });
});
