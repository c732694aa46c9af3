/**
 * At a server's start: the runs a stopped server left unfinished fail and their folders go,
 * and the build that was live when it stopped is served again (restoreLive).
 */
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { readBuildFacts } from '../build-facts';
import { brokenBuild, recoverSnapshot } from './build-folders';
import type { EmbeddedPublishing, LiveSite } from './embedded-publishing';
import { markLive, RECENT_RUNS } from './mark-live';

/** Two builds made from one export of the content (a build without a recorded time matches none). */
const sameContent = (a: string | null, b: string | null) => a !== null && a === b;

export async function recoverRuns(publishing: EmbeddedPublishing, at: Date): Promise<void> {
  const { places, folders, store, live, log } = publishing;
  const snapshot = join(places.sourceDir, 'content-snapshot');
  recoverSnapshot(snapshot);
  // The snapshot the served build was made from, for a roll back to it.
  rmSync(folders.startup, { recursive: true, force: true });
  if (existsSync(snapshot)) cpSync(snapshot, join(folders.startup, 'content-snapshot'), { recursive: true });
  const failed = await store.failUnfinished('the server stopped during this run; nothing it made is used', at);
  rmSync(folders.runs, { recursive: true, force: true });
  for (const id of failed) rmSync(join(folders.builds, id), { recursive: true, force: true });
  if (failed.length > 0) log(`Publish runs left unfinished by a stopped server failed: ${failed.join(', ')}`);
  if (live) await restoreLive(publishing, live);
}

/**
 * The run live when the server stopped is served again, however it stopped, unless the build
 * the server started with was made from that run's content (`npm start` builds from the
 * snapshot going live wrote: the same pages, of the code now checked out), or its folder is
 * gone or broken. Then the started build is served and the run is ready again.
 */
async function restoreLive({ store, folders, log }: EmbeddedPublishing, site: LiveSite) {
  const was = (await store.list(RECENT_RUNS)).find((other) => other.state === 'live');
  if (!was) return;
  const build = join(folders.builds, was.id);
  const problem = brokenBuild(build);
  let why: string;
  if (problem) why = `its build cannot be served (${problem})`;
  else if (sameContent(readBuildFacts(build).contentExportedAt, site.facts().contentExportedAt))
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
