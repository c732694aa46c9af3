/**
 * Publishing in production: this server has no build tools, so Preview and Publish
 * start the rebuild workflow (github-dispatch.ts), which builds, previews on a Firebase Hosting
 * channel and clones that channel's release to live, reporting every stage into the same
 * `publishRuns/{id}` (scripts/publish-report.ts). The server only records, asks and checks.
 */
import { randomUUID } from 'node:crypto';
import { PAGE_MAX_AGE_SECONDS } from '../../lib/page-cache';
import type { PublishWorkflowConfig } from '../config';
import { isActive, type PublishRun, type PublishRunStore } from '../store/publish-runs';
import { dispatchRebuild } from './github-dispatch';
import { queuedRun, type GoLiveAnswer, type Publisher } from './publisher';

/**
 * A run the workflow has not finished this long after it began never will: it waits at most
 * for a code deploy ahead of it in the queue (60 + 30 minutes at most) and then takes 30 at
 * most; or GitHub dropped it from the queue for a newer run (one waits per concurrency group).
 * It fails, so it no longer holds the one-run-at-a-time lock.
 */
export const STALE_RUN_MS = 150 * 60 * 1000;

export function createWorkflowPublisher(
  store: PublishRunStore,
  github: PublishWorkflowConfig,
  /** The code commit this server runs (SITE_CODE_COMMIT); undefined where the deploy did not say. */
  liveCode: string | undefined,
  log: (line: string) => void,
): Publisher {
  async function begin(run: PublishRun, at: Date): Promise<{ ok: true } | { ok: false; active: PublishRun }> {
    const begun = await store.begin(run);
    if (begun.ok || at.getTime() - Date.parse(begun.active.startedAt) < STALE_RUN_MS) return begun;
    await store.update(begun.active.id, {
      state: 'failed',
      error: `the rebuild workflow did not report an end within ${STALE_RUN_MS / 60_000} minutes; see its run in ${github.repository}'s Actions`,
      finishedAt: at.toISOString(),
    });
    log(`Publish run ${begun.active.id} failed: no report from the rebuild workflow`);
    return store.begin(run);
  }

  /** Asks the workflow; a refusal is the run's error, as if the workflow had failed at once. */
  async function dispatch(run: PublishRun, by: string, build: boolean, failRun: boolean): Promise<void> {
    try {
      await dispatchRebuild(github, { target: run.target, id: run.id, by, build, liveCode: liveCode ?? null });
      log(
        `Publish run ${run.id}: the rebuild workflow of ${github.repository} was asked to ${build ? `build a ${run.target === 'live' ? 'release' : 'preview'}` : 'put it live'}`,
      );
    } catch (error) {
      const message = (error as Error).message;
      log(`Publish run ${run.id}: ${message}`);
      await store.update(run.id, {
        ...(failRun ? { state: 'failed' as const, finishedAt: new Date().toISOString() } : {}),
        stage: failRun ? 'dispatch' : null,
        error: message,
      });
    }
  }

  /** Why run `id`'s preview cannot go live, or the run. */
  async function publishable(id: string): Promise<PublishRun | Exclude<GoLiveAnswer, { kind: 'live' | 'started' }>> {
    const run = await store.get(id);
    if (!run) return { kind: 'unknown' };
    if (run.state !== 'ready' && run.state !== 'live') return { kind: 'notReady', state: run.state };
    if (!run.previewUrl) return { kind: 'removed' };
    if (run.previewExpiresAt && Date.parse(run.previewExpiresAt) <= Date.now()) return { kind: 'expired' };
    if (!run.codeCommit || run.codeCommit !== liveCode) return { kind: 'otherCode', built: run.codeCommit ?? null, live: liveCode ?? null };
    return run;
  }

  return {
    mode: { kind: 'workflow', repository: github.repository, pageMaxAgeSeconds: PAGE_MAX_AGE_SECONDS },
    async start(target, by, at) {
      const run = queuedRun(randomUUID(), target, by, at);
      const begun = await begin(run, at);
      if (!begun.ok) return begun;
      await dispatch(run, by, true, true);
      return { ok: true, id: run.id };
    },
    async goLive(id, by) {
      const run = await publishable(id);
      if (!('id' in run)) return run;
      await store.update(id, { stage: 'live', error: null });
      await dispatch({ ...run, target: 'live' }, by, false, false);
      return { kind: 'started' };
    },
    async preview(id) {
      const run = await store.get(id);
      if (!run) return { kind: 'unknown' };
      if (isActive(run) || run.state === 'failed') return { kind: 'notReady', state: run.state };
      if (!run.previewUrl) return { kind: 'removed' };
      return { kind: 'elsewhere', url: run.previewUrl };
    },
    endPreview: () => {},
    served: () => null,
    previewing: () => null,
    // The workflow's runs are not this process's: a Cloud Run instance starting says nothing of them.
    recover: async () => {},
    stop: () => {},
    idle: async () => {},
  };
}
