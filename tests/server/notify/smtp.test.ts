/**
 * Notifications over SMTP with the embedded database, against a real SMTP server started here
 * (smtp-server): the message, a server that is down, retries, restarts and two senders.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterEach, expect, it } from 'vitest';
import { sqliteAdminStore } from '../../../src/server/store/sqlite/admin-store';
import { handleContactRequest } from '../../../src/server/contact/handler';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import { outboxSender, smtpTransport, type MailTransport } from '../../../src/server/notify/outbox-sender';
import { sqliteContactStore } from '../../../src/server/store/sqlite/contact-store';
import { databaseHandle, type DatabaseHandle } from '../../../src/server/store/sqlite/lazy';
import { sqliteOutbox } from '../../../src/server/store/sqlite/outbox';
import { silentLog } from '../../../src/server/log';
import { collectedLog } from '../collected-log';
import { freePort } from '../../../scripts/lib/free-port';
import { json, ORIGIN, validSubmission } from '../contact-cases';
import { NOTIFY_TO } from '../store/stores';

interface Received {
  envelope: string[];
  mail: ParsedMail;
}

const servers: SMTPServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise<void>((resolve) => server.close(() => resolve()))));
});

async function startSmtp(port: number, received: Received[]): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          received.push({ envelope: session.envelope.rcptTo.map((r) => r.address), mail });
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  return server;
}

const limits = () => ({
  accepted: memoryLimiter({ limit: 100, windowMs: 60_000 }),
  invalid: memoryLimiter({ limit: 100, windowMs: 60_000 }),
});
const database = () => databaseHandle(join(mkdtempSync(join(tmpdir(), 'notify-')), 'data'), () => {});
const outbox = (db: DatabaseHandle) => db.get().prepare('SELECT request_id, state, attempts, error FROM outbox').all();
const quiet = { log: silentLog };

it('mails the staff in NOTIFY_TO once per request: subject, every field, Reply-To the visitor, Turkish intact', async () => {
  const port = await freePort();
  const received: Received[] = [];
  await startSmtp(port, received);
  const db = database();
  let recorded: (state: string) => void = () => {};
  const delivered = new Promise<string>((resolve) => (recorded = resolve));
  const sender = outboxSender(sqliteOutbox(db), smtpTransport(`smtp://127.0.0.1:${port}`, 'Web <web@ornekelektromekanik.com.tr>'), {
    ...quiet,
    onRecorded: (_id, state) => recorded(state),
  });
  const store = sqliteContactStore(db, { notifyTo: NOTIFY_TO, onQueued: () => sender.kick() });
  sender.start();
  try {
    const submission = validSubmission({ subject: 'Şalt sahası için teklif', message: 'Merhaba,\nçğıöşü ÇĞİÖŞÜ ile yazılmış iki satır.' });
    const response = await handleContactRequest(json(submission), { store, limits: limits(), allowedOrigins: [ORIGIN], ip: '203.0.113.7' });
    expect(response.status).toBe(201);
    // The same request again is one request and one e-mail.
    expect(
      (await handleContactRequest(json(submission), { store, limits: limits(), allowedOrigins: [ORIGIN], ip: '203.0.113.7' })).status,
    ).toBe(201);
    // The loop was woken by the commit, not by a timer or a call here.
    expect(await delivered).toBe('sent');
    const [{ envelope, mail }] = received as [Received];
    expect(envelope.sort()).toEqual([...NOTIFY_TO].sort());
    expect(mail.subject).toBe('İletişim formu: Şalt sahası için teklif');
    expect(mail.replyTo?.value.map((a) => a.address)).toEqual(['ayse@example.com']);
    expect(mail.from?.value.map((a) => a.address)).toEqual(['web@ornekelektromekanik.com.tr']);
    for (const field of [
      'Ayşe Yılmaz',
      submission.phone,
      'ayse@example.com',
      'Şalt sahası için teklif',
      'çğıöşü ÇĞİÖŞÜ ile yazılmış iki satır.',
      submission.requestId,
    ]) {
      expect(mail.text, field).toContain(field);
    }
    expect(mail.html).toContain('çğıöşü ÇĞİÖŞÜ');
    const item = await sqliteAdminStore(db).getItem(submission.requestId);
    expect(item?.notification).toEqual({ state: 'sent' });
    // Let a second look run: nothing else goes out.
    expect(await sender.runOnce()).toBe(0);
    expect(received).toHaveLength(1);
  } finally {
    sender.stop();
  }
});

it('stores the request (201) while the SMTP server is down, retries with backoff and delivers once it is back, never twice', async () => {
  const port = await freePort();
  let now = 1_900_000_000_000;
  const db = database();
  const store = sqliteContactStore(db, { notifyTo: NOTIFY_TO, now: () => now });
  const sender = outboxSender(sqliteOutbox(db), smtpTransport(`smtp://127.0.0.1:${port}?connectionTimeout=2000`), {
    ...quiet,
    now: () => now,
  });
  const submission = validSubmission();
  const response = await handleContactRequest(json(submission), {
    store,
    limits: limits(),
    allowedOrigins: [ORIGIN],
    ip: '203.0.113.7',
    now: () => new Date(now),
  });
  expect(response.status).toBe(201);
  expect((await store.list()).map((entry) => entry.id)).toEqual([submission.requestId]);

  expect(await sender.runOnce()).toBe(0);
  expect(outbox(db)).toEqual([
    { request_id: submission.requestId, state: 'pending', attempts: 1, error: expect.stringMatching(/ECONNREFUSED|connect/i) },
  ]);
  expect((await sqliteAdminStore(db).getItem(submission.requestId))?.notification).toEqual({ state: 'pending', error: expect.any(String) });
  // Not due yet: the backoff holds.
  now += 29_000;
  expect(await sender.runOnce()).toBe(0);
  expect(outbox(db)).toMatchObject([{ attempts: 1 }]);

  const received: Received[] = [];
  await startSmtp(port, received);
  now += 1_000;
  expect(await sender.runOnce()).toBe(1);
  expect(outbox(db)).toEqual([{ request_id: submission.requestId, state: 'sent', attempts: 2, error: null }]);
  now += 24 * 3600_000;
  expect(await sender.runOnce()).toBe(0);
  expect(received).toHaveLength(1);
});

it('after a restart, resumes what is pending and takes back a send that died mid-way; two senders never send a row twice', async () => {
  const port = await freePort();
  const received: Received[] = [];
  await startSmtp(port, received);
  let now = 1_900_000_000_000;
  const dir = join(mkdtempSync(join(tmpdir(), 'notify-')), 'data');
  const first = databaseHandle(dir, () => {});
  const store = sqliteContactStore(first, { notifyTo: NOTIFY_TO, now: () => now });
  const submissions = Array.from({ length: 12 }, (_, i) => validSubmission({ message: `Talep ${i}` }));
  for (const s of submissions)
    expect((await handleContactRequest(json(s), { store, limits: limits(), allowedOrigins: [ORIGIN], ip: '203.0.113.7' })).status).toBe(
      201,
    );
  // A process that claimed one row and died before sending (kill -9): the claim runs out.
  first
    .get()
    .prepare("UPDATE outbox SET state = 'processing', claimed_until = ?, attempts = 1 WHERE request_id = ?")
    .run(now + 120_000, submissions[0]!.requestId);
  first.close();

  // Two processes' senders on the same database file, each with its own connection.
  const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
  const a = outboxSender(sqliteOutbox(databaseHandle(dir, () => {})), transport, { ...quiet, now: () => now });
  const b = outboxSender(sqliteOutbox(databaseHandle(dir, () => {})), transport, { ...quiet, now: () => now });
  const [sentA, sentB] = await Promise.all([a.runOnce(), b.runOnce()]);
  expect(sentA + sentB).toBe(11);
  now += 120_000;
  expect(await a.runOnce()).toBe(1);
  expect(await b.runOnce()).toBe(0);
  const texts = received.map((r) => /Mesaj \/ Message: (Talep \d+)/.exec(r.mail.text ?? '')?.[1]);
  expect(texts.sort()).toEqual(submissions.map((s) => s.message).sort());
});

it('records a refusal by the SMTP server as failed, with its reason, and does not retry it', async () => {
  const port = await freePort();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('5.1.1 mailbox unavailable'), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  servers.push(server);
  const db = database();
  const store = sqliteContactStore(db, { notifyTo: NOTIFY_TO });
  const { log, lines } = collectedLog();
  await store.save({
    id: 'refused',
    request: {
      createDate: new Date().toISOString(),
      email: '',
      subject: 'S',
      phone: '+90 312 555 01 23',
      message: 'M',
      name: 'N',
      index: 1,
      ip: '1.1.1.1',
      solvedDate: null,
      solved: false,
      lang: 'tr',
    },
  });
  await outboxSender(sqliteOutbox(db), smtpTransport(`smtp://127.0.0.1:${port}`), { log }).runOnce();
  expect(outbox(db)).toEqual([
    { request_id: 'refused', state: 'failed', attempts: 1, error: expect.stringContaining('mailbox unavailable') },
  ]);
  expect((await sqliteAdminStore(db).getItem('refused'))?.notification).toEqual({
    state: 'failed',
    error: expect.stringContaining('mailbox unavailable'),
  });
  expect(lines).toEqual([
    { severity: 'ERROR', message: expect.stringMatching(/^Notification of contact request refused failed for good/) },
  ]);
});

it('on stop, finishes the message it is sending and records it, and claims no other: they stay pending for the next start', async () => {
  const db = database();
  const store = sqliteContactStore(db, { notifyTo: NOTIFY_TO });
  for (const s of [validSubmission(), validSubmission(), validSubmission()])
    expect((await handleContactRequest(json(s), { store, limits: limits(), allowedOrigins: [ORIGIN], ip: '203.0.113.7' })).status).toBe(
      201,
    );
  // A transport whose first send waits until the test lets it go.
  let sending: () => void = () => {};
  const begun = new Promise<void>((resolve) => (sending = resolve));
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let sends = 0;
  const transport: MailTransport = {
    async send() {
      sends++;
      sending();
      await released;
    },
  };
  const sender = outboxSender(sqliteOutbox(db), transport, quiet);
  sender.start();
  await begun;
  let stopped = false;
  const stop = sender.stop().then(() => (stopped = true));
  // The stop waits for the message under way.
  await Promise.resolve();
  expect(stopped).toBe(false);
  letGo();
  await stop;
  expect(sends).toBe(1);
  const states = (outbox(db) as { state: string }[]).map((row) => row.state).sort();
  expect(states).toEqual(['pending', 'pending', 'sent']);
});
