/**
 * How the build grows with the site. In a temporary copy of the project whose snapshot holds
 * --projects projects in every language (scripts/lib/scaled-snapshot.ts: the shipped projects
 * repeated, their photos reused), it runs the build as `npm run build` runs it, stage by stage,
 * twice: cold (an empty build cache) and warm (the cache the first left). Then, unless
 * --no-publish, it serves that build as `npm start` does (embedded store) and times, from the
 * editor's save, the preview of an edit of one project's description in one language and of an
 * edit of the header (a field every page shows), and each preview's going live.
 *
 * Each figure is what all the stage's Node processes used (scripts/lib/process-usage.mjs): CPU
 * seconds summed, peak resident memory the largest one process reached.
 *
 * Usage: npm run bench:scale -- --projects 1000 [--no-publish] [--keep]
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { adminApi, adminApiPath, defaultLang, languages } from '../src/i18n/routes';
import { copyProject } from '../src/server/publish/project-copy';
import { reuseCountsIn } from '../src/integrations/page-reuse/session';
import { addAccount } from '../tests/browser/studio-project';
import { withMemoryBounds } from './lib/built-site';
import { freePort } from './lib/free-port';
import { staffSession } from './lib/staff-session';
import { writeScaledSnapshot } from './lib/scaled-snapshot';

const { values } = parseArgs({
  options: {
    projects: { type: 'string', default: '1000' },
    publish: { type: 'boolean', default: true },
    keep: { type: 'boolean', default: false },
  },
  allowNegative: true,
});
const projects = Number(values.projects);
if (!Number.isInteger(projects) || projects < 1)
  throw new Error(`--projects must be a whole number of at least 1, got '${values.projects}'`);

const root = mkdtempSync(join(tmpdir(), `bench-scale-${projects}-`));
const site = join(root, 'site');
const usageFile = join(root, 'usage.jsonl');
const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  ASTRO_TELEMETRY_DISABLED: '1',
  BUILD_CACHE_DIR: join(root, 'build-cache'),
  PATH: `${join(site, 'node_modules', '.bin')}:${process.env['PATH'] ?? ''}`,
};

interface Usage {
  wallS: number;
  cpuS: number;
  peakRssMb: number;
}

/** Runs a shell command in `cwd`; what its Node processes used, from the usage lines they append. */
async function measured(command: string, cwd: string, env: NodeJS.ProcessEnv = baseEnv): Promise<Usage> {
  writeFileSync(usageFile, '');
  const started = performance.now();
  const preload = resolve('scripts/lib/process-usage.mjs');
  const child = spawn('sh', ['-c', command], {
    cwd,
    env: { ...env, PROCESS_USAGE_FILE: usageFile, NODE_OPTIONS: `${env['NODE_OPTIONS'] ?? ''} --import=${preload}`.trim() },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  child.stderr.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000)));
  const code = await new Promise<number | null>((done) => child.on('close', done));
  if (code !== 0) throw new Error(`'${command}' failed (exit ${code}):\n${output}`);
  const processes = readFileSync(usageFile, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { cpuMs: number; maxRssKb: number });
  return {
    wallS: (performance.now() - started) / 1000,
    cpuS: processes.reduce((sum, p) => sum + p.cpuMs, 0) / 1000,
    peakRssMb: Math.max(0, ...processes.map((p) => p.maxRssKb)) / 1024,
  };
}

/** The build's stages, as package.json's build script chains them. */
const stages = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts['build']!.split(' && ');

function folderSize(dir: string): { files: number; pages: number; bytes: number } {
  const totals = { files: 0, pages: 0, bytes: 0 };
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    totals.files++;
    if (entry.name.endsWith('.html')) totals.pages++;
    totals.bytes += statSync(join(entry.parentPath, entry.name)).size;
  }
  return totals;
}

interface BuildFigures {
  label: string;
  pages: number;
  distMb: number;
  whole: Usage;
  stages: { command: string; usage: Usage }[];
}

async function build(label: string): Promise<BuildFigures> {
  const figures: BuildFigures['stages'] = [];
  for (const command of stages) {
    const usage = await measured(command, site);
    figures.push({ command, usage });
    console.log(`  ${label}: ${command}: ${usage.wallS.toFixed(1)} s, ${usage.cpuS.toFixed(1)} CPU-s, ${usage.peakRssMb.toFixed(0)} MB`);
  }
  const dist = folderSize(join(site, 'dist', 'client'));
  return {
    label,
    pages: dist.pages,
    distMb: dist.bytes / 1024 / 1024,
    whole: {
      wallS: figures.reduce((sum, s) => sum + s.usage.wallS, 0),
      cpuS: figures.reduce((sum, s) => sum + s.usage.cpuS, 0),
      peakRssMb: Math.max(...figures.map((s) => s.usage.peakRssMb)),
    },
    stages: figures,
  };
}

interface PublishFigures {
  edit: string;
  previewReadyS: number;
  stagesS: Record<string, number>;
  /** What the run's build rendered and what it copied from the build being served, as the server logged it. */
  pages: { rendered: number; reused: number } | null;
  liveMs: number;
}

/** The copy's built server, as `npm start` runs it, on the embedded store; its API, signed in. */
async function publishFigures(): Promise<PublishFigures[]> {
  const env: NodeJS.ProcessEnv = {
    ...baseEnv,
    CONTACT_DATA_DIR: join(root, 'data'),
    PUBLISH_DIR: join(root, 'publish'),
    PUBLISH_SOURCE_DIR: site,
  };
  const editor = { email: 'bench@example.com', password: 'büyüme ölçümü parolası 2026' };
  await addAccount(env, editor, '--can', 'content');
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // With the bounds `npm run serve` gives, so the server is the process started (no launcher in the figures).
  const start = withMemoryBounds('dist/server/main.mjs', { ...env, HOST: '127.0.0.1', PORT: String(port) });
  const server = spawn(process.execPath, start.args, { cwd: site, env: start.env, stdio: ['ignore', 'pipe', 'inherit'] });
  const serverLog: string[] = [];
  server.stdout.on('data', (chunk: Buffer) => serverLog.push(...chunk.toString().split('\n')));
  await new Promise<void>((done, fail) => {
    server.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('listening') && done());
    server.on('exit', (code) => fail(new Error(`the built server exited with ${code}`)));
  });
  const call = staffSession(origin);
  async function api(method: string, path: string, body?: unknown): Promise<Response> {
    const response = await call(method, path, body);
    if (response.status >= 400) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response;
  }
  const json = async <T>(response: Promise<Response>) => (await (await response).json()) as T;

  /** Saves `change` of a unit, asks for a preview, waits for it, puts it live; the times from the save. */
  async function publish(edit: string, unit: string, change: (data: Record<string, unknown>) => Record<string, unknown>) {
    const current = await json<{ data: Record<string, unknown>; revision: number }>(api('GET', unit));
    const savedAt = performance.now();
    await api('PUT', unit, { data: change(current.data), baseRevision: current.revision });
    const { id } = await json<{ id: string }>(api('POST', adminApi.publish, { target: 'preview' }));
    const stagesS: Record<string, number> = {};
    let stage = '';
    let stageAt = savedAt;
    for (;;) {
      const run = await json<{ state: string; stage: string | null; error: string | null }>(
        api('GET', adminApiPath(adminApi.publishRun, { id })),
      );
      if (run.state === 'failed') throw new Error(`publish run ${id} failed: ${run.error}`);
      const now = performance.now();
      const at = run.state === 'ready' ? 'ready' : (run.stage ?? run.state);
      if (at !== stage) {
        if (stage) stagesS[stage] = (now - stageAt) / 1000;
        stage = at;
        stageAt = now;
      }
      if (run.state === 'ready') break;
      await new Promise((done) => setTimeout(done, 100));
    }
    const previewReadyS = (performance.now() - savedAt) / 1000;
    const liveAt = performance.now();
    await api('POST', adminApi.publish, { target: 'live', id });
    const liveMs = performance.now() - liveAt;
    console.log(`  ${edit}: preview ready ${previewReadyS.toFixed(1)} s after the save, live ${liveMs.toFixed(0)} ms after asked`);
    const reuse = serverLog
      .filter((line) => line.includes(id))
      .map(reuseCountsIn)
      .find((counts) => counts !== undefined);
    return { edit, previewReadyS, stagesS, pages: reuse ?? null, liveMs };
  }

  try {
    await api('POST', adminApi.session, editor);
    const project = (
      JSON.parse(readFileSync(join(site, 'content-snapshot', 'en', 'projects.json'), 'utf8')) as { projects: { id: string }[] }
    ).projects[Math.floor(projects / 2)]!.id;
    return [
      await publish(
        'one project description (en)',
        adminApiPath(adminApi.contentItem, { lang: 'en', key: 'projects', id: project }),
        (data) => ({
          ...data,
          description: `${String(data['description'])} Edited for the benchmark.`,
        }),
      ),
      await publish(`the header (${defaultLang})`, adminApiPath(adminApi.contentDocument, { lang: defaultLang, key: 'header' }), (data) => {
        const [first, ...rest] = data['menuItems'] as Record<string, unknown>[];
        return { ...data, menuItems: [{ ...first, text: `${String(first!['text'])}.` }, ...rest] };
      }),
    ];
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => server.on('exit', done));
  }
}

console.log(`A site of ${projects} projects in each of ${languages.length} languages, in ${root}`);
copyProject(resolve('.'), site);
rmSync(join(site, 'content-snapshot'), { recursive: true });
writeScaledSnapshot(join(site, 'content-snapshot'), projects, resolve('content-snapshot'));

const builds: BuildFigures[] = [];
try {
  builds.push(await build('cold'));
  builds.push(await build('warm'));
  const published = values.publish ? await publishFigures() : [];

  const short = (command: string) => command.replace(/^(tsx scripts\/|astro )/, '').replace(/\.ts$/, '');
  const table = [
    `| ${projects} projects x ${languages.length} | pages | whole build | CPU | ${stages.map(short).join(' | ')} | peak RSS | dist |`,
    `|---|---|---|---|${stages.map(() => '---|').join('')}---|---|`,
    ...builds.map(
      (b) =>
        `| ${b.label} | ${b.pages} | ${b.whole.wallS.toFixed(1)} s | ${b.whole.cpuS.toFixed(1)} s | ${b.stages
          .map((s) => `${s.usage.wallS.toFixed(1)} s`)
          .join(' | ')} | ${b.whole.peakRssMb.toFixed(0)} MB | ${b.distMb.toFixed(1)} MB |`,
    ),
  ];
  console.log(`\n${table.join('\n')}`);
  for (const p of published)
    console.log(
      `\n${p.edit}: preview ready in ${p.previewReadyS.toFixed(1)} s (${Object.entries(p.stagesS)
        .map(([stage, s]) => `${stage} ${s.toFixed(1)} s`)
        .join(
          ', ',
        )}), live in ${p.liveMs.toFixed(0)} ms${p.pages ? `; ${p.pages.rendered} pages and files rendered, ${p.pages.reused} pages copied` : ''}`,
    );
  mkdirSync('bench-results', { recursive: true });
  const file = join('bench-results', `scale-${projects}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ projects, languages, builds, published }, null, 2));
  console.log(`\nFigures in ${file}`);
} finally {
  if (!values.keep && existsSync(root)) rmSync(root, { recursive: true, force: true });
}
