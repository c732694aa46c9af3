/**
 * Preview and publish runs on one machine, against the built server as `npm start` runs it (the
 * embedded store, a copy of the project as the source tree): a preview run exports into a copy
 * of its own, builds and verifies it into a build folder while what is served stays as it was;
 * one run at a time (409 naming it); publishing swaps the served build (the page, its
 * X-Site-Build header, the source's snapshot for the next `npm start`), a live run does it by
 * itself, a roll back brings the older build back; invalid content fails at the export naming
 * the field; a server killed with -9 in the middle of a build takes the build with it, and
 * after a restart the run is failed and its folders gone.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { copyProject } from '../../src/server/publish/project-copy';
import { freePort } from '../../scripts/lib/free-port';
import { adminApi, adminApiPath, languageOfPath, pathFor } from '../../src/i18n/routes';
import type { ContentVersion } from '../../src/admin-api/contract';
import type { PublishRun } from '../../src/server/store/publish-runs';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { embeddedStoreEnv } from '../browser/contact-data';
import { addAccount } from '../browser/studio-project';
import { distDir } from '../dist-dir';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const HEADLINE = 'Önizlemede görünen yeni başlık';

/** The processes working in `folder` (Linux's /proc): what a run left running there. */
function processesIn(folder: string): string[] {
  const found: string[] = [];
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readlinkSync(`/proc/${pid}/cwd`).startsWith(folder))
        found.push(`${pid}: ${readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ')}`);
    } catch {
      // Gone meanwhile, or not ours to look at.
    }
  }
  return found;
}

test('a preview run builds beside the served site, one at a time, and a killed server leaves nothing behind', async ({ playwright }) => {
  // Two real builds and a third cut short: minutes on a loaded machine.
  test.setTimeout(420_000);
  const root = mkdtempSync(join(tmpdir(), 'publish-'));
  const dataDir = join(root, 'data');
  const publishDir = join(root, 'publish');
  // Going live writes the source's snapshot: a copy of the project, never this working tree.
  const source = join(root, 'source');
  copyProject(resolve('.'), source);
  const env = { ...process.env, ...embeddedStoreEnv(dataDir), PUBLISH_DIR: publishDir, PUBLISH_SOURCE_DIR: source };
  await addAccount(env, EDITOR, '--can', 'content');
  const servedHome = readFileSync(join(distDir, 'client', 'index.html'), 'utf8');

  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server = await startBuiltSite(port, env);
  const contexts: APIRequestContext[] = [];
  const session = async () => {
    const context = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    contexts.push(context);
    expect((await context.post(adminApi.session, { data: EDITOR })).status()).toBe(204);
    return context;
  };
  try {
    let editor = await session();
    const site = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
    const current = (await (await editor.get(site)).json()) as ContentVersion;
    const data = { ...current.data, hero: { ...(current.data!['hero'] as object), headline: HEADLINE } };
    expect((await editor.put(site, { data: { data, baseRevision: current.revision } })).status()).toBe(200);

    expect((await editor.post(adminApi.publish, { data: { target: 'draft' } })).status()).toBe(400);
    expect((await editor.post(adminApi.publish, { data: { target: 'preview', id: 'x' } })).status()).toBe(400);
    const started = await editor.post(adminApi.publish, { data: { target: 'preview' } });
    expect(started.status()).toBe(202);
    const { id } = (await started.json()) as { id: string };
    const second = await editor.post(adminApi.publish, { data: { target: 'preview' } });
    expect(second.status()).toBe(409);
    expect(await second.json()).toMatchObject({ id });

    const runPath = adminApiPath(adminApi.publishRun, { id });
    const run = async () => (await (await editor.get(runPath)).json()) as PublishRun;
    await expect.poll(async () => (await run()).state, { timeout: 240_000, intervals: [1000] }).toBe('ready');
    const ready = await run();
    expect(ready).toMatchObject({ target: 'preview', startedBy: EDITOR.email, error: null, finishedAt: expect.any(String) });
    expect(ready.progress!.done).toBe(ready.progress!.total);
    expect(ready.changes!.documents).toContainEqual({ key: 'site', lang: 'tr', kind: 'changed', items: [] });
    expect(ready.changes!.pages.changed).toContain(pathFor('home', 'tr'));
    expect(ready.changes!.pages.changed).not.toContain(pathFor('privacy', 'tr'));
    // Built in a copy elsewhere, the pages the edit did not touch are the served ones, byte for byte
    // (an image's file name once depended on the folder).
    const { changed, frameOnly, added, removed } = ready.changes!.pages;
    const otherLanguages = (path: string) => ![undefined, 'tr'].includes(languageOfPath(path));
    expect([...changed, ...frameOnly, ...added, ...removed].filter(otherLanguages)).toEqual([]);

    // The build is its own folder, whole; what is served is untouched.
    const build = join(publishDir, 'builds', id);
    expect(readFileSync(join(build, 'client', 'index.html'), 'utf8')).toContain(HEADLINE);
    for (const file of ['server/entry.mjs', 'security-headers.json', 'build-facts.json', 'client/404.html'])
      expect(existsSync(join(build, file)), file).toBe(true);
    expect(readFileSync(join(distDir, 'client', 'index.html'), 'utf8')).toBe(servedHome);
    expect(readdirSync(join(publishDir, 'runs'))).toEqual([]);
    const listed = (await (await editor.get(adminApi.publish)).json()) as { runs: PublishRun[] };
    expect(listed.runs[0]).toMatchObject({ id, state: 'ready' });

    // Publish: every visitor gets the new build, from the next request on; the old page's assets still load.
    const visitor = await playwright.request.newContext({ baseURL: origin });
    contexts.push(visitor);
    const before = await visitor.get('/');
    expect(before.headers()['x-site-build']).toBe('startup');
    expect(await before.text()).not.toContain(HEADLINE);
    const oldStylesheet = /href="(\/_astro\/[^"]+\.css)"/.exec(servedHome)![1]!;

    // Preview: this session sees the build at the site's own paths, uncached, with the bar; every other visitor the live one.
    expect((await editor.post(adminApi.preview, { data: { id } })).status()).toBe(200);
    const previewed = await editor.get('/');
    expect(previewed.headers()).toMatchObject({ 'x-site-build': id, 'cache-control': 'private, no-store', vary: 'Cookie' });
    const previewPage = await previewed.text();
    expect(previewPage).toContain(HEADLINE);
    expect(previewPage).toMatch(/<div data-preview-bar role="region"[^>]*>.*\/admin\/publish.*<\/div><\/body>/s);
    const otherVisitor = await visitor.get('/');
    expect(otherVisitor.headers()['x-site-build']).toBe('startup');
    expect(await otherVisitor.text()).not.toContain(HEADLINE);
    expect((await editor.post(adminApi.preview, { data: { id: 'no-such-run' } })).status()).toBe(404);
    expect((await editor.delete(adminApi.preview)).status()).toBe(204);
    expect((await editor.get('/')).headers()['x-site-build']).toBe('startup');

    expect((await editor.post(adminApi.publish, { data: { target: 'live', id } })).status()).toBe(202);
    const published = await visitor.get('/');
    expect(published.headers()['x-site-build']).toBe(id);
    expect(await published.text()).toContain(HEADLINE);
    expect((await visitor.get(oldStylesheet)).status()).toBe(200);
    expect(await run()).toMatchObject({ state: 'live' });
    // The dashboard says when the live build's content was exported.
    const builtAt = (JSON.parse(readFileSync(join(publishDir, 'builds', id, 'build-facts.json'), 'utf8')) as { contentExportedAt: string })
      .contentExportedAt;
    expect(builtAt).not.toBe(JSON.parse(readFileSync(join(distDir, 'build-facts.json'), 'utf8')).contentExportedAt);
    expect(await (await editor.get(adminApi.summary)).json()).toMatchObject({ snapshotExportedAt: builtAt });
    // What the next `npm start` builds from.
    expect(readFileSync(join(source, 'content-snapshot', 'tr', 'site.json'), 'utf8')).toContain(HEADLINE);
    expect(readFileSync(join(distDir, 'client', 'index.html'), 'utf8')).toBe(servedHome);

    // A run for live goes live by itself; a roll back brings the first build back.
    const newer = (await (await editor.get(site)).json()) as ContentVersion;
    const headline2 = 'Yayında olan ikinci başlık';
    const data2 = { ...newer.data, hero: { ...(newer.data!['hero'] as object), headline: headline2 } };
    expect((await editor.put(site, { data: { data: data2, baseRevision: newer.revision } })).status()).toBe(200);
    const liveRun = (await (await editor.post(adminApi.publish, { data: { target: 'live' } })).json()) as { id: string };
    const liveRunPath = adminApiPath(adminApi.publishRun, { id: liveRun.id });
    await expect
      .poll(async () => ((await (await editor.get(liveRunPath)).json()) as PublishRun).state, { timeout: 240_000, intervals: [1000] })
      .toBe('live');
    expect(await (await visitor.get('/')).text()).toContain(headline2);
    expect(await run()).toMatchObject({ state: 'ready' });
    expect((await editor.post(adminApi.publish, { data: { target: 'live', id } })).status()).toBe(202);
    const rolledBack = await visitor.get('/');
    expect(rolledBack.headers()['x-site-build']).toBe(id);
    expect(await rolledBack.text()).toContain(HEADLINE);
    expect(((await (await editor.get(liveRunPath)).json()) as PublishRun).state).toBe('ready');
    expect(readFileSync(join(source, 'content-snapshot', 'tr', 'site.json'), 'utf8')).not.toContain(headline2);
    expect((await editor.post(adminApi.publish, { data: { target: 'live', id: 'no-such-run' } })).status()).toBe(404);

    // Invalid content (written around the API, as a hand edit would) fails at the export, naming the field.
    const database = databaseHandle(dataDir, () => {});
    const row = database.get().prepare(`SELECT data FROM content_units WHERE lang = 'tr' AND doc = 'site' AND item = ''`).get() as {
      data: string;
    };
    database
      .get()
      .prepare(`UPDATE content_units SET data = ? WHERE lang = 'tr' AND doc = 'site' AND item = ''`)
      .run(JSON.stringify({ ...JSON.parse(row.data), companyName: '' }));
    const invalid = (await (await editor.post(adminApi.publish, { data: { target: 'preview' } })).json()) as { id: string };
    const invalidPath = adminApiPath(adminApi.publishRun, { id: invalid.id });
    await expect.poll(async () => ((await (await editor.get(invalidPath)).json()) as PublishRun).state, { timeout: 60_000 }).toBe('failed');
    const failed = (await (await editor.get(invalidPath)).json()) as PublishRun;
    expect(failed.stage).toBe('export');
    expect(failed.error).toContain('companyName');
    expect(existsSync(join(publishDir, 'builds', invalid.id))).toBe(false);
    expect((await editor.post(adminApi.publish, { data: { target: 'live', id: invalid.id } })).status()).toBe(409);
    database.get().prepare(`UPDATE content_units SET data = ? WHERE lang = 'tr' AND doc = 'site' AND item = ''`).run(row.data);
    database.close();

    // kill -9 in the middle of a build: the build's processes end with the server.
    const killed = (await (await editor.post(adminApi.publish, { data: { target: 'preview' } })).json()) as { id: string };
    const killedPath = adminApiPath(adminApi.publishRun, { id: killed.id });
    await expect
      .poll(async () => ((await (await editor.get(killedPath)).json()) as PublishRun).stage, { timeout: 120_000, intervals: [250] })
      .toBe('build');
    // The build works in the run's folder until the server goes.
    await expect.poll(() => processesIn(join(publishDir, 'runs', killed.id)).length, { timeout: 30_000 }).toBeGreaterThan(0);
    server.kill('SIGKILL');
    await new Promise((done) => server.once('exit', done));
    const killedRun = join(publishDir, 'runs', killed.id);
    await expect.poll(() => processesIn(killedRun), { timeout: 30_000 }).toEqual([]);

    server = await startBuiltSite(port, env);
    editor = await session();
    const after = (await (await editor.get(killedPath)).json()) as PublishRun;
    expect(after).toMatchObject({ state: 'failed', stage: 'build', error: expect.stringContaining('the server stopped') });
    expect(existsSync(join(publishDir, 'runs', killed.id))).toBe(false);
    expect(existsSync(join(publishDir, 'builds', killed.id))).toBe(false);
    expect(readFileSync(join(distDir, 'client', 'index.html'), 'utf8')).toBe(servedHome);
    expect(readFileSync(join(source, 'content-snapshot', 'tr', 'site.json'), 'utf8')).toContain(HEADLINE);
    // The slot is free again.
    expect((await editor.post(adminApi.publish, { data: { target: 'preview' } })).status()).toBe(202);
  } finally {
    for (const context of contexts) await context.dispose();
    server.kill('SIGKILL');
  }
});
