/**
 * The reminders' due times on both backends: stored for every waiting request (those stored
 * before reminders existed included) in the business time of its office, computed once; moved
 * for the requests still waiting, and no other, when the target changes; the earliest one to
 * send told; each due step sent once, none of a request answered or closed before its claim;
 * erased with the request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactAddress } from '../../../src/server/store/contact-retention';
import { scheduleWaiting, type ReminderSettings } from '../../../src/server/reminders/schedule';
import { reminderRunner } from '../../../src/server/reminders/runner';
import { smtpReminderSending } from '../../../src/server/reminders/smtp-sending';
import { sqliteReminderOutbox } from '../../../src/server/store/sqlite/reminders';
import { MAIL_COLLECTION } from '../../../src/server/store/firestore/mail';
import { reminderMailId } from '../../../src/server/store/firestore/reminders';
import { REMINDER_BASIS_FIELD } from '../../../src/server/store/firestore/reminder-basis';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import type { NotificationMessage } from '../../../src/server/notify/message';
import type { ReminderStep } from '../../../src/server/store/reminders';
import { officeOf } from '../../fixtures/offices';
import { contactRequest, NOTIFY_TO, storeKinds, type TestStores } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const SETTINGS: ReminderSettings = { targetMinutes: 120, managerEmail: 'mudur@ornekelektromekanik.com.tr' };
const STAFF = 'satis@ornekelektromekanik.com.tr';
const ms = (iso: string) => new Date(iso).getTime();

/** Friday 27 November 2026: a Turkish request at 17:00 in Ankara, a German one at 16:00 in Munich. */
const turkish = () =>
  contactRequest(1, { createDate: '2026-11-27T14:00:00.000Z', lang: 'tr', email: 'ayse@example.com', subject: 'Trafo bakımı' });
const german = () =>
  contactRequest(2, { createDate: '2026-11-27T15:00:00.000Z', lang: 'de', email: 'jonas@example.de', subject: 'Schaltanlage' });

const SITE = 'https://www.ornekelektromekanik.com.tr';

/** What went out: the SMTP transport's messages (embedded database), or the `mail` documents of the steps (Firestore). */
function sendingOf(stores: TestStores) {
  const smtp: NotificationMessage[] = [];
  if (stores.database) {
    const sending = smtpReminderSending((compose) => sqliteReminderOutbox(stores.database!, compose), {
      send: async (message) => {
        smtp.push(message);
      },
    });
    return { sending, sent: async (_ids: readonly string[]) => smtp.map(({ to, subject, messageId }) => ({ to, subject, messageId })) };
  }
  const sent = async (ids: readonly string[]) => {
    const mail = stores.firestore!.collection(MAIL_COLLECTION);
    const docs = await Promise.all(ids.flatMap((id) => ([1, 2] as ReminderStep[]).map((step) => mail.doc(reminderMailId(step, id)).get())));
    return docs
      .filter((doc) => doc.exists)
      .map((doc) => ({
        to: doc.get('to') as string[],
        subject: doc.get('message.subject') as string,
        messageId: doc.get('message.messageId') as string,
      }));
  };
  return { sending: stores.reminderSending!, sent };
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`reminders in the ${kind}`, () => {
    it('store both steps of every waiting request in its office’s business time, once', async () => {
      const { contactStore, reminders } = makeStores();
      const tr = turkish();
      const de = german();
      await contactStore.save(tr);
      await contactStore.save(de);

      expect(await scheduleWaiting(reminders, SETTINGS, officeOf)).toBe(2);
      // Ankara: an hour on Friday to 18:00, the second on Saturday from 09:00; the manager a business day on.
      expect(await reminders.stepsOf(tr.id)).toEqual([
        { step: 1, dueAt: ms('2026-11-28T10:00:00+03:00'), state: 'pending', basis: expect.any(String) },
        { step: 2, dueAt: ms('2026-11-30T09:30:00+03:00'), state: 'pending', basis: expect.any(String) },
      ]);
      // Munich: an hour on Friday to 17:00, the second on Monday from 08:00.
      expect(await reminders.stepsOf(de.id)).toMatchObject([
        { step: 1, dueAt: ms('2026-11-30T09:00:00+01:00'), state: 'pending' },
        { step: 2, dueAt: ms('2026-12-01T09:00:00+01:00'), state: 'pending' },
      ]);
      expect(await reminders.nextDue()).toBe(ms('2026-11-28T10:00:00+03:00'));

      // Computed once: a second pass finds nothing to do.
      expect(await scheduleWaiting(reminders, SETTINGS, officeOf)).toBe(0);
    });

    it('move the due times of the requests still waiting, and no other, when the target or the manager changes', async () => {
      const { contactStore, adminStore, reminders } = makeStores();
      const answered = turkish();
      const closed = contactRequest(3, { createDate: '2026-11-27T14:00:00.000Z', lang: 'en', email: 'john@example.com' });
      const waiting = german();
      for (const entry of [answered, closed, waiting]) await contactStore.save(entry);
      expect(await scheduleWaiting(reminders, SETTINGS, officeOf)).toBe(3);
      const before = await reminders.stepsOf(answered.id);

      await adminStore.recordFirstAnswer(answered.id, { by: STAFF, at: new Date('2026-11-27T15:00:00Z'), channel: 'phone' });
      await adminStore.setStatus(closed.id, { status: 'notAFit', lostReason: null }, STAFF, new Date('2026-11-27T15:00:00Z'));
      // The waiting German request is now the first to remind.
      expect(await reminders.nextDue()).toBe(ms('2026-11-30T09:00:00+01:00'));

      expect(await scheduleWaiting(reminders, { targetMinutes: 60, managerEmail: undefined }, officeOf)).toBe(1);
      expect(await reminders.stepsOf(waiting.id)).toMatchObject([
        { step: 1, dueAt: ms('2026-11-27T17:00:00+01:00'), state: 'pending' },
        { step: 2, dueAt: null, state: 'off' },
      ]);
      expect(await reminders.stepsOf(answered.id)).toEqual(before);
      expect(await reminders.nextDue()).toBe(ms('2026-11-27T17:00:00+01:00'));

      // The manager named again: the step is on again, a business day after the first.
      expect(await scheduleWaiting(reminders, { targetMinutes: 60, managerEmail: 'yeni@ornekelektromekanik.com.tr' }, officeOf)).toBe(1);
      expect(await reminders.stepsOf(waiting.id)).toMatchObject([
        { step: 1, dueAt: ms('2026-11-27T17:00:00+01:00'), state: 'pending' },
        { step: 2, dueAt: ms('2026-11-30T17:00:00+01:00'), state: 'pending' },
      ]);
      // Another address for the manager moves nothing.
      expect(await scheduleWaiting(reminders, { targetMinutes: 60, managerEmail: 'baska@ornekelektromekanik.com.tr' }, officeOf)).toBe(0);
    });

    it('follow a change of an office’s hours for its language’s waiting requests alone', async () => {
      const { contactStore, reminders } = makeStores();
      const tr = turkish();
      const de = german();
      await contactStore.save(tr);
      await contactStore.save(de);
      await scheduleWaiting(reminders, SETTINGS, officeOf);
      const turkishSteps = await reminders.stepsOf(tr.id);

      const longerMunich = (lang: 'tr' | 'en' | 'de') => {
        const office = officeOf(lang);
        return lang === 'de'
          ? { ...office, hours: [{ from: 'mon' as const, to: 'fri' as const, opens: '07:00', closes: '17:00' }] }
          : office;
      };
      expect(await scheduleWaiting(reminders, SETTINGS, longerMunich)).toBe(1);
      // An hour on Friday to 17:00, the second on Monday from 07:00.
      expect(await reminders.stepsOf(de.id)).toMatchObject([{ step: 1, dueAt: ms('2026-11-30T08:00:00+01:00') }, { step: 2 }]);
      expect(await reminders.stepsOf(tr.id)).toEqual(turkishSteps);
    });

    it('send each due step once, at its due time, and none of a request answered or closed before its claim', async () => {
      const stores = makeStores(NOTIFY_TO);
      const { contactStore, adminStore, reminders } = stores;
      const waiting = turkish();
      const answered = contactRequest(3, { createDate: '2026-11-27T14:00:00.000Z', lang: 'en', email: 'john@example.com' });
      const closed = contactRequest(4, { createDate: '2026-11-27T14:00:00.000Z', lang: 'tr', email: 'can@example.com' });
      for (const entry of [waiting, answered, closed]) await contactStore.save(entry);
      const { sending, sent } = sendingOf(stores);
      let clock = ms('2026-11-27T14:00:00Z');
      const runner = reminderRunner({
        store: reminders,
        sending,
        settings: async () => SETTINGS,
        officeOf,
        staffList: NOTIFY_TO,
        siteUrl: SITE,
        now: () => clock,
      });
      const ids = [waiting.id, answered.id, closed.id];

      expect(await runner.runOnce()).toBe(0);
      // Due times stored for all three; two leave the waiting ones before their step is claimed.
      await adminStore.recordFirstAnswer(answered.id, { by: STAFF, at: new Date('2026-11-27T15:00:00Z'), channel: 'email' });
      await adminStore.setStatus(closed.id, { status: 'lost', lostReason: 'price' }, STAFF, new Date('2026-11-27T15:00:00Z'));

      clock = ms('2026-11-28T09:59:00+03:00');
      expect(await runner.runOnce()).toBe(0);
      clock = ms('2026-11-28T10:00:00+03:00');
      expect(await runner.runOnce()).toBe(1);
      expect(await runner.runOnce()).toBe(0);
      expect(await sent(ids)).toEqual([
        {
          to: NOTIFY_TO,
          subject: 'Hatırlatma: yanıt bekleyen talep: Trafo bakımı',
          messageId: `<reminder-1-${waiting.id}@www.ornekelektromekanik.com.tr>`,
        },
      ]);
      expect(await reminders.stepsOf(waiting.id)).toMatchObject([
        { step: 1, state: 'sent' },
        { step: 2, state: 'pending' },
      ]);
      expect(await reminders.nextDue()).toBe(ms('2026-11-30T09:30:00+03:00'));

      clock = ms('2026-11-30T09:30:00+03:00');
      expect(await runner.runOnce()).toBe(1);
      expect((await sent(ids))[1]).toEqual({
        to: [SETTINGS.managerEmail],
        subject: 'İkinci hatırlatma (yöneticiye): yanıt bekleyen talep: Trafo bakımı',
        messageId: `<reminder-2-${waiting.id}@www.ornekelektromekanik.com.tr>`,
      });
      clock = ms('2026-12-31T00:00:00Z');
      expect(await runner.runOnce()).toBe(0);
      expect(await sent(ids)).toHaveLength(2);
      expect(await reminders.nextDue()).toBeUndefined();
    });

    it('are erased with their request, the mail of a step sent included', async () => {
      const stores = makeStores(NOTIFY_TO);
      const tr = turkish();
      const de = german();
      await stores.contactStore.save(tr);
      await stores.contactStore.save(de);
      const { sending, sent } = sendingOf(stores);
      const runner = reminderRunner({
        store: stores.reminders,
        sending,
        settings: async () => SETTINGS,
        officeOf,
        staffList: NOTIFY_TO,
        siteUrl: SITE,
        now: () => ms('2026-11-28T10:00:00+03:00'),
      });
      expect(await runner.runOnce()).toBe(1);

      expect(await stores.contactRetention.erase([contactAddress('ayse@example.com')!])).toBe(1);
      expect(await stores.reminders.stepsOf(tr.id)).toEqual([]);
      expect(await stores.reminders.stepsOf(de.id)).toHaveLength(2);
      expect(await stores.reminders.nextDue()).toBe(ms('2026-11-30T09:00:00+01:00'));
      if (stores.firestore) expect(await sent([tr.id])).toEqual([]);
      else
        expect(stores.database!.get().prepare('SELECT count(*) AS count FROM reminders WHERE request_id = ?').get(tr.id)).toEqual({
          count: 0,
        });
    });
  });
}

describe('reminders in Firestore, for requests stored before them', () => {
  it('schedule a request without a basis at the first pass, then find only those on another basis', async () => {
    const [, makeStores] = storeKinds(() => emulator).find(([kind]) => kind !== 'embedded database')!;
    const { contactStore, reminders, firestore } = makeStores();
    const model = turkish();
    const after = german();
    await contactStore.save(model);
    await contactStore.save(after);
    // A request as it was written before reminders existed: the same fields, but no basis at all.
    const requests = firestore!.collection(CONTACT_REQUESTS);
    const { [REMINDER_BASIS_FIELD]: _basis, ...older } = (await requests.doc(model.id).get()).data()!;
    await requests.doc('written-before').set({ ...older, index: older['index'] + 1 });
    await requests.doc(model.id).delete();
    expect((await requests.doc('written-before').get()).get(REMINDER_BASIS_FIELD)).toBeUndefined();

    expect(await scheduleWaiting(reminders, SETTINGS, officeOf)).toBe(2);
    expect(await reminders.stepsOf('written-before')).toMatchObject([{ step: 1, dueAt: ms('2026-11-28T10:00:00+03:00') }, { step: 2 }]);
    const basis = (await requests.doc('written-before').get()).get(REMINDER_BASIS_FIELD) as string;
    expect(basis).toMatch(/^[\w-]{16}$/);
    // From then on a pass finds the requests by their basis: here, the German one alone.
    expect(await reminders.unscheduled({ tr: basis, en: basis, de: 'another' }, 10)).toEqual([
      { id: after.id, lang: 'de', createDate: after.request.createDate },
    ]);
    expect(await scheduleWaiting(reminders, SETTINGS, officeOf)).toBe(0);
  });
});
