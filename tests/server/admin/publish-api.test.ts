/**
 * The publish screen's API on one machine, on both stores, with the server's own builds
 * (served-builds.ts) behind the runner: exactly the build being served is live, through
 * publishing, rolling back to the build the server started with and a restart; and the answer
 * says whether this session has a preview open, so the screen offers to end only an open one.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/i18n/routes';
import { STARTUP_BUILD, type PublishRunsAnswer } from '../../../src/admin-api/contract';
import type { BuildFacts } from '../../../src/server/build-facts';
import { servedBuilds, type ServedBuild } from '../../../src/server/http/served-builds';
import { queuedRun } from '../../../src/server/publish/publisher';
import { createPublisher, type LiveSite } from '../../../src/server/publish/runner';
import type { PublishRunStore } from '../../../src/server/store/publish-runs';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { addStaff, client, EDITOR, storeKinds } from '../store/stores';

const servers = firestoreAndStorage();

const build = (id: string, distDir: string): ServedBuild => ({
  id,
  distDir,
  facts: {} as BuildFacts,
  hasFile: () => false,
  handle: () => {},
});
/** When run `id`'s content was exported: a build made from its snapshot says the same. */
const exportedAt = (id: string) => new Date(Date.UTC(2026, 10, 2, 10, 0, id.charCodeAt(0) % 60)).toISOString();

/** A project to publish from and a work folder with finished builds of runs `ids`, each with its snapshot. */
async function machine(store: PublishRunStore, ids: string[]) {
  const root = mkdtempSync(join(tmpdir(), 'publish-api-'));
  const places = { sourceDir: join(root, 'source'), workDir: join(root, 'publish') };
  const snapshot = (folder: string, text: string) => {
    mkdirSync(join(folder, 'content-snapshot', 'tr'), { recursive: true });
    writeFileSync(join(folder, 'content-snapshot', 'tr', 'site.json'), text);
  };
  snapshot(places.sourceDir, 'as the server started');
  for (const [index, id] of ids.entries()) {
    await store.begin(queuedRun(id, 'preview', EDITOR.email, new Date(Date.UTC(2026, 10, 1, 10, index))));
    await store.update(id, { state: 'ready', finishedAt: new Date().toISOString() });
    const folder = join(places.workDir, 'builds', id);
    // Whole, as a run leaves it (the fake `build` above loads nothing of it).
    for (const part of ['client', 'server', 'node_modules']) mkdirSync(join(folder, part), { recursive: true });
    for (const file of ['client/index.html', 'client/404.html', 'server/entry.mjs', 'security-headers.json'])
      writeFileSync(join(folder, file), '');
    writeFileSync(join(folder, 'build-facts.json'), JSON.stringify({ contentExportedAt: exportedAt(id) }));
    snapshot(folder, id);
  }
  /** A server's start, as main.ts wires it, with a build made from the content exported at `startedFrom`. */
  const start = async (startedFrom: string | null = null) => {
    // Whether a session may still preview: session.test.ts.
    const builds = servedBuilds(build(STARTUP_BUILD, join(root, 'dist')), async () => true);
    const live: LiveSite = {
      clientDir: () => join(builds.live().distDir, 'client'),
      facts: () => ({ contentExportedAt: builds.live().id === STARTUP_BUILD ? startedFrom : exportedAt(builds.live().id) }),
      goLive: async (id, dir) => builds.goLive(build(id, dir)),
      preview: async (cookieHeader, id, dir) => builds.preview(cookieHeader, build(id, dir)),
      endPreview: (cookieHeader) => builds.endPreview(cookieHeader),
      servedId: () => builds.live().id,
      previewing: (cookieHeader) => builds.previewing(cookieHeader),
    };
    const publisher = createPublisher(store, places, live, 'sqlite', {}, (line) => logged.push(line));
    await publisher.recover(new Date());
    return publisher;
  };
  /** What the runner logged. */
  const logged: string[] = [];
  return { start, buildsDir: join(places.workDir, 'builds'), logged };
}

for (const [kind, makeStores] of storeKinds(() => servers.emulator)) {
  describe(`publishing on one machine with the ${kind}`, () => {
    async function editor(ids: string[]) {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const { start, buildsDir, logged } = await machine(stores.publishRuns, ids);
      let publisher = await start();
      // Read at each request: a restart brings a new publisher.
      const { call, signIn } = client(stores, {
        get publisher() {
          return publisher;
        },
      });
      expect((await signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
      const answer = async () => (await (await call('GET', adminApi.publish)).json()) as PublishRunsAnswer;
      /** The live runs and the build served, as the screen shows them. */
      const live = async () => {
        const { runs, served } = await answer();
        return { live: runs.filter((run) => run.state === 'live').map((run) => run.id), served };
      };
      const restart = async (startedFrom?: string) => void (publisher = await start(startedFrom));
      return { call, answer, live, restart, runs: stores.publishRuns, buildsDir, logged };
    }

    it('marks live exactly the build being served, after a publish, a roll back and a restart', async () => {
      const { call, live, restart } = await editor(['older', 'newer']);
      expect(await live()).toEqual({ live: [], served: STARTUP_BUILD });

      expect((await call('POST', adminApi.publish, { target: 'live', id: 'newer' })).status).toBe(202);
      expect(await live()).toEqual({ live: ['newer'], served: 'newer' });
      expect((await call('POST', adminApi.publish, { target: 'live', id: 'older' })).status).toBe(202);
      expect(await live()).toEqual({ live: ['older'], served: 'older' });

      expect((await call('POST', adminApi.publish, { target: 'live', id: STARTUP_BUILD })).status).toBe(202);
      expect(await live()).toEqual({ live: [], served: STARTUP_BUILD });

      // A restarted server serves again the run published before it stopped.
      expect((await call('POST', adminApi.publish, { target: 'live', id: 'newer' })).status).toBe(202);
      await restart();
      expect(await live()).toEqual({ live: ['newer'], served: 'newer' });
    });

    it('after a restart serves the build it started with where that was made from the live content, or the live build is gone', async () => {
      const { call, live, restart, runs, buildsDir, logged } = await editor(['older', 'newer']);
      // `npm start` built from the snapshot going live wrote: the same content, the code now checked out.
      expect((await call('POST', adminApi.publish, { target: 'live', id: 'newer' })).status).toBe(202);
      await restart(exportedAt('newer'));
      expect(await live()).toEqual({ live: [], served: STARTUP_BUILD });
      expect((await runs.get('newer'))?.state).toBe('ready');
      expect(logged.at(-1)).toContain(
        'newer was live when the server stopped; the build the server started with was made from its content',
      );

      // A live build whose folder lost a part is not served again.
      expect((await call('POST', adminApi.publish, { target: 'live', id: 'older' })).status).toBe(202);
      rmSync(join(buildsDir, 'older', 'server'), { recursive: true });
      await restart();
      expect(await live()).toEqual({ live: [], served: STARTUP_BUILD });
      expect((await runs.get('older'))?.state).toBe('ready');
      expect(logged.at(-1)).toMatch(
        /^Publish run older was live when the server stopped; its build cannot be served \(.* lacks server\/entry\.mjs\)/,
      );
    });

    it('says which build this session previews, and none once the preview ended', async () => {
      const { call, answer } = await editor(['built']);
      expect((await answer()).previewing).toBeNull();
      expect((await call('POST', adminApi.preview, { id: 'built' })).status).toBe(200);
      expect((await answer()).previewing).toBe('built');
      expect((await call('DELETE', adminApi.preview)).status).toBe(204);
      expect((await answer()).previewing).toBeNull();
    });
  });
}
