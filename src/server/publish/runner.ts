/**
 * Preview builds on one machine (issue 22, embedded): a run exports the content store into a
 * copy of the project, builds that copy, verifies the build and keeps it in a folder of its own
 * (`<work>/builds/<id>`), never touching what is served. One run at a time (the store's
 * `begin`). Every step runs under scripts/publish-child.mjs, so steps end with the server
 * however it ends; a restarted server fails what was left unfinished and removes its folders.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { uploadsFolder } from '../../lib/content-images-folder';
import type { ContentStoreKind, Environment, PublishPlacesConfig } from '../config';
import type { PublishChanges, PublishRun, PublishRunStore, PublishTarget } from '../store/publish-runs';

export interface Publisher {
  start(target: PublishTarget, by: string, at: Date): Promise<{ ok: true; id: string } | { ok: false; active: PublishRun }>;
  /** At the server's start: fails the runs a stopped server left, and removes their folders. */
  recover(at: Date): Promise<void>;
  /** Ends the steps running (the server is stopping). */
  stop(): void;
  /** Resolves once no run is in progress in this process. */
  idle(): Promise<void>;
}

/** What a build needs of the project; node_modules is linked, not copied. */
const PROJECT_ENTRIES = ['src', 'public', 'content-snapshot', 'scripts', 'astro.config.mjs', 'package.json', 'tsconfig.json'];
/** Builds kept besides the one being made: a page opened before a swap still finds its assets. */
const KEPT_BUILDS = 3;
const MAX_ERROR_CHARS = 2000;

/** The export's change report (scripts/lib/change-report.ts), as much of it as a run keeps. */
interface ReportedChange {
  file: string;
  kind: 'added' | 'removed' | 'changed';
  items: { kind: 'added' | 'removed' | 'changed'; id: string; label: string }[];
}

class StepFailed extends Error {}

/** Every page file of a build's client folder, by the path it is served at. */
function pageFiles(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (!existsSync(clientDir)) return pages;
  for (const file of readdirSync(clientDir, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.html')) continue;
    const path = `/${file.split(sep).join('/')}`.replace(/\/?index\.html$/, '') || '/';
    pages.set(path, join(clientDir, file));
  }
  return pages;
}

function pageChanges(before: string, after: string): PublishChanges['pages'] {
  const [old, next] = [pageFiles(before), pageFiles(after)];
  const changes: PublishChanges['pages'] = { added: [], changed: [], removed: [] };
  for (const [path, file] of next) {
    const previous = old.get(path);
    if (previous === undefined) changes.added.push(path);
    else if (!readFileSync(previous).equals(readFileSync(file))) changes.changed.push(path);
  }
  for (const path of old.keys()) if (!next.has(path)) changes.removed.push(path);
  for (const list of Object.values(changes)) list.sort();
  return changes;
}

function documentChanges(reportFile: string): PublishChanges['documents'] {
  const changes: PublishChanges['documents'] = { added: [], changed: [], removed: [] };
  const reported = JSON.parse(readFileSync(reportFile, 'utf8')) as ReportedChange[];
  for (const change of reported) {
    changes[change.kind].push(change.file);
    for (const item of change.items) changes[item.kind].push(`${change.file}: ${item.label}`);
  }
  return changes;
}

export function createPublisher(
  store: PublishRunStore,
  places: PublishPlacesConfig,
  live: { clientDir: string },
  storeKind: ContentStoreKind,
  env: Environment,
  log: (line: string) => void = console.log,
): Publisher {
  const runsDir = join(places.workDir, 'runs');
  const buildsDir = join(places.workDir, 'builds');
  const guard = join(places.sourceDir, 'scripts', 'publish-child.mjs');
  const children = new Set<ChildProcess>();
  let current: Promise<void> = Promise.resolve();

  /** Runs one step under the guard; its output's last lines are the error when it fails. */
  function step(args: string[], cwd: string, onLine: (line: string) => void = () => {}): Promise<void> {
    return new Promise((resolve, reject) => {
      const child = spawn(process.execPath, [guard, process.execPath, ...args], {
        cwd,
        env: { ...env, ASTRO_TELEMETRY_DISABLED: '1' },
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
        const lines = output.trim().split('\n').slice(-20).join('\n');
        reject(new StepFailed(lines.slice(-MAX_ERROR_CHARS) || `exit ${code}`));
      });
    });
  }

  function copyProject(target: string) {
    mkdirSync(target, { recursive: true });
    for (const entry of PROJECT_ENTRIES) {
      const from = join(places.sourceDir, entry);
      if (existsSync(from)) cpSync(from, join(target, entry), { recursive: true });
    }
    symlinkSync(join(places.sourceDir, 'node_modules'), join(target, 'node_modules'), 'dir');
  }

  /** The newest builds stay; older ones go. */
  function pruneBuilds() {
    if (!existsSync(buildsDir)) return;
    const builds = readdirSync(buildsDir)
      .map((name) => ({ name, at: statSync(join(buildsDir, name)).mtimeMs }))
      .sort((a, b) => b.at - a.at);
    for (const old of builds.slice(KEPT_BUILDS)) rmSync(join(buildsDir, old.name), { recursive: true, force: true });
  }

  async function run(id: string): Promise<void> {
    const runDir = join(runsDir, id);
    const project = join(runDir, 'project');
    let stage = 'export';
    try {
      await store.update(id, { state: 'running', stage, progress: null });
      copyProject(project);
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
      const documents = documentChanges(report);

      stage = 'build';
      const total = pageFiles(live.clientDir).size;
      let done = 0;
      await store.update(id, { stage, progress: { done, total } });
      let reported = Date.now();
      await step([join('node_modules', 'astro', 'bin', 'astro.mjs'), 'build'], project, (line) => {
        // Astro's list of the pages it writes; coloured when the environment asks for colour.
        if (!/[├└]─ \/\S*\.html/.test(stripVTControlCharacters(line))) return;
        done++;
        // A few writes a second at most: the admin polls, it does not need every page.
        if (Date.now() - reported < 300) return;
        reported = Date.now();
        void store.update(id, { progress: { done, total: Math.max(total, done) } });
      });
      await step(['--import', 'tsx', join('scripts', 'build-server.ts'), 'dist'], project);

      stage = 'verify';
      await store.update(id, { stage, progress: { done, total: Math.max(total, done) } });
      await step(['--import', 'tsx', join('scripts', 'verify-dist.ts'), join('dist', 'client')], project);

      mkdirSync(buildsDir, { recursive: true });
      const build = join(buildsDir, id);
      renameSync(join(project, 'dist'), build);
      const changes = { documents, pages: pageChanges(live.clientDir, join(build, 'client')) };
      await store.update(id, { state: 'ready', stage: null, changes, finishedAt: new Date().toISOString() });
      log(`Publish run ${id}: the preview build is ready in ${relative(process.cwd(), build) || build}`);
      pruneBuilds();
    } catch (error) {
      const message = error instanceof StepFailed ? error.message : `${(error as Error).message}`;
      log(`Publish run ${id} failed at ${stage}: ${message.split('\n').at(-1)}`);
      await store.update(id, { state: 'failed', stage, error: message, finishedAt: new Date().toISOString() }).catch(() => {});
    } finally {
      rmSync(runDir, { recursive: true, force: true });
    }
  }

  return {
    async start(target, by, at) {
      const id = randomUUID();
      const begun = await store.begin({
        id,
        target,
        state: 'queued',
        stage: null,
        progress: null,
        startedBy: by,
        startedAt: at.toISOString(),
        finishedAt: null,
        error: null,
        changes: null,
      });
      if (!begun.ok) return begun;
      current = run(id);
      return { ok: true, id };
    },
    async recover(at) {
      const failed = await store.failUnfinished('the server stopped during this run; nothing it made is used', at);
      rmSync(runsDir, { recursive: true, force: true });
      for (const id of failed) rmSync(join(buildsDir, id), { recursive: true, force: true });
      if (failed.length > 0) log(`Publish runs left unfinished by a stopped server failed: ${failed.join(', ')}`);
    },
    stop() {
      for (const child of children) child.kill('SIGTERM');
    },
    idle: () => current,
  };
}
