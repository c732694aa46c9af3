/**
 * Preview, publish and roll back on one machine, in a browser against the built server as `npm start`
 * runs it: an editor changes the hero headline in the studio, builds a preview and sees the new
 * headline at `/` with the preview bar while a private window still gets the old one; publishes,
 * and every visitor gets the new one; rolls back, and the old one is back. The publish screen is
 * axe clean. What changed names the documents as the studio does and folds the pages whose
 * footer alone changed away; the screen's message follows the run to ready; "End the preview"
 * is there only while a preview is open, the admin never shows the preview bar, the site not
 * once it ended; after a roll back the build served is the one marked live.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test } from '@playwright/test';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { copyProject } from '../../src/server/publish/project-copy';
import { freePort } from '../../scripts/lib/free-port';
import { getContent } from '../../src/content/loader';
import { adminApi, adminApiPath, adminPath, pathFor } from '../../src/i18n/routes';
import { STARTUP_BUILD, type ContentVersion } from '../../src/admin-api/contract';
import { editorHref } from '../../src/islands/admin/studio/unit/editor-address';
import { publishStrings } from '../../src/islands/admin/publish/strings';
import { adminStrings } from '../../src/islands/admin/strings';
import { studioStrings } from '../../src/islands/admin/studio/base/strings';
import { fill } from '../../src/islands/admin/strings';
import { submitSignIn } from './admin-ui';
import { expectNoAxeViolations } from './axe';
import { embeddedStoreEnv } from './contact-data';
import { addAccount } from './studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const HEADLINE = 'Yayına hazır yeni ana sayfa başlığı';
const FOOTER_HEADING = 'Kısa yollar';
const tr = publishStrings.tr;

test('preview shows the next build to the editor alone; publish shows it to everyone; roll back brings the old one', async ({
  browser,
}) => {
  // A real build, in a browser: a minute or more on a loaded machine.
  test.setTimeout(300_000);
  const root = mkdtempSync(join(tmpdir(), 'publish-flow-'));
  const source = join(root, 'source');
  copyProject(resolve('.'), source);
  const env = { ...process.env, ...embeddedStoreEnv(join(root, 'data')), PUBLISH_DIR: join(root, 'publish'), PUBLISH_SOURCE_DIR: source };
  await addAccount(env, EDITOR, '--can', 'content');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const server = await startBuiltSite(port, env);
  const editorContext = await browser.newContext({ baseURL: origin, locale: 'tr-TR' });
  const privateWindow = await browser.newContext({ baseURL: origin, locale: 'tr-TR' });
  const oldHeadline = getContent('tr').site.hero.headline;
  try {
    const page = await editorContext.newPage();
    const visitor = await privateWindow.newPage();
    const headlineOf = async (which: typeof page) => (await which.locator('h1').first().textContent())?.trim();

    await page.goto(editorHref({ key: 'site', item: null }));
    await submitSignIn(page, 'tr', EDITOR.email, EDITOR.password);
    await page.locator('#field-tr-hero-headline').fill(HEADLINE);
    await page.getByRole('button', { name: studioStrings.tr.editor.save, exact: true }).click();
    await expect(page.locator('[data-studio-status]')).toHaveText(studioStrings.tr.editor.saved);

    // A colleague renames a footer heading meanwhile: every Turkish page's footer changes.
    const footer = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'footer' });
    const stored = (await (await page.request.get(footer)).json()) as ContentVersion;
    const renamed = await page.request.put(footer, {
      headers: { origin },
      data: { data: { ...stored.data, shortcutsHeader: FOOTER_HEADING }, baseRevision: stored.revision },
    });
    expect(renamed.status()).toBe(200);

    await page.getByRole('navigation').getByRole('link', { name: adminStrings.tr.nav.publish }).click();
    await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.publishHeading })).toBeVisible();
    // No preview is open: nothing to end.
    await expect(page.getByRole('button', { name: tr.endPreview })).toHaveCount(0);
    await page.getByRole('button', { name: tr.buildPreview }).click();
    const run = page.locator('[data-run]').first();
    // A person waits for the build: the screen follows it to "ready", and so does its message.
    await expect(run).toHaveAttribute('data-run-state', 'ready', { timeout: 180_000 });
    await expect(page.locator('[data-publish-message]')).toHaveText(tr.followed.ready);
    await run.locator('summary', { hasText: tr.changes }).click();
    const documents = run.locator('[data-changed-documents]');
    await expect(documents).toContainText(`${studioStrings.tr.documents.site} (TR)`);
    await expect(documents).toContainText(`${studioStrings.tr.documents.footer} (TR)`);
    await expect(run).not.toContainText('.json');
    // The home page's main content changed; the other pages' footer alone, folded away; no admin screen.
    const pages = run.locator('[data-changed-pages]');
    await expect(pages.locator(':scope > ul > li')).toHaveText([`${pathFor('home', 'tr')} (${tr.changed})`]);
    const frameOnly = pages.locator('[data-frame-only]');
    await expect(frameOnly).not.toHaveAttribute('open');
    await expect(frameOnly.locator('summary')).toContainText(tr.frameOnly.split(':')[0]!);
    await frameOnly.locator('summary').click();
    await expect(frameOnly.getByRole('button', { name: fill(tr.openInPreview, { page: pathFor('about', 'tr') }) })).toBeVisible();
    await expect(run).not.toContainText(adminPath('dashboard'));
    await expectNoAxeViolations(page);

    await run.getByRole('button', { name: tr.preview, exact: true }).click();
    await expect(page).toHaveURL(`${origin}/`);
    expect(await headlineOf(page)).toBe(HEADLINE);
    await expect(page.locator('[data-preview-bar]')).toBeVisible();
    await visitor.goto('/');
    expect(await headlineOf(visitor)).toBe(oldHeadline);
    await expect(visitor.locator('[data-preview-bar]')).toHaveCount(0);

    // Back in the admin: no preview bar there, and the preview can be ended.
    await page.locator('[data-preview-bar] a').click();
    await expect(page).toHaveURL(`${origin}${adminPath('publish')}`);
    await expect(page.getByRole('heading', { level: 1, name: adminStrings.tr.publishHeading })).toBeVisible();
    await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
    await page.getByRole('button', { name: tr.endPreview }).click();
    await expect(page.locator('[data-publish-message]')).toHaveText(tr.previewEnded);
    await expect(page.getByRole('button', { name: tr.endPreview })).toHaveCount(0);
    await page.goto('/');
    expect(await headlineOf(page)).toBe(oldHeadline);
    await expect(page.locator('[data-preview-bar]')).toHaveCount(0);

    await page.goto(adminPath('publish'));
    page.once('dialog', (dialog) => void dialog.accept());
    await page.locator('[data-run]').first().getByRole('button', { name: tr.publish, exact: true }).click();
    await expect(page.locator('[data-publish-message]')).toHaveText(tr.published);
    await expect(page.locator('[data-run]').first()).toHaveAttribute('data-run-state', 'live');
    await visitor.reload();
    expect(await headlineOf(visitor)).toBe(HEADLINE);
    await page.goto('/');
    expect(await headlineOf(page)).toBe(HEADLINE);
    await expect(page.locator('[data-preview-bar]')).toHaveCount(0);
    // The next `npm start` builds what was published.
    expect(readFileSync(join(source, 'content-snapshot', 'tr', 'site.json'), 'utf8')).toContain(HEADLINE);

    await page.goto(adminPath('publish'));
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.accept();
    });
    await page.getByRole('button', { name: tr.rollBackStartup }).click();
    // A roll back says it is one, and which build is live now.
    await expect(page.locator('[data-publish-message]')).toHaveText(fill(tr.rolledBack, { build: tr.startupBuildName }));
    expect(asked).toEqual([fill(tr.rollBackConfirm, { build: tr.startupBuildName })]);
    // Exactly the build served is live: the one the server started with, no run.
    await expect(page.locator('[data-run-state="live"]')).toHaveCount(1);
    await expect(page.locator(`[data-run="${STARTUP_BUILD}"]`)).toHaveAttribute('data-run-state', 'live');
    await expect(page.getByRole('button', { name: tr.rollBackStartup })).toHaveCount(0);
    await visitor.reload();
    expect(await headlineOf(visitor)).toBe(oldHeadline);
    expect(readFileSync(join(source, 'content-snapshot', 'tr', 'site.json'), 'utf8')).not.toContain(HEADLINE);
  } finally {
    await editorContext.close();
    await privateWindow.close();
    server.kill('SIGKILL');
  }
});
