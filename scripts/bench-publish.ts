/**
 * Publish benchmark, on the built server as `npm start` runs it, with the embedded
 * store and a copy of the project as the source tree: the time from an edit to its preview
 * being ready, from a preview to live, and, while the swap happens under load (concurrent
 * clients on `/` and a project page), how many responses failed and whether each came whole
 * from one build (its X-Site-Build header and its headline agree). Medians of --runs.
 *
 * Usage: npm run bench:publish [-- --runs 3] [--clients 16]
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminApi, adminApiPath, pathFor } from '../src/i18n/routes';
import { getContent } from '../src/content/loader';
import { copyProject } from '../src/server/publish/project-copy';
import { addAccount } from '../tests/browser/studio-project';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';
import { staffSession } from './lib/staff-session';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, clients: { type: 'string', default: '16' } } });
const runs = Number(values.runs);
const clients = Number(values.clients);
const EDITOR = { email: 'bench@example.com', password: 'yayın ölçümü parolası 2026' };

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;

const root = mkdtempSync(join(tmpdir(), 'bench-publish-'));
const source = join(root, 'source');
copyProject(resolve('.'), source);
const env = { ...process.env, CONTACT_DATA_DIR: join(root, 'data'), PUBLISH_DIR: join(root, 'publish'), PUBLISH_SOURCE_DIR: source };

await addAccount(env, EDITOR, '--can', 'content');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startBuiltSite(port, env);

const api = staffSession(origin);

async function waitFor(id: string, state: string): Promise<void> {
  for (;;) {
    const run = (await (await api('GET', adminApiPath(adminApi.publishRun, { id }))).json()) as { state: string; error: string | null };
    if (run.state === state) return;
    if (run.state === 'failed') throw new Error(`run ${id} failed: ${run.error}`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

/** Clients asking for pages until `stop`; each response checked against the build it names. */
async function load(headlines: Map<string, string>, stop: () => boolean) {
  const paths = [pathFor('home', 'tr'), pathFor('projectDetail', 'tr', getContent('tr').projects.projects[0]!.project.url)];
  let answered = 0;
  let failed = 0;
  let mixed = 0;
  const builds = new Set<string>();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; !stop(); n++) {
        try {
          const response = await fetch(`${origin}${paths[(client + n) % paths.length]}`);
          const body = await response.text();
          answered++;
          if (response.status !== 200) failed++;
          const build = response.headers.get('x-site-build') ?? '';
          builds.add(build);
          const expected = headlines.get(build);
          if (expected !== undefined && response.url.endsWith('/') && !body.includes(expected)) mixed++;
        } catch {
          failed++;
        }
      }
    }),
  );
  return { answered, failed, mixed, builds: builds.size };
}

const results: { previewReadyMs: number; liveMs: number; answered: number; failed: number; mixed: number; builds: number }[] = [];
try {
  expect((await api('POST', adminApi.session, EDITOR)).status, 204, 'sign-in');
  const site = adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' });
  let liveId = 'startup';
  const headlines = new Map<string, string>([['startup', getContent('tr').site.hero.headline]]);
  for (let run = 0; run < runs; run++) {
    const current = (await (await api('GET', site)).json()) as { data: Record<string, unknown>; revision: number };
    const headline = `Ölçüm başlığı ${run + 1}`;
    const data = { ...current.data, hero: { ...(current.data['hero'] as object), headline } };
    const editedAt = performance.now();
    expect((await api('PUT', site, { data, baseRevision: current.revision })).status, 200, 'save');
    const { id } = (await (await api('POST', adminApi.publish, { target: 'preview' })).json()) as { id: string };
    await waitFor(id, 'ready');
    const previewReadyMs = performance.now() - editedAt;
    headlines.set(id, headline);

    let stopped = false;
    const loading = load(headlines, () => stopped);
    await new Promise((done) => setTimeout(done, 1000));
    const swapAt = performance.now();
    expect((await api('POST', adminApi.publish, { target: 'live', id })).status, 202, 'go live');
    const liveMs = performance.now() - swapAt;
    await new Promise((done) => setTimeout(done, 1000));
    stopped = true;
    const traffic = await loading;
    results.push({ previewReadyMs, liveMs, ...traffic });
    console.log(
      `run ${run + 1}: edit to preview ready ${(previewReadyMs / 1000).toFixed(1)} s, preview to live ${liveMs.toFixed(0)} ms, ` +
        `${traffic.answered} responses during the swap from ${liveId} to ${id}: ${traffic.failed} failed, ${traffic.mixed} not whole from one build`,
    );
    liveId = id;
  }
} finally {
  server.kill('SIGKILL');
}

function expect(actual: number, wanted: number, what: string) {
  if (actual !== wanted) throw new Error(`${what}: answered ${actual}, expected ${wanted}`);
}

const summary = {
  runs,
  clients,
  previewReadyMedianS: median(results.map((r) => r.previewReadyMs)) / 1000,
  liveMedianMs: median(results.map((r) => r.liveMs)),
  responsesDuringSwaps: results.reduce((sum, r) => sum + r.answered, 0),
  failed: results.reduce((sum, r) => sum + r.failed, 0),
  notWholeFromOneBuild: results.reduce((sum, r) => sum + r.mixed, 0),
};
console.log(
  `\nMedians of ${runs}: edit to preview ready ${summary.previewReadyMedianS.toFixed(1)} s (target ≤ 20 s), preview to live ${summary.liveMedianMs.toFixed(0)} ms (target ≤ 1 s); ` +
    `${summary.responsesDuringSwaps} responses during the swaps with ${clients} clients: ${summary.failed} failed, ${summary.notWholeFromOneBuild} not whole from one build`,
);
mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `publish-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(file, JSON.stringify({ summary, results }, null, 2));
console.log(`Figures in ${file}`);
