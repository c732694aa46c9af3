/**
 * What the staff API asks of publishing, whichever way this server publishes: on this machine
 * (runner.ts, embedded) or through the rebuild workflow (workflow-publisher.ts, production).
 */
import type { PublishMode, PublishRun, PublishTarget } from '../../admin-api/contract';

/** Why run `id` cannot go live or be previewed, or that it did (`live`) or has been asked to (`started`). */
export type GoLiveAnswer =
  | { kind: 'live' }
  | { kind: 'started' }
  | { kind: 'unknown' }
  | { kind: 'notReady'; state: string }
  | { kind: 'removed' }
  | { kind: 'expired' }
  /** Its build was made from other code than the live server runs (null: not known). */
  | { kind: 'otherCode'; built: string | null; live: string | null }
  /** Its preview is at an address of its own (a Firebase Hosting preview channel). */
  | { kind: 'elsewhere'; url: string }
  | { kind: 'unavailable' };

export interface Publisher {
  readonly mode: PublishMode;
  /** A preview run, or (`live`) a run that goes live once its build is verified. */
  start(target: PublishTarget, by: string, at: Date): Promise<{ ok: true; id: string } | { ok: false; active: PublishRun }>;
  /** Serves the build of run `id` to every visitor (publish, or roll back to an older one). */
  goLive(id: string, by: string): Promise<GoLiveAnswer>;
  /** Shows the build of run `id` to one staff session (its cookie header), at the site's own paths. */
  preview(id: string, cookieHeader: string | null): Promise<GoLiveAnswer>;
  endPreview(cookieHeader: string | null): void;
  /** The build this server serves (a run's id, or STARTUP_BUILD); null where it serves none itself (the workflow's Hosting does). */
  served(): string | null;
  /** The build the session whose cookie header this is previews here, or null. */
  previewing(cookieHeader: string | null): string | null;
  /** At the server's start: fails the runs a stopped server left, and removes their folders. */
  recover(at: Date): Promise<void>;
  /** Ends the steps running (the server is stopping). */
  stop(): void;
  /** Resolves once no run is in progress in this process. */
  idle(): Promise<void>;
}

/** Publishing on this machine: the server serves each build itself, so a published page is new from the next request. */
export const EMBEDDED_MODE: PublishMode = { kind: 'embedded', repository: null, pageMaxAgeSeconds: 0 };

/** A run as it begins. */
export const queuedRun = (id: string, target: PublishTarget, by: string, at: Date): PublishRun => ({
  id,
  target,
  state: 'queued',
  stage: null,
  progress: null,
  startedBy: by,
  startedAt: at.toISOString(),
  finishedAt: null,
  error: null,
  changes: null,
});
