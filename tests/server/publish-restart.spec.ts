/**
 * A restart of the built server (`npm run serve`, the embedded store) after a publish run went
 * live: however the server stopped (SIGTERM, or kill -9), visitors get that run's build again,
 * the same pages under the same X-Site-Build, and the admin calls exactly that build live.
 */
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { startBuiltSite } from '../../scripts/lib/built-site';
import { freePort } from '../../scripts/lib/free-port';
import { adminApi, adminApiPath, languages, pathFor } from '../../src/i18n/routes';
import type { ContentVersion, PublishRunsAnswer } from '../../src/admin-api/contract';
import type { PublishRun } from '../../src/server/store/publish-runs';
import { copyProject } from '../../src/server/publish/project-copy';
import { embeddedStoreEnv } from '../browser/contact-data';
import { addAccount } from '../browser/studio-project';

const EDITOR = { email: 'editor@example.com', password: 'editörün uzun parolası 2026' };
const HEADLINE = 'Yeniden başlatmadan sonra da yayında';

test('the build live before a restart is served again after SIGTERM and after kill -9, and the admin calls it live', async ({
  playwright,
}) => {
  // One real build: minutes on a loaded machine.
  test.setTimeout(360_000);
  const root = mkdtempSync(join(tmpdir(), 'publish-restart-'));
  const source = join(root, 'source');
  copyProject(resolve('.'), source);
  const env = { ...process.env, ...embeddedStoreEnv(join(root, 'data')), PUBLISH_DIR: join(root, 'publish'), PUBLISH_SOURCE_DIR: source };
  await addAccount(env, EDITOR, '--can', 'content');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  let server: ChildProcess = await startBuiltSite(port, env);
  const contexts: APIRequestContext[] = [];
  const context = async (signIn: boolean) => {
    const made = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
    contexts.push(made);
    if (signIn) expect((await made.post(adminApi.session, { data: EDITOR })).status()).toBe(204);
    return made;
  };
  /** What a visitor gets at a few pages, and which build the admin serves and calls live. */
  const seen = async () => {
    const visitor = await context(false);
    // Each page's build and a digest of its body: a difference reads in a line.
    const pages: Record<string, { build: string | undefined; body: string; headline: boolean }> = {};
    for (const path of [...languages.map((lang) => pathFor('home', lang)), '/no-such-page']) {
      const answer = await visitor.get(path);
      const body = await answer.text();
      pages[path] = {
        build: answer.headers()['x-site-build'],
        body: createHash('sha256').update(body).digest('hex'),
        headline: body.includes(HEADLINE),
      };
    }
    const { runs, served } = (await (await (await context(true)).get(adminApi.publish)).json()) as PublishRunsAnswer;
    return { pages, served, live: runs.filter((run) => run.state === 'live').map((run) => run.id) };
  };
  const restart = async (signal: NodeJS.Signals) => {
    const exited = new Promise((done) => server.once('exit', done));
    server.kill(signal);
    await exited;
    server = await startBuiltSite(port, env);
  };
  try {
    const editor = await context(true);
    const site = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
    const current = (await (await editor.get(site)).json()) as ContentVersion;
    const data = { ...current.data, hero: { ...(current.data!['hero'] as object), headline: HEADLINE } };
    expect((await editor.put(site, { data: { data, baseRevision: current.revision } })).status()).toBe(200);
    const { id } = (await (await editor.post(adminApi.publish, { data: { target: 'live' } })).json()) as { id: string };
    const runPath = adminApiPath(adminApi.publishRun, { id });
    await expect
      .poll(async () => ((await (await editor.get(runPath)).json()) as PublishRun).state, { timeout: 300_000, intervals: [1000] })
      .toBe('live');

    const published = await seen();
    expect(published.pages[pathFor('home', 'tr')]!.headline).toBe(true);
    for (const page of Object.values(published.pages)) expect(page.build).toBe(id);
    expect(published).toMatchObject({ served: id, live: [id] });

    await restart('SIGTERM');
    expect(await seen()).toEqual(published);
    await restart('SIGKILL');
    expect(await seen()).toEqual(published);
  } finally {
    for (const made of contexts) await made.dispose();
    server.kill('SIGKILL');
  }
});
