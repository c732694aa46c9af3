/**
 * Each language's pages lead with the office its contact page marks first: the header's call,
 * the footer's contact block and the contact page's list start with it, the other offices
 * follow in their order. The sample content leads German pages with the Munich subsidiary, the
 * company of the Impressum, and Turkish and English pages with the head office in Ankara.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { clearContentCache, getContent } from '../../src/content/loader';
import { getContactPageData, getPageFrame } from '../../src/content/operations';
import { committedContent, snapshotWith } from './helpers';

afterEach(() => {
  delete process.env['CONTENT_SNAPSHOT_DIR'];
  clearContentCache();
});

describe('the office a language leads with', () => {
  it('is the one marked first wherever it is listed; the others follow in their order', () => {
    const base = committedContent('en').contact;
    const [ankara, munich] = base.offices.map(({ first: _, ...office }) => office) as [(typeof base.offices)[0], (typeof base.offices)[0]];
    const third = { ...ankara, title: 'Izmir', phoneNumbers: ['+90 232 555 00 00'], emails: ['izmir@example.com'] };
    const offices = [ankara, third, { ...munich, first: true }];
    process.env['CONTENT_SNAPSHOT_DIR'] = snapshotWith({ en: { contact: { ...base, offices } } });
    clearContentCache();

    expect(getContactPageData('en').offices.map((office) => office.title)).toEqual([munich.title, ankara.title, 'Izmir']);
    expect(getPageFrame('en').header.phone).toBe(munich.phoneNumbers[0]);
    expect(getPageFrame('en').footer.contactPageData).toEqual({
      lines: munich.lines,
      phoneNumbers: munich.phoneNumbers,
      emails: munich.emails,
    });
  });

  it('is the Munich subsidiary on German pages, reached as its Impressum says, then the head office', () => {
    const { imprint } = getContent('de');
    const [lead, ...others] = getContactPageData('de').offices;
    expect(lead.phoneNumbers[0]).toBe(imprint.phone);
    expect(lead.emails[0]).toBe(imprint.email);
    expect(lead.lines.join(' ')).toContain(imprint.address.streetAddress);
    expect(getPageFrame('de').header.phone).toBe(imprint.phone);
    expect(getPageFrame('de').footer.contactPageData.phoneNumbers[0]).toBe(imprint.phone);
    expect(others.map((office) => office.phoneNumbers[0])).toEqual([getContactPageData('tr').offices[0].phoneNumbers[0]]);
  });

  for (const lang of ['tr', 'en'] as const) {
    it(`is the head office in Ankara on ${lang} pages, then the Munich subsidiary`, () => {
      const { site, imprint } = getContent(lang);
      const [lead, ...others] = getContactPageData(lang).offices;
      expect(lead.lines.join(' ')).toContain(site.address.streetAddress);
      expect(lead.phoneNumbers[0]).toMatch(/^\+90 /);
      expect(getPageFrame(lang).header.phone).toBe(lead.phoneNumbers[0]);
      expect(others.map((office) => office.phoneNumbers[0])).toEqual([imprint.phone]);
    });
  }
});
