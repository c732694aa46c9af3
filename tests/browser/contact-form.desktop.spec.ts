/**
 * The contact form in every language (SPEC §4, §5, §8), against the real endpoint and store.
 * Its states and server flows do not depend on the width: they run at 1280 px only.
 */
import { expect, test, type Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { getContactPageData } from '../../src/content/operations';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { contactEndpoint, languages, pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import { e2eContactDataDir } from './contact-data';
import { pausedClock } from './clock';
import { expectSentPage, fillContactRequest, openContactForm } from './contact-form-page';
import { requestReference } from '../../src/lib/request-reference';
import { trackRequests } from './page-load';

const store = sqliteContactStore(databaseHandle(e2eContactDataDir));

/** `paused`: time moves only when the test moves it; else it flows, and the test jumps it forward. */
async function openForm(page: Page, lang: Lang, clock: 'flowing' | 'paused' = 'flowing') {
  if (clock === 'paused') await pausedClock(page);
  else await page.clock.install();
  return openContactForm(page, pathFor('contact', lang));
}

for (const lang of languages) {
  const content = getContent(lang).contact;
  // The other channels offered are the office the language leads with (lead-office.desktop.spec.ts).
  const [lead] = getContactPageData(lang).offices;

  test.describe(`contact form (${lang})`, () => {
    test('fields carry their labels, placeholders and types; required labels and placeholders have an asterisk', async ({ page }) => {
      const form = await openForm(page, lang);
      for (const [field, required] of [
        ['name', true],
        ['phone', true],
        ['email', false],
        ['subject', true],
        ['message', true],
      ] as const) {
        const input = form.locator(`[name="${field}"]`);
        await expect(input).toHaveAttribute('placeholder', content[`${field}Placeholder`]);
        expect(content[`${field}Placeholder`].endsWith('*')).toBe(required);
        // The label shows the asterisk to the eye; the accessible name stays the label alone.
        await expect(input).toHaveAccessibleName(content[`${field}Label`]);
        const mark = form.locator(`label[for="${await input.getAttribute('id')}"] + [aria-hidden="true"]`);
        if (required) {
          await expect(input).toHaveAttribute('required', '');
          await expect(mark).toHaveText('*', { useInnerText: true });
        } else {
          await expect(input).not.toHaveAttribute('required');
          await expect(mark).toHaveCount(0);
        }
      }
      await expect(form).toContainText(ui[lang].contactForm.requiredNote);
      await expect(form.locator('[name="phone"]')).toHaveAttribute('type', 'tel');
      await expect(form.locator('[name="email"]')).toHaveAttribute('type', 'email');
      await expect(form.locator('[data-privacy-note] a')).toHaveAttribute('href', pathFor('privacy', lang));
    });

    test('a field missing or malformed is said inline and in a summary, in the page language, the focus on the first', async ({ page }) => {
      const strings = ui[lang].contactForm;
      const requests: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith(contactEndpoint)) requests.push(r.url());
      });
      const form = await openForm(page, lang);
      // The island checks the form itself: the browser's bubbles, in the browser's language, stay off.
      await expect(form).toHaveAttribute('novalidate', '');
      await page.getByRole('button', { name: content.sendButtonText }).click();
      const summary = page.locator('[data-contact-errors]');
      await expect(summary.getByRole('listitem')).toHaveText(
        (['name', 'phone', 'subject', 'message'] as const).map((field) => `${content[`${field}Label`]}: ${strings.invalid[field]}`),
      );
      const name = page.getByLabel(content.nameLabel, { exact: true });
      await expect(name).toBeFocused();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expect(name).toHaveAccessibleDescription(strings.invalid.name);
      await expect(form.locator('[data-field-error="message"]')).toHaveText(strings.invalid.message);

      await name.fill('Deniz');
      await expect(name).not.toHaveAttribute('aria-invalid');
      const phone = page.getByLabel(content.phoneLabel, { exact: true });
      await phone.fill('not a phone');
      await page.getByLabel(content.subjectLabel).fill('Konu');
      await page.getByLabel(content.messageLabel).fill('Mesaj');
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(summary.getByRole('listitem')).toHaveText([`${content.phoneLabel}: ${strings.invalid.phone}`]);
      await expect(phone).toBeFocused();
      await expect(phone).toHaveAccessibleDescription(strings.invalid.phone);
      expect(requests).toEqual([]);
      // As people write numbers in Germany: with a slash.
      await phone.fill('089/1234567');
      await page.clock.fastForward(5000);
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expectSentPage(page, lang);
      expect(requests).toHaveLength(1);
    });

    test('a valid submission shows "sending", then "sent" once it is stored', async ({ page }) => {
      const message = `E2E ${lang} ${Date.now()} ${Math.random()}`;
      const form = await openForm(page, lang);
      await fillContactRequest(page, lang, { message: message });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(`**${contactEndpoint}`, async (route) => {
        await held;
        await route.continue();
      });
      await page.clock.fastForward(5000);
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(page.locator('[data-contact-alert="sending"]')).toContainText(content.sendingAlertHeader);
      await expect(form).toBeHidden();
      release();
      const reference = await expectSentPage(page, lang);
      const stored = (await store.list()).filter((entry) => entry.request.message === message);
      expect(stored).toHaveLength(1);
      expect(stored[0]?.request).toMatchObject({ name: 'Deniz Kaya', lang, solved: false, solvedDate: null });
      expect(requestReference(stored[0]!.id)).toBe(reference);
      // Once sent, the tab keeps no draft.
      await page.goto(pathFor('contact', lang));
      await expect(page.locator('astro-island:has([data-contact-form])')).not.toHaveAttribute('ssr', '');
      await expect(page.getByLabel(content.messageLabel)).toHaveValue('');
    });

    test('fields the server refuses come back next to the inputs, with every value kept', async ({ page }) => {
      const strings = ui[lang].contactForm;
      const form = await openForm(page, lang);
      await fillContactRequest(page, lang, { message: 'Only the e-mail is wrong.' });
      await page.getByLabel(content.emailLabel, { exact: true }).fill('a@b.example');
      await page.clock.fastForward(5000);
      // The island checks by the server's rules, so only a server with rules of its own refuses
      // what the island let through: here, one that refuses the e-mail.
      await page.route(`**${contactEndpoint}`, (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            ok: false,
            error: 'some fields are not valid',
            fields: [{ field: 'email', message: 'expected an e-mail address', problem: 'invalid' }],
          }),
        }),
      );
      await page.getByRole('button', { name: content.sendButtonText }).click();

      const summary = page.locator('[data-contact-errors]');
      await expect(summary.getByRole('listitem')).toHaveText([`${content.emailLabel}: ${strings.invalid.email}`]);
      const email = page.getByLabel(content.emailLabel, { exact: true });
      await expect(email).toBeFocused();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toHaveAccessibleDescription(strings.invalid.email);
      await expect(email).toHaveValue('a@b.example');
      await expect(page.getByLabel(content.messageLabel)).toHaveValue('Only the e-mail is wrong.');
      await expect(page.getByLabel(content.nameLabel)).toHaveValue('Deniz Kaya');

      await email.fill('deniz@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await page.unrouteAll();
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expectSentPage(page, lang);
      await expect(form).toBeHidden();
    });

    test('the island ships no schema library, and its form posts natively to the page of its language', async ({ page }) => {
      const requests = trackRequests(page);
      const scripts: Promise<string>[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/_astro/') && response.url().endsWith('.js')) scripts.push(response.text());
      });
      const form = await openForm(page, lang);
      await expect(form).toHaveAttribute('action', `${pathFor('contactSend', lang)}#contact-form`);
      // The island has hydrated: every module it needed was asked for; wait for their answers.
      await expect.poll(() => requests.inFlight().length).toBe(0);
      const code = await Promise.all(scripts);
      expect(code.length).toBeGreaterThan(0);
      expect(code.filter((text) => text.includes('ZodError') || text.includes('_zod'))).toEqual([]);
    });

    test('what the visitor typed survives a reload, and is sent at once: the time they spent counts from their first visit', async ({
      page,
    }) => {
      const message = `Typed, then the page reloaded (${lang} ${Date.now()} ${Math.random()}).`;
      // Time stands still but where the test moves it: a send that waited would never go.
      await openForm(page, lang, 'paused');
      await fillContactRequest(page, lang, { message: message });
      // The visitor took their time before the reload; after it, they press at once.
      await page.clock.fastForward(MIN_FILL_MS + 2000);
      await page.reload();
      await expect(page.locator('astro-island:has([data-contact-form])')).not.toHaveAttribute('ssr', '');
      await expect(page.getByLabel(content.messageLabel)).toHaveValue(message);
      await expect(page.getByLabel(content.nameLabel)).toHaveValue('Deniz Kaya');
      const sent = page.waitForRequest((request) => request.url().endsWith(contactEndpoint));
      await page.getByRole('button', { name: content.sendButtonText }).click();
      expect((await sent).postDataJSON()).toMatchObject({ message, elapsedMs: expect.any(Number) });
      expect((await sent).postDataJSON().elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS + 2000);
      await expectSentPage(page, lang);
      expect((await store.list()).filter((entry) => entry.request.message === message)).toHaveLength(1);
    });

    test('a press sooner than a person can fill in the form waits, showing "sending", and is then sent', async ({ page }) => {
      const message = `Quick (${lang} ${Date.now()} ${Math.random()}).`;
      const requests: number[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith(contactEndpoint)) requests.push(request.postDataJSON().elapsedMs);
      });
      await openForm(page, lang, 'paused');
      await fillContactRequest(page, lang, { message: message });
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(page.locator('[data-contact-alert="sending"]')).toContainText(content.sendingAlertHeader);
      expect(requests, 'nothing sent before the minimum fill time').toEqual([]);
      await page.clock.runFor(MIN_FILL_MS);
      await expectSentPage(page, lang);
      expect(requests).toHaveLength(1);
      expect(requests[0]).toBeGreaterThanOrEqual(MIN_FILL_MS);
      expect((await store.list()).filter((entry) => entry.request.message === message)).toHaveLength(1);
    });

    test('a failing endpoint shows "not sent" with the other channels, and retry gives the text back', async ({ page }) => {
      await openForm(page, lang);
      await fillContactRequest(page, lang, { message: 'This message must survive a failure.' });
      await page.route(`**${contactEndpoint}`, (route) => route.fulfill({ status: 500, body: '{}' }));
      await page.clock.fastForward(5000);
      await page.getByRole('button', { name: content.sendButtonText }).click();
      const alert = page.locator('[data-contact-alert="notSent"]');
      await expect(alert).toContainText(content.notSentAlertHeader);
      await expect(alert.locator(`a[href^="tel:"]`)).toBeVisible();
      await expect(alert.locator(`a[href^="mailto:"]`)).toBeVisible();
      await alert.getByRole('button', { name: ui[lang].contactForm.retry }).click();
      await expect(page.getByLabel(content.messageLabel)).toHaveValue('This message must survive a failure.');
      await expect(page.getByLabel(content.nameLabel)).toHaveValue('Deniz Kaya');
    });

    test('too many requests (429) says how many minutes to wait, with the phone and e-mail', async ({ page }) => {
      const strings = ui[lang].contactForm;
      await openForm(page, lang);
      await fillContactRequest(page, lang, { message: 'Sent once too often.' });
      const retryAfter = ['125', '45'];
      await page.route(`**${contactEndpoint}`, (route) =>
        route.fulfill({
          status: 429,
          headers: { 'Retry-After': retryAfter.shift() ?? '600' },
          contentType: 'application/json',
          body: '{"ok":false}',
        }),
      );
      await page.clock.fastForward(5000);
      await page.getByRole('button', { name: content.sendButtonText }).click();
      const alert = page.locator('[data-contact-alert="tooMany"]');
      await expect(alert).toHaveAttribute('role', 'alert');
      await expect(alert).toContainText(strings.tooManyHeader);
      // 125 seconds: three minutes, rounded up.
      await expect(alert).toContainText(strings.tryAgainIn.other.replace('{minutes}', '3'));
      await expect(alert).not.toContainText(content.notSentAlertHeader);
      await expect(alert.locator('a[href^="tel:"]')).toHaveText(lead.phoneNumbers[0]!);
      await expect(alert.locator(`a[href="mailto:${lead.emails[0]}"]`)).toHaveText(lead.emails[0]!);

      await alert.getByRole('button', { name: strings.retry }).click();
      await expect(page.getByLabel(content.messageLabel)).toHaveValue('Sent once too often.');
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(alert).toContainText(strings.tryAgainIn.one.replace('{minutes}', '1'));
    });

    test('a server that is gone shows "not sent"', async ({ page }) => {
      await openForm(page, lang);
      await fillContactRequest(page, lang, { message: 'Server down.' });
      await page.route(`**${contactEndpoint}`, (route) => route.abort('connectionrefused'));
      await page.clock.fastForward(5000);
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expect(page.locator('[data-contact-alert="notSent"]')).toContainText(content.notSentAlertHeader);
    });
  });
}

test('a visitor who reads the privacy notice from the form and comes back sends what they typed at once', async ({ page }) => {
  const content = getContent('tr').contact;
  const message = `Read the KVKK notice first (${Date.now()} ${Math.random()}).`;
  // Time stands still but where the test moves it: a send that waited would never go.
  const form = await openForm(page, 'tr', 'paused');
  await fillContactRequest(page, 'tr', { message: message });
  await page.clock.fastForward(MIN_FILL_MS + 2000);
  await form.locator('[data-privacy-note] a').click();
  await expect(page).toHaveURL(new RegExp(`${pathFor('privacy', 'tr')}$`));
  await page.goBack();
  await expect(page.locator('astro-island:has([data-contact-form])')).not.toHaveAttribute('ssr', '');
  await expect(page.getByLabel(content.messageLabel)).toHaveValue(message);
  await page.getByRole('button', { name: content.sendButtonText }).click();
  await expectSentPage(page, 'tr');
  expect((await store.list()).filter((entry) => entry.request.message === message)).toHaveLength(1);
});

test('the privacy notice names controller, purpose, legal basis, recipients and rights', async ({ page }) => {
  await page.goto(pathFor('privacy', 'tr'));
  for (const title of ['Veri sorumlusu', 'İşlenen veriler ve amaç', 'Hukuki sebep', 'Aktarım', 'Haklarınız']) {
    await expect(page.getByRole('heading', { name: title, exact: true })).toBeVisible();
  }
});
