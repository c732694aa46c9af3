/**
 * When a request cannot be sent (the server answers 503), the form offers the phone and e-mail
 * of the office the page's language leads with: Munich on German pages, Ankara on Turkish and
 * English ones.
 */
import { expect, test } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { getContactPageData } from '../../src/content/operations';
import { contactEndpoint, languages, pathFor } from '../../src/i18n/routes';
import { telHref } from '../../src/lib/tel-href';
import { fillContactRequest, openContactForm } from './contact-form-page';

const countryCode = { tr: '+90', en: '+90', de: '+49' } as const;

for (const lang of languages) {
  test(`${lang}: "not sent" offers the phone and e-mail of the office the page leads with (${countryCode[lang]})`, async ({ page }) => {
    const content = getContent(lang).contact;
    const [lead] = getContactPageData(lang).offices;
    await page.clock.install();
    await openContactForm(page, pathFor('contact', lang));
    await fillContactRequest(page, lang, { message: 'The server is busy.' });
    await page.route(`**${contactEndpoint}`, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{}' }));
    await page.clock.fastForward(MIN_FILL_MS);
    await page.getByRole('button', { name: content.sendButtonText }).click();

    const alert = page.locator('[data-contact-alert="notSent"]');
    await expect(alert).toContainText(content.notSentAlertHeader);
    const phone = alert.locator('a[href^="tel:"]');
    await expect(phone).toHaveText(lead.phoneNumbers[0]!);
    await expect(phone).toHaveAttribute('href', telHref(lead.phoneNumbers[0]!));
    await expect(phone).toHaveAttribute('href', new RegExp(`^tel:\\${countryCode[lang]}`));
    await expect(alert.locator('a[href^="mailto:"]')).toHaveAttribute('href', `mailto:${lead.emails[0]}`);
  });
}
