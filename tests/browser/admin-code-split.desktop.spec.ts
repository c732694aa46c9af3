/**
 * The admin fetches a screen's code when the screen is first shown (src/islands/admin/on-demand.tsx):
 * the sign-in screen and the inbox fetch neither the content studio nor the rich-text editor;
 * the studio's editor fetches the rich-text editor only for a unit with a rich-text field. Code is
 * known by what it holds, not by its file's hashed name: the studio's by the attributes its
 * screens write, the rich-text editor's by a class name ProseMirror gives the selected node.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { adminPath } from '../../src/i18n/routes';
import { adminStrings } from '../../src/islands/admin/strings';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { expect, staff, test } from './admin-server';
import { signedIn, submitSignIn } from './admin-ui';
import { trackRequests } from './page-load';

const markers = {
  studio: ['data-content-document', 'data-studio-status'],
  richText: ['ProseMirror-selectednode'],
} as const;
type Code = keyof typeof markers;

/** What the JavaScript the page fetched so far holds, once every request it made was answered. */
function fetchedCode(page: Page): () => Promise<Set<Code>> {
  const fetched = fetchedJavaScript(page);
  return async () => {
    const code = await fetched();
    return new Set(
      (Object.keys(markers) as Code[]).filter((kind) => code.some((body) => markers[kind].some((marker) => body.includes(marker)))),
    );
  };
}

/** The bodies of the JavaScript files the page fetched so far, once every request it made was answered. */
function fetchedJavaScript(page: Page): () => Promise<string[]> {
  const requests = trackRequests(page);
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.text());
  });
  return async () => {
    await expect.poll(() => requests.inFlight().map((request) => request.url()), { message: 'every request was answered' }).toEqual([]);
    const code = await Promise.all(bodies);
    expect(code.length, 'the admin fetched its JavaScript').toBeGreaterThan(0);
    return code;
  };
}

/**
 * What the studio's editor may cost on a cold start, React and the rich-text editor included (kB =
 * 1000 bytes, gzip): 197.7 kB with the live preview's toggle (its pane comes when opened); what the
 * editor gains, the pane included, must fit within this ceiling.
 */
const EDITOR_SCREEN_GZIP_BYTES = 200_000;

test.describe('an inbox-only account', () => {
  test.use({ adminSeed: { account: true, requests: 3, permissions: ['inbox'] }, locale: 'tr-TR' });

  test('the sign-in screen, the dashboard and the inbox fetch neither the studio nor the rich-text editor', async ({ page }) => {
    const fetched = fetchedCode(page);
    await page.goto(adminPath('dashboard'));
    await expect(page.getByRole('button', { name: adminStrings.tr.signIn.submit })).toBeVisible();
    expect([...(await fetched())], 'the sign-in screen').toEqual([]);

    await submitSignIn(page, 'tr', staff.email, staff.password);
    await expect(page.getByRole('heading', { level: 1, name: 'dashboard works!' })).toBeVisible();
    await page.getByRole('link', { name: adminStrings.tr.nav.contact }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'contact works!' })).toBeFocused();
    await expect(page.locator('[data-inbox] > li')).toHaveCount(3);
    expect([...(await fetched())], 'the dashboard and the inbox').toEqual([]);
  });

  test('the inbox opened directly, signed in, fetches neither', async ({ page, browser, adminServer }) => {
    await signedIn(page, staff, 'dashboard');
    // A browser with the session and an empty cache, as after a restart.
    const context = await browser.newContext({
      baseURL: adminServer.url,
      locale: 'tr-TR',
      storageState: await page.context().storageState(),
    });
    const inbox = await context.newPage();
    const fetched = fetchedCode(inbox);
    await inbox.goto(adminPath('contact'));
    await expect(inbox.locator('[data-inbox] > li')).toHaveCount(3);
    expect([...(await fetched())]).toEqual([]);
    await context.close();
  });
});

test.describe('an editor', () => {
  test.use({ adminSeed: { account: true, requests: 0, permissions: ['content'] }, locale: 'tr-TR' });
  const tr = studioStrings.tr;

  test('the list fetches the studio but not the rich-text editor; a unit without a rich-text field neither', async ({ page }) => {
    const fetched = fetchedCode(page);
    await page.goto(adminPath('content'));
    await submitSignIn(page, 'tr', staff.email, staff.password);
    await expect(page.locator('[data-content-document]')).toHaveCount(Object.keys(tr.documents).length);
    expect([...(await fetched())]).toEqual(['studio']);

    await page.getByRole('link', { name: `${tr.list.edit}: ${tr.documents.site}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: tr.documents.site })).toBeFocused();
    await expect(page.locator('#field-tr-companyName')).toBeVisible();
    expect([...(await fetched())]).toEqual(['studio']);
  });

  test("a unit with a rich-text field fetches the rich-text editor, whose toolbar takes its placeholder's place", async ({ page }) => {
    const fetched = fetchedCode(page);
    await page.goto(editorHref({ key: 'aboutTagline', item: null }));
    await submitSignIn(page, 'tr', staff.email, staff.password);
    await expect(page.locator('#field-tr-aboutContent')).toBeVisible();
    await expect(page.locator('[data-rich-text-placeholder]')).toHaveCount(0);
    expect([...(await fetched())].sort()).toEqual(['richText', 'studio']);
  });

  test('the editor of a unit with a rich-text field, cold, costs at most 200 kB of JavaScript gzip', async ({ page }) => {
    const fetched = fetchedJavaScript(page);
    await page.goto(editorHref({ key: 'aboutTagline', item: null }));
    await submitSignIn(page, 'tr', staff.email, staff.password);
    await expect(page.locator('[data-field="aboutContent"] [contenteditable="true"]').first()).toBeVisible();
    // Each body compressed here (level 9), so the figure does not depend on how the server sends it;
    // npm run bench:admin-js prints the same figure for every admin screen.
    const gzipBytes = (await fetched()).reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
    expect(gzipBytes).toBeLessThanOrEqual(EDITOR_SCREEN_GZIP_BYTES);
  });
});
