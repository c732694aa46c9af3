/**
 * The contact form in Firefox ESR at 1280 px (SPEC §4, §5, §8), against the real endpoint and
 * the store of the server playwright.config.ts starts (tests/browser/contact-data.ts).
 */
import { loadContent } from '../../src/content/loader';
import { randomUUID } from 'node:crypto';
import { pathFor } from '../../src/i18n/routes';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { e2eContactDataDir } from '../browser/contact-data';
import { advanceClock, expect, installClock, test, waitUntil } from './firefox';

const store = sqliteContactStore(databaseHandle(e2eContactDataDir));
const content = loadContent('tr').contact;

test('a request written in Turkish letters is sent, acknowledged and stored with every letter intact', async ({ firefoxPage: page }) => {
  await installClock(page);
  await page.goto(pathFor('contact', 'tr'));
  await waitUntil(
    page,
    'the contact form island to hydrate',
    () => document.querySelector('astro-island:not([ssr]) [data-contact-form]') !== null,
  );
  const id = randomUUID().slice(0, 8);
  // Every text field carries ç ğ ı İ ö ş ü, both cases; the phone's pattern allows digits and
  // + ( ) . - only, and an e-mail's local part is ASCII, so those two stay ASCII.
  const fields = {
    name: 'Çağrı İlkgül Işıközü',
    phone: '+90 312 000 00 00',
    email: 'cagri@example.com.tr',
    subject: `Şantiye ölçümü ${id}`,
    message: `Güneş paneli için İzmir'deki ığdır şubemize keşif: ÇĞIİÖŞÜ çğıiöşü ${id}`,
  };
  for (const [name, value] of Object.entries(fields)) {
    await page.locator(`[data-contact-form] [name="${name}"]`).fill(value);
    expect(await page.$eval(`[data-contact-form] [name="${name}"]`, (el) => (el as HTMLInputElement).value), name).toBe(value);
  }
  // The form refuses a submission sent sooner than a person could fill it (Date.now()):
  // run the page's clock ahead instead of waiting it out.
  await advanceClock(page, 5000);
  await page.click('[data-contact-form] button[type="submit"]');
  // What the visitor sees once the answer is in: the 'sent' page with the request's reference,
  // or a refusal (an alert other than 'sending' and 'sent') to name in the failure.
  const answer = await page.waitForSelector(
    '[data-contact-sent], [data-contact-alert]:not([data-contact-alert="sending"]):not([data-contact-alert="sent"])',
    { visible: true },
  );
  expect(await answer!.evaluate((el) => el.getAttribute('data-contact-alert') ?? 'sent page')).toBe('sent page');
  expect(await answer!.evaluate((el) => el.textContent)).toContain(content.sentAlertHeader);
  expect(new URL(page.url()).searchParams.get('ref')).toMatch(/^[0-9A-F]{8}$/);

  // 'Sent' is shown only once the server stored it.
  const stored = (await store.list()).filter((entry) => entry.request.message === fields.message);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.request).toMatchObject({ ...fields, lang: 'tr', solved: false, solvedDate: null });
});
