/**
 * The "done means", on the built server (`npm start`): a staff account made with
 * `npm run admin:user`, NOTIFY_TO and SMTP_URL set, the form sent, staff sign in, see and solve
 * the request, download the CSV, and the e-mail arrives at a real SMTP server.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { adminApi, adminContactRequestPath, contactEndpoint } from '../../src/i18n/routes';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { freePort } from '../../scripts/lib/free-port';
import { embeddedStoreEnv } from '../browser/contact-data';
import { validSubmission } from './contact-cases';

test('create staff, send the form, sign in, solve, download the CSV; the notification e-mail arrives', async ({ request }) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-flow-')), 'data');
  const env = embeddedStoreEnv(dataDir);
  execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'add', 'staff@example.com', '--name', 'Zeynep Kaya'], {
    env: { ...process.env, ...env },
    input: 'uzun ve gizli bir parola\n',
    timeout: 30_000,
  });

  const mails: ParsedMail[] = [];
  let arrived: () => void = () => {};
  const delivered = new Promise<void>((resolve) => (arrived = resolve));
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      void simpleParser(stream).then((mail) => {
        mails.push(mail);
        callback();
        arrived();
      }, callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startBuiltSite(port, { ...env, NOTIFY_TO: 'satis@example.com', SMTP_URL: `smtp://127.0.0.1:${smtpPort}` });
  try {
    const submission = validSubmission({ subject: 'Jeneratör bakımı' });
    expect((await request.post(`${origin}${contactEndpoint}`, { headers: { origin }, data: submission })).status()).toBe(201);

    const signIn = await request.post(`${origin}${adminApi.session}`, {
      headers: { origin },
      data: { email: 'staff@example.com', password: 'uzun ve gizli bir parola' },
    });
    expect(signIn.status()).toBe(204);
    const list = await request.get(`${origin}${adminApi.contactRequests}?status=open`);
    expect(list.status()).toBe(200);
    const { items } = (await list.json()) as { items: { id: string; subject: string; notification: { state: string } }[] };
    expect(items.map((item) => [item.id, item.subject])).toEqual([[submission.requestId, 'Jeneratör bakımı']]);
    // Notifications are on: the request has its outbox row (the SMTP tests follow it to 'sent').
    expect(['pending', 'processing', 'sent']).toContain(items[0]?.notification.state);

    const solved = await request.patch(`${origin}${adminContactRequestPath(submission.requestId)}`, {
      headers: { origin },
      data: { status: 'won' },
    });
    expect(solved.status()).toBe(200);
    expect(((await solved.json()) as { item: { solvedBy: string } }).item.solvedBy).toBe('staff@example.com');
    expect((await (await request.get(`${origin}${adminApi.contactRequests}?status=open`)).json()).items).toEqual([]);

    const csv = await request.get(`${origin}${adminApi.contactRequestsCsv}`);
    expect(csv.headers()['content-disposition']).toMatch(/^attachment; filename="contact-requests-\d{4}-\d\d-\d\d\.csv"$/);
    expect((await csv.body()).toString('utf8')).toContain('"Jeneratör bakımı"');

    await delivered;
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('İletişim formu: Jeneratör bakımı');
    expect(mails[0]?.replyTo?.value[0]?.address).toBe('ayse@example.com');
  } finally {
    server.kill();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});
