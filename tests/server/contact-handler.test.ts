/**
 * POST /api/contact with both stores: the embedded SQLite store and Firestore (through the
 * Firestore protocol server the export tests use). Same cases, same expectations.
 */
import { EMAIL_KEY_FIELD, PHONE_DIGITS_FIELD } from '../../src/server/store/firestore/address-keys';
import { FIRST_ANSWER_MINUTES, FIRST_ANSWER_OFFICE, STAGE_FIELD } from '../../src/server/store/firestore/request-statuses';
import { REMINDER_BASIS_FIELD } from '../../src/server/store/firestore/reminder-basis';
import { languages } from '../../src/i18n/routes';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { firestoreContactStore, CONTACT_REQUESTS } from '../../src/server/store/firestore/contact-store';
import { CONTACT_EXPIRY_FIELD } from '../../src/server/store/firestore/expiry';
import { handleContactRequest, type ContactDependencies } from '../../src/server/contact/handler';
import { memoryLimiter } from '../../src/server/store/rate-limits';
import type { ContactStore } from '../../src/server/store/contact-requests';
import { startEmulator, type TestEmulator } from '../scripts/emulator';
import { badRequests, json, ORIGIN, post, validSubmission } from './contact-cases';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const stores: [string, () => ContactStore][] = [
  ['embedded SQLite store', () => sqliteContactStore(databaseHandle(join(mkdtempSync(join(tmpdir(), 'contact-')), 'requests')))],
  ['Firestore', () => firestoreContactStore(emulator.connect().db)],
];

const generous = (): ContactDependencies['limits'] => {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 60_000 });
  return { accepted: limiter, invalid: limiter };
};
const allowedOrigins = [ORIGIN];
const NOW = new Date('2026-11-22T10:00:00.000Z');

for (const [name, makeStore] of stores) {
  describe(`contact endpoint with the ${name}`, () => {
    it('stores a valid request with exactly the ContactRequest fields, then answers 201', async () => {
      const store = makeStore();
      const submission = validSubmission();
      const response = await handleContactRequest(json(submission), {
        store,
        limits: generous(),
        allowedOrigins,
        ip: '203.0.113.7',
        now: () => NOW,
      });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ ok: true, id: submission.requestId });
      const stored = await store.list();
      expect(stored).toEqual([
        {
          id: submission.requestId,
          request: {
            createDate: '2026-11-22T10:00:00.000Z',
            email: 'ayse@example.com',
            subject: submission.subject,
            phone: submission.phone,
            message: submission.message,
            name: submission.name,
            index: NOW.getTime(),
            ip: '203.0.113.7',
            solvedDate: null,
            solved: false,
            lang: 'tr',
          },
        },
      ]);
    });

    it('accepts form-encoded bodies and an empty e-mail', async () => {
      const store = makeStore();
      const { email: _e, ...rest } = validSubmission();
      const body = new URLSearchParams(Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, String(v)])));
      const response = await handleContactRequest(
        post({ body: body.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
        {
          store,
          limits: generous(),
          allowedOrigins,
          ip: '198.51.100.1',
        },
      );
      expect(response.status).toBe(201);
      expect((await store.list())[0]?.request.email).toBe('');
    });

    it('stores a retried submission once', async () => {
      const store = makeStore();
      const submission = validSubmission();
      for (let i = 0; i < 3; i++) {
        expect(
          (await handleContactRequest(json(submission), { store, limits: generous(), allowedOrigins, ip: '198.51.100.2' })).status,
        ).toBe(201);
      }
      expect(await store.list()).toHaveLength(1);
    });

    it(`refuses ${badRequests().length} kinds of bad input with a 4xx naming the field, storing nothing`, async () => {
      const store = makeStore();
      const cases = badRequests();
      expect(cases.length).toBeGreaterThanOrEqual(30);
      for (const [what, request, status, field] of cases) {
        const response = await handleContactRequest(request, { store, limits: generous(), allowedOrigins, ip: '192.0.2.1' });
        expect(response.status, what).toBe(status);
        const body = (await response.json()) as { ok: boolean; fields: { field: string }[] };
        expect(body.ok, what).toBe(false);
        expect(
          body.fields.map((f) => f.field),
          what,
        ).toContain(field);
      }
      const get = await handleContactRequest(post({ method: 'GET' }), { store, limits: generous(), allowedOrigins, ip: '192.0.2.1' });
      expect(get.status).toBe(405);
      expect(get.headers.get('allow')).toBe('POST');
      expect(await store.list()).toEqual([]);
    });

    it('answers 429 past the rate limit for one address, and not for another', async () => {
      const store = makeStore();
      const limiter = memoryLimiter({ limit: 3, windowMs: 600_000 });
      const limits = { accepted: limiter, invalid: memoryLimiter({ limit: 100, windowMs: 600_000 }) };
      const send = (ip: string) => handleContactRequest(json(validSubmission()), { store, limits, allowedOrigins, ip });
      for (let i = 0; i < 3; i++) expect((await send('192.0.2.50')).status).toBe(201);
      const limited = await send('192.0.2.50');
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect((await send('192.0.2.51')).status).toBe(201);
      expect(await store.list()).toHaveLength(4);
    });

    it('stores 200 concurrent submissions, each exactly once', async () => {
      const store = makeStore();
      const limits = generous();
      const submissions = Array.from({ length: 200 }, (_, i) => validSubmission({ message: `Concurrent message number ${i}` }));
      const responses = await Promise.all(
        submissions.map((s, i) => handleContactRequest(json(s), { store, limits, allowedOrigins, ip: `10.0.${i % 250}.1` })),
      );
      expect(responses.map((r) => r.status)).toEqual(submissions.map(() => 201));
      const stored = await store.list();
      expect(stored).toHaveLength(200);
      expect(new Set(stored.map((s) => s.id))).toEqual(new Set(submissions.map((s) => s.requestId)));
      expect(new Set(stored.map((s) => s.request.message)).size).toBe(200);
    });
  });
}

it('a store that fails gives 503 and no false "sent"', async () => {
  const broken: ContactStore = {
    save: async () => {
      throw new Error('disk full');
    },
    list: async () => [],
  };
  const response = await handleContactRequest(json(validSubmission()), {
    store: broken,
    limits: generous(),
    allowedOrigins,
    ip: '192.0.2.9',
  });
  expect(response.status).toBe(503);
  expect(((await response.json()) as { ok: boolean }).ok).toBe(false);
});

it('Firestore keeps requests in the top-level contactRequests collection, with the expiry its TTL policy reads', async () => {
  const { db } = emulator.connect();
  const submission = validSubmission();
  await handleContactRequest(json(submission), { store: firestoreContactStore(db), limits: generous(), allowedOrigins, ip: '192.0.2.10' });
  const doc = await db.collection(CONTACT_REQUESTS).doc(submission.requestId).get();
  expect(doc.get('createDate')).toBeInstanceOf(Timestamp);
  expect(doc.get('status')).toBe('new');
  expect(Object.keys(doc.data() ?? {}).sort()).toEqual(
    [
      'createDate',
      'email',
      'index',
      'ip',
      'lang',
      'message',
      'name',
      'phone',
      'solved',
      'solvedDate',
      'subject',
      CONTACT_EXPIRY_FIELD,
      // An erasure request finds the address by these, in the store.
      EMAIL_KEY_FIELD,
      PHONE_DIGITS_FIELD,
      // Where it stands (new, the inbox's view it is listed in), and what a later status or first answer writes, empty yet.
      'status',
      STAGE_FIELD,
      'lostReason',
      'solvedBy',
      'firstAnswerDate',
      'firstAnswerBy',
      FIRST_ANSWER_MINUTES,
      FIRST_ANSWER_OFFICE,
      'firstAnswerChannel',
      // Not scheduled yet: the reminders' next pass finds it by its empty basis.
      REMINDER_BASIS_FIELD,
    ].sort(),
  );
});

it('says in plain words what each bad field needs', async () => {
  const { name: _n, ...noName } = validSubmission({ lang: 'xx', email: 'ayse@' });
  const response = await handleContactRequest(json(noName), {
    store: sqliteContactStore(databaseHandle(mkdtempSync(join(tmpdir(), 'contact-')))),
    limits: generous(),
    allowedOrigins,
    ip: '192.0.2.11',
  });
  const { fields } = (await response.json()) as { fields: { field: string; message: string }[] };
  expect(fields).toEqual([
    { field: 'name', message: 'required', problem: 'invalid' },
    { field: 'email', message: 'expected an e-mail address', problem: 'invalid' },
    { field: 'lang', message: `expected one of ${languages.map((lang) => `"${lang}"`).join('|')}`, problem: 'invalid' },
  ]);
});

it('refuses a request whose Origin matches only its own Host header', async () => {
  // Whoever sends the request chooses its Host: only the configured origins count.
  const request = new Request('https://attacker.example/api/contact', {
    method: 'POST',
    headers: { origin: 'https://attacker.example', 'content-type': 'application/json' },
    body: JSON.stringify(validSubmission()),
  });
  const store = sqliteContactStore(databaseHandle(mkdtempSync(join(tmpdir(), 'contact-'))));
  const response = await handleContactRequest(request, { store, limits: generous(), allowedOrigins, ip: '192.0.2.12' });
  expect(response.status).toBe(403);
  expect(await store.list()).toEqual([]);
});
