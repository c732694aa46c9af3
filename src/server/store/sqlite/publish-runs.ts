/**
 * Publish runs in the embedded database (table of migration 6). `begin` checks for an active run
 * and inserts in one write transaction, so two starts cannot both pass.
 */
import { isActive, type PublishRun, type PublishRunStore } from '../publish-runs';
import type { DatabaseHandle } from './lazy';
import { transaction } from './transaction';

interface RunRow {
  id: string;
  target: string;
  state: string;
  stage: string | null;
  progress: string | null;
  started_by: string;
  started_at: string;
  finished_at: string | null;
  error: string | null;
  changes: string | null;
}

const runOf = (row: RunRow): PublishRun => ({
  id: row.id,
  target: row.target as PublishRun['target'],
  state: row.state as PublishRun['state'],
  stage: row.stage,
  progress: row.progress === null ? null : (JSON.parse(row.progress) as PublishRun['progress']),
  startedBy: row.started_by,
  startedAt: row.started_at,
  finishedAt: row.finished_at,
  error: row.error,
  changes: row.changes === null ? null : (JSON.parse(row.changes) as PublishRun['changes']),
});

const json = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

const ACTIVE = `state IN ('queued', 'running')`;

export function sqlitePublishRunStore(handle: DatabaseHandle): PublishRunStore {
  return {
    async begin(run) {
      const db = handle.get();
      return transaction(db, () => {
        const active = db.prepare(`SELECT * FROM publish_runs WHERE ${ACTIVE} ORDER BY started_at LIMIT 1`).get() as RunRow | undefined;
        if (active) return { ok: false as const, active: runOf(active) };
        db.prepare(
          `INSERT INTO publish_runs (id, target, state, stage, progress, started_by, started_at, finished_at, error, changes)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).run(
          run.id,
          run.target,
          run.state,
          run.stage,
          json(run.progress),
          run.startedBy,
          run.startedAt,
          run.finishedAt,
          run.error,
          json(run.changes),
        );
        return { ok: true as const };
      });
    },
    async get(id) {
      const row = handle.get().prepare('SELECT * FROM publish_runs WHERE id = ?').get(id) as RunRow | undefined;
      return row && runOf(row);
    },
    async list(limit) {
      const rows = handle
        .get()
        .prepare('SELECT * FROM publish_runs ORDER BY started_at DESC, id DESC LIMIT ?')
        .all(limit) as unknown as RunRow[];
      return rows.map(runOf);
    },
    async update(id, update) {
      const columns: [string, unknown][] = [];
      if (update.state !== undefined) columns.push(['state', update.state]);
      if (update.stage !== undefined) columns.push(['stage', update.stage]);
      if (update.progress !== undefined) columns.push(['progress', json(update.progress)]);
      if (update.finishedAt !== undefined) columns.push(['finished_at', update.finishedAt]);
      if (update.error !== undefined) columns.push(['error', update.error]);
      if (update.changes !== undefined) columns.push(['changes', json(update.changes)]);
      if (columns.length === 0) return;
      handle
        .get()
        .prepare(`UPDATE publish_runs SET ${columns.map(([column]) => `${column} = ?`).join(', ')} WHERE id = ?`)
        .run(...(columns.map(([, value]) => value) as (string | null)[]), id);
    },
    async failUnfinished(error, at) {
      const db = handle.get();
      return transaction(db, () => {
        const rows = db.prepare(`SELECT * FROM publish_runs WHERE ${ACTIVE}`).all() as unknown as RunRow[];
        const ids = rows
          .map(runOf)
          .filter(isActive)
          .map((run) => run.id);
        db.prepare(`UPDATE publish_runs SET state = 'failed', error = ?, finished_at = ? WHERE ${ACTIVE}`).run(error, at.toISOString());
        return ids;
      });
    },
  };
}
