/**
 * A visitor's text is plain text, kept exactly as typed: "Name <e-mail>", "<NYY>", "> 50 kVA",
 * quotes, emoji, right-to-left script and tabs reach the store through the island's post and the
 * native one on both backends, come back the same in the inbox, the CSV (apart from its formula
 * guard) and the notification's text, and nothing in them runs in the notification's HTML. A
 * refusal says the reason it was: the length alone, or what the field's own message words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, TEXT_FIELD_LIMITS } from '../../../src/content/contact-fields';
import { contactSubmissionSchema } from '../../../src/content/contact-request-schemas';
import { inboxCsv } from '../../../src/server/admin/csv';
import { submitContactForm } from '../../../src/server/contact/form-answer';
import { handleContactRequest } from '../../../src/server/contact/handler';
import type { ContactDependencies } from '../../../src/server/contact/submit';
import { notificationMessage } from '../../../src/server/notify/message';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import type { ContactStore } from '../../../src/server/store/contact-requests';
import { csvRecords, unguarded } from '../../fixtures/csv-rows';
import { asKept, asPosted, visitorTexts, type VisitorText } from '../../fixtures/visitor-texts';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { scanHtml } from '../../security/html-scan';
import { xssPayloads } from '../../security/xss-payloads';
import { ORIGIN, json, validSubmission } from '../contact-cases';
import { storeKinds } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const FIELDS = ['name', 'phone', 'subject', 'location', 'message'] as const;

function deps(store: ContactStore): ContactDependencies {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 600_000 });
  return { store, limits: { accepted: limiter, invalid: limiter }, ip: '203.0.113.9', allowedOrigins: [ORIGIN] };
}

/** A browser's native post of the quote form: form-encoded, line breaks as CRLF. */
const formPost = (fields: Record<string, string>) =>
  new Request(`${ORIGIN}/iletisim/gonder`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ website: '', email: '', sentFrom: 'contactQuote', ...fields }).toString(),
  });

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`a visitor's text in the ${kind}`, () => {
    it('is kept as typed through both posts, and comes back so in the inbox, the CSV and the notification', async () => {
      const stores = makeStores();
      const sent: { id: string; text: VisitorText }[] = [];
      for (const [i, text] of visitorTexts.entries()) {
        const submission = validSubmission({ ...text, lang: 'de', sentFrom: 'contactQuote' });
        const viaIsland = await handleContactRequest(json(submission), deps(stores.contactStore));
        expect(viaIsland.status, `entry ${i} through the island`).toBe(201);
        sent.push({ id: submission.requestId as string, text });
        const viaForm = await submitContactForm(
          formPost({ ...asPosted(text), subject: `${asPosted(text).subject} (${i})` }),
          deps(stores.contactStore),
          'tr',
        );
        expect(viaForm, `entry ${i} posted natively`).toMatchObject({ kind: 'sent' });
      }

      const items = await stores.adminStore.allItems();
      expect(items).toHaveLength(visitorTexts.length * 2);
      for (const { id, text } of sent) {
        const item = items.find((candidate) => candidate.id === id);
        expect(item, id).toMatchObject(asKept(text));
        const native = items.find((candidate) => candidate.subject === `${asKept(text).subject} (${visitorTexts.indexOf(text)})`);
        expect(native, `${text.subject} posted natively`).toMatchObject({ ...asKept(text), subject: native?.subject });

        const { text: mail } = notificationMessage(id, { ...item!, project: undefined, index: 0, ip: '203.0.113.9' }, [
          'staff@example.com',
        ]);
        for (const field of FIELDS) expect(mail, `${field} in the notification`).toContain(asKept(text)[field]);
      }

      const rows = csvRecords(inboxCsv(items));
      expect(rows).toHaveLength(items.length);
      for (const row of rows) {
        const item = items.find((candidate) => candidate.id === row['id'])!;
        for (const field of FIELDS) expect(unguarded(row[field]), `${field} in the CSV`).toBe(item[field]);
      }
      // The guard is there where it is said to be: a subject that starts with "=", a message with "+".
      expect(inboxCsv(items)).toContain(`"'=SUM(1+1) is a subject, not a formula"`);
    });
  });
}

describe("a visitor's text", () => {
  it('takes any character a keyboard makes; line breaks come as LF, outer white space goes', () => {
    for (const text of visitorTexts) {
      const parsed = contactSubmissionSchema.safeParse(validSubmission({ ...asPosted(text), email: '' }));
      expect(parsed.error).toBeUndefined();
      expect(parsed.data).toMatchObject(asKept(text));
    }
    const padded = contactSubmissionSchema.parse(validSubmission({ message: '  \t<NYY>\r\n\r\nzweite Zeile\t \n' }));
    expect(padded.message).toBe('<NYY>\n\nzweite Zeile');
  });

  it('takes phone numbers as people write them in Germany and Turkey, and refuses words', () => {
    for (const phone of ['089/1234567', '(089) 12 34 56-7', '+49 (0)89 1234-567', '0312.555.01.23', '+90 312 555 01 23'])
      expect(contactSubmissionSchema.safeParse(validSubmission({ phone })).success, phone).toBe(true);
    for (const phone of ['call me maybe', '12/3', '089 | 1234567'])
      expect(contactSubmissionSchema.safeParse(validSubmission({ phone })).success, phone).toBe(false);
  });

  it('is counted as the browser counted it: a message at its limit with CRLF line breaks is taken', async () => {
    const line = 'Kabel <NYY-J 5x16>, 12 m'.padEnd(49, '.');
    const message = Array.from({ length: CONTACT_LIMITS.message / 50 }, () => line).join('\n') + '.';
    expect(message).toHaveLength(CONTACT_LIMITS.message);
    const stores = storeKinds(() => emulator)[0]![1]();
    const posted = await submitContactForm(
      formPost({ ...asPosted(visitorTexts[0]!), message: message.replace(/\n/g, '\r\n') }),
      deps(stores.contactStore),
      'de',
    );
    expect(posted).toMatchObject({ kind: 'sent' });
    expect((await stores.contactStore.list())[0]?.request.message).toBe(message);
  });

  it('is refused for the reason it was: its length alone, or what the field needs', async () => {
    const stores = storeKinds(() => emulator)[0]![1]();
    const refused = async (fields: Record<string, string>) => {
      const answer = await submitContactForm(formPost({ ...visitorTexts[0]!, ...fields }), deps(stores.contactStore), 'de');
      if (answer.kind !== 'form') throw new Error('expected the form again');
      return answer.form.invalid;
    };
    expect(await refused({ message: 'x'.repeat(CONTACT_LIMITS.message + 1) })).toEqual([{ field: 'message', problem: 'tooLong' }]);
    expect(await refused({ location: '<x>'.repeat(TEXT_FIELD_LIMITS.location) })).toEqual([{ field: 'location', problem: 'tooLong' }]);
    expect(await refused({ message: ' \r\n\t ', name: '' })).toEqual([
      { field: 'name', problem: 'invalid' },
      { field: 'message', problem: 'invalid' },
    ]);
    // Too long and not a phone number either: what the field needs, not only its length.
    expect(await refused({ phone: 'x'.repeat(CONTACT_LIMITS.phone + 1) })).toEqual([{ field: 'phone', problem: 'invalid' }]);
    expect(await stores.contactStore.list()).toEqual([]);
  });

  it('runs nothing in the notification: every payload of the XSS corpus is text in its HTML and as typed in its text', () => {
    const item = {
      ...validSubmission(),
      index: 0,
      ip: '203.0.113.9',
      createDate: new Date().toISOString(),
      solved: false,
      solvedDate: null,
    };
    for (const payload of xssPayloads()) {
      const request = contactSubmissionSchema.parse(validSubmission({ message: payload.value, name: payload.value.slice(0, 100) }));
      const { html, text } = notificationMessage('id', { ...item, ...request, lang: 'tr' }, ['staff@example.com']);
      expect(scanHtml(`payload ${payload.id}`, html), `payload ${payload.id} (${payload.family})`).toEqual([]);
      expect(text).toContain(request.message);
    }
  });
});
