/**
 * What the publish screen shows, read from the staff API's answer: plain functions, so each
 * rule has a unit test without a browser (the screen's components only read them).
 */
import type {
  PublishChangeKind,
  PublishChanges,
  PublishMode,
  PublishRun,
  PublishRunsAnswer,
  PublishState,
} from '../../../admin-api/contract';
import { fill } from '../strings';
import type { PublishStrings } from './strings';

/** The runs' answer as the screen holds it: null while it is asked for, 'failed' if it could not be read. */
export type RunsAnswer = PublishRunsAnswer | null | 'failed';

const isActive = (run: PublishRun) => run.state === 'queued' || run.state === 'running';

/** A finished preview the rebuild workflow is putting live (production). */
export const goingLive = (run: PublishRun) => run.state === 'ready' && run.stage === 'live';

/** Whether the screen follows the run: it is queued, building, or going live. */
export const underWay = (run: PublishRun) => isActive(run) || goingLive(run);

/** Pages counted while building and verifying; any other stage has no count to show (a bar that moves). */
export const pagesBuilt = (run: PublishRun): run is PublishRun & { progress: { done: number; total: number } } =>
  run.progress !== null && (run.stage === 'build' || run.stage === 'verify');

export interface RunsView {
  /** null while the answer is asked for, 'failed' if it could not be read. */
  runs: PublishRun[] | null | 'failed';
  mode: PublishMode | undefined;
  /** The rebuild workflow publishes (production), not this server. */
  workflow: boolean;
  /** The build this server serves, and the one this session previews (none until the answer is read). */
  served: string | null;
  previewing: string | null;
  /** A run is under way: the screen asks about it again, and no other build starts. */
  anyUnderWay: boolean;
}

export function runsView(answer: RunsAnswer): RunsView {
  if (answer === null || answer === 'failed') {
    return { runs: answer, mode: undefined, workflow: false, served: null, previewing: null, anyUnderWay: false };
  }
  return {
    runs: answer.runs,
    mode: answer.mode,
    workflow: answer.mode.kind === 'workflow',
    served: answer.served,
    previewing: answer.previewing,
    anyUnderWay: answer.runs.some(underWay),
  };
}

/**
 * The status line: while the screen follows a run this editor started, what that run is doing
 * (so it never says "queued" beside a ready run); else the last action's message.
 */
export function shownMessage(
  runs: RunsView['runs'],
  followed: string | null,
  message: string,
  followedTexts: Readonly<Record<PublishState, string>>,
): string {
  const followedRun = Array.isArray(runs) ? runs.find((run) => run.id === followed) : undefined;
  return followedRun ? followedTexts[followedRun.state] : message;
}

/** Whether putting `run` live goes back to a build older than the live one (a roll back, not a publish). */
export function rollsBack(run: PublishRun, runs: PublishRun[]): boolean {
  const liveRun = runs.find((other) => other.state === 'live');
  return liveRun !== undefined && liveRun.startedAt > run.startedAt;
}

/**
 * What putting a build live asks first and says after: a publish, or a roll back to an older
 * build (`rollBackTo`, the build named in words), which says so and which build is live now.
 */
export function goLiveWords(
  texts: Pick<PublishStrings, 'publishConfirm' | 'published' | 'publishing' | 'rollBackConfirm' | 'rolledBack'>,
  workflow: boolean,
  rollBackTo: string | null,
): { confirm: string; done: string } {
  if (rollBackTo === null) return { confirm: texts.publishConfirm, done: workflow ? texts.publishing : texts.published };
  return {
    confirm: fill(texts.rollBackConfirm, { build: rollBackTo }),
    done: workflow ? texts.publishing : fill(texts.rolledBack, { build: rollBackTo }),
  };
}

/** Pages whose main content changed, added first, then changed, then removed. */
export function changedPages(pages: PublishChanges['pages']): { kind: PublishChangeKind; page: string }[] {
  return (['added', 'changed', 'removed'] as const).flatMap((kind) => pages[kind].map((page) => ({ kind, page })));
}
