/**
 * The contact page's offices: each with its address, its opening hours (data, set once for every
 * language, and an optional note), phones, e-mails,
 * faxes and map, and exactly one marked first, which visitors can call and write to. A refusal
 * names the field and says why, in every language the admin speaks.
 */
import { describe, expect, it } from 'vitest';
import { fieldProblem } from '../../src/content/field-problems';
import { getContent } from '../../src/content/loader';
import { contactPageSchema, type ContactPage } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';
import { hoursOf } from '../../src/lib/opening-hours-text';

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
    it(`${lang}: every office the build reads has opening hours, and a page without them is still valid`, () => {
      const page = getContent(lang).contact;
      for (const office of page.offices) expect(hoursOf(page, office), office.title).toBeDefined();
      const { openingHours: _, ...withoutHours } = page;
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
    const { map: _map, faxes: _faxes, officeHours: _note, ...bare } = other;
    expect(problems({ ...contact, offices: [lead, { ...bare, phoneNumbers: [], emails: [] }] })).toEqual([]);
  });

  it('refuses an office map that is not one of the trusted embed pages, at the office', () => {
    const [lead, ...rest] = contact.offices;
    const map = { ...lead!.map!, source: 'https://maps.example/embed' };
    expect(problems({ ...contact, offices: [{ ...lead!, map }, ...rest] }).map(({ field, code }) => [field, code])).toEqual([
      ['offices[0].map.source', 'notTrustedMap'],
    ]);
  });

  describe('opening hours', () => {
    const [ankara, munich] = contact.openingHours!;
    const withSpan = (span: Partial<NonNullable<ContactPage['openingHours']>[0]['hours'][0]>): ContactPage => ({
      ...contact,
      openingHours: [{ ...ankara!, hours: [{ ...ankara!.hours[0]!, ...span }] }, munich!],
    });

    it('refuses a time that is not HH:MM in 24 hours, naming the field', () => {
      expect(problems(withSpan({ opens: '8:30' }))).toEqual([
        { field: 'openingHours[0].hours[0].opens', code: 'notClockTime', values: {} },
      ]);
      expect(problems(withSpan({ closes: '24:00' }))).toEqual([
        { field: 'openingHours[0].hours[0].closes', code: 'notClockTime', values: {} },
      ]);
    });

    it('refuses a closing time that is not after the opening time, at the closing time', () => {
      for (const closes of ['08:30', '08:00'])
        expect(problems(withSpan({ opens: '08:30', closes }))).toEqual([
          { field: 'openingHours[0].hours[0].closes', code: 'closesAfterOpens', values: { opens: '08:30' } },
        ]);
    });

    it('refuses days out of week order (Monday first), at the last day', () => {
      expect(problems(withSpan({ from: 'sat', to: 'mon' }))).toEqual([
        { field: 'openingHours[0].hours[0].to', code: 'dayOrder', values: { from: 'sat' } },
      ]);
    });

    it('refuses a zone or a holiday calendar it does not know, and two hours for one office', () => {
      const unknown = { ...contact, openingHours: [{ ...ankara!, timeZone: 'Europe/Paris' }] } as unknown as ContactPage;
      expect(problems(unknown).map(({ field, code }) => [field, code])).toEqual([['openingHours[0].timeZone', 'notOneOf']]);
      expect(problems({ ...contact, openingHours: [ankara!, ankara!] })).toEqual([
        { field: 'openingHours[0].office', code: 'duplicateId', values: { value: 'ankara' } },
        { field: 'openingHours[1].office', code: 'duplicateId', values: { value: 'ankara' } },
      ]);
    });

    it('is one fact for every language, set once', () => {
      for (const lang of languages) expect(getContent(lang).contact.openingHours).toEqual(contact.openingHours);
    });
  });
});
