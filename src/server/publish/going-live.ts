/** A finished build served to every visitor (publish, or roll back to an older one), or previewed by one staff session. */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { STARTUP_BUILD } from '../../admin-api/contract';
import { keepAsSource } from './build-folders';
import type { EmbeddedPublishing } from './embedded-publishing';
import { markLive } from './mark-live';
import type { GoLiveAnswer } from './publisher';

/** The folder of run `id`'s finished build, or why there is none. */
async function finishedBuild(
  { live, store, folders }: EmbeddedPublishing,
  id: string,
): Promise<string | Exclude<GoLiveAnswer, { kind: 'live' }>> {
  if (!live) return { kind: 'unavailable' };
  const run = await store.get(id);
  if (!run) return { kind: 'unknown' };
  if (run.state !== 'ready' && run.state !== 'live') return { kind: 'notReady', state: run.state };
  const build = join(folders.builds, id);
  return existsSync(join(build, 'client')) ? build : { kind: 'removed' };
}

export async function goLive(publishing: EmbeddedPublishing, id: string): Promise<GoLiveAnswer> {
  const { live, folders, places, store, log } = publishing;
  const build = id === STARTUP_BUILD && live ? folders.startup : await finishedBuild(publishing, id);
  if (typeof build !== 'string') return build;
  await live!.goLive(id, build);
  keepAsSource(build, places.sourceDir);
  await markLive(store, id === STARTUP_BUILD ? undefined : id);
  log(`Publish run ${id} is live`);
  return { kind: 'live' };
}

export async function previewBuild(publishing: EmbeddedPublishing, id: string, cookieHeader: string | null): Promise<GoLiveAnswer> {
  const build = await finishedBuild(publishing, id);
  if (typeof build !== 'string') return build;
  await publishing.live!.preview(cookieHeader, id, build);
  return { kind: 'live' };
}
