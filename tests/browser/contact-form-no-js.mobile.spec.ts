/**
 * The contact form with JavaScript off, at 375 px, in every language: the native post is
 * stored like the island's, lands on the 'sent' page, and every answer that is not 'sent'
 * gives back everything the visitor typed (DECISIONS.md "Contact form").
 */
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { getContactPageData } from '../../src/content/operations';
import { CONTACT_FIELDS, type ContactField } from '../../src/content/contact-fields';
import { languages, locale, pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { collectConsoleErrors } from './console';
import { backgroundAlpha } from './styles';
import { e2eContactDataDir } from './contact-data';
import { expectSentPage } from './contact-form-page';
import { requestReference, withReference } from '../../src/lib/request-reference';
import { officeHoursText } from '../../src/lib/opening-hours-text';

test.use({ javaScriptEnabled: false });

const store = sqliteContactStore(databaseHandle(e2eContactDataDir));

async function openForm(page: Page, lang: Lang) {
  await page.goto(pathFor('contact', lang));
  // JavaScript is really off: the island never hydrates.
  await expect(page.locator('astro-island:has([data-contact-form])')).toHaveAttribute('ssr', '');
  return page.locator('[data-contact-form]');
}

async function fill(page: Page, lang: Lang, values: Record<ContactField, string>) {
  const content = getContent(lang).contact;
  for (const field of CONTACT_FIELDS) await page.getByLabel(content[`${field}Label`], { exact: true }).fill(values[field]);
}

for (const lang of languages) {
  const content = getContent(lang).contact;
  // The other channels offered are the office the language leads with (lead-office.desktop.spec.ts).
  const [lead] = getContactPageData(lang).offices;
  const strings = ui[lang].contactForm;

  test.describe(`contact form without JavaScript (${lang})`, () => {
    test('a request stored without its files: the "sent" page names the address to e-mail them, within 320 px', async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(withReference(pathFor('contactSent', lang), crypto.randomUUID(), true));
      const notice = page.locator('[data-files-refused]');
      const [address] = lead!.emails;
      await expect(notice.locator(`a[href="mailto:${address}"]`)).toHaveText(address!);
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, 'no part of the page is beside the screen').toBe(0);
    });

    test('a valid post is stored and lands on the "sent" page', async ({ page }) => {
      const errors = collectConsoleErrors(page);
      const message = `No-JS ${lang} ${Date.now()} ${Math.random()}`;
      await openForm(page, lang);
      await fill(page, lang, { name: 'Deniz Kaya', phone: '+90 532 000 00 00', email: '', subject: 'Teklif / Quote', message });
      await page.getByRole('button', { name: content.sendButtonText }).click();

      const reference = await expectSentPage(page, lang);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      // What happens next: the content's words and each office's hours, in the page's language.
      const next = page.locator('[data-next-steps]');
      await expect(next.getByRole('heading')).toHaveText(ui[lang].whatHappensNext);
      await expect(next).toContainText(content.sentNextSteps!);
      for (const office of content.offices)
        for (const line of officeHoursText(content, office, locale(lang).tag)) await expect(next).toContainText(line);
      const sent = page.locator('[data-contact-sent]');
      await expect(sent).toContainText(content.sentAlertHeader);
      await expect(sent).toContainText(content.sentAlertText);
      await expect(sent).toContainText(content.signing);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

      const stored = (await store.list()).filter((entry) => entry.request.message === message);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.request).toMatchObject({
        name: 'Deniz Kaya',
        phone: '+90 532 000 00 00',
        email: '',
        subject: 'Teklif / Quote',
        lang,
        solved: false,
        solvedDate: null,
      });
      expect(requestReference(stored[0]!.id)).toBe(reference);
      // A reload of the 'sent' page posts nothing again (303 to a GET).
      await page.reload();
      expect((await store.list()).filter((entry) => entry.request.message === message)).toHaveLength(1);
      expect(errors).toEqual([]);
    });

    test('a post the browser lets through but the server refuses comes back with the fields to fix and every value kept', async ({
      page,
    }) => {
      const errors = collectConsoleErrors(page);
      const typed = {
        name: 'Deniz Kaya',
        phone: '+90 532 000 00 00',
        email: 'a@b',
        subject: `Invalid ${lang} ${Math.random()}`,
        message: '     ',
      };
      await openForm(page, lang);
      await fill(page, lang, typed);
      const response = page.waitForResponse((r) => r.request().method() === 'POST');
      await page.getByRole('button', { name: content.sendButtonText }).click();
      expect((await response).status()).toBe(400);

      await expect(page).toHaveURL(new RegExp(`${pathFor('contactSend', lang)}#contact-form$`));
      // Styled: the page's stylesheet loaded under the Content-Security-Policy (a console error otherwise).
      expect(await backgroundAlpha(page.getByRole('button', { name: content.sendButtonText }))).toBe(1);
      expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page).toHaveTitle(new RegExp(`^${ui[lang].contactForm.invalidTitle}: `));
      // The whole site around it: header, footer.
      await expect(page.locator('body > header, header').first()).toBeVisible();
      await expect(page.locator('footer').first()).toBeVisible();

      const summary = page.locator('[data-contact-errors]');
      await expect(summary).toContainText(ui[lang].contactForm.invalidHeader);
      await expect(summary.getByRole('listitem')).toHaveText([
        `${content.emailLabel}: ${strings.invalid.email}`,
        `${content.messageLabel}: ${strings.invalid.message}`,
      ]);
      for (const field of ['email', 'message'] as const) {
        const input = page.getByLabel(content[`${field}Label`], { exact: true });
        await expect(input).toHaveAttribute('aria-invalid', 'true');
        await expect(input).toHaveAccessibleDescription(strings.invalid[field]);
        await expect(summary.getByRole('link', { name: content[`${field}Label`] })).toHaveAttribute(
          'href',
          `#${await input.getAttribute('id')}`,
        );
      }
      for (const field of ['name', 'phone', 'subject'] as const) {
        await expect(page.getByLabel(content[`${field}Label`], { exact: true })).not.toHaveAttribute('aria-invalid');
      }
      for (const field of CONTACT_FIELDS)
        await expect(page.getByLabel(content[`${field}Label`], { exact: true })).toHaveValue(typed[field]);
      expect((await store.list()).filter((entry) => entry.request.subject === typed.subject)).toEqual([]);

      // Fixed in place, the same form sends.
      await page.getByLabel(content.emailLabel, { exact: true }).fill('deniz@example.com');
      await page.getByLabel(content.messageLabel, { exact: true }).fill('Fixed without JavaScript.');
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(page.locator('[data-contact-sent]')).toContainText(content.sentAlertHeader);
      expect((await store.list()).filter((entry) => entry.request.subject === typed.subject)).toHaveLength(1);
      // The one console line is the browser noting the 400 document itself.
      expect(errors.filter((error) => !error.includes('status of 400'))).toEqual([]);
    });

    test('a refused post ("not sent") offers the phone and e-mail and keeps the text', async ({ page }) => {
      const typed = {
        name: 'Deniz Kaya',
        phone: '+90 532 000 00 00',
        email: 'deniz@example.com',
        subject: `Bot ${lang} ${Math.random()}`,
        message: 'Filled the hidden field.',
      };
      await openForm(page, lang);
      await fill(page, lang, typed);
      // What a bot does: fill the field people never see.
      await page.locator('[name="website"]').fill('https://spam.example', { force: true });
      await page.getByRole('button', { name: content.sendButtonText }).click();

      const notice = page.locator('[data-contact-notice="notSent"]');
      await expect(notice).toContainText(content.notSentAlertHeader);
      await expect(notice).toContainText(content.notSentAlertText);
      await expect(notice.locator('a[href^="tel:"]')).toHaveText(lead.phoneNumbers[0]!);
      await expect(notice.locator(`a[href="mailto:${lead.emails[0]}"]`)).toHaveText(lead.emails[0]!);
      for (const field of CONTACT_FIELDS)
        await expect(page.getByLabel(content[`${field}Label`], { exact: true })).toHaveValue(typed[field]);
      // The honeypot is not given back, so a person's retry goes through.
      await expect(page.locator('[name="website"]')).toHaveValue('');
      expect((await store.list()).filter((entry) => entry.request.subject === typed.subject)).toEqual([]);
    });
  });
}
