/**
 * Drawings sent with a quote request, by the island and by the native post (no JavaScript):
 * kept with the request and downloaded by staff with the inbox permission, refused to anyone
 * else; a renamed executable and 26 MB of files refused with everything typed kept; a PDF with
 * active content flagged in the inbox. Nothing here depends on the width.
 */
import { loadContent } from '../../src/content/loader';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { pathFor } from '../../src/i18n/routes';
import { t } from '../../src/i18n/ui';
import { requestStrings } from '../../src/islands/admin/request-strings';
import { fileText } from '../../src/lib/chosen-files';
import { renamedExecutable, sampleDwg, sampleDxf, sampleJpeg, samplePdf, type SampleFile } from '../fixtures/drawings';
import { expect, staff, test } from './admin-server';
import { expectSentPage, openContactForm } from './contact-form-page';
import { cards, signedIn } from './admin-ui';

test.use({ adminSeed: { account: true, requests: 0 } });
// 26 MB go through the browser's file input and the server twice: triple time on a busy machine.
test.slow();

const lang = 'tr';
const content = loadContent(lang).contact;
const strings = t(lang).contactForm;
const typed = { name: 'Deniz Kaya', phone: '+90 532 000 00 00', location: 'Ostim, Ankara' };

const asUpload = (file: SampleFile) => ({ name: file.name, mimeType: file.mediaType, buffer: file.bytes });
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function fillQuote(page: Page, message: string, files: readonly SampleFile[], scripts: boolean) {
  await openContactForm(page, pathFor('contactQuote', lang), { scripts });
  await field(page, content.nameLabel).fill(typed.name);
  await field(page, content.phoneLabel).fill(typed.phone);
  await field(page, content.locationLabel!).fill(typed.location);
  await field(page, content.messageLabel).fill(message);
  await field(page, content.attachmentsLabel!).setInputFiles(files.map(asUpload));
}
const send = (page: Page) => page.getByRole('button', { name: content.sendButtonText }).click();

async function expectTypedKept(page: Page, message: string) {
  await expect(field(page, content.nameLabel)).toHaveValue(typed.name);
  await expect(field(page, content.locationLabel!)).toHaveValue(typed.location);
  await expect(field(page, content.messageLabel)).toHaveValue(message);
}

/** 26 MB of "drawings": two PDFs of 13 MB each. */
const oversized = (): SampleFile[] =>
  ['cephe-1.pdf', 'cephe-2.pdf'].map((name) => {
    const pdf = samplePdf();
    return { ...pdf, name, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(13_000_000 - pdf.bytes.byteLength, 0x20)]) };
  });

test('drawings sent with a quote reach the inbox, where staff download them and a PDF with active content is flagged', async ({
  page,
  adminServer,
  browser,
  javaScriptEnabled,
}) => {
  const files = [samplePdf(), sampleDwg(), sampleDxf(), await sampleJpeg(), { ...samplePdf({ active: true }), name: 'etkin-icerik.pdf' }];
  const message = `Two substations, drawings attached ${Math.random()}`;
  await fillQuote(page, message, files, javaScriptEnabled);
  await expect(page.locator('[data-chosen-files] li')).toHaveCount(files.length);
  await send(page);
  await expectSentPage(page, lang);

  const [stored] = await adminServer.requests();
  expect(stored?.message).toBe(message);
  expect(stored?.attachments.map(({ name, activeContent }) => [name, activeContent])).toEqual(
    files.map((file, i) => [file.name, i === files.length - 1]),
  );

  // The admin speaks the browser's language (English here) until staff pick one.
  await signedIn(page, staff, 'contact', 'en');
  const card = cards(page).filter({ hasText: message });
  const links = card.locator('[data-request-files] a');
  await expect(links).toHaveText(files.map((file) => file.name));
  await expect(card.locator('[data-request-file-warning]')).toHaveText(requestStrings.en.request.activeContent);
  await expect(card.locator('[data-request-file-warning]')).toHaveCount(1);

  // Each drawing downloads as it was sent (the photo is re-encoded, so it is only a JPEG still).
  for (const [i, file] of files.entries()) {
    const [download] = await Promise.all([page.waitForEvent('download'), links.nth(i).click()]);
    expect(download.suggestedFilename()).toBe(file.name);
    const bytes = readFileSync((await download.path())!);
    if (file.mediaType === 'image/jpeg') expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    else expect(bytes.equals(file.bytes)).toBe(true);
  }

  // Nobody signed in gets none of them.
  const href = (await links.first().getAttribute('href'))!;
  const stranger = await browser.newContext({ baseURL: adminServer.url });
  expect((await stranger.request.get(href)).status()).toBe(401);
  await stranger.close();
});

test('a renamed executable is refused by name and 26 MB is refused before sending, with everything typed kept', async ({
  page,
  adminServer,
  javaScriptEnabled,
}) => {
  const message = `Site photos ${Math.random()}`;
  const exe = renamedExecutable();
  await fillQuote(page, message, [samplePdf(), exe], javaScriptEnabled);
  await send(page);
  const problem = page.locator(`[data-field-error="attachments"]`);
  await expect(problem).toHaveText(fileText(strings.fileProblems.kind, lang, exe.name));
  await expectTypedKept(page, message);
  await expect(field(page, content.attachmentsLabel!)).toBeFocused();

  await field(page, content.attachmentsLabel!).setInputFiles(oversized().map(asUpload));
  await expect(problem).toHaveText(fileText(strings.fileProblems.size, lang));
  await send(page);
  await expect(problem).toHaveText(fileText(strings.fileProblems.size, lang));
  await expectTypedKept(page, message);
  expect(await adminServer.requests()).toEqual([]);

  // With the files taken away, the same request goes.
  await page.getByRole('button', { name: strings.removeFiles }).click();
  await send(page);
  await expectSentPage(page, lang);
  expect((await adminServer.requests()).map((request) => request.attachments)).toEqual([[]]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the native post stores the drawings with the request', async ({ page, adminServer, javaScriptEnabled }) => {
    const message = `Panel drawings ${Math.random()}`;
    const files = [sampleDxf(), await sampleJpeg()];
    await fillQuote(page, message, files, javaScriptEnabled);
    await send(page);
    await expect(page.locator('[data-contact-sent]')).toContainText(content.sentAlertHeader);
    const [stored] = await adminServer.requests();
    expect(stored).toMatchObject({ message, sentFrom: 'contactQuote' });
    expect(stored?.attachments.map(({ name }) => name)).toEqual(files.map(({ name }) => name));
  });

  test('a renamed executable and 26 MB of files are refused with everything typed kept, and the visitor told to choose again', async ({
    page,
    adminServer,
    javaScriptEnabled,
  }) => {
    const message = `Invoice attached ${Math.random()}`;
    const exe = renamedExecutable();
    await fillQuote(page, message, [exe], javaScriptEnabled);
    await send(page);
    await expect(page.locator('[data-field-error="attachments"]')).toHaveText(fileText(strings.fileProblems.kind, lang, exe.name));
    await expect(page.locator('[data-files-dropped]')).toHaveText(strings.chooseFilesAgain);
    await expectTypedKept(page, message);

    await field(page, content.attachmentsLabel!).setInputFiles(oversized().map(asUpload));
    await send(page);
    await expect(page.locator('[data-field-error="attachments"]')).toHaveText(fileText(strings.fileProblems.size, lang));
    await expectTypedKept(page, message);
    expect(await adminServer.requests()).toEqual([]);
  });
});
