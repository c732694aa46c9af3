/**
 * Start-up benchmark: starts the built server (`node dist/server/main.mjs`, with the memory
 * bounds `npm run serve` gives, as the browser specs start it: scripts/lib/built-site.ts) --runs
 * times, each with the embedded store in a new temporary folder, and reports the median and the
 * 95th percentile of the time from spawn to the first 200 of `/`, of the health probe and of
 * the readiness probe, and the server's CPU time and resident memory once all three answered. This is both
 * Cloud Run's cold start and what each admin or studio spec pays before its first step.
 *
 * Usage: npm run bench:startup [-- --runs 10] [--entry dist/server/main.mjs] (after `npm run build`;
 * --entry: another build's launcher, to compare two builds on the same machine at the same time)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { probePaths } from '../src/i18n/routes';
import { FIRESTORE_CONNECTION_VARIABLES } from '../src/server/config';
import { withMemoryBounds } from './lib/built-site';
import { freePort } from './lib/free-port';

const { values } = parseArgs({
  options: { runs: { type: 'string', default: '10' }, entry: { type: 'string', default: 'dist/server/main.mjs' } },
});
const runs = Math.max(1, Number(values.runs));
const entry = values.entry;

const PATHS = { page: '/', health: probePaths.health, ready: probePaths.ready } as const;
type Probe = keyof typeof PATHS;
const POLL_MS = 10;
const GIVE_UP_MS = 30_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Milliseconds from `since` until `url` first answers 200. */
async function firstOk(url: string, since: number, server: ChildProcess): Promise<number> {
  while (performance.now() - since < GIVE_UP_MS) {
    if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}; is the site built (npm run build)?`);
    const status = await fetch(url).then(
      async (response) => (await response.arrayBuffer(), response.status),
      () => 0,
    );
    if (status === 200) return performance.now() - since;
    await sleep(POLL_MS);
  }
  throw new Error(`${url} did not answer 200 within ${GIVE_UP_MS / 1000} s`);
}

/** The process's resident set (Linux), in MiB. */
function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB$/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/** The process's CPU time so far (user and system, Linux), in ms: steadier than wall time on a busy machine. */
function cpuMs(pid: number): number {
  // The fields after the command's name (which may hold spaces); utime and stime are the 12th and 13th, in ticks of 10 ms.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8')
    .replace(/^.*\) /s, '')
    .split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function oneStart(): Promise<Record<Probe, number> & { rss: number; cpu: number }> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-startup-'));
  const port = await freePort();
  const env = {
    ...process.env,
    HOST: '127.0.0.1',
    PORT: String(port),
    CONTACT_DATA_DIR: join(folder, 'data'),
    ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])),
  };
  const start = withMemoryBounds(entry, env);
  const since = performance.now();
  const server = spawn(process.execPath, start.args, { env: start.env, stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${port}`;
    const [page, health, ready] = await Promise.all(Object.values(PATHS).map((path) => firstOk(base + path, since, server)));
    return { page: page!, health: health!, ready: ready!, rss: rssMiB(server.pid!), cpu: cpuMs(server.pid!) };
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(undefined)));
    rmSync(folder, { recursive: true, force: true });
  }
}

/** The nearest-rank percentile of `samples`. */
function percentile(samples: readonly number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

const results = [];
for (let run = 0; run < runs; run++) results.push(await oneStart());

const row = (name: string, samples: number[], unit: string) =>
  console.log(
    `${name.padEnd(28)} p50 ${percentile(samples, 50).toFixed(0).padStart(5)} ${unit}   p95 ${percentile(samples, 95).toFixed(0).padStart(5)} ${unit}`,
  );
console.log(`${runs} starts of ${entry} (embedded store, a new folder each), spawn -> first 200:`);
for (const probe of Object.keys(PATHS) as Probe[])
  row(
    `${PATHS[probe]}`,
    results.map((result) => result[probe]),
    'ms',
  );
row(
  'CPU until answering',
  results.map((result) => result.cpu),
  'ms',
);
row(
  'RSS once answering',
  results.map((result) => result.rss),
  'MiB',
);
