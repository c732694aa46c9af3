/**
 * Publishing in production: Preview and Publish start the rebuild workflow through GitHub's
 * API (a fake GitHub checks the method, path, auth header and payload) and the runs live in
 * Firestore (the protocol server), where the workflow reports.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PublishRun } from '../../../src/admin-api/contract';
import { createWorkflowPublisher, STALE_RUN_MS } from '../../../src/server/publish/workflow-publisher';
import type { Publisher } from '../../../src/server/publish/publisher';
import { firestorePublishRunStore } from '../../../src/server/store/firestore/publish-runs';
import type { PublishRunStore } from '../../../src/server/store/publish-runs';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { startFakeGitHub, type FakeGitHub } from './fake-github';

const LIVE_CODE = 'a'.repeat(40);
const OLDER_CODE = 'b'.repeat(40);

let emulator: TestEmulator;
let github: FakeGitHub;
beforeAll(async () => {
  [emulator, github] = await Promise.all([startEmulator(), startFakeGitHub()]);
});
afterAll(async () => {
  emulator.stop();
  await github.close();
});

let store: PublishRunStore;
let publisher: Publisher;
const logged: string[] = [];
beforeEach(() => {
  store = firestorePublishRunStore(emulator.connect().db);
  publisher = createWorkflowPublisher(store, { repository: 'acme/site', token: 'secret-token', apiUrl: github.url }, LIVE_CODE, (line) =>
    logged.push(line),
  );
  github.received.length = 0;
  github.answerWith(204);
});
afterEach(() => {
  logged.length = 0;
});

/** A preview the workflow finished: as scripts/publish-report.ts `ready` leaves it. */
async function finishedPreview(id: string, fields: Partial<PublishRun> = {}): Promise<void> {
  const begun = await store.begin({
    id,
    target: 'preview',
    state: 'queued',
    stage: null,
    progress: null,
    startedBy: 'editor@example.com',
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
    changes: null,
  });
  expect(begun.ok).toBe(true);
  await store.update(id, {
    state: 'ready',
    finishedAt: new Date().toISOString(),
    previewUrl: `https://ornek-site--run-${id}-x1y2z3.web.app`,
    previewExpiresAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    codeCommit: LIVE_CODE,
    workflowRunUrl: 'https://github.com/acme/site/actions/runs/4242',
    ...fields,
  });
}

describe('the workflow publisher', () => {
  it('says which mode it is in: the workflow of the repository, with the pages kept 5 minutes by browsers', () => {
    expect(publisher.mode).toEqual({ kind: 'workflow', repository: 'acme/site', pageMaxAgeSeconds: 300 });
  });

  it('starts a preview with a repository_dispatch carrying the target, the run id and who asked', async () => {
    const started = await publisher.start('preview', 'editor@example.com', new Date());
    expect(started.ok).toBe(true);
    const id = started.ok ? started.id : '';
    expect(github.received).toHaveLength(1);
    const [request] = github.received;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/repos/acme/site/dispatches',
      body: {
        event_type: 'content-updated',
        client_payload: { target: 'preview', id, by: 'editor@example.com', build: true, liveCode: LIVE_CODE },
      },
    });
    expect(request?.headers['authorization']).toBe('Bearer secret-token');
    expect(request?.headers['accept']).toBe('application/vnd.github+json');
    expect(request?.headers['x-github-api-version']).toBe('2022-11-28');
    expect(await store.get(id)).toMatchObject({ state: 'queued', target: 'preview', startedBy: 'editor@example.com' });
  });

  it('answers a second start with the run under way, and asks GitHub once', async () => {
    const first = await publisher.start('preview', 'editor@example.com', new Date());
    const second = await publisher.start('live', 'other@example.com', new Date());
    expect(second).toEqual({ ok: false, active: expect.objectContaining({ id: first.ok ? first.id : '' }) });
    expect(github.received).toHaveLength(1);
  });

  it('fails the run with what GitHub said when it refuses, and frees the way for the next', async () => {
    github.answerWith(401, { message: 'Bad credentials' });
    const started = await publisher.start('preview', 'editor@example.com', new Date());
    const run = await store.get(started.ok ? started.id : '');
    expect(run).toMatchObject({ state: 'failed', stage: 'dispatch' });
    expect(run?.error).toContain('HTTP 401: Bad credentials');
    expect(run?.error).toContain('PUBLISH_GITHUB_TOKEN');
    github.answerWith(204);
    expect((await publisher.start('preview', 'editor@example.com', new Date())).ok).toBe(true);
  });

  it('fails a run the workflow never finished once it is an hour old, instead of blocking every start', async () => {
    const long = new Date(Date.now() - STALE_RUN_MS - 60_000);
    const first = await publisher.start('preview', 'editor@example.com', long);
    const next = await publisher.start('preview', 'editor@example.com', new Date());
    expect(next.ok).toBe(true);
    const stale = await store.get(first.ok ? first.id : '');
    expect(stale).toMatchObject({ state: 'failed' });
    expect(stale?.error).toContain('did not report an end within 150 minutes');
  });

  it('puts a finished preview live by asking the workflow to clone it, without building again', async () => {
    await finishedPreview('ready1');
    expect(await publisher.goLive('ready1', 'publisher@example.com')).toEqual({ kind: 'started' });
    expect(github.received.at(-1)?.body).toEqual({
      event_type: 'content-updated',
      client_payload: { target: 'live', id: 'ready1', by: 'publisher@example.com', build: false, liveCode: LIVE_CODE },
    });
    expect(await store.get('ready1')).toMatchObject({ state: 'ready', stage: 'live' });
  });

  it('refuses a preview built from other code than the live server runs, so content never rolls code back', async () => {
    await finishedPreview('older', { codeCommit: OLDER_CODE });
    expect(await publisher.goLive('older', 'publisher@example.com')).toEqual({ kind: 'otherCode', built: OLDER_CODE, live: LIVE_CODE });
    expect(github.received).toHaveLength(0);
  });

  it('refuses an unknown run, one still building, an expired preview and a run without one', async () => {
    expect(await publisher.goLive('nope', 'p@example.com')).toEqual({ kind: 'unknown' });
    const started = await publisher.start('preview', 'editor@example.com', new Date());
    expect(await publisher.goLive(started.ok ? started.id : '', 'p@example.com')).toEqual({ kind: 'notReady', state: 'queued' });
    await store.update(started.ok ? started.id : '', { state: 'failed' });
    await finishedPreview('expired', { previewExpiresAt: new Date(Date.now() - 1000).toISOString() });
    expect(await publisher.goLive('expired', 'p@example.com')).toEqual({ kind: 'expired' });
    await finishedPreview('nourl', { previewUrl: null });
    expect(await publisher.goLive('nourl', 'p@example.com')).toEqual({ kind: 'removed' });
  });

  it('refuses every publish when the server does not know its code (SITE_CODE_COMMIT unset)', async () => {
    const unknowing = createWorkflowPublisher(store, { repository: 'acme/site', token: 't', apiUrl: github.url }, undefined, () => {});
    await finishedPreview('r2');
    expect(await unknowing.goLive('r2', 'p@example.com')).toEqual({ kind: 'otherCode', built: LIVE_CODE, live: null });
  });

  it("answers a preview with the channel's own address", async () => {
    await finishedPreview('shown');
    expect(await publisher.preview('shown', null)).toEqual({ kind: 'elsewhere', url: 'https://ornek-site--run-shown-x1y2z3.web.app' });
  });
});
