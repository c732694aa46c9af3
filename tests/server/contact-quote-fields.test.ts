/**
 * The quote's optional fields (the kind of work, the project's location) and the page the form
 * was sent from, checked by the server on both ways in (the island's JSON and the native post):
 * stored where given and valid, left out where empty, each wrong one refused by its name.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_LOCATION_LIMIT, KINDS_OF_WORK } from '../../src/content/contact-fields';
import { submitContactForm, type FormAnswer } from '../../src/server/contact/form-answer';
import { handleContactRequest } from '../../src/server/contact/handler';
import { notificationMessage } from '../../src/server/notify/message';
import { memoryLimiter } from '../../src/server/store/rate-limits';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import type { ContactStore } from '../../src/server/store/contact-requests';
import type { ContactDependencies } from '../../src/server/contact/submit';
import { json, ORIGIN, validSubmission } from './contact-cases';

const store = () => sqliteContactStore(databaseHandle(join(mkdtempSync(join(tmpdir(), 'contact-quote-')), 'requests')));
function deps(contactStore: ContactStore): ContactDependencies {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 600_000 });
  return { store: contactStore, limits: { accepted: limiter, invalid: limiter }, ip: '203.0.113.7', allowedOrigins: [ORIGIN] };
}

const typed = {
  name: 'Ayşe Yılmaz',
  phone: '+90 (312) 555-01.23',
  email: '',
  subject: 'Teklif talebi',
  message: 'İki trafo merkezi için teklif rica ederiz.',
};

function formPost(fields: Record<string, string>): Request {
  return new Request(`${ORIGIN}/contact/send`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ website: '', ...fields }).toString(),
  });
}

function form(answer: FormAnswer) {
  if (answer.kind !== 'form') throw new Error(`expected the form again, got ${answer.kind}`);
  return answer;
}

async function refusedFields(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: { field: string }[] }).fields.map((f) => f.field);
}

describe("the island's post", () => {
  it('stores the kind of work, the location and the page it was sent from', async () => {
    const requests = store();
    const sent = { kindOfWork: 'mediumVoltage', location: '  Ostim, Ankara ', sentFrom: 'contactQuote' };
    expect((await handleContactRequest(json(validSubmission(sent)), deps(requests))).status).toBe(201);
    const [stored] = await requests.list();
    expect(stored?.request).toMatchObject({ kindOfWork: 'mediumVoltage', location: 'Ostim, Ankara', sentFrom: 'contactQuote' });
  });

  it('stores none of them where the form left them empty or did not send them', async () => {
    const requests = store();
    const empty = { kindOfWork: '', location: '   ', sentFrom: 'contact' };
    expect((await handleContactRequest(json(validSubmission(empty)), deps(requests))).status).toBe(201);
    expect((await handleContactRequest(json(validSubmission()), deps(requests))).status).toBe(201);
    const stored = (await requests.list()).map((entry) => entry.request);
    for (const request of stored) {
      expect(request).not.toHaveProperty('kindOfWork');
      expect(request).not.toHaveProperty('location');
    }
    expect(stored.map((request) => request.sentFrom).sort()).toEqual(['contact', undefined]);
  });

  it('accepts every kind of work there is', async () => {
    for (const kindOfWork of KINDS_OF_WORK)
      expect((await handleContactRequest(json(validSubmission({ kindOfWork })), deps(store()))).status, kindOfWork).toBe(201);
  });

  it('refuses, each by its name, a kind of work that is not one, a location too long, a page without the form', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ kindOfWork: 'nuclear' }, 'kindOfWork'],
      [{ kindOfWork: 7 }, 'kindOfWork'],
      [{ location: 'x'.repeat(CONTACT_LOCATION_LIMIT + 1) }, 'location'],
      [{ sentFrom: 'admin' }, 'sentFrom'],
      [{ sentFrom: 'nowhere' }, 'sentFrom'],
    ];
    for (const [fields, name] of cases) {
      const requests = store();
      expect(await refusedFields(await handleContactRequest(json(validSubmission(fields)), deps(requests))), name).toEqual([name]);
      expect(await requests.list()).toEqual([]);
    }
  });
});

describe('the native post', () => {
  it('stores the quote fields and the page from its hidden field', async () => {
    const requests = store();
    const answer = await submitContactForm(
      formPost({ ...typed, kindOfWork: 'construction', location: 'Çankaya', sentFrom: 'contactQuote' }),
      deps(requests),
      'tr',
    );
    expect(answer).toMatchObject({ kind: 'sent' });
    const [stored] = await requests.list();
    expect(stored?.request).toMatchObject({ ...typed, kindOfWork: 'construction', location: 'Çankaya', sentFrom: 'contactQuote' });
  });

  it('gives back a refused kind of work by its name, with everything typed and the page it came from', async () => {
    const requests = store();
    const sent = { ...typed, kindOfWork: 'nuclear', location: 'Çankaya', sentFrom: 'contactQuote' };
    const answer = form(await submitContactForm(formPost(sent), deps(requests), 'tr'));
    expect(answer.status).toBe(400);
    expect(answer.form.invalid).toEqual([{ field: 'kindOfWork', problem: 'invalid' }]);
    expect(answer.form.values).toEqual({ ...typed, kindOfWork: 'nuclear', location: 'Çankaya' });
    expect(answer.form.sentFrom).toBe('contactQuote');
    expect(await requests.list()).toEqual([]);
  });

  it('answers "not sent", keeping the text, when the hidden page field names no page with the form', async () => {
    const requests = store();
    const answer = form(await submitContactForm(formPost({ ...typed, sentFrom: 'admin' }), deps(requests), 'tr'));
    expect(answer.status).toBe(400);
    expect(answer.form.invalid).toEqual([]);
    expect(answer.form.notice).toEqual({ kind: 'notSent' });
    expect(answer.form.values).toEqual(typed);
    expect(answer.form).not.toHaveProperty('sentFrom');
  });
});

describe('the notification', () => {
  it('names the kind of work and the page in every language, and gives the location', () => {
    const request = {
      ...typed,
      createDate: '2026-11-26T05:00:00.000Z',
      index: 1,
      ip: '203.0.113.7',
      solvedDate: null,
      solved: false,
      lang: 'en' as const,
      kindOfWork: 'weakCurrent' as const,
      location: 'Çankaya, Ankara',
      sentFrom: 'contactQuote' as const,
    };
    const message = notificationMessage('id-1', request, ['staff@example.com']);
    expect(message.text).toContain('İş türü / Kind of work: Zayıf akım / Weak current\n');
    expect(message.text).toContain('Projenin yeri / Project location: Çankaya, Ankara\n');
    expect(message.text).toContain('Gönderildiği sayfa / Sent from: Teklif İsteyin / Request a Quote\n');
    expect(message.html).toContain('Zayıf akım / Weak current');
    const { kindOfWork: _kind, location: _location, sentFrom: _sentFrom, ...plain } = request;
    expect(notificationMessage('id-2', plain, ['staff@example.com']).text).not.toMatch(/Kind of work|Project location|Sent from/);
  });
});
