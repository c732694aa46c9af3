/**
 * Preview and publish in production, in a browser against the built server with Firestore (the protocol
 * server) and a fake GitHub: Preview starts the rebuild workflow; the admin follows what the
 * workflow reports (stage, progress, change report, the preview channel's address and its
 * log); Publish asks the workflow to put that very release live; a preview built from other
 * code than the server runs is refused; an inbox-only account sees no runs. The screen says
 * which mode it is in and how long browsers may keep a page, and is axe clean.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { freePort } from '../../scripts/lib/free-port';
import { adminApi, adminPath, pathFor } from '../../src/i18n/routes';
import { publishStrings } from '../../src/islands/admin/publish/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { markLive } from '../../src/server/publish/mark-live';
import { connectFirestore } from '../../src/server/store/firestore/connection';
import { firestorePublishRunStore } from '../../src/server/store/firestore/publish-runs';
import { startEmulator } from '../scripts/emulator';
import { startFakeGitHub } from '../server/publish/fake-github';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { embeddedStoreEnv } from './contact-data';
import { addAccount } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const INBOX = { email: 'inbox@example.com', password: 'gelen kutusunun parolası 2026' };
const LIVE_CODE = 'c'.repeat(40);
const tr = publishStrings.tr;

test('previews on the channel the workflow reports and publishes exactly that release', async ({ browser, playwright }) => {
  test.setTimeout(120_000);
  const [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
  const projectId = `demo-publish-workflow-${process.pid}`;
  const env = {
    ...process.env,
    ...embeddedStoreEnv(join(mkdtempSync(join(tmpdir(), 'publish-workflow-')), 'data')),
    FIRESTORE_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: projectId,
    ADMIN_SESSION_SECRET: 'a session secret for this test, long enough',
    PUBLISH_GITHUB_REPOSITORY: 'acme/site',
    PUBLISH_GITHUB_TOKEN: 'token-of-the-test',
    PUBLISH_GITHUB_API_URL: github.url,
    SITE_CODE_COMMIT: LIVE_CODE,
  };
  await addAccount(env, EDITOR, '--can', 'content');
  await addAccount(env, INBOX);
  const connection = connectFirestore({ projectId, emulatorHost: emulator.host, source: 'test' });
  const runs = firestorePublishRunStore(connection.db);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startBuiltSite(port, env);
  const context = await browser.newContext({ baseURL: origin, locale: 'tr-TR' });
  const inbox = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  try {
    const page = await context.newPage();
    await page.goto(adminPath('publish'));
    await submitSignIn(page, 'tr', EDITOR.email, EDITOR.password);
    await expect(page.locator('[data-publish-mode="workflow"]')).toContainText('acme/site');
    await expect(page.locator('[data-publish-mode="workflow"]')).toContainText('5 dakika');
    await expect(page.getByRole('button', { name: tr.endPreview })).toHaveCount(0);

    await page.getByRole('button', { name: tr.buildPreview }).click();
    const run = page.locator('[data-run]').first();
    await expect(run).toHaveAttribute('data-run-state', 'queued');
    const id = (await run.getAttribute('data-run')) ?? '';
    expect(github.received.map((request) => request.body)).toEqual([
      { event_type: 'content-updated', client_payload: { target: 'preview', id, by: EDITOR.email, build: true, liveCode: LIVE_CODE } },
    ]);

    // The workflow's reports (scripts/publish-report.ts writes these), followed by the screen.
    await runs.update(id, { state: 'running', stage: 'build', progress: { done: 12, total: 40 } });
    await expect(run).toContainText(tr.stages['build']!);
    await expect(run).toContainText('12/40 sayfa');
    const previewUrl = 'https://ornek-site--run-abc-x1y2z3.web.app';
    await runs.update(id, {
      state: 'ready',
      stage: null,
      finishedAt: new Date().toISOString(),
      previewUrl,
      previewExpiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      codeCommit: LIVE_CODE,
      workflowRunUrl: 'https://github.com/acme/site/actions/runs/4242',
      changes: {
        documents: [{ key: 'site', lang: 'tr', kind: 'changed', items: [] }],
        pages: { added: [], changed: ['/', '/en'], removed: [], frameOnly: [pathFor('about', 'tr')] },
      },
    });
    await expect(run).toHaveAttribute('data-run-state', 'ready');
    await expect(run.getByRole('link', { name: tr.preview, exact: true })).toHaveAttribute('href', previewUrl);
    await expect(run.getByRole('link', { name: tr.workflowLog })).toHaveAttribute('href', 'https://github.com/acme/site/actions/runs/4242');
    await run.locator('summary', { hasText: tr.changes }).click();
    await expect(run.getByRole('link', { name: '/en' })).toHaveAttribute('href', `${previewUrl}/en`);
    await expect(run).toContainText(`${studioStrings.tr.documents.site} (TR)`);
    await run.locator('[data-frame-only] summary').click();
    await expect(run.getByRole('link', { name: pathFor('about', 'tr') })).toHaveAttribute('href', `${previewUrl}${pathFor('about', 'tr')}`);
    await expectNoAxeViolations(page);

    page.once('dialog', (dialog) => void dialog.accept());
    await run.getByRole('button', { name: tr.publish, exact: true }).click();
    await expect(page.locator('[data-publish-message]')).toHaveText(tr.publishing);
    expect(github.received.at(-1)?.body).toEqual({
      event_type: 'content-updated',
      client_payload: { target: 'live', id, by: EDITOR.email, build: false, liveCode: LIVE_CODE },
    });
    await expect(run).toContainText(tr.stages['live']!);
    await markLive(runs, id);
    await expect(run).toHaveAttribute('data-run-state', 'live');

    // A preview of other code than the live server's: refused, and GitHub is not asked.
    const live = (await runs.get(id))!;
    const older = {
      ...live,
      id: 'built-from-older-code',
      startedAt: new Date(Date.parse(live.startedAt) - 60_000).toISOString(),
      codeCommit: 'b'.repeat(40),
      state: 'ready' as const,
    };
    await runs.begin({ ...older, state: 'queued' });
    await runs.update(older.id, { ...older });
    const asked = github.received.length;
    await page.reload();
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('[data-run="built-from-older-code"]').getByRole('button', { name: tr.rollBack }).click();
    await expect(page.locator('[data-publish-message]')).toHaveText(fill(tr.failed, { message: tr.refusals.otherCode }));
    expect(github.received.length).toBe(asked);

    expect((await inbox.post(adminApi.session, { data: INBOX })).status()).toBe(204);
    expect((await inbox.get(adminApi.publish)).status()).toBe(403);
  } finally {
    await context.close();
    await inbox.dispose();
    server.kill('SIGKILL');
    await connection.close();
    await github.close();
    emulator.stop();
  }
});
