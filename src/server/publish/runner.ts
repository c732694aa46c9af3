/**
 * Preview builds on one machine (embedded): a run exports the content store into a
 * copy of the project, builds that copy, verifies the build and keeps it in a folder of its own
 * (`<work>/builds/<id>`), never touching what is served (publish-run.ts). One run at a time (the
 * store's `begin`). Every step runs under scripts/publish-child.mjs (run-step.ts), so steps end
 * with the server however it ends; a restarted server fails what was left unfinished and removes
 * its folders, and serves again the build that was live when it stopped (recovery.ts).
 */
import { randomUUID } from 'node:crypto';
import type { ContentStoreKind, Environment, PublishPlacesConfig } from '../config';
import type { PublishRunStore } from '../store/publish-runs';
import { publishFolders, type LiveSite } from './embedded-publishing';
import { goLive, previewBuild } from './going-live';
import { publishRun, type RunPublishing } from './publish-run';
import { EMBEDDED_MODE, queuedRun, type Publisher } from './publisher';
import { recoverRuns } from './recovery';
import { stepsOf, stopSteps } from './run-step';

export type { LiveSite } from './embedded-publishing';

export function createPublisher(
  store: PublishRunStore,
  places: PublishPlacesConfig,
  live: LiveSite | undefined,
  storeKind: ContentStoreKind,
  env: Environment,
  log: (line: string) => void,
): Publisher {
  const publishing: RunPublishing = {
    store,
    places,
    folders: publishFolders(places.workDir),
    live,
    log,
    steps: stepsOf(places, env),
    storeKind,
  };
  let current: Promise<void> = Promise.resolve();
  return {
    mode: EMBEDDED_MODE,
    async start(target, by, at) {
      const id = randomUUID();
      const begun = await store.begin(queuedRun(id, target, by, at));
      if (!begun.ok) return begun;
      current = publishRun(publishing, id);
      return { ok: true, id };
    },
    goLive: (id) => goLive(publishing, id),
    preview: (id, cookieHeader) => previewBuild(publishing, id, cookieHeader),
    endPreview: (cookieHeader) => live?.endPreview(cookieHeader),
    served: () => live?.servedId() ?? null,
    previewing: (cookieHeader) => live?.previewing(cookieHeader) ?? null,
    recover: (at) => recoverRuns(publishing, at),
    stop: () => stopSteps(publishing.steps),
    idle: () => current,
  };
}
