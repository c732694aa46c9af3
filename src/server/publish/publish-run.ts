/**
 * One run: export the content store into a copy of the project, build that copy, verify the
 * build and keep it in a folder of its own (`<builds>/<id>`), never touching what is served;
 * a run meant to go live then does. Each stage is written to the run as it begins.
 */
import { existsSync, mkdirSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { reuseCountsIn } from '../../integrations/page-reuse/session';
import type { PublishChanges, PublishRun } from '../../admin-api/contract';
import { uploadsFolder } from '../../lib/content-images-folder';
import type { ContentStoreKind } from '../config';
import { astroBuildArguments } from './astro-build';
import { pruneBuilds } from './build-folders';
import { pageChanges, pageFiles, pagesWritten, readDocumentChanges } from './change-report';
import type { EmbeddedPublishing } from './embedded-publishing';
import { goLive } from './going-live';
import { copyProject } from './project-copy';
import { runStep, StepFailed, type Steps } from './run-step';

export interface RunPublishing extends EmbeddedPublishing {
  steps: Steps;
  /** The content store the export reads. */
  storeKind: ContentStoreKind;
}

/** A run under way: its copy of the project, and the stage it is at (the one a failure names). */
interface Run {
  id: string;
  dir: string;
  project: string;
  stage: string;
}

type Progress = NonNullable<PublishRun['progress']>;
type DocumentChanges = PublishChanges['documents'];

export async function publishRun(publishing: RunPublishing, id: string): Promise<void> {
  const dir = join(publishing.folders.runs, id);
  const run: Run = { id, dir, project: join(dir, 'project'), stage: 'export' };
  try {
    const documents = await exportContent(publishing, run);
    const { servedClient, progress } = await buildPages(publishing, run);
    await finishBuild(publishing, run, progress);
    await keepBuild(publishing, run, servedClient, documents);
    if ((await publishing.store.get(id))?.target === 'live') await swap(publishing, run);
    await pruneBuilds(publishing.store, publishing.folders.builds);
  } catch (error) {
    const message = error instanceof StepFailed ? error.message : `${(error as Error).message}`;
    publishing.log(`Publish run ${id} failed at ${run.stage}: ${message.split('\n').at(-1)}`);
    await publishing.store
      .update(id, { state: 'failed', stage: run.stage, error: message, finishedAt: new Date().toISOString() })
      .catch(() => {});
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The content store exported into the run's copy of the project; what changed in its documents. */
async function exportContent({ store, places, steps, storeKind }: RunPublishing, run: Run): Promise<DocumentChanges> {
  await store.update(run.id, { state: 'running', stage: run.stage, progress: null });
  copyProject(places.sourceDir, run.project);
  const report = join(run.dir, 'changes.json');
  const script = join(places.sourceDir, 'scripts', 'export.ts');
  const out = ['--out', join(run.project, 'content-snapshot'), '--uploads', join(run.project, uploadsFolder), '--report', report];
  await runStep(steps, ['--import', 'tsx', script, '--store', storeKind, ...out], places.sourceDir);
  return readDocumentChanges(report);
}

/**
 * Astro's build of the copy, its pages counted as they are written (the admin shows how far it
 * is); the client folder of the build being served, which it reuses pages from and compares with.
 */
async function buildPages(
  { store, steps, log, live, places }: RunPublishing,
  run: Run,
): Promise<{ servedClient: string; progress: Progress }> {
  run.stage = 'build';
  const servedClient = live?.clientDir() ?? join(places.sourceDir, 'dist', 'client');
  const total = pageFiles(servedClient).size;
  let done = 0;
  await store.update(run.id, { stage: run.stage, progress: { done, total } });
  let reported = Date.now();
  // The pages nothing changed for are copied from the build being served (src/integrations/page-reuse/).
  const reuseFrom = { REUSE_PAGES_FROM: dirname(servedClient) };
  const onLine = (line: string) => {
    const reuse = reuseCountsIn(line);
    if (reuse) log(`Publish run ${run.id}: ${line.slice(line.indexOf('reused'))}`);
    const written = pagesWritten(line) + (reuse?.reused ?? 0);
    if (written === 0) return;
    done += written;
    // A few writes a second at most: the admin polls, it does not need every page.
    if (Date.now() - reported < 300) return;
    reported = Date.now();
    void store.update(run.id, { progress: { done, total: Math.max(total, done) } });
  };
  await runStep(steps, astroBuildArguments(run.project), run.project, onLine, reuseFrom);
  return { servedClient, progress: { done, total: Math.max(total, done) } };
}

/**
 * The compressed copies only add files beside the pages, which the server's bundle and the
 * check of the build only read: the three overlap, and an editor's wait is the longest.
 */
async function finishBuild({ store, steps }: RunPublishing, run: Run, progress: Progress): Promise<void> {
  const tsx = (script: string, ...args: string[]) => ['--import', 'tsx', join('scripts', script), ...args];
  const compressing = runStep(steps, tsx('precompress.ts', join('dist', 'client')), run.project);
  const bundledAndChecked = (async () => {
    await runStep(steps, tsx('build-server.ts', 'dist'), run.project);
    run.stage = 'verify';
    await store.update(run.id, { stage: run.stage, progress });
    await runStep(steps, tsx('verify-dist.ts', join('dist', 'client')), run.project);
  })();
  // Both end before anything moves the build: a step failing leaves the other to finish first.
  const [compressed, checked] = await Promise.allSettled([compressing, bundledAndChecked]);
  if (compressed.status === 'rejected') {
    run.stage = 'build';
    throw compressed.reason;
  }
  if (checked.status === 'rejected') throw checked.reason;
}

/** The verified build moved to its own folder, with the report of what it changes against the build being served. */
async function keepBuild(
  { store, places, folders, log }: RunPublishing,
  run: Run,
  servedClient: string,
  documents: DocumentChanges,
): Promise<void> {
  mkdirSync(folders.builds, { recursive: true });
  const build = join(folders.builds, run.id);
  renameSync(join(run.project, 'dist'), build);
  // Its server entry imports the project's packages, found by walking up from the build.
  symlinkSync(join(places.sourceDir, 'node_modules'), join(build, 'node_modules'), 'dir');
  // What going live makes the source of the next `npm start`: the build carries the content it
  // was made from (build-server.ts copied the export into it), so nothing more is moved.
  if (existsSync(join(run.project, uploadsFolder))) renameSync(join(run.project, uploadsFolder), join(build, 'uploads'));
  const changes = { documents, pages: await pageChanges(servedClient, join(build, 'client')) };
  await store.update(run.id, { state: 'ready', stage: null, changes, finishedAt: new Date().toISOString() });
  log(`Publish run ${run.id}: the build is ready in ${relative(process.cwd(), build) || build}`);
}

/** A run meant to go live goes live once its build is verified. */
async function swap(publishing: RunPublishing, run: Run): Promise<void> {
  run.stage = 'swap';
  await publishing.store.update(run.id, { stage: run.stage });
  const answer = await goLive(publishing, run.id);
  if (answer.kind !== 'live') throw new Error(`the build could not go live (${answer.kind})`);
}
