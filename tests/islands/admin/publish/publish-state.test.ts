import { describe, expect, it } from 'vitest';
import { publishStrings } from '../../../../src/islands/admin/publish/strings';
import {
  changedPages,
  goLiveWords,
  pagesBuilt,
  rollsBack,
  runsView,
  shownMessage,
  underWay,
} from '../../../../src/islands/admin/publish/publish-state';
import type { PublishRun, PublishRunsAnswer } from '../../../../src/admin-api/contract';

const run = (id: string, change: Partial<PublishRun> = {}): PublishRun => ({
  id,
  target: 'preview',
  state: 'ready',
  stage: null,
  progress: null,
  startedBy: 'editor@example.com',
  startedAt: '2026-01-01T10:00:00.000Z',
  finishedAt: null,
  error: null,
  changes: null,
  ...change,
});

const answer = (runs: PublishRun[], change: Partial<PublishRunsAnswer> = {}): PublishRunsAnswer => ({
  runs,
  mode: { kind: 'embedded', repository: null, pageMaxAgeSeconds: 300 },
  served: 'startup',
  previewing: null,
  ...change,
});

describe('underWay', () => {
  it('follows a run queued, running, or a ready one the workflow is putting live', () => {
    expect(underWay(run('a', { state: 'queued' }))).toBe(true);
    expect(underWay(run('a', { state: 'running', stage: 'build' }))).toBe(true);
    expect(underWay(run('a', { state: 'ready', stage: 'live' }))).toBe(true);
    expect(underWay(run('a', { state: 'ready', stage: 'verify' }))).toBe(false);
    expect(underWay(run('a', { state: 'failed' }))).toBe(false);
  });
});

describe('pagesBuilt', () => {
  it('counts pages only while building and verifying', () => {
    const progress = { done: 3, total: 9 };
    expect(pagesBuilt(run('a', { state: 'running', stage: 'build', progress }))).toBe(true);
    expect(pagesBuilt(run('a', { state: 'running', stage: 'verify', progress }))).toBe(true);
    expect(pagesBuilt(run('a', { state: 'running', stage: 'export', progress }))).toBe(false);
    expect(pagesBuilt(run('a', { state: 'running', stage: 'build' }))).toBe(false);
  });
});

describe('runsView', () => {
  it('has nothing to show while the answer is asked for, or when it could not be read', () => {
    for (const unread of [null, 'failed'] as const) {
      expect(runsView(unread)).toEqual({
        runs: unread,
        mode: undefined,
        workflow: false,
        served: null,
        previewing: null,
        anyUnderWay: false,
      });
    }
  });

  it("reads the answer's parts, and whether the workflow publishes", () => {
    const workflowMode = { kind: 'workflow', repository: 'owner/site', pageMaxAgeSeconds: 600 } as const;
    const view = runsView(answer([run('a')], { mode: workflowMode, served: null, previewing: 'a' }));
    expect(view).toMatchObject({ workflow: true, served: null, previewing: 'a', anyUnderWay: false });
    expect(view.runs).toHaveLength(1);
    expect(runsView(answer([])).workflow).toBe(false);
  });

  it('is under way while any run is', () => {
    expect(runsView(answer([run('a'), run('b', { state: 'running' })])).anyUnderWay).toBe(true);
  });
});

describe('shownMessage', () => {
  const followed = publishStrings.en.followed;

  it('says the state of the run this editor started, as it changes', () => {
    const runs = [run('a', { state: 'running' }), run('b', { state: 'ready' })];
    expect(shownMessage(runs, 'b', 'The build is queued.', followed)).toBe(followed.ready);
    expect(shownMessage(runs, 'a', '', followed)).toBe(followed.running);
  });

  it("says the last action's message when no run is followed, or the runs are not read", () => {
    expect(shownMessage([run('a')], null, 'Published.', followed)).toBe('Published.');
    expect(shownMessage([run('a')], 'gone', 'Published.', followed)).toBe('Published.');
    expect(shownMessage('failed', 'a', 'Published.', followed)).toBe('Published.');
  });
});

describe('rollsBack', () => {
  const live = run('live', { state: 'live', startedAt: '2026-01-02T10:00:00.000Z' });

  it('is a roll back for a build started before the live one', () => {
    const older = run('older', { startedAt: '2026-01-01T10:00:00.000Z' });
    expect(rollsBack(older, [live, older])).toBe(true);
  });

  it('is a publish for a newer build, or when no run is live', () => {
    const newer = run('newer', { startedAt: '2026-01-03T10:00:00.000Z' });
    expect(rollsBack(newer, [newer, live])).toBe(false);
    expect(rollsBack(newer, [newer])).toBe(false);
  });
});

describe('changedPages', () => {
  it('lists added pages first, then changed, then removed, leaving those whose frame alone changed', () => {
    const pages = { added: ['/new'], changed: ['/a', '/b'], removed: ['/old'], frameOnly: ['/frame'] };
    expect(changedPages(pages)).toEqual([
      { kind: 'added', page: '/new' },
      { kind: 'changed', page: '/a' },
      { kind: 'changed', page: '/b' },
      { kind: 'removed', page: '/old' },
    ]);
  });
});

describe.each(['tr', 'en'] as const)('putting a build live (%s admin)', (ui) => {
  const texts = publishStrings[ui];

  it('asks and says "publish" for a newer build, and names the build a roll back goes back to', () => {
    expect(goLiveWords(texts, false, null)).toEqual({ confirm: texts.publishConfirm, done: texts.published });
    const build = texts.startupBuildName;
    const words = goLiveWords(texts, false, build);
    expect(words.confirm).not.toBe(texts.publishConfirm);
    expect(words.confirm).toContain(build);
    expect(words.done).not.toBe(texts.published);
    expect(words.done).toContain(build);
  });

  it('says the workflow takes it live, in production, either way', () => {
    expect(goLiveWords(texts, true, null).done).toBe(texts.publishing);
    expect(goLiveWords(texts, true, texts.startupBuildName).done).toBe(texts.publishing);
  });
});
