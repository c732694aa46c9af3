/**
 * The replies staff send visitors, on both backends: stored with their message before any
 * attempt (the embedded database's outbox claims it; Firestore's `mail` document waits for the
 * extension), listed on their request oldest first with their delivery, a failure shown with its
 * reason and sent again on demand, and erased with the request and with nobody else's.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactAddress } from '../../../src/server/store/contact-retention';
import { MAIL_COLLECTION } from '../../../src/server/store/firestore/mail';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import { CONTACT_EXPIRY_FIELD } from '../../../src/server/store/firestore/expiry';
import { REPLIES, replyMailId } from '../../../src/server/store/firestore/replies';
import type { NewReply } from '../../../src/server/store/replies';
import { contactRequest, storeKinds, type TestStores } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const AT = Date.UTC(2026, 5, 1, 9);

const reply = (id: string, requestId: string, minutes: number): NewReply => ({
  id,
  requestId,
  by: 'mehmet@ornekelektromekanik.com.tr',
  byName: 'Mehmet Kaya',
  at: new Date(AT + minutes * 60_000).toISOString(),
  text: `Sayın Ayşe Yılmaz, yanıt ${id}.`,
  message: {
    to: ['ayse@example.com'],
    replyTo: 'satis@ornekelektromekanik.com.tr, mehmet@ornekelektromekanik.com.tr',
    fromName: 'Örnek Elektromekanik',
    subject: 'Talebiniz: Teklif 1 – Örnek Elektromekanik',
    text: `Sayın Ayşe Yılmaz, yanıt ${id}.`,
    html: '',
  },
});

/** What the mail service reports on a reply's message: the embedded database's sender, or the extension on the `mail` document. */
async function deliver(stores: TestStores, id: string, outcome: { failed: string } | 'sent') {
  if (stores.replies.outbox) {
    const claimed = stores.replies.outbox.claimNext(AT + 3_600_000, AT + 3_720_000);
    expect(claimed?.requestId).toBe(id);
    expect(claimed?.message).toMatchObject({ to: ['ayse@example.com'], fromName: 'Örnek Elektromekanik' });
    if (outcome === 'sent') stores.replies.outbox.markSent(id, new Date(AT).toISOString());
    else stores.replies.outbox.markFailed(id, outcome.failed);
    return;
  }
  const mail = stores.firestore!.collection(MAIL_COLLECTION).doc(replyMailId(id));
  expect((await mail.get()).data()).toMatchObject({
    to: ['ayse@example.com'],
    replyTo: 'satis@ornekelektromekanik.com.tr, mehmet@ornekelektromekanik.com.tr',
    message: { subject: 'Talebiniz: Teklif 1 – Örnek Elektromekanik', text: `Sayın Ayşe Yılmaz, yanıt ${id}.` },
  });
  await mail.update({ delivery: outcome === 'sent' ? { state: 'SUCCESS' } : { state: 'ERROR', error: outcome.failed } });
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`replies in the ${kind}`, () => {
    it('are listed on their request with their delivery, a failure sent again, and erased with the request alone', async () => {
      const stores = makeStores();
      const answered = contactRequest(1);
      const other = contactRequest(2, { email: 'zeynep@example.com' });
      await stores.contactStore.save(answered);
      await stores.contactStore.save(other);

      const first = await stores.replies.add(reply('r1', answered.id, 0), AT);
      expect(first).toEqual({
        id: 'r1',
        by: 'mehmet@ornekelektromekanik.com.tr',
        byName: 'Mehmet Kaya',
        at: new Date(AT).toISOString(),
        text: 'Sayın Ayşe Yılmaz, yanıt r1.',
        delivery: 'pending',
      });
      await deliver(stores, 'r1', 'sent');
      await stores.replies.add(reply('r2', answered.id, 5), AT);
      await deliver(stores, 'r2', { failed: '550 mailbox unavailable' });
      await stores.replies.add(reply('r3', other.id, 1), AT);

      const listed = await stores.replies.of([answered.id, other.id, 'no-such-request']);
      expect([...listed.keys()].sort()).toEqual([answered.id, other.id].sort());
      expect(listed.get(answered.id)!.map(({ id, delivery, reason }) => ({ id, delivery, reason }))).toEqual([
        { id: 'r1', delivery: 'sent', reason: undefined },
        { id: 'r2', delivery: 'failed', reason: '550 mailbox unavailable' },
      ]);
      expect(listed.get(other.id)!.map(({ id, delivery }) => ({ id, delivery }))).toEqual([{ id: 'r3', delivery: 'pending' }]);

      // Only a failed reply of that request is sent again.
      expect(await stores.replies.retry(answered.id, 'r1', AT)).toBeUndefined();
      expect(await stores.replies.retry(other.id, 'r2', AT)).toBeUndefined();
      expect(await stores.replies.retry(answered.id, 'r2', AT)).toMatchObject({ id: 'r2', delivery: 'pending' });
      if (stores.replies.outbox) {
        const again = stores.replies.outbox.claimNext(AT, AT + 60_000);
        // r3 was stored due at AT too: both are claimed, the retried one among them.
        const next = stores.replies.outbox.claimNext(AT, AT + 60_000);
        expect([again?.requestId, next?.requestId].sort()).toEqual(['r2', 'r3']);
        expect(stores.replies.outbox.claimNext(AT, AT + 60_000)).toBeUndefined();
      } else {
        const mail = await stores.firestore!.collection(MAIL_COLLECTION).doc(replyMailId('r2')).get();
        expect(mail.get('delivery.state')).toBe('RETRY');
        // Firestore's TTL deletes the reply and its mail with the request.
        const request = await stores.firestore!.collection(CONTACT_REQUESTS).doc(answered.id).get();
        const stored = await request.ref.collection(REPLIES).doc('r2').get();
        expect(request.get(CONTACT_EXPIRY_FIELD)).toBeDefined();
        expect(stored.get(CONTACT_EXPIRY_FIELD)).toEqual(request.get(CONTACT_EXPIRY_FIELD));
        expect(mail.get(CONTACT_EXPIRY_FIELD)).toEqual(request.get(CONTACT_EXPIRY_FIELD));
      }

      expect(await stores.contactRetention.erase([contactAddress('ayse@example.com')!])).toBe(1);
      const after = await stores.replies.of([answered.id, other.id]);
      expect([...after.keys()]).toEqual([other.id]);
      if (stores.firestore) {
        const mails = await stores.firestore.collection(MAIL_COLLECTION).get();
        const replyMails = mails.docs.map((doc) => doc.id).filter((id) => id.startsWith('reply-'));
        expect(replyMails).toEqual([replyMailId('r3')]);
      } else {
        const rows = stores.database!.get().prepare('SELECT id FROM replies').all() as { id: string }[];
        expect(rows.map((row) => row.id)).toEqual(['r3']);
      }
    });
  });
}
