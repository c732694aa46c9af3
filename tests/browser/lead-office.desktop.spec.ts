/**
 * Each language's pages lead with its own office (the one its contact page marks first): the
 * header's and the home page's "call us", the footer's contact block and the contact page's
 * list start with it, the other offices follow with their own phones and e-mails. German pages
 * lead with the Munich subsidiary, the company of the Impressum (+49); Turkish and English
 * pages with the head office in Ankara (+90).
 */
import { expect, test } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { getContactPageData } from '../../src/content/operations';
import { languages, pathFor } from '../../src/i18n/routes';
import { telHref } from '../../src/lib/tel-href';

/** Where each language's first office is: German customers call Munich, the others Ankara. */
const countryCode = { tr: '+90', en: '+90', de: '+49' } as const;

for (const lang of languages) {
  const offices = getContactPageData(lang).offices;
  const [lead] = offices;
  const call = telHref(lead.phoneNumbers[0]!);

  test(`${lang}: the header, the home page's first screen and the footer call the office it leads with (${countryCode[lang]})`, async ({
    page,
  }) => {
    expect(call.startsWith(`tel:${countryCode[lang]}`), call).toBe(true);
    await page.goto(pathFor('home', lang));
    await expect(page.locator('[data-call-action]')).toHaveAttribute('href', call);
    await expect(page.locator('[data-hero-call]')).toHaveAttribute('href', call);
    await expect(page.locator('[data-hero-call]')).toContainText(lead.phoneNumbers[0]!);
    const footer = page.locator('footer');
    await expect(footer.locator('a[href^="tel:"]').first()).toHaveAttribute('href', call);
    await expect(footer.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', `mailto:${lead.emails[0]}`);
    await expect(footer.locator('address')).toContainText(lead.lines[0]!);
  });

  test(`${lang}: the contact page lists the office it leads with first, then the others, each with its own phones and e-mails`, async ({
    page,
  }) => {
    await page.goto(pathFor('contact', lang));
    const blocks = page.locator('main [data-office]');
    await expect(blocks.locator('h2')).toHaveText(offices.map((office) => office.title));
    await expect(blocks.first()).toHaveAttribute('data-office-first', '');
    for (const [position, office] of offices.entries()) {
      const block = blocks.nth(position);
      await expect(block.locator('a[href^="tel:"]')).toHaveText(office.phoneNumbers);
      expect(await block.locator('a[href^="tel:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        office.phoneNumbers.map(telHref),
      );
      expect(await block.locator('a[href^="mailto:"]').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        office.emails.map((email) => `mailto:${email}`),
      );
    }
    await expect(blocks.first().locator('a[href^="tel:"]').first()).toHaveAttribute('href', call);
  });
}

test('German pages lead with the Munich subsidiary, reached as its Impressum says, and list Ankara after it', async ({ page }) => {
  const { imprint } = getContent('de');
  await page.goto(pathFor('contact', 'de'));
  const [munich, ankara] = [page.locator('main [data-office]').first(), page.locator('main [data-office]').nth(1)];
  await expect(munich).toContainText(imprint.address.streetAddress);
  await expect(munich.locator('a[href^="tel:"]').first()).toHaveAttribute('href', telHref(imprint.phone));
  await expect(munich.locator('a[href^="mailto:"]').first()).toHaveAttribute('href', `mailto:${imprint.email}`);
  await expect(ankara.locator('a[href^="tel:"]').first()).toHaveAttribute('href', /^tel:\+90/);
  await expect(ankara).toContainText(getContent('de').site.address.streetAddress);
});
