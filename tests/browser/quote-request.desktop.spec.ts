/**
 * A quote request from the quote page, with the kind of work and the project's location, sent
 * by the island and by the native post (no JavaScript), reaches the store with the page it was
 * sent from, and staff read all of it in the inbox. Nothing here depends on the width.
 */
import { loadContent } from '../../src/content/loader';
import type { Page } from '@playwright/test';
import { KIND_OF_WORK_NAMES } from '../../src/content/contact-fields';
import { pathFor, routeName } from '../../src/i18n/routes';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { expect, staff, test } from './admin-server';
import { expectSentPage, openContactForm } from './contact-form-page';
import { cards, signedIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0 } });

const lang = 'en';
const content = loadContent(lang).contact;

async function fillQuote(page: Page, message: string, scripts: boolean) {
  await openContactForm(page, pathFor('contactQuote', lang), { scripts });
  const field = (label: string) => page.getByLabel(label, { exact: true });
  await field(content.nameLabel).fill('Deniz Kaya');
  await field(content.phoneLabel).fill('+90 532 000 00 00');
  await field(content.kindOfWorkLabel!).selectOption({ label: content.kindsOfWork!.mediumVoltage });
  await field(content.locationLabel!).fill('Ostim, Ankara');
  await field(content.messageLabel).fill(message);
  await expect(field(content.subjectLabel)).toHaveValue(content.quoteSubject!);
  await page.getByRole('button', { name: content.sendButtonText }).click();
}

test('a quote sent with the kind of work and the location shows them in the inbox, with the page it came from', async ({
  page,
  adminServer,
  javaScriptEnabled,
}) => {
  const message = `Two 1600 kVA substations ${Math.random()}`;
  await fillQuote(page, message, javaScriptEnabled);
  await expectSentPage(page, lang);

  const [stored] = await adminServer.requests();
  expect(stored).toMatchObject({ message, kindOfWork: 'mediumVoltage', location: 'Ostim, Ankara', sentFrom: 'contactQuote' });

  // The admin speaks the browser's language (English here) until staff pick one.
  await signedIn(page, staff, 'contact', lang);
  const card = cards(page).filter({ hasText: message });
  const texts = requestStrings[lang].request;
  await expect(card.locator('dt', { hasText: texts.kindOfWork }).locator('+ dd')).toHaveText(KIND_OF_WORK_NAMES.mediumVoltage[lang]);
  await expect(card.locator('dt', { hasText: texts.location }).locator('+ dd')).toHaveText('Ostim, Ankara');
  await expect(card.locator('dt', { hasText: texts.sentFrom }).locator('+ dd')).toHaveText(routeName('contactQuote', lang));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the native post stores the kind of work, the location and the quote page', async ({ page, adminServer, javaScriptEnabled }) => {
    const message = `Automation retrofit ${Math.random()}`;
    await fillQuote(page, message, javaScriptEnabled);
    await expect(page.locator('[data-contact-sent]')).toContainText(content.sentAlertHeader);
    const [stored] = await adminServer.requests();
    expect(stored).toMatchObject({ message, kindOfWork: 'mediumVoltage', location: 'Ostim, Ankara', sentFrom: 'contactQuote' });
  });
});
