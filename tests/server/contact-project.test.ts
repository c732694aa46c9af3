/**
 * A project's quote form sends the project (its document id), checked by the server on both ways
 * in: stored where the content has it, dropped (the request still stored) where it does not,
 * refused where it is no id at all; the native post's answer sends it again, and a post without
 * it keeps the id it always had.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/i18n/routes';
import { submitContactForm, type FormAnswer } from '../../src/server/contact/form-answer';
import { handleContactRequest } from '../../src/server/contact/handler';
import type { ContactDependencies, ProjectLookup } from '../../src/server/contact/submit';
import type { ContactStore } from '../../src/server/store/contact-requests';
import { memoryLimiter } from '../../src/server/store/rate-limits';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { json, ORIGIN, validSubmission } from './contact-cases';

const store = () => sqliteContactStore(databaseHandle(join(mkdtempSync(join(tmpdir(), 'contact-project-')), 'requests')));
/** The content has p01 in English only. */
const isProject: ProjectLookup = (lang: Lang, id: string) => lang === 'en' && id === 'p01';
function deps(contactStore: ContactStore, lookup: ProjectLookup | undefined = isProject): ContactDependencies {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 600_000 });
  return {
    store: contactStore,
    limits: { accepted: limiter, invalid: limiter },
    ip: '203.0.113.7',
    allowedOrigins: [ORIGIN],
    ...(lookup ? { isProject: lookup } : {}),
  };
}

const formPost = (fields: Record<string, string>) =>
  new Request(`${ORIGIN}/contact/send`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      website: '',
      name: 'Ayşe Yılmaz',
      phone: '+90 312 555 01 23',
      subject: 'Quote: Substation',
      message: 'Like this one, please.',
      ...fields,
    }).toString(),
  });

const formState = (answer: FormAnswer) => {
  if (answer.kind !== 'form') throw new Error(`expected the form again, got ${answer.kind}`);
  return answer.form;
};

describe("the island's post", () => {
  it('stores the project the content has, from the page it was sent from', async () => {
    const requests = store();
    const sent = validSubmission({ lang: 'en', sentFrom: 'projectQuote', project: 'p01' });
    expect((await handleContactRequest(json(sent), deps(requests))).status).toBe(201);
    expect((await requests.list())[0]?.request).toMatchObject({ project: 'p01', sentFrom: 'projectQuote' });
  });

  it("stores the request without a project the content does not have (in the visitor's language), and without an empty one", async () => {
    const requests = store();
    for (const project of ['p99', ''])
      expect((await handleContactRequest(json(validSubmission({ lang: 'en', project })), deps(requests))).status, project).toBe(201);
    expect((await handleContactRequest(json(validSubmission({ lang: 'tr', project: 'p01' })), deps(requests))).status).toBe(201);
    const stored = await requests.list();
    expect(stored).toHaveLength(3);
    for (const { request } of stored) expect(request).not.toHaveProperty('project');
  });

  it('refuses a project that is no document id, naming the field', async () => {
    const response = await handleContactRequest(json(validSubmission({ project: '../../etc' })), deps(store()));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: { field: string }[] }).fields.map((f) => f.field)).toEqual(['project']);
  });
});

describe('the native post', () => {
  it('stores the project, and gives it back with the form when a field must be fixed', async () => {
    const requests = store();
    expect(await submitContactForm(formPost({ sentFrom: 'projectQuote', project: 'p01' }), deps(requests), 'en')).toMatchObject({
      kind: 'sent',
    });
    expect((await requests.list())[0]?.request).toMatchObject({ project: 'p01', sentFrom: 'projectQuote', lang: 'en' });

    const refused = formState(
      await submitContactForm(formPost({ sentFrom: 'projectQuote', project: 'p01', phone: '' }), deps(store()), 'en'),
    );
    expect(refused).toMatchObject({ sentFrom: 'projectQuote', project: 'p01', invalid: [{ field: 'phone' }] });
  });

  it('gives a request about a project an id of its own, and one without a project the id it always had', async () => {
    const requests = store();
    await submitContactForm(formPost({ project: 'p01' }), deps(requests), 'en');
    await submitContactForm(formPost({}), deps(requests), 'en');
    await submitContactForm(formPost({}), deps(requests), 'en');
    expect((await requests.list()).map((entry) => entry.request.project)).toEqual(['p01', undefined]);
  });
});
