/** The island's check before sending holds the server's rules: each refused field once, in the form's order, with the real reason. */
import { describe, expect, it } from 'vitest';
import { CONTACT_LIMITS, FORM_FIELDS, type FormValues } from '../../../src/content/contact-fields';
import { contactSubmissionSchema } from '../../../src/content/contact-request-schemas';
import { refusedBeforeSending } from '../../../src/islands/contact-form/validation';
import { validSubmission } from '../../server/contact-cases';
import { visitorTexts } from '../../fixtures/visitor-texts';

const typed: FormValues = { name: 'Deniz Kaya', phone: '089/1234567', email: '', subject: 'Angebot', message: 'Kabel <NYY>' };
const contactFields = ['name', 'phone', 'email', 'subject', 'message'] as const;

describe('the check before sending', () => {
  it('passes what the server takes: the corpus of real texts, phones as people write them, an empty e-mail', () => {
    for (const text of visitorTexts) expect(refusedBeforeSending({ ...typed, ...text }, FORM_FIELDS)).toEqual([]);
    expect(refusedBeforeSending({ ...typed, kindOfWork: 'automation', location: '' }, FORM_FIELDS)).toEqual([]);
  });

  it('names empty required fields, malformed ones and ones too long, in the form order', () => {
    const values = { ...typed, name: '   ', phone: 'call me', email: 'a@b', message: 'x'.repeat(CONTACT_LIMITS.message + 1) };
    expect(refusedBeforeSending(values, contactFields)).toEqual([
      { field: 'name', problem: 'invalid' },
      { field: 'phone', problem: 'invalid' },
      { field: 'email', problem: 'invalid' },
      { field: 'message', problem: 'tooLong' },
    ]);
  });

  it('asks only the fields the form shows, and takes the quote fields empty', () => {
    expect(refusedBeforeSending({ ...typed, kindOfWork: 'nuclear' }, contactFields)).toEqual([]);
    expect(refusedBeforeSending({ ...typed, kindOfWork: 'nuclear' }, FORM_FIELDS)).toEqual([{ field: 'kindOfWork', problem: 'invalid' }]);
  });

  it('agrees with the server schema on every case', () => {
    const cases: Partial<FormValues>[] = [
      { phone: '12345' },
      { phone: '1'.repeat(31) },
      { phone: 'x'.repeat(31) },
      { email: 'deniz@example.com.tr' },
      { email: 'deniz@localhost' },
      { subject: 's'.repeat(151) },
      { message: ' \n\t ' },
      { message: `${'m'.repeat(4999)}\r\n` },
    ];
    for (const change of cases) {
      const values = { ...typed, ...change };
      const parsed = contactSubmissionSchema.safeParse(validSubmission(values));
      const serverRefused = [...new Set((parsed.error?.issues ?? []).map((issue) => String(issue.path[0])))];
      expect(
        refusedBeforeSending(values, contactFields).map((r) => r.field),
        JSON.stringify(change),
      ).toEqual(serverRefused);
    }
  });
});
