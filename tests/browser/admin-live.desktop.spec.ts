/**
 * The admin inbox end to end in the browser, against the real server and store (no fake API), in both
 * admin languages (the form sent in the same language): a staff account made with `npm run admin:user`, a request sent through the public
 * form appears in the inbox, is marked solved, is in the CSV download, and signing out ends
 * access. The admin specs beside this one drive every screen state, each against a server and store of its own (admin-server.ts).
 */
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { adminLanguages } from '../../src/i18n/admin-languages';
import { adminApi, adminPath, pathFor, type Lang } from '../../src/i18n/routes';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { statusStrings } from '../../src/islands/admin/status-strings';
import { e2eContactDataDir, embeddedStoreEnv } from './contact-data';
import { cards, submitSignIn } from './admin-ui';
import { expectSentPage, fillContactRequest, openContactForm } from './contact-form-page';

const password = 'Uzun ve gizli bir parola 2026';

async function sendThroughTheForm(page: Page, lang: Lang, subject: string) {
  const content = getContent(lang).contact;
  // Time flows as usual; the test jumps it past the form's minimum fill time instead of waiting.
  await page.clock.install();
  await openContactForm(page, pathFor('contact', lang));
  await fillContactRequest(page, lang, {
    name: 'Gülşen İnce',
    email: 'gulsen@example.com',
    subject,
    message: 'Şantiye için keşif rica ederiz.',
  });
  await page.clock.fastForward(5000);
  await page.getByRole('button', { name: content.sendButtonText }).click();
  await expectSentPage(page, lang);
}

for (const lang of adminLanguages) {
  test.describe(`the inbox with the real server (${lang})`, () => {
    test.use({ locale: lang === 'en' ? 'en-US' : 'tr-TR' });

    test('a request sent through the form is in the inbox, is solved, is in the CSV; signing out ends access', async ({
      page,
    }, testInfo) => {
      const strings = requestStrings[lang];
      const email = `staff-${lang}-${testInfo.workerIndex}-${testInfo.repeatEachIndex}@example.com`;
      // The same store the server under test uses, so the account needs no other setting.
      execFileSync(process.execPath, ['--import', 'tsx', 'scripts/admin-user.ts', 'add', email, '--name', 'Zeynep Kaya'], {
        env: { ...process.env, ...embeddedStoreEnv(e2eContactDataDir) },
        input: `${password}\n`,
        timeout: 30_000,
      });
      const subject = `Trafo bakımı ${lang} ${Date.now()}`;
      await sendThroughTheForm(page, lang, subject);

      await page.goto(adminPath('contact'));
      await submitSignIn(page, lang, email, password);
      await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeVisible();
      // Other tests send requests too: ours is among the newest (all of them, newest first); load more until it shows.
      await page.getByRole('radio', { name: strings.inbox.filters.all }).check();
      const card = cards(page).filter({ hasText: subject });
      await expect(async () => {
        if ((await card.count()) === 0) await page.getByRole('button', { name: strings.inbox.loadMore }).click({ timeout: 1000 });
        await expect(card).toHaveCount(1, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expect(card).toContainText('Gülşen İnce');
      await expect(card.getByRole('link', { name: 'gulsen@example.com' })).toHaveAttribute('href', 'mailto:gulsen@example.com');

      await card.getByLabel(statusStrings[lang].state).selectOption('won');
      await card.getByRole('button', { name: statusStrings[lang].setStatus }).click();
      await expect(card).toHaveAttribute('data-solved', 'true');

      const csvHref = await page.getByRole('link', { name: strings.inbox.downloadCsv }).getAttribute('href');
      expect(csvHref).toBe(adminApi.contactRequestsCsv);
      const csv = await page.request.get(csvHref!);
      expect(csv.status()).toBe(200);
      const text = (await csv.body()).toString('utf8');
      expect(text.startsWith('\uFEFF')).toBe(true);
      expect(text).toContain(subject);

      await page.getByRole('button', { name: strings.signOut }).click();
      await expect(page.getByLabel(strings.signIn.password, { exact: true })).toBeVisible();
      expect((await page.request.get(adminApi.contactRequests)).status()).toBe(401);
    });
  });
}
