/**
 * The privacy notice in each language, read from the built HTML: the e-mail address it tells
 * visitors to write to is a mailto: link, so a phone opens a message to it with one tap; and it
 * states the retention period the server enforces (CONTACT_RETENTION_DAYS' default).
 */
import { expect, test } from '@playwright/test';
import { languages, pathFor } from '../../src/i18n/routes';
import { builtPage } from './built-page';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../../src/lib/contact-retention';

/** Loose on purpose: anything that reads as an address to a person must be a link. */
const ADDRESS_LIKE = /[^\s@]+@[^\s@]+\.[a-z]{2,}/gi;

for (const lang of languages) {
  test(`${pathFor('privacy', lang)}: every e-mail address in the notice is a mailto: link`, () => {
    const $ = builtPage(pathFor('privacy', lang));
    const notice = $('[data-privacy-notice]');
    // Paragraph by paragraph: the notice's text run together would join an address to the next word.
    const addresses = notice
      .find('p')
      .toArray()
      .flatMap((p) => [...$(p).text().matchAll(ADDRESS_LIKE)].map(([address]) => address.replace(/[.,;:]+$/, '')));
    expect(addresses.length, 'the notice gives an address to write to').toBeGreaterThan(0);
    for (const address of addresses) {
      // An address the notice gives twice (whom to ask, where to write) is a link each time.
      const links = notice.find(`a[href="mailto:${address}"]`).toArray();
      expect.soft(links.length, `${address} is a mailto: link`).toBeGreaterThan(0);
      for (const link of links) expect.soft($(link).text(), `${address} is a mailto: link`).toBe(address);
    }
  });
}

for (const lang of languages) {
  test(`${pathFor('privacy', lang)}: states the ${DEFAULT_CONTACT_RETENTION_DAYS}-day retention period`, () => {
    const text = builtPage(pathFor('privacy', lang))('[data-privacy-notice]').text();
    expect(text).toMatch(new RegExp(`\\(${DEFAULT_CONTACT_RETENTION_DAYS} (gün|days|Tage)\\)`));
  });
}
