/**
 * Preview builds on one machine (embedded): a run exports the content store into a
 * copy of the project, builds that copy, verifies the build and keeps it in a folder of its own
 * (`<work>/builds/<id>`), never touching what is served. One run at a time (the store's
 * `begin`). Every step runs under scripts/publish-child.mjs, so steps end with the server
 * however it ends; a restarted server fails what was left unfinished and removes its folders,
 * and serves again the build that was live when it stopped (restoreLive).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { uploadsFolder } from '../../lib/content-images-folder';
import { BUILD_FACTS_FILE, readBuildFacts } from '../build-facts';
import { SECURITY_HEADERS_FILE } from '../security-headers';
import { buildCacheDir, type ContentStoreKind, type Environment, type PublishPlacesConfig } from '../config';
import { reuseCountsIn } from '../../integrations/page-reuse/session';
import { astroBuildArguments } from './astro-build';
import { copyProject } from './project-copy';
import { STARTUP_BUILD } from '../../admin-api/contract';
import type { PublishRunStore } from '../store/publish-runs';
import { pagesWritten, pageChanges, pageFiles, readDocumentChanges } from './change-report';
import { markLive, RECENT_RUNS } from './mark-live';
import { stepError } from './step-error';
import { EMBEDDED_MODE, queuedRun, type GoLiveAnswer, type Publisher } from './publisher';

/** The site being served, as publishing changes it (src/server/http/served-builds.ts through main.ts). */
export interface LiveSite {
  /** The client folder of the build being served: a run's change report compares with it. */
  clientDir(): string;
  /** When the content of the build being served was exported. */
  contentExportedAt(): string | null;
  /** Serves the build in `distDir` to every visitor from the next request on; STARTUP_BUILD: the one the server started with. */
  goLive(id: string, distDir: string): Promise<void>;
  /** Serves the build in `distDir` to the session whose cookie header this is, and to no one else. */
  preview(cookieHeader: string | null, id: string, distDir: string): Promise<void>;
  endPreview(cookieHeader: string | null): void;
  /** The id of the build being served: a run's, or STARTUP_BUILD. */
  servedId(): string;
  /** The build the session whose cookie header this is previews, if any. */
  previewing(cookieHeader: string | null): string | undefined;
}

/** Builds kept besides the one being made: a page opened before a swap still finds its assets. */
const KEPT_BUILDS = 3;
/** What a finished build holds, all of which serving it reads (served-builds.ts). */
const BUILD_PARTS = ['client/index.html', 'client/404.html', 'server/entry.mjs', SECURITY_HEADERS_FILE, BUILD_FACTS_FILE, 'node_modules'];

class StepFailed extends Error {}

/** Two builds made from one export of the content (a build without a recorded time matches none). */
const sameContent = (a: string | null, b: string | null) => a !== null && a === b;

export function createPublisher(
  store: PublishRunStore,
  places: PublishPlacesConfig,
  live: LiveSite | undefined,
  storeKind: ContentStoreKind,
  env: Environment,
  log: (line: string) => void,
): Publisher {
  const runsDir = join(places.workDir, 'runs');
  /** What rolling back to the build the server started with restores: the snapshot it was built from. */
  const startupDir = join(places.workDir, STARTUP_BUILD);
  const buildsDir = join(places.workDir, 'builds');
  const guard = join(places.sourceDir, 'scripts', 'publish-child.mjs');
  const children = new Set<ChildProcess>();
  let current: Promise<void> = Promise.resolve();
  // Absolute, so every run's copy of the project reuses the photos and compressed copies the source's builds made.
  const stepEnv = { ...env, ASTRO_TELEMETRY_DISABLED: '1', BUILD_CACHE_DIR: buildCacheDir(env, places.sourceDir) };

  /** Runs one step under the guard; its output's last lines are the error when it fails. */
  function step(args: string[], cwd: string, onLine: (line: string) => void = () => {}, env: NodeJS.ProcessEnv = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [guard, process.execPath, ...args], {
        cwd,
        env: { ...stepEnv, ...env },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      children.add(child);
      let output = '';
      let partial = '';
      const take = (chunk: Buffer) => {
        const text = chunk.toString();
        output = (output + text).slice(-64 * 1024);
        const lines = (partial + text).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) onLine(line);
      };
      child.stdout.on('data', take);
      child.stderr.on('data', take);
      child.on('error', (error) => reject(new StepFailed(error.message)));
      child.on('close', (code) => {
        children.delete(child);
        if (code === 0) return resolve();
        reject(new StepFailed(stepError(output) ?? `exit ${code}`));
      });
    });
  }

  /** The newest builds stay, and the live one whatever its age; older ones go. */
  async function pruneBuilds() {
    if (!existsSync(buildsDir)) return;
    const liveRuns = new Set((await store.list(RECENT_RUNS)).filter((run) => run.state === 'live').map((run) => run.id));
    const builds = readdirSync(buildsDir)
      .map((name) => ({ name, at: statSync(join(buildsDir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of builds.slice(KEPT_BUILDS))
      if (!liveRuns.has(old.name)) rmSync(join(buildsDir, old.name), { recursive: true, force: true });
  }

  /** Replaces `target` with a copy of `source`; a crash between the renames leaves `.previous`, put back at start. */
  function replaceFolder(source: string, target: string) {
    const next = `${target}.next`;
    const previous = `${target}.previous`;
    rmSync(next, { recursive: true, force: true });
    cpSync(source, next, { recursive: true });
    rmSync(previous, { recursive: true, force: true });
    if (existsSync(target)) renameSync(target, previous);
    renameSync(next, target);
    rmSync(previous, { recursive: true, force: true });
  }

  /** What a restart builds from: the live build's snapshot and uploads, as the workflow commits them in production. */
  function keepAsSource(build: string) {
    replaceFolder(join(build, 'content-snapshot'), join(places.sourceDir, 'content-snapshot'));
    const uploads = join(build, 'uploads');
    if (existsSync(uploads)) cpSync(uploads, join(places.sourceDir, uploadsFolder), { recursive: true });
  }

  /** The folder of run `id`'s finished build, or why there is none. */
  async function finishedBuild(id: string): Promise<string | Exclude<GoLiveAnswer, { kind: 'live' }>> {
    if (!live) return { kind: 'unavailable' };
    const run = await store.get(id);
    if (!run) return { kind: 'unknown' };
    if (run.state !== 'ready' && run.state !== 'live') return { kind: 'notReady', state: run.state };
    const build = join(buildsDir, id);
    return existsSync(join(build, 'client')) ? build : { kind: 'removed' };
  }

  async function goLive(id: string): Promise<GoLiveAnswer> {
    const build = id === STARTUP_BUILD && live ? startupDir : await finishedBuild(id);
    if (typeof build !== 'string') return build;
    await live!.goLive(id, build);
    keepAsSource(build);
    await markLive(store, id === STARTUP_BUILD ? undefined : id);
    log(`Publish run ${id} is live`);
    return { kind: 'live' };
  }

  /** Why the build in `build` cannot be served again, or undefined when it is whole. */
  function brokenBuild(build: string): string | undefined {
    const missing = BUILD_PARTS.filter((part) => !existsSync(join(build, part)));
    if (missing.length > 0) return `${build} lacks ${missing.join(', ')}`;
    try {
      readBuildFacts(build);
    } catch (error) {
      return (error as Error).message;
    }
    return undefined;
  }

  /**
   * At a start: the run live when the server stopped is served again, however it stopped,
   * unless the build the server started with was made from that run's content (`npm start`
   * builds from the snapshot going live wrote: the same pages, of the code now checked out), or
   * its folder is gone or broken. Then the started build is served and the run is ready again.
   */
  async function restoreLive(site: LiveSite) {
    const was = (await store.list(RECENT_RUNS)).find((other) => other.state === 'live');
    if (!was) return;
    const build = join(buildsDir, was.id);
    const problem = brokenBuild(build);
    let why: string;
    if (problem) why = `its build cannot be served (${problem})`;
    else if (sameContent(readBuildFacts(build).contentExportedAt, site.contentExportedAt()))
      why = 'the build the server started with was made from its content';
    else
      try {
        await site.goLive(was.id, build);
        // Exactly one run is live: the one served.
        await markLive(store, was.id);
        log(`Publish run ${was.id}, live when the server stopped, is served again`);
        return;
      } catch (error) {
        why = `its build could not be loaded (${(error as Error).message})`;
      }
    await markLive(store, undefined);
    log(
      `Publish run ${was.id} was live when the server stopped; ${why}, so the build the server started with is served and the run is ready`,
    );
  }

  async function run(id: string): Promise<void> {
    const runDir = join(runsDir, id);
    const project = join(runDir, 'project');
    let stage = 'export';
    try {
      await store.update(id, { state: 'running', stage, progress: null });
      copyProject(places.sourceDir, project);
      const report = join(runDir, 'changes.json');
      await step(
        [
          '--import',
          'tsx',
          join(places.sourceDir, 'scripts', 'export.ts'),
          '--store',
          storeKind,
          '--out',
          join(project, 'content-snapshot'),
          '--uploads',
          join(project, uploadsFolder),
          '--report',
          report,
        ],
        places.sourceDir,
      );
      const documents = readDocumentChanges(report);

      stage = 'build';
      const servedClient = live?.clientDir() ?? join(places.sourceDir, 'dist', 'client');
      const total = pageFiles(servedClient).size;
      let done = 0;
      await store.update(id, { stage, progress: { done, total } });
      let reported = Date.now();
      // The pages nothing changed for are copied from the build being served (src/integrations/page-reuse/).
      const reuseFrom = { REUSE_PAGES_FROM: dirname(servedClient) };
      await step(
        astroBuildArguments(project),
        project,
        (line) => {
          const reuse = reuseCountsIn(line);
          if (reuse) log(`Publish run ${id}: ${line.slice(line.indexOf('reused'))}`);
          const written = pagesWritten(line) + (reuse?.reused ?? 0);
          if (written === 0) return;
          done += written;
          // A few writes a second at most: the admin polls, it does not need every page.
          if (Date.now() - reported < 300) return;
          reported = Date.now();
          void store.update(id, { progress: { done, total: Math.max(total, done) } });
        },
        reuseFrom,
      );
      // The compressed copies only add files beside the pages, which the server's bundle and the
      // check of the build only read: the three overlap, and an editor's wait is the longest.
      const compressing = step(['--import', 'tsx', join('scripts', 'precompress.ts'), join('dist', 'client')], project);
      const bundledAndChecked = (async () => {
        await step(['--import', 'tsx', join('scripts', 'build-server.ts'), 'dist'], project);
        stage = 'verify';
        await store.update(id, { stage, progress: { done, total: Math.max(total, done) } });
        await step(['--import', 'tsx', join('scripts', 'verify-dist.ts'), join('dist', 'client')], project);
      })();
      // Both end before anything moves the build: a step failing leaves the other to finish first.
      const [compressed, checked] = await Promise.allSettled([compressing, bundledAndChecked]);
      if (compressed.status === 'rejected') {
        stage = 'build';
        throw compressed.reason;
      }
      if (checked.status === 'rejected') throw checked.reason;

      mkdirSync(buildsDir, { recursive: true });
      const build = join(buildsDir, id);
      renameSync(join(project, 'dist'), build);
      // Its server entry imports the project's packages, found by walking up from the build.
      symlinkSync(join(places.sourceDir, 'node_modules'), join(build, 'node_modules'), 'dir');
      // What going live makes the source of the next `npm start`: the build carries the content it
      // was made from (build-server.ts copied the export into it), so nothing more is moved.
      if (existsSync(join(project, uploadsFolder))) renameSync(join(project, uploadsFolder), join(build, 'uploads'));
      const changes = { documents, pages: await pageChanges(servedClient, join(build, 'client')) };
      await store.update(id, { state: 'ready', stage: null, changes, finishedAt: new Date().toISOString() });
      log(`Publish run ${id}: the build is ready in ${relative(process.cwd(), build) || build}`);
      const target = (await store.get(id))?.target;
      if (target === 'live') {
        stage = 'swap';
        await store.update(id, { stage });
        const answer = await goLive(id);
        if (answer.kind !== 'live') throw new Error(`the build could not go live (${answer.kind})`);
      }
      await pruneBuilds();
    } catch (error) {
      const message = error instanceof StepFailed ? error.message : `${(error as Error).message}`;
      log(`Publish run ${id} failed at ${stage}: ${message.split('\n').at(-1)}`);
      await store.update(id, { state: 'failed', stage, error: message, finishedAt: new Date().toISOString() }).catch(() => {});
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  }

  return {
    mode: EMBEDDED_MODE,
    async start(target, by, at) {
      const id = randomUUID();
      const begun = await store.begin(queuedRun(id, target, by, at));
      if (!begun.ok) return begun;
      current = run(id);
      return { ok: true, id };
    },
    goLive,
    async preview(id, cookieHeader) {
      const build = await finishedBuild(id);
      if (typeof build !== 'string') return build;
      await live!.preview(cookieHeader, id, build);
      return { kind: 'live' };
    },
    endPreview: (cookieHeader) => live?.endPreview(cookieHeader),
    served: () => live?.servedId() ?? null,
    previewing: (cookieHeader) => live?.previewing(cookieHeader) ?? null,
    async recover(at) {
      // A crash between replaceFolder's renames: the snapshot before it is put back.
      const snapshot = join(places.sourceDir, 'content-snapshot');
      if (!existsSync(snapshot) && existsSync(`${snapshot}.previous`)) renameSync(`${snapshot}.previous`, snapshot);
      // The snapshot the served build was made from, for a roll back to it.
      rmSync(startupDir, { recursive: true, force: true });
      if (existsSync(snapshot)) cpSync(snapshot, join(startupDir, 'content-snapshot'), { recursive: true });
      const failed = await store.failUnfinished('the server stopped during this run; nothing it made is used', at);
      rmSync(runsDir, { recursive: true, force: true });
      for (const id of failed) rmSync(join(buildsDir, id), { recursive: true, force: true });
      if (failed.length > 0) log(`Publish runs left unfinished by a stopped server failed: ${failed.join(', ')}`);
      if (live) await restoreLive(live);
    },
    stop() {
      for (const child of children) child.kill('SIGTERM');
    },
    idle: () => current,
  };
}
