/**
 * Answering a request from the inbox, as the desktop and phone specs both walk it: the composer
 * on a card, a template chosen (named in the admin's language, written in the request's, the
 * visitor's name filled in), the text edited and sent, the reply listed on the card and received
 * by the SMTP server the built server sends through; a failed one shown with the reason and sent
 * again; a request without an e-mail address said to be one to call.
 */
import type { Page } from '@playwright/test';
import { getContent } from '../../src/content/loader';
import { fillPlaceholders } from '../../src/content/reply-placeholders';
import type { AdminLang } from '../../src/i18n/admin-languages';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { fill } from '../../src/islands/admin/strings';
import { startTestSmtpServer, type TestSmtpServer } from '../server/notify/test-smtp-server';
import { expect, staff, test } from './admin-server';
import { cards, signedIn } from './admin-ui';

const STAFF_LIST = 'teklif@ornek-elektromekanik.example';

/** The admin specs' server, sending through an SMTP server of the test's own. */
export const replyTest = test.extend<{ smtp: TestSmtpServer }>({
  smtp: async ({}, use) => {
    const smtp = await startTestSmtpServer();
    await use(smtp);
    await smtp.close();
  },
  adminEnv: async ({ smtp }, use) =>
    use({ SMTP_URL: smtp.url, SMTP_FROM: 'Web sitesi <web@ornekelektromekanik.com.tr>', NOTIFY_TO: STAFF_LIST }),
  // Six requests (seeded-store.ts): the second is in English, the sixth has no e-mail address.
  adminSeed: { account: true, requests: 6 },
});

const card = (page: Page, id: string) => cards(page).and(page.locator(`[data-request-id="${id}"]`));
const toVisitors = (smtp: TestSmtpServer) => smtp.received.filter(({ envelope }) => !envelope.includes(STAFF_LIST));

/**
 * The inbox loaded again, showing the requests in progress (it opens on those waiting for an
 * answer), once the English request answered first is listed there.
 */
async function inProgressAgain(page: Page) {
  await page.reload();
  await page.locator('[data-filter="inProgress"]').check();
  await expect(card(page, 'req-002')).toBeVisible();
}

export async function answersFromTheInbox(page: Page, smtp: TestSmtpServer, lang: AdminLang) {
  const texts = requestStrings[lang].reply;
  await signedIn(page, staff, 'contact', lang);

  // The English request: the template's English text, named in the admin's language.
  const english = card(page, 'req-002');
  const visitor = (await english.locator('[data-request-name]').textContent())!;
  await english.getByText(texts.open, { exact: true }).click();
  await expect(english.getByText(fill(texts.language, { language: requestStrings[lang].request.languages.en }))).toBeVisible();
  const template = getContent('en').replyTemplates.templates.find((each) => each.id === 'site-visit')!;
  const named = getContent(lang).replyTemplates.templates.find((each) => each.id === 'site-visit')!.name;
  await english.getByLabel(texts.template).selectOption({ label: named });
  const written = fillPlaceholders(template.text, { name: visitor });
  await expect(english.getByLabel(texts.text)).toHaveValue(written);
  await english.getByLabel(texts.text).press('ControlOrMeta+End');
  await english.getByLabel(texts.text).pressSequentially('\nPS: Thursday morning suits us.');
  await english.getByRole('button', { name: texts.send }).click();

  const listed = english.locator('[data-reply]');
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(staff.displayName);
  await expect(english.locator('[data-reply-composer]')).not.toHaveAttribute('open');
  // The reply is the request's first answer, by e-mail: the card says so at once.
  await expect(english.locator('[data-request-first-answer]')).toHaveAttribute('data-request-first-answer', 'email');
  await expect(english.locator('select[name="status"]')).toHaveValue('answered');
  await expect.poll(() => toVisitors(smtp).length).toBe(1);
  const [{ envelope, mail }] = toVisitors(smtp) as [(typeof smtp.received)[number]];
  expect(envelope).toEqual(['kisi2@example.com']);
  expect(mail.subject).toMatch(/^Your request: .+ – Örnek Electromechanical$/);
  expect(mail.from?.value[0]?.name).toBe('Örnek Electromechanical');
  expect(mail.replyTo?.value.map((address) => address.address)).toEqual([STAFF_LIST, staff.email]);
  expect(mail.text?.trim()).toBe(`${written}\nPS: Thursday morning suits us.`);

  // Refused for good: shown with the reason on the card, then sent again.
  smtp.answer = { code: 550, text: 'mailbox unavailable' };
  const turkish = card(page, 'req-001');
  await turkish.getByText(texts.open, { exact: true }).click();
  await turkish.getByRole('button', { name: texts.send }).click();
  await expect(turkish.getByRole('alert')).toHaveText(texts.empty);
  await turkish.getByLabel(texts.text).fill('Merhaba, perşembe arayacağız.');
  await turkish.getByRole('button', { name: texts.send }).click();
  await expect(turkish.locator('[data-reply]')).toHaveCount(1);
  // Answered now, both requests are in progress: loaded again, the inbox shows them in that view.
  await expect
    .poll(
      async () => (
        await inProgressAgain(page),
        await card(page, 'req-001').locator('[data-reply-delivery]').getAttribute('data-reply-delivery')
      ),
    )
    .toBe('failed');
  const failed = card(page, 'req-001').locator('[data-reply]');
  await expect(failed.locator('[data-reply-state]')).toContainText('mailbox unavailable');
  smtp.answer = 'accept';
  await failed.getByRole('button', { name: texts.retry }).click();
  await expect(failed).toHaveAttribute('data-reply-delivery', 'pending');
  await expect.poll(() => toVisitors(smtp).length).toBe(2);
  await inProgressAgain(page);
  await expect(card(page, 'req-001').locator('[data-reply]')).toHaveAttribute('data-reply-delivery', 'sent');
  await expect(card(page, 'req-002').locator('[data-reply-state]')).toHaveText(texts.delivered);

  // Nobody to write to: a new request, still waiting for its answer.
  await page.locator('[data-filter="waiting"]').check();
  const noEmail = card(page, 'req-006');
  await noEmail.getByText(texts.open, { exact: true }).click();
  await expect(noEmail.locator('[data-reply-no-email]')).toHaveText(texts.noEmail);
  await expect(noEmail.getByLabel(texts.text)).toHaveCount(0);
}
