/**
 * The goal "from a request's arrival to its first reminder: exactly the target in business
 * time", through the staff API's "send what is due" with the clock the server takes by
 * injection, the embedded database and a real SMTP server: a Turkish request to Ankara over New
 * Year's Day and the weekend, a German one to Munich over Christmas and the weekend. Nothing is
 * sent a minute before the due time, the staff list's reminder at it, and the manager's one
 * business day later; a request answered by a reply or by phone, or closed, is never reminded.
 * The endpoint refuses a call without the secret or with another (nothing sent).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import { contentProjects } from '../../../src/lib/project-catalog';
import { createBackend } from '../../../src/server/backend';
import { silentLog } from '../../../src/server/log';
import { reminderRunner } from '../../../src/server/reminders/runner';
import type { ReminderSettings } from '../../../src/server/reminders/schedule';
import { startTestSmtpServer, type Received, type TestSmtpServer } from '../notify/test-smtp-server';
import { addStaff, client, contactRequest, NOTIFY_TO, type TestStores } from '../store/stores';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

const TOKEN = 'reminders-token-of-at-least-thirty-two-characters';
const MANAGER = 'mudur@ornekelektromekanik.com.tr';
const SETTINGS: ReminderSettings = { targetMinutes: 120, managerEmail: MANAGER };
const SITE = 'https://www.ornekelektromekanik.com.tr';
const at = (iso: string) => new Date(iso).getTime();
const MINUTE = 60_000;

/** The embedded database mailing over a test SMTP server (no notification sender runs: its mails are not counted here), the clock at `clock.now`. */
async function server(clock: { now: number }) {
  const smtp: TestSmtpServer = await startTestSmtpServer();
  cleanups.push(() => smtp.close());
  const backend = createBackend(
    { CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'remind-')), 'data'), NOTIFY_TO: NOTIFY_TO.join(','), SMTP_URL: smtp.url },
    silentLog,
  );
  cleanups.push(() => backend.close());
  const stores: TestStores = Object.assign(backend, { firestore: undefined });
  await addStaff(stores.adminStore);
  const runner = reminderRunner({
    store: stores.reminders,
    sending: stores.reminderSending!,
    settings: async () => SETTINGS,
    // The offices as the committed contact page gives them, as the server takes them.
    officeOf: contentProjects.requestOffice,
    staffList: NOTIFY_TO,
    siteUrl: SITE,
    now: () => clock.now,
    log: silentLog,
  });
  const api = client(stores, { now: () => new Date(clock.now), reminders: { runner, secret: TOKEN, problem: undefined } });
  expect((await api.signIn()).status).toBe(204);
  const sendDue = async (token = TOKEN) => {
    const response = await api.call('POST', adminApi.remindersDue, undefined, { authorization: `Bearer ${token}` });
    return { status: response.status, body: (await response.json()) as { sent?: number } };
  };
  return { stores, smtp, api, sendDue };
}

/** The reminders received, by step and request, each with its recipients. */
const reminders = (received: Received[]) =>
  received
    .filter(({ mail }) => mail.messageId?.startsWith('<reminder-'))
    .map(({ envelope, mail }) => ({ messageId: mail.messageId, to: envelope, subject: mail.subject, text: mail.text ?? '' }));

describe('the first reminder comes exactly the target in business time after arrival', () => {
  it('for a Turkish request to Ankara over New Year’s Day and the weekend, and a German one to Munich over Christmas', async () => {
    // Thursday 31 December 2026, 17:30 in Ankara: 30 minutes to 18:00; Friday 1 January is a
    // holiday; Saturday opens 09:00, so the other 90 minutes end at 10:30. The manager's is a
    // business day on: 90 minutes into Saturday's hours, counted from Monday's opening, 10:00.
    const trArrival = '2026-12-31T17:30:00+03:00';
    const trDue = at('2027-01-02T10:30:00+03:00');
    const trSecond = at('2027-01-04T10:00:00+03:00');
    // Thursday 24 December 2026, 16:00 in Munich: an hour to 17:00; the 25th and 26th are holidays,
    // then the weekend; Monday's opening at 08:00 plus the second hour: 09:00; the manager's, Tuesday 09:00.
    const deArrival = '2026-12-24T16:00:00+01:00';
    const deDue = at('2026-12-28T09:00:00+01:00');
    const deSecond = at('2026-12-29T09:00:00+01:00');

    const clock = { now: at(deArrival) };
    const { stores, smtp, sendDue } = await server(clock);
    const tr = contactRequest(1, {
      createDate: new Date(trArrival).toISOString(),
      lang: 'tr',
      subject: 'Trafo bakımı',
      kindOfWork: 'mediumVoltage',
    });
    const de = contactRequest(2, {
      createDate: new Date(deArrival).toISOString(),
      lang: 'de',
      subject: 'Schaltanlage Halle 3',
      email: 'jonas@example.de',
    });
    await stores.contactStore.save(de);
    expect(await sendDue()).toEqual({ status: 200, body: { sent: 0 } });
    clock.now = at(trArrival);
    await stores.contactStore.save(tr);

    // In time order: each step not sent a minute before its due time, and sent at it.
    for (const [due, step, id, to] of [
      [deDue, 1, de.id, NOTIFY_TO],
      [deSecond, 2, de.id, [MANAGER]],
      [trDue, 1, tr.id, NOTIFY_TO],
      [trSecond, 2, tr.id, [MANAGER]],
    ] as const) {
      clock.now = due - MINUTE;
      expect((await sendDue()).body, `a minute before ${new Date(due).toISOString()}`).toEqual({ sent: 0 });
      clock.now = due;
      expect((await sendDue()).body, `at ${new Date(due).toISOString()}`).toEqual({ sent: 1 });
      expect(reminders(smtp.received).slice(-1)[0]).toMatchObject({
        messageId: `<reminder-${step}-${id}@www.ornekelektromekanik.com.tr>`,
        to,
      });
    }
    const [deFirst, deManager, trFirst, trManager] = reminders(smtp.received);
    // Waited: the target, to the minute.
    for (const first of [deFirst!, trFirst!])
      expect(first.text).toContain('Bekleme (iş saati) / Waited (business hours): 2 sa 0 dk / 2 h 0 min');
    expect(deFirst!.subject).toBe('Hatırlatma: yanıt bekleyen talep: Schaltanlage Halle 3');
    expect(trFirst!.text).toContain('İş türü / Kind of work: Orta gerilim / Medium voltage');
    expect(trFirst!.text).toContain(`Talep no / Request id: ${tr.id}`);
    expect(trFirst!.text).toContain(`${SITE}/admin/`);
    for (const second of [deManager!, trManager!]) {
      expect(second.subject).toMatch(/^İkinci hatırlatma \(yöneticiye\): yanıt bekleyen talep: /);
      expect(second.text).toContain('This is the second reminder, to the manager');
    }
    // A business day more: the target and a whole day of Munich's hours (9 h).
    expect(deManager!.text).toContain('11 sa 0 dk / 11 h 0 min');
    clock.now = at('2027-03-01T12:00:00Z');
    expect((await sendDue()).body).toEqual({ sent: 0 });
    expect(reminders(smtp.received)).toHaveLength(4);
  });

  it('never reminds of a request answered by a reply or by phone, or closed, before its due time', async () => {
    const arrival = '2026-12-01T10:00:00+03:00';
    const clock = { now: at(arrival) };
    const { stores, smtp, api, sendDue } = await server(clock);
    const replied = contactRequest(1, { createDate: new Date(arrival).toISOString(), email: 'ayse@example.com' });
    const phoned = contactRequest(2, { createDate: new Date(arrival).toISOString(), email: 'can@example.com' });
    const closed = contactRequest(3, { createDate: new Date(arrival).toISOString(), email: 'ece@example.com' });
    const waiting = contactRequest(4, { createDate: new Date(arrival).toISOString(), email: 'deniz@example.com' });
    for (const entry of [replied, phoned, closed, waiting]) await stores.contactStore.save(entry);
    expect((await sendDue()).body).toEqual({ sent: 0 });

    clock.now = at('2026-12-01T11:59:00+03:00');
    const path = (id: string) => adminApiPath(adminApi.contactRequest, { id });
    expect(
      (
        await api.call('POST', adminApiPath(adminApi.contactRequestReplies, { id: replied.id }), {
          text: 'Sayın Ayşe Yılmaz, teşekkürler.',
        })
      ).status,
    ).toBe(201);
    expect((await api.call('PATCH', path(phoned.id), { answered: 'phone' })).status).toBe(200);
    expect((await api.call('PATCH', path(closed.id), { status: 'notAFit' })).status).toBe(200);

    clock.now = at('2026-12-01T12:00:00+03:00');
    expect((await sendDue()).body).toEqual({ sent: 1 });
    clock.now = at('2026-12-31T12:00:00+03:00');
    expect((await sendDue()).body).toEqual({ sent: 1 });
    expect(reminders(smtp.received).map(({ messageId }) => messageId)).toEqual([
      `<reminder-1-${waiting.id}@www.ornekelektromekanik.com.tr>`,
      `<reminder-2-${waiting.id}@www.ornekelektromekanik.com.tr>`,
    ]);
  });
});

describe('the send-due endpoint', () => {
  it('refuses a call without the secret (401) or with another (403), sending nothing; sends what is due with it, and nothing more a second time', async () => {
    const arrival = '2026-12-01T10:00:00+03:00';
    const clock = { now: at(arrival) };
    const { stores, smtp, api, sendDue } = await server(clock);
    await stores.contactStore.save(contactRequest(1, { createDate: new Date(arrival).toISOString() }));
    expect((await sendDue()).body).toEqual({ sent: 0 });
    clock.now = at('2026-12-01T12:00:00+03:00');

    const bare = await api.call('POST', adminApi.remindersDue);
    expect(bare.status).toBe(401);
    expect(bare.headers.get('www-authenticate')).toBe('Bearer');
    expect((await sendDue('another-token-of-at-least-thirty-two-chars')).status).toBe(403);
    expect((await api.call('POST', adminApi.remindersDue, undefined, { authorization: `Basic ${TOKEN}` })).status).toBe(401);
    expect(reminders(smtp.received)).toHaveLength(0);

    expect(await sendDue()).toEqual({ status: 200, body: { sent: 1 } });
    expect(await sendDue()).toEqual({ status: 200, body: { sent: 0 } });
    expect(reminders(smtp.received)).toHaveLength(1);
  });

  it('is answered 503 where the server has no secret for it, and Cloud Scheduler needs no Origin', async () => {
    const clock = { now: at('2026-12-01T10:00:00+03:00') };
    const { stores, api } = await server(clock);
    const withoutSecret = client(stores, { reminders: { runner: undefined, secret: undefined, problem: 'Reminders are off' } });
    expect((await withoutSecret.call('POST', adminApi.remindersDue, undefined, { authorization: `Bearer ${TOKEN}` })).status).toBe(503);
    const noOrigin = await api.call('POST', adminApi.remindersDue, undefined, { origin: '', authorization: `Bearer ${TOKEN}` });
    expect(noOrigin.status).toBe(200);
  });
});
