/**
 * The rebuild workflow's reports into `publishRuns/{id}` (Firestore, with the workflow's service
 * account), so the admin shows a production run's stage, progress, change report and preview
 * address as it shows an embedded one. One command a step of the workflow:
 *
 *   create   --target preview|live --by <who>    a run for a start from the Actions tab; prints its id
 *   describe <id>                                PREVIEW_CHANNEL=..., PREVIEW_WORKFLOW_RUN=... (for $GITHUB_ENV)
 *   stage    <id> <stage>                        the run is at <stage> (export, build, verify, preview, live)
 *   progress <id> --before <client folder>       copies `astro build`'s output from stdin, counting the pages written
 *   ready    <id> --report <export report> --before <client folder> --after <client folder>
 *            --channel <hosting:channel:deploy --json output> --code-commit <commit> --run-url <url>
 *   live     <id>                                its release is live; the run live before returns to ready
 *   failed   <id> --stage <stage> [--log <file>] [--run-url <url>]
 *                                                a build fails the run with the log's last lines; a failed
 *                                                promotion leaves the finished preview as it was, with the error
 * Usage: tsx scripts/publish-report.ts <command> ...
 */
import { existsSync, readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { firestoreConfig, isFirestoreConfigured } from '../src/server/config';
import { connectFirestore } from '../src/server/store/firestore/connection';
import { firestorePublishRunStore } from '../src/server/store/firestore/publish-runs';
import { isActive, type PublishRunStore } from '../src/server/store/publish-runs';
import { pagesWritten, pageChanges, pageFiles, readDocumentChanges } from '../src/server/publish/change-report';
import { markLive } from '../src/server/publish/mark-live';
import { queuedRun } from '../src/server/publish/publisher';
import { previewChannel } from '../src/server/publish/preview-channel';
import { stepError } from '../src/server/publish/step-error';

/** The admin polls every few seconds; a write every two is plenty. */
const PROGRESS_EVERY_MS = 2000;

function fail(message: string): never {
  console.error(`publish-report: ${message}`);
  process.exit(1);
}

const { positionals, values } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        target: { type: 'string' },
        by: { type: 'string' },
        before: { type: 'string' },
        after: { type: 'string' },
        report: { type: 'string' },
        channel: { type: 'string' },
        'code-commit': { type: 'string' },
        'run-url': { type: 'string' },
        stage: { type: 'string' },
        log: { type: 'string' },
      },
    });
  } catch (error) {
    return fail((error as Error).message);
  }
})();
const [command, id, stageName] = positionals;

function needed(name: keyof typeof values): string {
  const given = values[name];
  if (typeof given !== 'string' || given === '') fail(`${command} needs --${name}`);
  return given;
}

function channelAnswer(file: string): { url: string; expireTime: string | null } {
  const answer = JSON.parse(readFileSync(file, 'utf8')) as {
    status?: string;
    error?: string;
    result?: Record<string, { url?: string; expireTime?: string }>;
  };
  const site = Object.values(answer.result ?? {})[0];
  if (answer.status !== 'success' || !site?.url)
    fail(`${file} is not a successful hosting:channel:deploy --json answer: ${answer.error ?? 'no url'}`);
  return { url: site.url, expireTime: site.expireTime ?? null };
}

/** The last lines of a step's log: the export's names the document and field it refused. */
function logTail(file: string | undefined): string | null {
  return file && existsSync(file) ? stepError(readFileSync(file, 'utf8')) : null;
}

async function countPages(store: PublishRunStore, run: string): Promise<void> {
  const total = pageFiles(needed('before')).size;
  let done = 0;
  let written = 0;
  await store.update(run, { stage: 'build', progress: { done, total } });
  for await (const line of createInterface({ input: process.stdin, crlfDelay: Infinity })) {
    console.log(line);
    const pages = pagesWritten(line);
    if (pages === 0) continue;
    done += pages;
    if (Date.now() - written < PROGRESS_EVERY_MS) continue;
    written = Date.now();
    await store.update(run, { progress: { done, total: Math.max(total, done) } });
  }
  await store.update(run, { progress: { done, total: Math.max(total, done) } });
}

async function report(store: PublishRunStore): Promise<void> {
  if (command === 'create') {
    const target = needed('target');
    if (target !== 'preview' && target !== 'live') fail(`--target must be preview or live, not '${target}'`);
    const run = queuedRun(randomUUID(), target, needed('by'), new Date());
    const begun = await store.begin(run);
    if (!begun.ok) fail(`a run is under way: ${begun.active.id} (${begun.active.state}, started by ${begun.active.startedBy})`);
    console.log(run.id);
    return;
  }
  if (!id) fail(`${command ?? 'a command'} needs the run's id`);
  const run = await store.get(id);
  if (!run) fail(`no publish run '${id}' in publishRuns`);
  switch (command) {
    case 'describe':
      console.log(`PREVIEW_CHANNEL=${previewChannel(id)}`);
      console.log(`PREVIEW_WORKFLOW_RUN=${run.workflowRunUrl?.split('/').at(-1) ?? ''}`);
      return;
    case 'stage':
      if (!stageName) fail('stage needs the stage');
      return store.update(id, { state: isActive(run) ? 'running' : run.state, stage: stageName });
    case 'progress':
      return countPages(store, id);
    case 'ready': {
      const channel = channelAnswer(needed('channel'));
      const changes = { documents: readDocumentChanges(needed('report')), pages: await pageChanges(needed('before'), needed('after')) };
      return store.update(id, {
        state: 'ready',
        stage: null,
        changes,
        previewUrl: channel.url,
        previewExpiresAt: channel.expireTime,
        codeCommit: needed('code-commit'),
        workflowRunUrl: needed('run-url'),
        finishedAt: new Date().toISOString(),
      });
    }
    case 'live':
      return markLive(store, id);
    case 'failed': {
      const why =
        logTail(values.log) ?? `the rebuild workflow failed at ${needed('stage')}; its log: ${values['run-url'] ?? 'see Actions'}`;
      // A finished preview stays publishable when only its promotion failed.
      if (!isActive(run)) return store.update(id, { stage: null, error: why });
      return store.update(id, { state: 'failed', stage: needed('stage'), error: why, finishedAt: new Date().toISOString() });
    }
    default:
      fail(`unknown command '${command}' (create, describe, stage, progress, ready, live, failed)`);
  }
}

if (!isFirestoreConfigured(process.env))
  fail('no Firestore is configured: set FIREBASE_SERVICE_ACCOUNT and FIREBASE_PROJECT_ID (or FIRESTORE_EMULATOR_HOST)');
const connection = connectFirestore(firestoreConfig(process.env));
try {
  await report(firestorePublishRunStore(connection.db));
} finally {
  await connection.close();
}
