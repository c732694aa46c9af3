/**
 * Publish runs in Firestore: `publishRuns/{id}`, where the rebuild workflow reports its runs
 * too. One at a time: `publishLocks/active` is created (create() fails when it exists) in the
 * same batch as the run, and deleted when the run it names ends; no read-then-write decides it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { isActive, type PublishRun, type PublishRunStore, type RunUpdate } from '../publish-runs';
import { ALREADY_EXISTS } from './contact-store';
import { toPlain } from './values';

const RUNS = 'publishRuns';
const LOCK = 'publishLocks/active';

const runOf = (data: unknown): PublishRun => toPlain(data) as PublishRun;

export function firestorePublishRunStore(db: Firestore): PublishRunStore {
  const lock = db.doc(LOCK);

  async function activeRun(): Promise<PublishRun | undefined> {
    const held = await lock.get();
    const id = held.exists ? String(held.get('run')) : undefined;
    const run = id === undefined ? undefined : await db.collection(RUNS).doc(id).get();
    return run?.exists ? runOf(run.data()) : undefined;
  }

  async function begin(run: PublishRun, retried = false): Promise<{ ok: true } | { ok: false; active: PublishRun }> {
    const batch = db.batch();
    batch.create(lock, { run: run.id, at: run.startedAt });
    batch.create(db.collection(RUNS).doc(run.id), run);
    try {
      await batch.commit();
      return { ok: true };
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS || retried) throw error;
    }
    const active = await activeRun();
    if (active && isActive(active)) return { ok: false, active };
    // The lock outlived its run (a server stopped before it could clear it): cleared, then tried once more.
    await lock.delete();
    return begin(run, true);
  }

  return {
    begin: (run) => begin(run),
    async get(id) {
      const snapshot = await db.collection(RUNS).doc(id).get();
      return snapshot.exists ? runOf(snapshot.data()) : undefined;
    },
    async list(limit) {
      const snapshot = await db.collection(RUNS).orderBy('startedAt', 'desc').limit(limit).get();
      return snapshot.docs.map((doc) => runOf(doc.data()));
    },
    async update(id, update: RunUpdate) {
      const fields = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
      const batch = db.batch();
      batch.update(db.collection(RUNS).doc(id), fields);
      if (update.state !== undefined && !isActive({ state: update.state })) {
        const held = await lock.get();
        if (held.exists && held.get('run') === id) batch.delete(lock);
      }
      await batch.commit();
    },
    async failUnfinished(error, at) {
      const ids: string[] = [];
      for (const state of ['queued', 'running']) {
        const snapshot = await db.collection(RUNS).where('state', '==', state).get();
        for (const doc of snapshot.docs) {
          await doc.ref.update({ state: 'failed', error, finishedAt: at.toISOString() });
          ids.push(doc.id);
        }
      }
      await lock.delete();
      return ids;
    },
  };
}
