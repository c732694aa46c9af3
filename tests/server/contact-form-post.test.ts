/**
 * The contact form posted natively, without JavaScript (src/routes/contact-send.astro): the
 * same store, limits and ContactRequest as the island's JSON, and an answer that never loses
 * what the visitor typed.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS } from '../../src/content/contact-fields';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { submitContactForm, type FormAnswer } from '../../src/server/contact/form-answer';
import { handleContactRequest } from '../../src/server/contact/handler';
import { FORM_RESEND_WINDOW_MS } from '../../src/server/contact/read-submission';
import { CONTACT_BODY_BYTES } from '../../src/server/limits';
import { memoryLimiter } from '../../src/server/store/rate-limits';
import { postPace } from '../../src/server/http/post-pace';
import { createSiteServices } from '../../src/server/services';
import { silentLog } from '../../src/server/log';
import { collectedLog } from './collected-log';
import type { ContactStore } from '../../src/server/store/contact-requests';
import type { ContactDependencies } from '../../src/server/contact/submit';
import { ENDPOINT, json, ORIGIN, validSubmission } from './contact-cases';

const NOW = new Date('2026-11-22T10:00:00.000Z');
const IP = '203.0.113.7';
const PAGE = `${ORIGIN}/iletisim/gonder`;

const typed = {
  name: 'Ayşe Yılmaz',
  phone: '+90 (312) 555-01.23',
  email: 'ayse@example.com',
  subject: 'Trafo merkezi teklifi',
  message: 'Merhaba, 2 x 1600 kVA trafo merkezi için teklif rica ederiz.',
};

/** A browser's native post: form-encoded, Origin set, no request id and no fill time. */
function formPost(fields: Record<string, string> | string, headers: Record<string, string> = {}): Request {
  const body = typeof fields === 'string' ? fields : new URLSearchParams({ website: '', ...fields }).toString();
  return new Request(PAGE, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });
}

const store = () => sqliteContactStore(databaseHandle(join(mkdtempSync(join(tmpdir(), 'contact-form-')), 'requests')));
function deps(contactStore: ContactStore, overrides: Partial<ContactDependencies> = {}): ContactDependencies {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 600_000 });
  return {
    store: contactStore,
    limits: { accepted: limiter, invalid: limiter },
    ip: IP,
    allowedOrigins: [ORIGIN],
    now: () => NOW,
    ...overrides,
  };
}

function form(answer: FormAnswer) {
  if (answer.kind !== 'form') throw new Error(`expected the form again, got ${answer.kind}`);
  return answer;
}

describe('the native form post', () => {
  it("stores exactly what the island's JSON post stores, under a request id the server derived", async () => {
    const viaForm = store();
    const viaJson = store();
    const answer = await submitContactForm(formPost(typed), deps(viaForm), 'en');
    expect((await handleContactRequest(json(validSubmission({ ...typed, lang: 'en' })), deps(viaJson))).status).toBe(201);

    const [fromForm] = await viaForm.list();
    // The answer names the stored request, whose reference the 'sent' page shows.
    expect(answer).toEqual({ kind: 'sent', id: fromForm?.id });
    const [fromJson] = await viaJson.list();
    expect(fromForm?.request).toEqual(fromJson?.request);
    expect(fromForm?.request).toMatchObject({
      ...typed,
      lang: 'en',
      ip: IP,
      solved: false,
      solvedDate: null,
      createDate: NOW.toISOString(),
    });
    expect(fromForm?.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('stores a resent post once, and the same text sent after the resend window as a new request', async () => {
    const contactStore = store();
    expect((await submitContactForm(formPost(typed), deps(contactStore), 'tr')).kind).toBe('sent');
    expect((await submitContactForm(formPost(typed), deps(contactStore), 'tr')).kind).toBe('sent');
    expect(await contactStore.list()).toHaveLength(1);
    expect(
      (await submitContactForm(formPost({ ...typed, message: `${typed.message} Ek: çizimler.` }), deps(contactStore), 'tr')).kind,
    ).toBe('sent');
    expect(await contactStore.list()).toHaveLength(2);
    const later = new Date(NOW.getTime() + FORM_RESEND_WINDOW_MS);
    expect((await submitContactForm(formPost(typed), deps(contactStore, { now: () => later }), 'tr')).kind).toBe('sent');
    expect(await contactStore.list()).toHaveLength(3);
  });

  it('needs no fill time: only a script can measure one', async () => {
    const contactStore = store();
    expect((await submitContactForm(formPost({ ...typed, email: '' }), deps(contactStore), 'tr')).kind).toBe('sent');
    expect((await contactStore.list())[0]?.request).toMatchObject({ email: '', lang: 'tr' });
  });

  it("names the refused fields in the form's order and gives back everything typed", async () => {
    const contactStore = store();
    const sent = { ...typed, email: 'a@b', message: '     ' };
    const answer = form(await submitContactForm(formPost(sent), deps(contactStore), 'tr'));
    expect(answer.status).toBe(400);
    expect(answer.form).toEqual({
      values: sent,
      invalid: [
        { field: 'email', problem: 'invalid' },
        { field: 'message', problem: 'invalid' },
      ],
    });
    expect(answer.headers['Cache-Control']).toBe('no-store');
    expect(await contactStore.list()).toEqual([]);
  });

  it('refuses a filled honeypot as "not sent", storing nothing and keeping the text', async () => {
    const contactStore = store();
    const answer = form(await submitContactForm(formPost({ ...typed, website: 'https://spam.example' }), deps(contactStore), 'tr'));
    expect(answer.status).toBe(400);
    expect(answer.form).toEqual({ values: typed, invalid: [], notice: { kind: 'notSent' } });
    expect(await contactStore.list()).toEqual([]);
  });

  it('refuses a field sent twice, keeping the first value of each', async () => {
    const contactStore = store();
    const body = `${new URLSearchParams({ ...typed, website: '' })}&name=Mallory`;
    const answer = form(await submitContactForm(formPost(body), deps(contactStore), 'tr'));
    expect(answer.status).toBe(400);
    expect(answer.form.notice).toEqual({ kind: 'notSent' });
    expect(answer.form.values).toEqual(typed);
    expect(await contactStore.list()).toEqual([]);
  });

  it("refuses fields the form does not have, and the island's request id and fill time", async () => {
    for (const extra of [{ admin: 'true' }, { requestId: crypto.randomUUID() }, { elapsedMs: '9000' }, { lang: 'en' }]) {
      const contactStore = store();
      const answer = form(await submitContactForm(formPost({ ...typed, ...extra }), deps(contactStore), 'tr'));
      expect(answer.status, JSON.stringify(extra)).toBe(400);
      expect(answer.form.notice, JSON.stringify(extra)).toEqual({ kind: 'notSent' });
      expect(await contactStore.list()).toEqual([]);
    }
  });

  it('takes a full-length message of Turkish letters, which percent-encoding makes larger than a JSON body may be', async () => {
    const contactStore = store();
    const message = `${'ğüşıöçĞÜŞİÖÇ '.repeat(400).slice(0, 4999)}ç`;
    const request = formPost({ ...typed, message });
    expect(message).toHaveLength(5000);
    expect(new URLSearchParams({ ...typed, message }).toString().length).toBeGreaterThan(CONTACT_BODY_BYTES);
    expect((await submitContactForm(request, deps(contactStore), 'tr')).kind).toBe('sent');
    expect((await contactStore.list())[0]?.request.message).toBe(message);
  });

  it('answers 429 with the minutes to wait when the accepted limit is used up, keeping the text', async () => {
    const contactStore = store();
    const limits = { accepted: memoryLimiter({ limit: 1, windowMs: 600_000 }), invalid: memoryLimiter({ limit: 100, windowMs: 600_000 }) };
    expect((await submitContactForm(formPost(typed), deps(contactStore, { limits }), 'tr')).kind).toBe('sent');
    const answer = form(await submitContactForm(formPost(typed), deps(contactStore, { limits }), 'tr'));
    expect(answer.status).toBe(429);
    // NOW is on a window boundary: the whole ten minutes are left.
    expect(answer.headers['Retry-After']).toBe('600');
    expect(answer.form).toEqual({ values: typed, invalid: [], notice: { kind: 'tooMany', minutes: 10 } });
    expect(await contactStore.list()).toHaveLength(1);
  });

  it('past the pace of posts answers 429 without reading a JSON body, and gives a form post its text back', async () => {
    const contactStore = store();
    const pace = postPace({ perSecond: 1, waiting: 0, perAddress: 1, maxWaitMs: 1_000, retryAfterSeconds: 10 });
    expect((await submitContactForm(formPost(typed), deps(contactStore, { pace }), 'tr')).kind).toBe('sent');
    const unread = json(validSubmission());
    const refused = await handleContactRequest(unread, deps(contactStore, { pace }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('10');
    expect(unread.bodyUsed).toBe(false);
    const answer = form(await submitContactForm(formPost(typed), deps(contactStore, { pace }), 'tr'));
    expect(answer.status).toBe(429);
    expect(answer.form).toEqual({ values: typed, invalid: [], notice: { kind: 'tooMany', minutes: 1 } });
    expect(await contactStore.list()).toHaveLength(1);
  });

  it('shares the refused-request limit with the JSON endpoint: past it, the text still comes back', async () => {
    const contactStore = store();
    const invalid = memoryLimiter({ limit: 2, windowMs: 600_000 });
    const limits = { accepted: memoryLimiter({ limit: 100, windowMs: 600_000 }), invalid };
    for (let i = 0; i < 2; i++) await handleContactRequest(json(validSubmission({ phone: 'no phone' })), deps(contactStore, { limits }));
    const answer = form(await submitContactForm(formPost(typed), deps(contactStore, { limits }), 'tr'));
    expect(answer.status).toBe(429);
    expect(answer.form.values).toEqual(typed);
  });

  it('answers 503 "not sent" when the store fails, keeping the text', async () => {
    const broken: ContactStore = {
      save: () => Promise.reject(new Error('disk full')),
      list: () => Promise.resolve([]),
    };
    const { log, lines } = collectedLog();
    const answer = form(await submitContactForm(formPost(typed), { ...deps(broken), log }, 'en'));
    expect(answer.status).toBe(503);
    expect(answer.form).toEqual({ values: typed, invalid: [], notice: { kind: 'notSent' } });
    // The store's error is logged with its stack, and nothing the visitor typed.
    expect(lines).toEqual([{ severity: 'ERROR', message: expect.stringMatching(/could not be stored$/), error: new Error('disk full') }]);
    for (const typedValue of Object.values(typed)) expect(lines[0]!.message).not.toContain(typedValue);
  });

  it('refuses a post from another origin or without one (403), keeping the text', async () => {
    for (const headers of [{ origin: 'https://evil.example' }, { origin: '' }]) {
      const contactStore = store();
      const answer = form(await submitContactForm(formPost(typed, headers), deps(contactStore), 'tr'));
      expect(answer.status).toBe(403);
      expect(answer.form.values).toEqual(typed);
      expect(await contactStore.list()).toEqual([]);
    }
  });

  it('refuses JSON: the form posts form-encoded', async () => {
    const answer = form(
      await submitContactForm(formPost(JSON.stringify(typed), { 'content-type': 'application/json' }), deps(store()), 'tr'),
    );
    expect(answer.status).toBe(415);
    expect(answer.form.notice).toEqual({ kind: 'notSent' });
  });
});

describe('the contact service', () => {
  it('serves the JSON endpoint and the form post from one store and one set of limits', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'contact-service-')), 'requests');
    const service = createSiteServices(
      { CONTACT_DATA_DIR: dir, CONTACT_RATE_LIMIT: '2' },
      { site: `${ORIGIN}/`, contentExportedAt: null },
      silentLog,
    ).contact;
    const jsonPost = new Request(ENDPOINT, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify(validSubmission()),
    });
    expect((await service.json(jsonPost, IP)).status).toBe(201);
    expect((await service.form(formPost(typed), IP, 'tr')).kind).toBe('sent');
    const third = form(await service.form(formPost(typed), IP, 'tr'));
    expect(third.status).toBe(429);
    expect((await sqliteContactStore(databaseHandle(dir)).list()).map((entry) => Object.keys(entry.request).sort())).toEqual([
      Object.keys((await sqliteContactStore(databaseHandle(dir)).list())[0]!.request).sort(),
      Object.keys((await sqliteContactStore(databaseHandle(dir)).list())[1]!.request).sort(),
    ]);
  });

  it('answers "not sent" with the text kept when its settings are wrong', async () => {
    const services = { site: `${ORIGIN}/`, contentExportedAt: null };
    const { log, lines } = collectedLog();
    const service = createSiteServices({ CONTACT_DATA_DIR: '/nonexistent', TRUST_PROXY: 'yes' }, services, log).contact;
    const answer = form(await service.form(formPost(typed), IP, 'en'));
    expect(answer.status).toBe(503);
    expect(answer.form.values).toEqual(typed);
    expect(lines).toContainEqual(expect.objectContaining({ severity: 'ERROR', message: expect.stringContaining('contact endpoint') }));
  });
});

it('the form gives back every field the visitor types', () => {
  expect(CONTACT_FIELDS).toEqual(Object.keys(typed));
});
