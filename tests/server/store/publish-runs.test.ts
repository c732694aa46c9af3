/** The publish-run store's contract on both backends: one run at a time, updates, the newest first, and a restart's clean-up. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PublishRun } from '../../../src/server/store/publish-runs';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const run = (id: string, minute: number, state: PublishRun['state'] = 'queued'): PublishRun => ({
  id,
  target: 'preview',
  state,
  stage: null,
  progress: null,
  startedBy: 'editor@example.com',
  startedAt: new Date(Date.UTC(2026, 10, 25, 9, minute)).toISOString(),
  finishedAt: null,
  error: null,
  changes: null,
});

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`publish runs in the ${kind}`, () => {
    it('keeps one run at a time, naming the one that runs to a second start', async () => {
      const { publishRuns } = makeStores();
      expect(await publishRuns.begin(run('a', 1))).toEqual({ ok: true });
      await publishRuns.update('a', { state: 'running', stage: 'build', progress: { done: 3, total: 40 } });
      const second = await publishRuns.begin(run('b', 2));
      expect(second).toEqual({ ok: false, active: expect.objectContaining({ id: 'a', state: 'running', stage: 'build' }) });
      expect(await publishRuns.get('b')).toBeUndefined();

      const changes = {
        documents: [{ key: 'site' as const, lang: 'tr' as const, kind: 'changed' as const, items: [] }],
        pages: { added: [], changed: ['/'], removed: [], frameOnly: ['/en'] },
      };
      await publishRuns.update('a', { state: 'ready', finishedAt: new Date().toISOString(), progress: { done: 40, total: 40 }, changes });
      expect(await publishRuns.get('a')).toMatchObject({ state: 'ready', progress: { done: 40, total: 40 }, changes });
      expect(await publishRuns.begin(run('b', 2))).toEqual({ ok: true });
    });

    it('lets exactly one of two starts at the same moment through', async () => {
      const { publishRuns } = makeStores();
      const answers = await Promise.all([publishRuns.begin(run('x', 1)), publishRuns.begin(run('y', 1))]);
      expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
      expect((await publishRuns.list(10)).map((kept) => kept.id)).toHaveLength(1);
    });

    it('lists the newest first, and fails what a stopped server left unfinished', async () => {
      const { publishRuns } = makeStores();
      await publishRuns.begin(run('old', 1));
      await publishRuns.update('old', { state: 'failed', error: 'build: exit 1', finishedAt: new Date().toISOString() });
      await publishRuns.begin(run('new', 2));
      await publishRuns.update('new', { state: 'running', stage: 'export' });
      expect((await publishRuns.list(10)).map((kept) => kept.id)).toEqual(['new', 'old']);
      expect((await publishRuns.list(1)).map((kept) => kept.id)).toEqual(['new']);

      const at = new Date(Date.UTC(2026, 10, 25, 10, 0));
      expect(await publishRuns.failUnfinished('the server stopped during the run', at)).toEqual(['new']);
      expect(await publishRuns.get('new')).toMatchObject({
        state: 'failed',
        stage: 'export',
        error: 'the server stopped during the run',
        finishedAt: at.toISOString(),
      });
      expect(await publishRuns.get('old')).toMatchObject({ state: 'failed', error: 'build: exit 1' });
      // The slot is free again.
      expect(await publishRuns.begin(run('next', 3))).toEqual({ ok: true });
    });
  });
}
