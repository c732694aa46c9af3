/**
 * Going live on one machine refuses what it cannot serve, naming why: an unknown run, one
 * without a finished build, and one whose build was removed (only the newest are kept); a
 * step killed from outside fails its run. The build served stays the one it was.
 */
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPublisher, type LiveSite } from '../../../src/server/publish/runner';
import { queuedRun } from '../../../src/server/publish/publisher';
import { databaseHandle, type DatabaseHandle } from '../../../src/server/store/sqlite/lazy';
import { sqlitePublishRunStore } from '../../../src/server/store/sqlite/publish-runs';
import type { PublishRunStore } from '../../../src/server/store/publish-runs';

let handle: DatabaseHandle;
let store: PublishRunStore;
let workDir: string;
const swaps: string[] = [];
const live: LiveSite = {
  clientDir: () => join(workDir, 'served'),
  facts: () => ({ contentExportedAt: null }),
  goLive: async (id) => void swaps.push(id),
  preview: async () => {},
  endPreview: () => {},
  servedId: () => swaps.at(-1) ?? 'startup',
  previewing: () => undefined,
};

beforeEach(() => {
  const root = mkdtempSync(join(tmpdir(), 'runner-'));
  workDir = join(root, 'publish');
  handle = databaseHandle(join(root, 'data'), () => {});
  store = sqlitePublishRunStore(handle);
  swaps.length = 0;
});
afterEach(() => handle.close());

const publisher = () => createPublisher(store, { sourceDir: process.cwd(), workDir }, live, 'sqlite', {}, () => {});

async function finished(id: string, withBuild: boolean) {
  await store.begin(queuedRun(id, 'preview', 'editor@example.com', new Date()));
  await store.update(id, { state: 'ready', finishedAt: new Date().toISOString() });
  if (withBuild) mkdirSync(join(workDir, 'builds', id, 'client'), { recursive: true });
}

describe('going live on one machine', () => {
  it('refuses a roll back to a build that was removed, and serves what it served', async () => {
    await finished('pruned', false);
    expect(await publisher().goLive('pruned', 'editor@example.com')).toEqual({ kind: 'removed' });
    expect(await publisher().preview('pruned', null)).toEqual({ kind: 'removed' });
    expect(swaps).toEqual([]);
    expect(await store.get('pruned')).toMatchObject({ state: 'ready' });
  });

  it('refuses an unknown run and one still building', async () => {
    expect(await publisher().goLive('nope', 'editor@example.com')).toEqual({ kind: 'unknown' });
    await store.begin(queuedRun('building', 'preview', 'editor@example.com', new Date()));
    expect(await publisher().goLive('building', 'editor@example.com')).toEqual({ kind: 'notReady', state: 'queued' });
    expect(swaps).toEqual([]);
  });
});

describe('a build step killed from outside', () => {
  it('fails the run at its stage, saying so, and leaves the served build and the folders as they were', async () => {
    const sourceDir = mkdtempSync(join(tmpdir(), 'runner-source-'));
    mkdirSync(join(sourceDir, 'scripts'));
    copyFileSync(join('scripts', 'publish-child.mjs'), join(sourceDir, 'scripts', 'publish-child.mjs'));
    // The export dies as the kernel's out-of-memory killer would end it.
    writeFileSync(join(sourceDir, 'scripts', 'export.ts'), "process.kill(process.pid, 'SIGKILL');\n");
    symlinkSync(resolve('node_modules'), join(sourceDir, 'node_modules'), 'dir');
    const runner = createPublisher(store, { sourceDir, workDir }, live, 'sqlite', {}, () => {});

    const started = await runner.start('live', 'editor@example.com', new Date());
    await runner.idle();
    const run = await store.get(started.ok ? started.id : '');
    expect(run).toMatchObject({ state: 'failed', stage: 'export' });
    expect(run?.error).toContain('was killed (SIGKILL)');
    expect(swaps).toEqual([]);
    expect(readdirSync(join(workDir, 'runs'))).toEqual([]);
    expect(existsSync(join(workDir, 'builds'))).toBe(false);
  });
});

describe("a run's steps", () => {
  it("share the source's build cache, named absolutely, whatever folder they run in", async () => {
    const sourceDir = mkdtempSync(join(tmpdir(), 'runner-source-'));
    mkdirSync(join(sourceDir, 'scripts'));
    copyFileSync(join('scripts', 'publish-child.mjs'), join(sourceDir, 'scripts', 'publish-child.mjs'));
    // The export, the run's first step, tells what it was given and stops the run there.
    const seen = join(sourceDir, 'seen.txt');
    writeFileSync(
      join(sourceDir, 'scripts', 'export.ts'),
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(seen)}, process.env.BUILD_CACHE_DIR ?? 'unset');\nprocess.exit(1);\n`,
    );
    symlinkSync(resolve('node_modules'), join(sourceDir, 'node_modules'), 'dir');

    for (const [env, expected] of [
      [{}, join(sourceDir, '.data', 'build-cache')],
      [{ BUILD_CACHE_DIR: 'elsewhere/cache' }, join(sourceDir, 'elsewhere', 'cache')],
    ] as const) {
      const runner = createPublisher(store, { sourceDir, workDir }, live, 'sqlite', env, () => {});
      const started = await runner.start('preview', 'editor@example.com', new Date());
      await runner.idle();
      expect(await store.get(started.ok ? started.id : '')).toMatchObject({ state: 'failed', stage: 'export' });
      expect(readFileSync(seen, 'utf8')).toBe(expected);
    }
  });
});
