/**
 * Publish runs: each Preview or Publish an editor starts, its stage, progress,
 * outcome and change report. One runs at a time: `begin` refuses while another is queued or
 * running, naming it, so two editors never build over each other. The embedded database and
 * Firestore (`publishRuns/{id}`, where the rebuild workflow reports too) keep them alike.
 */
import type { PublishRun } from '../../admin-api/contract';

export type { PublishRun } from '../../admin-api/contract';

export type RunUpdate = Partial<
  Pick<
    PublishRun,
    | 'state'
    | 'stage'
    | 'progress'
    | 'finishedAt'
    | 'error'
    | 'changes'
    | 'previewUrl'
    | 'previewExpiresAt'
    | 'codeCommit'
    | 'workflowRunUrl'
  >
>;

export interface PublishRunStore {
  /** Keeps `run` unless one is queued or running: that one is answered instead. */
  begin(run: PublishRun): Promise<{ ok: true } | { ok: false; active: PublishRun }>;
  get(id: string): Promise<PublishRun | undefined>;
  /** The newest first. */
  list(limit: number): Promise<PublishRun[]>;
  update(id: string, update: RunUpdate): Promise<void>;
  /** At a server's start: every run still queued or running failed with `error`; their ids. */
  failUnfinished(error: string, at: Date): Promise<string[]>;
}

export const isActive = (run: Pick<PublishRun, 'state'>) => run.state === 'queued' || run.state === 'running';
