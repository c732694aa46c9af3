/**
 * A German request, sent from /de/kontakt without JavaScript (the native post to its German
 * send path), answers with the German 'sent' page, is stored with its language, and the inbox
 * names that language in the admin's own (TR: "Almanca", EN: "German").
 */
import { contentLanguageNames } from '../../src/i18n/admin-languages';
import { pathFor } from '../../src/i18n/routes';
import { requestReference } from '../../src/lib/request-reference';
import { expectSentPage } from './contact-form-page';
import { expect, staff, test } from './admin-server';
import { cards, signedIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0 } });

test('a request sent from the German contact page without JavaScript is stored as German and shown so in the inbox', async ({
  browser,
  adminServer,
}) => {
  const visitor = await browser.newContext({ javaScriptEnabled: false, baseURL: adminServer.url });
  const form = await visitor.newPage();
  await form.goto(pathFor('contact', 'de'));
  await expect(form.locator('html')).toHaveAttribute('lang', 'de');
  const fields = form.locator('[data-contact-form]');
  await fields.locator('[name="name"]').fill('Jonas Müller');
  await fields.locator('[name="phone"]').fill('+49 89 123 456');
  await fields.locator('[name="email"]').fill('jonas@example.de');
  await fields.locator('[name="subject"]').fill('Angebot Schaltanlage');
  await fields.locator('[name="message"]').fill('Guten Tag,\nbitte senden Sie uns ein Angebot.');
  await fields.locator('button[type="submit"]').click();
  const reference = await expectSentPage(form, 'de');
  // The form's fragment follows the redirect: the 'sent' message is what the page opens on.
  expect(new URL(form.url()).hash).toBe('#contact-form');
  await expect(form.locator('html')).toHaveAttribute('lang', 'de');
  await visitor.close();

  const [stored] = await adminServer.requests();
  expect(stored).toMatchObject({ subject: 'Angebot Schaltanlage', lang: 'de' });
  expect(requestReference(stored!.id)).toBe(reference);

  // The admin speaks the browser's language: a staff member's browser in each.
  for (const [lang, locale] of [
    ['tr', 'tr-TR'],
    ['en', 'en-GB'],
  ] as const) {
    const staffContext = await browser.newContext({ baseURL: adminServer.url, locale });
    const admin = await staffContext.newPage();
    await signedIn(admin, staff, 'contact', lang);
    const card = cards(admin).filter({ hasText: 'Angebot Schaltanlage' });
    await expect(card.locator('[data-request-lang]')).toHaveText(contentLanguageNames(lang).de);
    await staffContext.close();
  }
});
