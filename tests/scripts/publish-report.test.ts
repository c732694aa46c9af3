/**
 * The rebuild workflow's reporting step (scripts/publish-report.ts) against the Firestore
 * protocol server: each command leaves publishRuns/{id} as the admin expects to read it.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestorePublishRunStore } from '../../src/server/store/firestore/publish-runs';
import { queuedRun } from '../../src/server/publish/publisher';
import { CLI_RUN_MS, cliTestTimeout, runScript, scriptArgs, startEmulator, type RunResult, type TestEmulator } from './emulator';

const SCRIPT = 'scripts/publish-report.ts';

let emulator: TestEmulator;
let work: string;
beforeAll(async () => {
  emulator = await startEmulator();
  work = mkdtempSync(join(tmpdir(), 'publish-report-'));
});
afterAll(() => {
  emulator.stop();
  rmSync(work, { recursive: true, force: true });
});

function project() {
  const connection = emulator.connect();
  const env = { FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: connection.projectId };
  const store = firestorePublishRunStore(connection.db);
  const report = (...args: string[]) => runScript(SCRIPT, args, env);
  /** A command that reads standard input, as the workflow pipes `npm run build` into it. */
  const reportWithInput = (input: string, ...args: string[]) =>
    new Promise<RunResult>((resolve) => {
      const started = Date.now();
      const child = spawn(process.execPath, scriptArgs(SCRIPT, args), { env: { ...process.env, ...env }, timeout: CLI_RUN_MS });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      child.on('close', (code) => resolve({ code: code ?? 1, stdout, stderr, ms: Date.now() - started }));
      child.stdin.end(input);
    });
  return { store, report, reportWithInput };
}

/** A build's client folder with these pages, each with this HTML. */
function client(name: string, pages: Record<string, string>): string {
  const dir = join(work, name);
  for (const [path, html] of Object.entries(pages)) {
    const folder = join(dir, path);
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'index.html'), html);
  }
  return dir;
}

const expectDone = (result: RunResult) => expect(result, result.stderr).toMatchObject({ code: 0 });

describe('the rebuild workflow reports into publishRuns', () => {
  it(
    'follows a preview from its stages to ready, with progress, the change report and the channel',
    async () => {
      const { store, report, reportWithInput } = project();
      await store.begin(queuedRun('run-1', 'preview', 'editor@example.com', new Date()));

      expectDone(await report('stage', 'run-1', 'export'));
      expect(await store.get('run-1')).toMatchObject({ state: 'running', stage: 'export' });

      const before = client('before', {
        '': '<h1>Old</h1>',
        en: '<h1>Old EN</h1>',
        'en/gone': 'x',
        'en/corporate': '<footer>Old</footer><main>Same</main>',
        admin: '<main>Admin</main>',
      });
      const after = client('after', {
        '': '<h1>New</h1>',
        en: '<h1>Old EN</h1>',
        'en/added': 'y',
        'en/corporate': '<footer>New</footer><main>Same</main>',
        admin: '<main>Admin, rebuilt</main>',
      });
      const build = ['building', ' ├─ /index.html (+12ms)', ' └─ /en/index.html (+3ms)', 'done'].join('\n');
      const progress = await reportWithInput(build, 'progress', 'run-1', '--before', before);
      expectDone(progress);
      expect(progress.stdout).toContain('├─ /index.html');
      expect(await store.get('run-1')).toMatchObject({ stage: 'build', progress: { done: 2, total: 5 } });

      const changes = join(work, 'changes.json');
      writeFileSync(
        changes,
        JSON.stringify([
          { file: 'en/projects.json', kind: 'changed', fields: [], items: [{ kind: 'changed', id: 'p04', label: 'Marina (p04)' }] },
        ]),
      );
      const channel = join(work, 'channel.json');
      writeFileSync(
        channel,
        JSON.stringify({
          status: 'success',
          result: {
            'ornek-site': { site: 'ornek-site', url: 'https://ornek-site--run-1-ab12cd.web.app', expireTime: '2026-12-02T10:00:00Z' },
          },
        }),
      );
      const commit = 'c'.repeat(40);
      expectDone(
        await report(
          'ready',
          'run-1',
          '--report',
          changes,
          '--before',
          before,
          '--after',
          after,
          '--channel',
          channel,
          '--code-commit',
          commit,
          '--run-url',
          'https://github.com/acme/site/actions/runs/77',
        ),
      );
      expect(await store.get('run-1')).toMatchObject({
        state: 'ready',
        stage: null,
        previewUrl: 'https://ornek-site--run-1-ab12cd.web.app',
        previewExpiresAt: '2026-12-02T10:00:00Z',
        codeCommit: commit,
        workflowRunUrl: 'https://github.com/acme/site/actions/runs/77',
        changes: {
          documents: [{ key: 'projects', lang: 'en', kind: 'changed', items: [{ kind: 'changed', id: 'p04', label: 'Marina (p04)' }] }],
          pages: { added: ['/en/added'], changed: ['/'], removed: ['/en/gone'], frameOnly: ['/en/corporate'] },
        },
      });

      const described = await report('describe', 'run-1');
      expectDone(described);
      expect(described.stdout).toBe('PREVIEW_CHANNEL=run-run-1\nPREVIEW_WORKFLOW_RUN=77\n');
    },
    cliTestTimeout(5),
  );

  it(
    'puts a run live and the one live before back to ready; a failed promotion leaves the preview publishable',
    async () => {
      const { store, report } = project();
      for (const id of ['old', 'new']) {
        await store.begin(queuedRun(id, 'preview', 'editor@example.com', new Date()));
        await store.update(id, { state: id === 'old' ? 'live' : 'ready' });
      }
      await store.update('new', { stage: 'live' });
      const log = join(work, 'clone.log');
      writeFileSync(log, 'cloning...\nError: HTTP Error: 403, The caller does not have permission\n');
      expectDone(await report('failed', 'new', '--stage', 'live', '--log', log));
      expect(await store.get('new')).toMatchObject({ state: 'ready', stage: null, error: expect.stringContaining('HTTP Error: 403') });

      expectDone(await report('live', 'new'));
      expect(await store.get('new')).toMatchObject({ state: 'live', stage: null, error: null });
      expect(await store.get('old')).toMatchObject({ state: 'ready' });
    },
    cliTestTimeout(2),
  );

  it(
    'fails a run that breaks while building with the step’s last lines, and frees the lock',
    async () => {
      const { store, report } = project();
      await store.begin(queuedRun('broken', 'preview', 'editor@example.com', new Date()));
      const log = join(work, 'export.log');
      writeFileSync(log, 'Exporting...\ntr/projects/p1: primaryImage: Required\n');
      expectDone(await report('failed', 'broken', '--stage', 'export', '--log', log));
      expect(await store.get('broken')).toMatchObject({
        state: 'failed',
        stage: 'export',
        error: expect.stringContaining('tr/projects/p1: primaryImage: Required'),
      });
      expect(await store.begin(queuedRun('next', 'preview', 'editor@example.com', new Date()))).toEqual({ ok: true });
    },
    cliTestTimeout(1),
  );

  it(
    'makes a run for a start from the Actions tab, refusing while another is under way',
    async () => {
      const { store, report } = project();
      const created = await report('create', '--target', 'live', '--by', 'octocat');
      expectDone(created);
      const id = created.stdout.trim();
      expect(await store.get(id)).toMatchObject({ state: 'queued', target: 'live', startedBy: 'octocat' });
      const refused = await report('create', '--target', 'preview', '--by', 'octocat');
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain(`a run is under way: ${id}`);
    },
    cliTestTimeout(2),
  );

  it(
    'names what is wrong: an unknown run, a missing option, no Firestore',
    async () => {
      const { report } = project();
      const unknown = await report('stage', 'nope', 'build');
      expect(unknown).toMatchObject({ code: 1, stderr: expect.stringContaining("no publish run 'nope' in publishRuns") });
      const noFirestore = await runScript(SCRIPT, ['live', 'x'], {});
      expect(noFirestore).toMatchObject({ code: 1, stderr: expect.stringContaining('no Firestore is configured') });
    },
    cliTestTimeout(2),
  );
});
