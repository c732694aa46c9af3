/**
 * Records that run `id`'s build is what visitors see: the run live before it returns to `ready`
 * (a roll back can return to it). The embedded runner and the rebuild workflow's report both do it.
 */
import type { PublishRunStore } from '../store/publish-runs';

/** Runs looked at for the one live before: more than any list shows. */
export const RECENT_RUNS = 50;

export async function markLive(store: PublishRunStore, id: string | undefined): Promise<void> {
  const before = (await store.list(RECENT_RUNS)).filter((other) => other.state === 'live' && other.id !== id);
  for (const other of before) await store.update(other.id, { state: 'ready' });
  if (id !== undefined) await store.update(id, { state: 'live', stage: null, error: null });
}
