import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content/loader';
import type { OpeningHours } from '../../src/content/schemas';
import { languages, locale } from '../../src/i18n/routes';
import { leadOfficeHours, officeHoursText, openingHoursLines } from '../../src/lib/opening-hours-text';

const texts = (lang: (typeof languages)[number]) => {
  const contact = getContent(lang).contact;
  return contact.offices.map((office) => officeHoursText(contact, office, locale(lang).tag));
};

describe("an office's opening hours as the pages say them", () => {
  it("says the committed hours in each page's language, naming the zone of the office the page does not lead with", () => {
    expect(texts('tr')).toEqual([['Pzt–Cum 08:30–18:00, Cmt 09:00–13:00'], ['Pzt–Cum 08:00–17:00 (Orta Avrupa Saati)']]);
    expect(texts('en')).toEqual([['Mon–Fri 08:30–18:00, Sat 09:00–13:00'], ['Mon–Fri 08:00–17:00 (Central European Time)']]);
    expect(texts('de')).toEqual([['Mo–Fr 08:30–18:00, Sa 09:00–13:00 (Türkische Normalzeit)'], ['Mo–Fr 08:00–17:00']]);
  });

  it('groups the days that share their times, in week order, and names lone days alone', () => {
    const hours: OpeningHours = {
      office: 'x',
      timeZone: 'Europe/Berlin',
      holidays: 'DE-BY',
      hours: [
        { from: 'sat', to: 'sat', opens: '10:00', closes: '12:00' },
        { from: 'mon', to: 'tue', opens: '08:00', closes: '16:00' },
        { from: 'thu', to: 'fri', opens: '08:00', closes: '16:00' },
        { from: 'wed', to: 'wed', opens: '08:00', closes: '12:00' },
      ],
    };
    expect(openingHoursLines(hours, 'en')).toEqual(['Mon–Tue, Thu–Fri 08:00–16:00', 'Wed 08:00–12:00', 'Sat 10:00–12:00']);
  });

  it("follows the editors' note, and says nothing of an office its page gives no hours", () => {
    const contact = getContent('en').contact;
    const [lead, other] = contact.offices;
    expect(officeHoursText(contact, { ...lead!, officeHours: 'Saturdays by appointment' }, 'en')).toEqual([
      'Mon–Fri 08:30–18:00, Sat 09:00–13:00',
      'Saturdays by appointment',
    ]);
    expect(officeHoursText({ ...contact, openingHours: [] }, other!, 'en')).toEqual([]);
  });

  it("takes a language's requests to the office its pages lead with: Munich for German, Ankara for the others", () => {
    expect(languages.map((lang) => [lang, leadOfficeHours(getContent(lang).contact)?.office])).toEqual([
      ['tr', 'ankara'],
      ['en', 'ankara'],
      ['de', 'munich'],
    ]);
  });
});
