/**
 * A quote with drawings over a slow line, through the island: the sending shows how much has
 * gone (bytes and percent, an accessible progress bar) and a cancel that gives back the form
 * with everything typed and chosen; after a reload the form names the files to choose again.
 * The upload is slowed by Chromium's own network emulation (DevTools protocol), as a phone's
 * upstream is. Nothing here depends on the width.
 */
import type { CDPSession, Page } from '@playwright/test';
import { MIN_FILL_MS } from '../../src/content/contact-fields';
import { getContent } from '../../src/content/loader';
import { pathFor } from '../../src/i18n/routes';
import { t } from '../../src/i18n/ui';
import { samplePdf, type SampleFile } from '../fixtures/drawings';
import { expect, test } from './admin-server';
import { expectSentPage, openContactForm } from './contact-form-page';

test.use({ adminSeed: { account: true, requests: 0 } });

const lang = 'de';
const content = getContent(lang).contact;
const strings = t(lang).contactForm;
const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** A drawing of 1.5 MB: a real PDF, padded as scanned plans are. */
const drawing = (name: string): SampleFile => {
  const pdf = samplePdf();
  return { ...pdf, name, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(1_500_000 - pdf.bytes.byteLength, 0x20)]) };
};
const asUpload = (file: SampleFile) => ({ name: file.name, mimeType: file.mediaType, buffer: file.bytes });

async function slowUpstream(page: Page, bytesPerSecond: number): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
  return cdp;
}

async function fillQuote(page: Page, files: readonly SampleFile[]) {
  await page.clock.install();
  await openContactForm(page, pathFor('contactQuote', lang));
  await field(page, content.nameLabel).fill('Jonas Müller');
  await field(page, content.phoneLabel).fill('089/1234567');
  await field(page, content.messageLabel).fill('Schaltanlage nach Plan, bitte Angebot.');
  await field(page, content.attachmentsLabel!).setInputFiles(files.map(asUpload));
  await page.clock.fastForward(MIN_FILL_MS + 1000);
}

test('drawings on a slow line show their progress, and a cancel keeps everything typed and chosen', async ({ page, adminServer }) => {
  test.slow();
  const files = [drawing('schaltplan.pdf')];
  await fillQuote(page, files);
  const cdp = await slowUpstream(page, 100_000);
  await page.getByRole('button', { name: content.sendButtonText }).click();

  const alert = page.locator('[data-contact-alert="sending"]');
  await expect(alert).toBeFocused();
  const bar = alert.getByRole('progressbar', { name: strings.uploadProgressLabel });
  await expect(bar).toBeVisible();
  // Part of the file has gone, not all of it: the bar and the words say how much.
  await expect.poll(() => bar.evaluate((el: HTMLProgressElement) => el.value), { message: 'some bytes sent' }).toBeGreaterThan(0);
  const { value, max } = await bar.evaluate((el: HTMLProgressElement) => ({ value: el.value, max: el.max }));
  expect(value).toBeLessThan(max);
  expect(max).toBeGreaterThanOrEqual(1_500_000);
  await expect(alert.locator('[data-upload-progress] p')).toContainText(/\d+ %\)$/);
  await expect(alert.locator('[data-upload-progress] p')).toContainText(/von 1[,.]5 MB gesendet/);

  await alert.getByRole('button', { name: strings.cancel }).click();
  const form = page.locator('[data-contact-form]');
  await expect(form).toBeVisible();
  await expect(field(page, content.nameLabel)).toHaveValue('Jonas Müller');
  await expect(field(page, content.messageLabel)).toHaveValue('Schaltanlage nach Plan, bitte Angebot.');
  await expect(page.locator('[data-chosen-files] li')).toHaveText([/^schaltplan\.pdf/]);
  expect(await field(page, content.attachmentsLabel!).evaluate((el: HTMLInputElement) => [...(el.files ?? [])].map((f) => f.name))).toEqual(
    ['schaltplan.pdf'],
  );
  await expect(field(page, content.nameLabel)).toBeFocused();
  expect(await adminServer.requests()).toEqual([]);

  // At full speed, the same request and its file go.
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });
  await page.getByRole('button', { name: content.sendButtonText }).click();
  await expectSentPage(page, lang);
  expect((await adminServer.requests()).map((request) => request.attachments.map((file) => file.name))).toEqual([['schaltplan.pdf']]);
});

test('after a reload the form names the files to choose again, which a browser cannot keep', async ({ page }) => {
  await fillQuote(page, [drawing('schaltplan.pdf'), drawing('ansicht süd.pdf')]);
  await page.reload();
  const input = await openContactForm(page, pathFor('contactQuote', lang));
  await expect(field(page, content.messageLabel)).toHaveValue('Schaltanlage nach Plan, bitte Angebot.');
  const again = input.locator('[data-files-dropped]');
  await expect(again).toHaveText(strings.chooseNamedFilesAgain.replace('{names}', 'schaltplan.pdf und ansicht süd.pdf'));
  await field(page, content.attachmentsLabel!).setInputFiles([asUpload(drawing('schaltplan.pdf'))]);
  await expect(again).toBeHidden();
  await expect(page.locator('[data-chosen-files] li')).toHaveText([/^schaltplan\.pdf/]);
});
