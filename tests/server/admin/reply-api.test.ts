/**
 * A reply from the inbox through the staff API, with the embedded database and a real SMTP
 * server (smtp-server): the request's language chooses the template and the subject, the mail
 * goes To the visitor, From the company at the configured address, Reply-To the staff list and
 * the staff member; a failure is shown on the request with the mail server's reason and sent
 * again on demand. Only an inbox account's reply mails a visitor: a visitor's own request mails
 * staff alone.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import type { InboxPageAnswer, ReplyAnswer, ReplyTemplatesAnswer, SentReply } from '../../../src/admin-api/contract';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import { createBackend } from '../../../src/server/backend';
import { handleContactRequest } from '../../../src/server/contact/handler';
import { silentLog } from '../../../src/server/log';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import { startTestSmtpServer, type Received, type TestSmtpServer } from '../notify/test-smtp-server';
import { json, ORIGIN, validSubmission } from '../contact-cases';
import { addStaff, client, contactRequest, EDITOR, NOTIFY_TO, STAFF, type TestStores } from '../store/stores';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
});

/** An SMTP server, closed after the test. */
async function smtpServer(): Promise<TestSmtpServer> {
  const server = await startTestSmtpServer();
  cleanups.push(() => server.close());
  return server;
}

/** The embedded database in `dataDir` sending over `smtp`, both senders running unless `sending` is false. */
function stores(smtp: TestSmtpServer, dataDir = join(mkdtempSync(join(tmpdir(), 'reply-')), 'data'), sending = true): TestStores {
  const backend = createBackend(
    {
      CONTACT_DATA_DIR: dataDir,
      NOTIFY_TO: NOTIFY_TO.join(','),
      SMTP_URL: smtp.url,
      SMTP_FROM: 'Web sitesi <web@ornekelektromekanik.com.tr>',
    },
    silentLog,
  );
  if (sending) {
    backend.sender!.start();
    backend.replySender!.start();
  }
  cleanups.push(() => backend.close());
  return Object.assign(backend, { firestore: undefined });
}

/** The mails to anyone but the staff list (whose notifications of the requests stored here arrive too). */
const toVisitors = (received: Received[]) => received.filter(({ envelope }) => !envelope.some((address) => NOTIFY_TO.includes(address)));

const AT = new Date(Date.UTC(2026, 10, 25, 10, 15));
const repliesPath = (id: string) => adminApiPath(adminApi.contactRequestReplies, { id });
const repliesOf = async (api: ReturnType<typeof client>, id: string): Promise<SentReply[] | undefined> => {
  const page = (await (await api.call('GET', `${adminApi.contactRequests}?status=all`)).json()) as InboxPageAnswer;
  return page.items.find((item) => item.id === id)?.replies;
};

it("sends a German request's reply in German to the visitor, from the company, Reply-To staff, and records it on the request", async () => {
  const smtp = await smtpServer();
  const { received } = smtp;
  const backend = stores(smtp);
  await addStaff(backend.adminStore);
  await addStaff(backend.adminStore, EDITOR, undefined, ['content']);
  const request = contactRequest(1_800_000_000_001, {
    lang: 'de',
    name: 'Jonas Weber',
    email: 'jonas@example.de',
    subject: 'Schaltanlage Halle 3',
  });
  const noEmail = contactRequest(1_800_000_000_002, { email: '' });
  for (const entry of [request, noEmail]) await backend.contactStore.save(entry);
  const api = client(backend, { now: () => AT, newReplyId: () => 'reply-1' });
  expect((await api.signIn()).status).toBe(204);

  const { templates, replyProblem } = (await (await api.call('GET', adminApi.replyTemplates)).json()) as ReplyTemplatesAnswer;
  expect(replyProblem).toBeNull();
  expect(Object.keys(templates).sort()).toEqual(['de', 'en', 'tr']);
  const siteVisit = templates.de!.find((template) => template.id === 'site-visit')!;
  expect(siteVisit.text).toMatch(/^Guten Tag \{name\},/);

  const response = await api.call('POST', repliesPath(request.id), { text: `${siteVisit.text}\n\nPS: Donnerstag passt uns gut.` });
  expect(response.status).toBe(201);
  const { reply, item } = (await response.json()) as ReplyAnswer;
  expect(reply).toMatchObject({ id: 'reply-1', by: STAFF.email, byName: STAFF.displayName, at: AT.toISOString(), delivery: 'pending' });
  expect(reply.text).toMatch(/^Guten Tag Jonas Weber,\n\nvielen Dank für Ihre Anfrage\./);
  // The first reply is the request's first answer: it is answered now.
  expect(item).toMatchObject({
    id: request.id,
    status: 'answered',
    firstAnswer: { date: AT.toISOString(), by: STAFF.email, channel: 'email' },
  });

  await vi.waitFor(() => expect(toVisitors(received)).toHaveLength(1), { timeout: 5000, interval: 20 });
  const [{ envelope, mail }] = toVisitors(received) as [Received];
  expect(envelope).toEqual(['jonas@example.de']);
  expect(mail.from?.value).toEqual([{ name: 'Örnek Elektromechanik GmbH', address: 'web@ornekelektromekanik.com.tr' }]);
  expect(mail.replyTo?.value.map((address) => address.address)).toEqual([...NOTIFY_TO, STAFF.email]);
  expect(mail.subject).toBe('Ihre Anfrage: Schaltanlage Halle 3 – Örnek Elektromechanik GmbH');
  expect(mail.text?.trim()).toBe(reply.text);
  expect(mail.text).toContain('PS: Donnerstag passt uns gut.');
  await vi.waitFor(async () => expect(await repliesOf(api, request.id)).toEqual([{ ...reply, delivery: 'sent' }]), { timeout: 5000 });

  // Nobody to write to; nothing to write; someone who may not see requests.
  expect((await api.call('POST', repliesPath(noEmail.id), { text: 'Merhaba' })).status).toBe(409);
  expect((await api.call('POST', repliesPath(request.id), { text: '  ' })).status).toBe(400);
  expect((await api.call('POST', repliesPath('no-such-request'), { text: 'Hallo' })).status).toBe(404);
  const editor = client(backend, { now: () => AT });
  expect((await editor.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
  expect((await editor.call('POST', repliesPath(request.id), { text: 'Hallo' })).status).toBe(403);
  expect((await editor.call('GET', adminApi.replyTemplates)).status).toBe(403);
  expect(toVisitors(received)).toHaveLength(1);
  // Refused posts answered nothing: the first answer is still the first reply's.
  expect((await backend.adminStore.getItem(request.id))?.firstAnswer).toEqual({
    date: AT.toISOString(),
    by: STAFF.email,
    channel: 'email',
  });
});

it('shows a refused reply as retrying or failed with the reason, and sends a failed one again on demand', async () => {
  const smtp = await smtpServer();
  const { received } = smtp;
  smtp.answer = { code: 451, text: 'greylisted, try again later' };
  const backend = stores(smtp);
  await addStaff(backend.adminStore);
  const request = contactRequest(1_800_000_000_001, { lang: 'en', name: 'Jane Doe', email: 'jane@example.com' });
  await backend.contactStore.save(request);
  let id = 0;
  const api = client(backend, { now: () => AT, newReplyId: () => `reply-${++id}` });
  expect((await api.signIn()).status).toBe(204);

  expect((await api.call('POST', repliesPath(request.id), { text: 'Dear {name}, first try.' })).status).toBe(201);
  await vi.waitFor(async () => expect((await repliesOf(api, request.id))?.[0]?.reason).toMatch(/greylisted/), { timeout: 5000 });
  expect((await repliesOf(api, request.id))![0]).toMatchObject({ id: 'reply-1', delivery: 'pending', text: 'Dear Jane Doe, first try.' });

  smtp.answer = { code: 550, text: 'mailbox unavailable' };
  expect((await api.call('POST', repliesPath(request.id), { text: 'Dear {name}, second try.' })).status).toBe(201);
  await vi.waitFor(async () => expect((await repliesOf(api, request.id))?.[1]?.delivery).toBe('failed'), { timeout: 5000 });
  expect((await repliesOf(api, request.id))![1]!.reason).toMatch(/mailbox unavailable/);

  smtp.answer = 'accept';
  const retryPath = (replyId: string) => adminApiPath(adminApi.contactRequestReplyRetry, { id: request.id, replyId });
  expect((await api.call('POST', retryPath('reply-1'))).status).toBe(409);
  const again = await api.call('POST', retryPath('reply-2'));
  expect(again.status).toBe(200);
  expect(((await again.json()) as ReplyAnswer).reply).toMatchObject({ id: 'reply-2', delivery: 'pending' });
  await vi.waitFor(async () => expect((await repliesOf(api, request.id))?.[1]?.delivery).toBe('sent'), { timeout: 5000 });
  expect(toVisitors(received).map(({ envelope, mail }) => [envelope, mail.text?.trim()])).toEqual([
    [['jane@example.com'], 'Dear Jane Doe, second try.'],
  ]);
});

it("mails staff alone for a visitor's request: no visitor or third party is written to unless staff reply", async () => {
  const smtp = await smtpServer();
  const { received } = smtp;
  const backend = stores(smtp);
  const submit = (overrides: Record<string, unknown>) =>
    handleContactRequest(json(validSubmission(overrides)), {
      store: backend.contactStore,
      limits: { accepted: memoryLimiter({ limit: 100, windowMs: 60_000 }), invalid: memoryLimiter({ limit: 100, windowMs: 60_000 }) },
      allowedOrigins: [ORIGIN],
      ip: '203.0.113.7',
    });
  // A visitor naming someone else's address, and staff's, as their own.
  expect((await submit({ email: 'victim@example.org', message: 'Please reply to victim@example.org, cc boss@example.org' })).status).toBe(
    201,
  );
  expect((await submit({ email: NOTIFY_TO[0], lang: 'de' })).status).toBe(201);
  await vi.waitFor(() => expect(received).toHaveLength(2), { timeout: 5000, interval: 20 });
  expect(received.flatMap(({ envelope }) => envelope).sort()).toEqual([...NOTIFY_TO, ...NOTIFY_TO].sort());
  expect(backend.database!.get().prepare('SELECT count(*) AS count FROM replies').get()).toEqual({ count: 0 });
});

it('sends a reply stored before a restart once the server is back', async () => {
  const smtp = await smtpServer();
  const { received } = smtp;
  const dataDir = join(mkdtempSync(join(tmpdir(), 'reply-')), 'data');
  const before = stores(smtp, dataDir, false);
  await addStaff(before.adminStore);
  const request = contactRequest(1_800_000_000_001, { lang: 'tr', email: 'ayse@example.com' });
  await before.contactStore.save(request);
  const api = client(before, { now: () => AT });
  expect((await api.signIn()).status).toBe(204);
  expect((await api.call('POST', repliesPath(request.id), { text: 'Sayın {name}, keşif için perşembe uygun mu?' })).status).toBe(201);
  await before.close();
  expect(received).toEqual([]);

  const after = stores(smtp, dataDir);
  await vi.waitFor(() => expect(toVisitors(received)).toHaveLength(1), { timeout: 5000, interval: 20 });
  expect(toVisitors(received)[0]!.mail.text?.trim()).toBe('Sayın Ayşe Yılmaz, keşif için perşembe uygun mu?');
  expect(toVisitors(received)[0]!.mail.subject).toBe(`Talebiniz: ${request.request.subject} – Örnek Elektromekanik`);
  // The mail server accepts before the sender records it: wait for the record, as staff would see it.
  await vi.waitFor(async () => expect((await after.replies.of([request.id])).get(request.id)).toMatchObject([{ delivery: 'sent' }]), {
    timeout: 5000,
    interval: 20,
  });
});
