/**
 * Nothing stored is lost: a database file written as the server of schema version 3 writes it
 * (a request, a solved one, a staff account, a session, a throttle, the generated secret, an
 * outbox row in each state) opens with today's built server, every row is still there byte for
 * byte (but the solved request's mark, which became its first answer when statuses came), and the
 * staff API reads them back (the old account signs in; the old session still
 * works). The shipped schema steps are pinned too: a change to one fails here, since a database
 * that already ran it would never see the change.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, test } from '@playwright/test';
import { freePort } from '../../../../scripts/lib/free-port';
import { startBuiltSite } from '../../../../scripts/lib/built-site';
import { adminApi } from '../../../../src/i18n/routes';
import type { InboxItem } from '../../../../src/admin-api/contract';
import { hashPassword } from '../../../../src/server/admin/passwords';
import { newSessionToken, sessionId } from '../../../../src/server/admin/session-cookie';
import { SESSION_COOKIE } from '../../../../src/server/http/cookies';
import { databasePath } from '../../../../src/server/store/sqlite/connection';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { embeddedStoreEnv } from '../../../browser/contact-data';

/** sha256 of each step as it shipped. */
const SHIPPED_STEPS = [
  '7e4458d11f36e5fc6e6f31bf2a5f1d2a90b82c7aa0700d8eb82f7ea20d762aa8',
  '059bdc6d22032f890a55528cbcc741103d3e88cd6e1776adc7254b5cac0ffdbc',
  '1c48b80bf1692b3d5e10fd9baf0b71833180b592abeb8a007812794c880e1991',
  'd630e163dbda306273790039c48c2d8fcbad1c899d3a23aa22c0bdedde1be278',
  'b46fb687fe6816e836ffbbafd41d0a078861a55f769b93fe9a259d10eff52b20',
  '93cf3d262ad7546072140ea89aaa0bffe046a21b6730c144b895b11ef128e48b',
];
/** The schema the database under test was written with: the server before accounts had permissions. */
const OLD_VERSION = 3;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

test('the schema steps that shipped are unchanged', () => {
  expect(MIGRATIONS.length).toBeGreaterThanOrEqual(SHIPPED_STEPS.length);
  SHIPPED_STEPS.forEach((shipped, index) => {
    expect(digest(MIGRATIONS[index]!), `step ${index + 1} has shipped: add a step at the end instead of editing it`).toBe(shipped);
  });
});

const TABLES = ['contact_requests', 'admin_users', 'admin_sessions', 'sign_in_throttles', 'settings', 'outbox'];
/** Every row of every table, in the columns `columns` names (default: all). */
const allRows = (db: DatabaseSync, columns?: Record<string, string[]>) =>
  Object.fromEntries(
    TABLES.map((table) => [table, db.prepare(`SELECT ${columns?.[table]?.join(', ') ?? '*'} FROM ${table} ORDER BY 1`).all()]),
  );
const columnsOf = (db: DatabaseSync) =>
  Object.fromEntries(
    TABLES.map((table) => [table, (db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((column) => column.name)]),
  );

const staff = { email: 'yonetici@ornek-elektromekanik.example', password: 'Eski sunucunun parolası 2026' };
const secret = 'a-session-secret-the-old-server-generated-48-bytes-long-enough';
const now = Date.now();
const iso = (msAgo: number) => new Date(now - msAgo).toISOString();

/** Every kind of row, with the SQL of the server at OLD_VERSION. */
async function writeVersion3Database(dir: string, sessionToken: string) {
  mkdirSync(dir, { recursive: true });
  const db = new DatabaseSync(databasePath(dir));
  db.exec('PRAGMA journal_mode = WAL');
  for (const step of MIGRATIONS.slice(0, OLD_VERSION)) db.exec(step);
  db.exec(`PRAGMA user_version = ${OLD_VERSION}`);
  const request = db.prepare(
    `INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, solved, solved_date, solved_by, lang)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  request.run(
    'open-1',
    iso(3_600_000),
    'gulsen@example.com',
    'Trafo bakımı',
    '0312 555 01 23',
    'Merhaba,\nkeşif.',
    'Gülşen İnce',
    now - 3_600_000,
    '203.0.113.7',
    0,
    null,
    null,
    'tr',
  );
  request.run(
    'solved-1',
    iso(7_200_000),
    '',
    'Quote',
    '+90 532 000 00 00',
    'Hello',
    'Jane Miller',
    now - 7_200_000,
    '203.0.113.8',
    1,
    iso(60_000),
    'Ayşe Yılmaz',
    'en',
  );
  request.run(
    'pending-1',
    iso(10_800_000),
    '',
    'Jeneratör',
    '0312 555 01 24',
    'Revizyon',
    'Ümit Çelik',
    now - 10_800_000,
    '203.0.113.9',
    0,
    null,
    null,
    'tr',
  );
  db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('sessionSecret', secret);
  db.prepare('INSERT INTO admin_users (email, display_name, password_hash, created_date, last_sign_in_date) VALUES (?, ?, ?, ?, ?)').run(
    staff.email,
    'Ayşe Yılmaz',
    await hashPassword(staff.password),
    iso(86_400_000),
    iso(3_600_000),
  );
  db.prepare('INSERT INTO admin_sessions (id, email, created_at, last_seen_at) VALUES (?, ?, ?, ?)').run(
    sessionId(sessionToken),
    staff.email,
    now - 3_600_000,
    now - 30_000,
  );
  db.prepare('INSERT INTO sign_in_throttles (key, count, locked_until, last_attempt) VALUES (?, ?, ?, ?)').run(
    'a'.repeat(64),
    2,
    0,
    now - 60_000,
  );
  const outbox = db.prepare(
    `INSERT INTO outbox (request_id, recipients, reply_to, subject, text, html, state, attempts, next_attempt_at, error, sent_date)
     VALUES (?, '["teklif@example.com"]', NULL, 'Yeni talep', 'metin', '<p>metin</p>', ?, ?, ?, ?, ?)`,
  );
  outbox.run('open-1', 'sent', 1, now - 3_600_000, null, iso(3_590_000));
  outbox.run('solved-1', 'failed', 5, now - 7_200_000, 'SMTP 550: mailbox unavailable', null);
  // Pending in the far future: the server under test, which has no SMTP, must leave it alone.
  outbox.run('pending-1', 'pending', 0, now + 86_400_000, null, null);
  db.close();
}

test('a database of schema version 3 (before permissions) keeps every row under the server of today, and the staff API reads them', async ({
  request,
}) => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'stored-data-')), 'data');
  const { token, cookieValue } = newSessionToken(secret);
  await writeVersion3Database(dataDir, token);
  const before = new DatabaseSync(databasePath(dataDir));
  const rowsBefore = allRows(before);
  const oldColumns = columnsOf(before);
  before.close();

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // The server opens (and migrates) the database before it listens.
  const first = await startBuiltSite(port, embeddedStoreEnv(dataDir));
  expect((await request.get(`${origin}${adminApi.status}`)).status()).toBe(200);
  const stopped = new Promise((resolve) => first.once('exit', resolve));
  first.kill('SIGTERM');
  await stopped;

  const after = new DatabaseSync(databasePath(dataDir));
  expect(after.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
  // Solved meant answered before statuses: the mark moved to the first answer, and solved now means closed.
  const solvedBefore = rowsBefore['contact_requests']!.find((row) => row['id'] === 'solved-1')!;
  expect(allRows(after, oldColumns)).toEqual({
    ...rowsBefore,
    contact_requests: rowsBefore['contact_requests']!.map((row) =>
      row === solvedBefore ? { ...row, solved: 0, solved_date: null, solved_by: null } : row,
    ),
  });
  expect(
    after
      .prepare("SELECT status, first_answer_date, first_answer_by, first_answer_channel FROM contact_requests WHERE id = 'solved-1'")
      .get(),
  ).toEqual({
    status: 'answered',
    first_answer_date: solvedBefore['solved_date'],
    first_answer_by: 'Ayşe Yılmaz',
    first_answer_channel: 'unknown',
  });
  // The account of the old server keeps what it could do: the inbox.
  expect(after.prepare('SELECT permissions FROM admin_users').all()).toEqual([{ permissions: '["inbox"]' }]);
  after.close();

  const second = await startBuiltSite(port, embeddedStoreEnv(dataDir));
  try {
    const withOldSession = await request.get(`${origin}${adminApi.contactRequests}?status=all`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookieValue}` },
    });
    expect(withOldSession.status()).toBe(200);
    const { items } = (await withOldSession.json()) as { items: InboxItem[] };
    expect(items.map((item) => [item.id, item.status, item.firstAnswer?.by ?? null, item.notification])).toEqual([
      ['open-1', 'new', null, { state: 'sent' }],
      ['solved-1', 'answered', 'Ayşe Yılmaz', { state: 'failed', error: 'SMTP 550: mailbox unavailable' }],
      ['pending-1', 'new', null, { state: 'pending' }],
    ]);
    expect(items[0]).toMatchObject({ name: 'Gülşen İnce', message: 'Merhaba,\nkeşif.', email: 'gulsen@example.com', lang: 'tr' });

    const signIn = await request.post(`${origin}${adminApi.session}`, { headers: { origin }, data: staff });
    expect(signIn.status()).toBe(204);
  } finally {
    second.kill('SIGKILL');
  }
});
