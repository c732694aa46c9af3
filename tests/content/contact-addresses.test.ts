/** An address on the contact page may carry its office hours: an optional, labelled, translated field. */
import { describe, expect, it } from 'vitest';
import { getContent } from '../../src/content/loader';
import { contactPageSchema } from '../../src/content/schemas';
import { languages } from '../../src/i18n/routes';

describe("the contact page's addresses", () => {
  for (const lang of languages) {
    it(`${lang}: the addresses the build reads carry office hours, and an address without them is still valid`, () => {
      const contact = getContent(lang).contact;
      expect(contact.addresses.every((a) => (a.officeHours ?? '').length > 0)).toBe(true);
      expect(contactPageSchema.parse(contact).addresses.map((a) => a.officeHours)).toEqual(contact.addresses.map((a) => a.officeHours));
      const withoutHours = { ...contact, addresses: contact.addresses.map(({ officeHours: _, ...a }) => a) };
      expect(contactPageSchema.safeParse(withoutHours).success).toBe(true);
    });
  }
});
