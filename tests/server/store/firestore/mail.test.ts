/**
 * With Firestore, each stored request's notification is a `mail` document in the Trigger Email
 * extension's shape, committed in one batch with the request; the inbox shows the state the
 * extension records on it.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { firestoreAdminStore } from '../../../../src/server/store/firestore/admin-store';
import { CONTACT_REQUESTS, firestoreContactStore } from '../../../../src/server/store/firestore/contact-store';
import { handleContactRequest } from '../../../../src/server/contact/handler';
import { memoryLimiter } from '../../../../src/server/store/rate-limits';
import { MAIL_COLLECTION } from '../../../../src/server/store/firestore/mail';
import { CONTACT_EXPIRY_FIELD } from '../../../../src/server/store/firestore/expiry';
import { startEmulator, type TestEmulator } from '../../../scripts/emulator';
import { json, ORIGIN, validSubmission } from '../../contact-cases';
import { NOTIFY_TO } from '../stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const deps = () => ({
  limits: { accepted: memoryLimiter({ limit: 100, windowMs: 60_000 }), invalid: memoryLimiter({ limit: 100, windowMs: 60_000 }) },
  allowedOrigins: [ORIGIN],
  ip: '203.0.113.7',
});

it("writes the mail document with exactly the extension's fields and its TTL field, once per request, under the request's id", async () => {
  const { db } = emulator.connect();
  const store = firestoreContactStore(db, { notifyTo: NOTIFY_TO });
  const submission = validSubmission({ subject: 'Şalt sahası', message: 'İki satır:\nçğıöşü' });
  for (let i = 0; i < 2; i++) expect((await handleContactRequest(json(submission), { store, ...deps() })).status).toBe(201);
  const mails = await db.collection(MAIL_COLLECTION).get();
  expect(mails.docs.map((doc) => doc.id)).toEqual([submission.requestId]);
  const mail = mails.docs[0]!.data();
  expect(Object.keys(mail).sort()).toEqual([CONTACT_EXPIRY_FIELD, 'message', 'replyTo', 'to'].sort());
  expect(mail['to']).toEqual(NOTIFY_TO);
  expect(mail['replyTo']).toBe('ayse@example.com');
  expect(Object.keys(mail['message']).sort()).toEqual(['html', 'subject', 'text']);
  expect(mail['message'].subject).toBe('İletişim formu: Şalt sahası');
  for (const field of ['Ayşe Yılmaz', submission.phone, 'ayse@example.com', 'İki satır:\nçğıöşü', submission.requestId])
    expect(mail['message'].text).toContain(field);
  expect(mail['message'].html).toContain('İki satır:\nçğıöşü');
});

it('leaves out replyTo without a visitor e-mail, and writes no mail without NOTIFY_TO', async () => {
  const { db } = emulator.connect();
  const submission = validSubmission({ email: '' });
  await handleContactRequest(json(submission), { store: firestoreContactStore(db, { notifyTo: NOTIFY_TO }), ...deps() });
  expect(Object.keys((await db.collection(MAIL_COLLECTION).doc(submission.requestId).get()).data() ?? {}).sort()).toEqual(
    [CONTACT_EXPIRY_FIELD, 'message', 'to'].sort(),
  );

  const quiet = emulator.connect().db;
  const other = validSubmission();
  await handleContactRequest(json(other), { store: firestoreContactStore(quiet), ...deps() });
  expect((await quiet.collection(CONTACT_REQUESTS).get()).size).toBe(1);
  expect((await quiet.collection(MAIL_COLLECTION).get()).size).toBe(0);
  expect((await firestoreAdminStore(quiet).getItem(other.requestId))?.notification).toEqual({ state: 'off' });
});

it('shows the delivery state the extension records, with its error', async () => {
  const { db } = emulator.connect();
  const submission = validSubmission();
  await handleContactRequest(json(submission), { store: firestoreContactStore(db, { notifyTo: NOTIFY_TO }), ...deps() });
  const admin = firestoreAdminStore(db);
  expect((await admin.getItem(submission.requestId))?.notification).toEqual({ state: 'pending' });
  const mail = db.collection(MAIL_COLLECTION).doc(submission.requestId);
  for (const [state, expected] of [
    ['PROCESSING', 'processing'],
    ['RETRY', 'retry'],
    ['SUCCESS', 'success'],
  ] as const) {
    await mail.update({ delivery: { state, attempts: 1 } });
    expect((await admin.getItem(submission.requestId))?.notification).toEqual({ state: expected });
  }
  await mail.update({ delivery: { state: 'ERROR', error: 'Invalid login: 535 Authentication failed' } });
  expect((await admin.page('all', null, 20)).items[0]?.notification).toEqual({
    state: 'error',
    error: 'Invalid login: 535 Authentication failed',
  });
});
