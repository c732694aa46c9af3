/**
 * What a visitor types into the contact form before its island has hydrated (a slow phone: the
 * server-rendered form is there, its script is not) is kept when the island takes over: every
 * value, the focus and the caret, even with a draft of an earlier visit in this tab (what the
 * visitor typed in this page view wins). At 1280 px only: the values, the focus and the caret are
 * the inputs' own, which no layout of the form changes.
 */
import { expectSentPage } from './contact-form-page';
import { expect, test, type Page } from '@playwright/test';
import { CONTACT_FIELDS, MIN_FILL_MS, type ContactValues } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { contactEndpoint, languages, pathFor } from '../../src/i18n/routes';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { e2eContactDataDir } from './contact-data';
import { hydrated } from './hydration';

const store = sqliteContactStore(databaseHandle(e2eContactDataDir));

/** The island's own module: while the test holds it back, the form is the server's HTML alone. */
async function holdIslandScript(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let asked!: () => void;
  const askedFor = new Promise<void>((resolve) => (asked = resolve));
  await page.route('**/_astro/ContactForm.*.js', async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { askedFor, release };
}

for (const lang of languages) {
  const content = getContent(lang).contact;

  test(`what is typed before the form has loaded is kept, with the focus and the caret, and sent (${lang})`, async ({ page }) => {
    const tag = `${lang} ${Date.now()} ${Math.random()}`;
    // Typed before the island hydrates, then after it; the message's first part is typed after,
    // at the caret the visitor put back at its start before hydration (the text's start, not the line's).
    const before: ContactValues = { name: 'Deniz', phone: '+90 532', email: 'deniz@exa', subject: 'Teklif', message: `world ${tag}` };
    const after: ContactValues = { name: ' Kaya', phone: ' 000 00 00', email: 'mple.com', subject: ' / Quote', message: 'Hello ' };
    const expected: ContactValues = {
      name: 'Deniz Kaya',
      phone: '+90 532 000 00 00',
      email: 'deniz@example.com',
      subject: 'Teklif / Quote',
      message: `Hello world ${tag}`,
    };
    // A draft from an earlier page view in this tab, begun long enough ago for an immediate send.
    const draft = { name: 'Old name', phone: '+90 000 000', email: 'old@example.com', subject: 'Old subject', message: 'Old message' };
    await page.addInitScript(
      ([values, ago]) => sessionStorage.setItem('contact-form-draft', JSON.stringify({ values, begunAt: Date.now() - ago })),
      [draft, MIN_FILL_MS] as const,
    );
    const script = await holdIslandScript(page);
    await page.goto(pathFor('contact', lang));
    const field = (name: keyof ContactValues) => page.getByLabel(content[`${name}Label`], { exact: true });
    const island = page.locator('astro-island:has([data-contact-form])');

    for (const name of CONTACT_FIELDS) await field(name).pressSequentially(before[name]);
    await field('message').press('Control+Home');
    await script.askedFor;
    await expect(island, 'the island is still the server-rendered HTML').toHaveAttribute('ssr', '');

    script.release();
    await hydrated(field('message'));
    for (const name of CONTACT_FIELDS) await expect(field(name), `${name} as typed before hydration`).toHaveValue(before[name]);
    await expect(field('message')).toBeFocused();
    // The first keys after hydration go on where the caret was.
    await page.keyboard.type(after.message);
    for (const name of CONTACT_FIELDS.filter((name) => name !== 'message')) {
      await field(name).press('End');
      await field(name).pressSequentially(after[name]);
      await expect(field(name)).toBeFocused();
    }
    for (const name of CONTACT_FIELDS) await expect(field(name), `${name} holds all that was typed`).toHaveValue(expected[name]);

    const sent = page.waitForRequest((request) => request.url().endsWith(contactEndpoint));
    await page.getByRole('button', { name: content.sendButtonText }).click();
    expect((await sent).postDataJSON()).toMatchObject(expected);
    await expectSentPage(page, lang);
    const stored = (await store.list()).filter((entry) => entry.request.message === expected.message);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.request).toMatchObject({ ...expected, lang });
  });
}
