/**
 * The contact page's offices: each with its address, optional office hours, phones, e-mails,
 * faxes and map, and exactly one marked first, which visitors can call and write to. A refusal
 * names the field and says why, in every language the admin speaks.
 */
import { describe, expect, it } from 'vitest';
import { fieldProblem } from '../../src/content/field-problems';
import { getContent } from '../../src/content/loader';
import { contactPageSchema, type ContactPage } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';

const contact = getContent(languages[0]!).contact;
const problems = (page: ContactPage) =>
  (contactPageSchema.safeParse(page).error?.issues ?? []).map((issue) => {
    const { field, code, values } = fieldProblem(issue);
    return { field, code, values };
  });
const marked = (page: ContactPage, firsts: boolean[]): ContactPage => ({
  ...page,
  offices: page.offices.map(({ first: _, ...office }, position) => (firsts[position] ? { ...office, first: true } : office)),
});

describe("the contact page's offices", () => {
  for (const lang of languages) {
    it(`${lang}: the offices the build reads carry office hours, and an office without them is still valid`, () => {
      const { offices } = getContent(lang).contact;
      expect(offices.every((office) => (office.officeHours ?? '').length > 0)).toBe(true);
      const withoutHours = { ...getContent(lang).contact, offices: offices.map(({ officeHours: _, ...office }) => office) };
      expect(contactPageSchema.safeParse(withoutHours).success).toBe(true);
    });

    it(`${lang}: exactly one office is marked first, and it has a phone and an e-mail`, () => {
      const { offices } = getContent(lang).contact;
      const first = offices.filter((office) => office.first === true);
      expect(first).toHaveLength(1);
      expect(first[0]!.phoneNumbers.length).toBeGreaterThan(0);
      expect(first[0]!.emails.length).toBeGreaterThan(0);
    });
  }

  it('refuses a page whose offices mark none first, at the list', () => {
    expect(problems(marked(contact, [false, false]))).toEqual([{ field: 'offices', code: 'oneFirstOffice', values: { marked: 0 } }]);
  });

  it('refuses two offices marked first, at each mark', () => {
    expect(problems(marked(contact, [true, true]))).toEqual([
      { field: 'offices[0].first', code: 'oneFirstOffice', values: { marked: 2 } },
      { field: 'offices[1].first', code: 'oneFirstOffice', values: { marked: 2 } },
    ]);
  });

  it('refuses an office marked first that cannot be called or written to; another office may list neither', () => {
    const [lead, other] = marked(contact, [true, false]).offices as [ContactPage['offices'][0], ContactPage['offices'][0]];
    const silent = { ...lead, phoneNumbers: [], emails: [] };
    expect(problems({ ...contact, offices: [silent, other] })).toEqual([
      { field: 'offices[0].phoneNumbers', code: 'firstOfficeReach', values: {} },
      { field: 'offices[0].emails', code: 'firstOfficeReach', values: {} },
    ]);
    const { map: _map, faxes: _faxes, officeHours: _hours, ...bare } = other;
    expect(problems({ ...contact, offices: [lead, { ...bare, phoneNumbers: [], emails: [] }] })).toEqual([]);
  });

  it('refuses an office map that is not one of the trusted embed pages, at the office', () => {
    const [lead, ...rest] = contact.offices;
    const map = { ...lead!.map!, source: 'https://maps.example/embed' };
    expect(problems({ ...contact, offices: [{ ...lead!, map }, ...rest] }).map(({ field, code }) => [field, code])).toEqual([
      ['offices[0].map.source', 'notTrustedMap'],
    ]);
  });
});
