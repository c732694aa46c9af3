/**
 * A quote request with a drawing, sent from a phone in WebKit through the form's island, as a
 * visitor in Germany sends it: acknowledged, then found in the site's store with the file as sent.
 * Without JavaScript the native post takes it (tests/browser/quote-files.desktop.spec.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buffer } from 'node:stream/consumers';
import { By } from 'selenium-webdriver';
import { getContent } from '../../src/content/loader';
import { pathFor } from '../../src/i18n/routes';
import { folderAttachmentStore } from '../../src/server/store/sqlite/attachments';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { samplePdf } from '../fixtures/drawings';
import { expect, test, viewports } from './fixtures';
import { waitUntil } from './webkit';

test.use({ size: viewports.phone });

test('a quote request with a PDF goes through the island, is acknowledged, and is stored with its file', async ({ driver, open, site }) => {
  const lang = 'de';
  const content = getContent(lang).contact;
  const drawing = { ...samplePdf(), name: 'schaltplan-hauptverteilung.pdf' };
  const folder = mkdtempSync(join(tmpdir(), 'webkit-upload-'));
  const file = join(folder, drawing.name);
  writeFileSync(file, drawing.bytes);
  const typed = {
    name: 'Jürgen Weiß',
    phone: '+49 89 1234 567',
    email: 'juergen.weiss@example.de',
    location: 'München-Schwabing',
    message: `Angebot für die Hauptverteilung, Plan anbei (${Math.random()})`,
  };
  try {
    await open(pathFor('contactQuote', lang));
    // The quote page opens at its top; the visitor scrolls to the form, which hydrates once seen.
    await driver.executeScript('document.querySelector("[data-contact-form]").scrollIntoView()');
    // Typed into the island, not the server's markup: a press before it hydrates is the native post.
    await waitUntil(
      driver,
      'the contact form island to hydrate',
      () => document.querySelector('astro-island:not([ssr]) [data-contact-form]') !== null,
    );
    const form = await driver.findElement(By.css('[data-contact-form]'));
    for (const [name, value] of Object.entries(typed)) await form.findElement(By.css(`[name="${name}"]`)).sendKeys(value);
    await form.findElement(By.css('input[type="file"][name="attachments"]')).sendKeys(file);
    await waitUntil(
      driver,
      'the chosen file to be listed',
      (name) => document.querySelector('[data-chosen-files]')?.textContent?.includes(name) ?? false,
      drawing.name,
    );
    for (const [name, value] of Object.entries(typed))
      expect(await form.findElement(By.css(`[name="${name}"]`)).getAttribute('value'), name).toBe(value);

    await form.findElement(By.css('button[type="submit"]')).click();
    // The island waits out the form's minimum fill time (3 s) before it sends, showing 'sending'.
    // Stored, it leads to the 'sent' page with the request's reference; a refusal stays on the form.
    // Asked from outside the page: a script waiting inside it would be cut off by the navigation.
    await driver.wait(
      async () =>
        (await driver.getCurrentUrl()).includes('?ref=') ||
        (await driver.findElements(By.css('[data-contact-alert="notSent"], [data-contact-alert="tooMany"]'))).length > 0,
      20_000,
      'WebKit: waited 20 s for the answer to the request',
    );
    const answer = await driver.findElement(By.css('[data-contact-sent], [data-contact-alert]'));
    expect((await answer.getAttribute('data-contact-alert')) ?? 'sent page').toBe('sent page');
    expect(await answer.getText()).toContain(content.sentAlertHeader);
    expect(new URL(await driver.getCurrentUrl()).searchParams.get('ref')).toMatch(/^[0-9A-F]{8}$/);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }

  // 'Sent' is shown only once the server stored the request and its file.
  const stored = (await sqliteContactStore(databaseHandle(site.contactDataDir)).list()).filter(
    (entry) => entry.request.message === typed.message,
  );
  expect(stored).toHaveLength(1);
  const [{ id, request }] = stored as [(typeof stored)[number]];
  expect(request).toMatchObject({ ...typed, lang, sentFrom: 'contactQuote', subject: content.quoteSubject });
  expect(request.attachments?.map(({ name, size }) => ({ name, size }))).toEqual([{ name: drawing.name, size: drawing.bytes.byteLength }]);
  const kept = await folderAttachmentStore(site.contactDataDir).read(id, request.attachments![0]!.id);
  expect(kept && (await buffer(kept.stream)).equals(drawing.bytes), 'the stored file is the one sent').toBe(true);
});
