/**
 * A visitor's text reaches a person exactly as typed, in every language: the corpus of
 * tests/fixtures/visitor-texts.ts ("Name <e-mail>", "<NYY>", "> 50 kVA", "<= 3 m", "&", quotes,
 * emoji, right-to-left script, tabs, line breaks, script payloads) is sent through the quote
 * form's island and through its native post, on the built server with the embedded store and a
 * real SMTP server, and comes back the same in the inbox (the staff API and the screen), in the
 * notification e-mail's decoded text part and in the CSV (apart from its formula guard). Nothing
 * in it runs in the inbox. Each entry of the corpus goes both ways in one language, the
 * languages taking turns, so every language carries part of it and every entry is sent: what a
 * text goes through does not depend on the page's language, only the page around it does. A native post over a field's limit is refused for its length, in the
 * page's language, and one at the limit with CRLF line breaks is taken.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { CONTACT_LIMITS, MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { adminApi, adminPath, languages, pathFor, type Lang } from '../../src/i18n/routes';
import { ui } from '../../src/i18n/ui';
import type { InboxItem } from '../../src/admin-api/contract';
import { hashPassword } from '../../src/server/admin/passwords';
import { sqliteAdminStore } from '../../src/server/store/sqlite/admin-store';
import { databaseHandle, type DatabaseHandle } from '../../src/server/store/sqlite/lazy';
import { csvRecords, unguarded } from '../fixtures/csv-rows';
import { asKept, visitorTexts, type VisitorText } from '../fixtures/visitor-texts';
import { embeddedStoreEnv } from './contact-data';
import { expectSentPage, openContactForm } from './contact-form-page';

const FIELDS = ['name', 'phone', 'subject', 'location', 'message'] as const;
const STAFF = { email: 'satis@example.com', password: 'uzun ve gizli bir parola' };

interface Site {
  origin: string;
  mails: ParsedMail[];
  stop(): Promise<void>;
}

/** The built server with an empty embedded store, a staff account, and notifications to a real SMTP server. */
async function startSite(): Promise<Site> {
  const mails: ParsedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => (mails.push(mail), callback()))
        .catch(callback);
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  const dataDir = join(mkdtempSync(join(tmpdir(), 'visitor-text-')), 'data');
  const handle: DatabaseHandle = databaseHandle(dataDir, () => {});
  await sqliteAdminStore(handle).putUser(
    { email: STAFF.email, displayName: 'Satış', passwordHash: await hashPassword(STAFF.password) },
    new Date(),
  );
  handle.close();
  const port = await freePort();
  const server: ChildProcess = await startBuiltSite(port, {
    ...embeddedStoreEnv(dataDir),
    NOTIFY_TO: 'satis@example.com',
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    // Six requests from one address in a minute: more than a visitor sends, as many as this test does.
    CONTACT_RATE_LIMIT: '50',
  });
  return {
    origin: `http://127.0.0.1:${port}`,
    mails,
    stop: async () => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill();
      await exited;
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

async function fillQuote(page: Page, lang: Lang, text: VisitorText) {
  const content = getContent(lang).contact;
  for (const field of FIELDS) await page.getByLabel(content[`${field}Label`] ?? field, { exact: true }).fill(text[field]);
}

/** Through the island, in a tab of its own: the page's scripts run, the island hydrated, the press sends its JSON. */
async function sendThroughIsland(browser: Browser, site: Site, lang: Lang, text: VisitorText) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.clock.install();
  await openContactForm(page, `${site.origin}${pathFor('contactQuote', lang)}`);
  await fillQuote(page, lang, text);
  await page.getByRole('button', { name: getContent(lang).contact.sendButtonText }).click();
  await page.clock.fastForward(MIN_FILL_MS);
  await expectSentPage(page, lang);
  await context.close();
}

/** Natively: scripts off, the browser posts the form (its line breaks as CRLF) and follows the redirect. */
async function sendNatively(browser: Browser, site: Site, lang: Lang, text: VisitorText) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await openContactForm(page, `${site.origin}${pathFor('contactQuote', lang)}`, { scripts: false });
  await fillQuote(page, lang, text);
  await page.getByRole('button', { name: getContent(lang).contact.sendButtonText }).click();
  await expectSentPage(page, lang);
  await context.close();
}

/** The text part as a mail program decodes it, line endings as LF. */
const mailText = (mail: ParsedMail) => (mail.text ?? '').replace(/\r\n/g, '\n');

for (const lang of languages) {
  test(`its share of the corpus through the island and the native post comes back as typed in the inbox, the CSV and the e-mail (${lang})`, async ({
    page,
    browser,
  }) => {
    test.slow();
    const site = await startSite();
    try {
      // Each entry marked by the way it went, so the two copies can be told apart in the inbox.
      const sent = visitorTexts
        .map((text, i) => ({ text, i }))
        .filter(({ i }) => languages[i % languages.length] === lang)
        .flatMap(({ text, i }) => [
          { way: 'island' as const, text: { ...text, subject: `${text.subject} [${lang} ${i} island]` } },
          { way: 'native' as const, text: { ...text, subject: `${text.subject} [${lang} ${i} native]` } },
        ]);
      expect(sent.length, `entries of the corpus in ${lang}`).toBeGreaterThan(0);
      for (const { way, text } of sent) {
        if (way === 'island') await sendThroughIsland(browser, site, lang, text);
        else await sendNatively(browser, site, lang, text);
      }

      const api = page.request;
      expect((await api.post(`${site.origin}${adminApi.session}`, { headers: { origin: site.origin }, data: STAFF })).status()).toBe(204);
      const { items } = (await (await api.get(`${site.origin}${adminApi.contactRequests}?status=open`)).json()) as { items: InboxItem[] };
      const csv = csvRecords((await (await api.get(`${site.origin}${adminApi.contactRequestsCsv}`)).body()).toString('utf8'));
      await expect.poll(() => site.mails.length, { message: 'a notification for every request' }).toBe(sent.length);

      for (const { way, text } of sent) {
        const kept = asKept(text);
        const item = items.find((candidate) => candidate.subject === kept.subject);
        expect(item, `${kept.subject} in the inbox`).toMatchObject({ ...kept, lang });
        const row = csv.find((candidate) => candidate['id'] === item?.id);
        for (const field of FIELDS) expect(unguarded(row?.[field]), `${field} of ${way} ${kept.subject} in the CSV`).toBe(kept[field]);
        const mail = site.mails.find((candidate) => mailText(candidate).includes(item!.id));
        for (const field of FIELDS) expect(mail && mailText(mail), `${field} of ${kept.subject} in the e-mail`).toContain(kept[field]);
      }

      // The inbox screen shows each message as typed, and runs none of the payloads in them.
      const staffPage = await page.context().newPage();
      await staffPage.addInitScript(() => {
        const calls: string[] = [];
        Object.assign(window, { payloadCalls: calls });
        for (const name of ['alert', 'confirm', 'prompt', 'print'] as const)
          Object.assign(window, { [name]: (arg: unknown) => void calls.push(`${name}(${String(arg)})`) });
      });
      await staffPage.goto(`${site.origin}${adminPath('contact')}`);
      const inbox = staffPage.locator('[data-inbox]');
      await expect(inbox.locator(':scope > li')).toHaveCount(sent.length);
      for (const { text } of sent)
        await expect(inbox.getByText(asKept(text).message, { exact: true }).first(), asKept(text).subject).toBeAttached();
      expect(await staffPage.evaluate(() => (window as unknown as { payloadCalls: string[] }).payloadCalls)).toEqual([]);
      expect(await inbox.locator('script, iframe, object, embed, img[src="x"]').count()).toBe(0);
    } finally {
      await site.stop();
    }
  });

  test(`a native post over a field's limit is refused for its length, and one at the limit with CRLF line breaks is taken (${lang})`, async ({
    browser,
  }) => {
    const site = await startSite();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      const strings = ui[lang].contactForm;
      const content = getContent(lang).contact;
      const tooLong = `${'<NYY-J 5x16> '.repeat(CONTACT_LIMITS.message / 13)}${'x'.repeat((CONTACT_LIMITS.message % 13) + 1)}`;
      expect(tooLong).toHaveLength(CONTACT_LIMITS.message + 1);
      await openContactForm(page, `${site.origin}${pathFor('contactQuote', lang)}`, { scripts: false });
      // The browser holds typing to the field's maxlength; a post from one that does not (or
      // from a script) carries more, as here, where the posted message is lengthened on its way.
      const marker = 'MESSAGE-TO-LENGTHEN';
      await page.route(`**${pathFor('contactSend', lang)}`, (route) =>
        route.continue({ postData: route.request().postDataBuffer()?.toString('utf8').replace(marker, tooLong) }),
      );
      await fillQuote(page, lang, { ...visitorTexts[0]!, message: marker });
      await page.getByRole('button', { name: content.sendButtonText }).click();
      const reason = strings.tooLong.replace('{limit}', String(CONTACT_LIMITS.message)).replace('{length}', String(tooLong.length));
      await expect(page.locator('[data-field-error="message"]')).toHaveText(reason);
      await expect(page.locator('[data-contact-errors]')).toContainText(reason);
      await expect(page.getByLabel(content.messageLabel, { exact: true })).toHaveValue(tooLong);

      // A person's 5,000 characters with a line break every fifty: the browser counted each break
      // once, and its post sends each as CRLF.
      const atLimit = Array.from({ length: CONTACT_LIMITS.message / 50 }, (_, i) => `Pos. ${i} <NYY>`.padEnd(49, '.')).join('\n') + '.';
      expect(atLimit).toHaveLength(CONTACT_LIMITS.message);
      await page.unrouteAll();
      await fillQuote(page, lang, { ...visitorTexts[0]!, message: atLimit });
      await page.getByRole('button', { name: content.sendButtonText }).click();
      await expectSentPage(page, lang);
    } finally {
      await context.close();
      await site.stop();
    }
  });
}
