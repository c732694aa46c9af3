/**
 * Pages while visitors post: the built server (dist/server/main.mjs, the embedded store in a
 * temporary folder) answers the home page from a few keep-alive connections, first alone
 * (idle), then while 50 more connections post contact requests back to back (loaded); the
 * phases alternate for --rounds, since a shared machine's noise shifts between minutes. Prints
 * the home page's requests/s, p50 and p99 per phase, the posts stored per second (the
 * endpoint's pace, CONTACT_POST_PACE in src/server/limits.ts, bounds them: the rest wait their
 * turn), and loaded requests/s as a share of idle.
 *
 * --entry runs another bundle of the server beside the build (to compare two versions on one
 * build: A/B, alternating the runs).
 *
 * Usage: npm run build && npm run bench:post-load [-- --seconds 3] [--rounds 2] [--posters 50] [--entry dist/server/main.mjs]
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { contactEndpoint } from '../src/i18n/routes';
import { CONTACT_POST_PACE } from '../src/server/limits';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { validSubmission } from '../tests/server/contact-cases';
import { withMemoryBounds } from './lib/built-site';
import { freePort } from './lib/free-port';
import { percentile } from './lib/percentile';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '3' },
    rounds: { type: 'string', default: '2' },
    posters: { type: 'string', default: '50' },
    readers: { type: 'string', default: '8' },
    entry: { type: 'string', default: 'dist/server/main.mjs' },
  },
});
const whole = (name: keyof typeof values, least: number) => {
  const number = Number(values[name]);
  if (!Number.isInteger(number) || number < least) throw new Error(`--${name} must be a whole number ≥ ${least}, got ${values[name]}`);
  return number;
};
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, got ${values.seconds}`);
const rounds = whole('rounds', 1);
const posters = whole('posters', 1);
const readers = whole('readers', 1);

const root = mkdtempSync(join(tmpdir(), 'bench-post-load-'));
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
// As `npm run serve` starts it: the same memory settings, so only the store's work differs.
const start = withMemoryBounds(values.entry, {
  ...process.env,
  ...embeddedStoreEnv(join(root, 'data')),
  HOST: '127.0.0.1',
  PORT: String(port),
  SITE_ORIGINS: origin,
  CONTACT_RATE_LIMIT: '10000000',
});
const server = spawn(process.execPath, start.args, { env: start.env, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise<void>((resolve, reject) => {
  server.stdout.on('data', (chunk: Buffer) => {
    if (chunk.toString().includes('listening')) resolve();
  });
  server.once('exit', (code) => reject(new Error(`${values.entry} exited with ${code}; is the site built (npm run build)?`)));
});
server.stdout.resume();

const agent = new Agent({ keepAlive: true, maxSockets: readers + posters });

function send(method: string, path: string, body?: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: body === undefined ? {} : { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

interface Phase {
  pages: number;
  failed: number;
  latencies: number[];
  stored: number;
  refused: number;
}

async function phase(withPosts: boolean): Promise<Phase> {
  const until = performance.now() + seconds * 1000;
  const result: Phase = { pages: 0, failed: 0, latencies: [], stored: 0, refused: 0 };
  const reader = async () => {
    while (performance.now() < until) {
      const started = performance.now();
      const status = await send('GET', '/');
      result.latencies.push(performance.now() - started);
      if (status >= 200 && status < 400) result.pages++;
      else result.failed++;
    }
  };
  const poster = async () => {
    while (performance.now() < until) {
      const status = await send('POST', contactEndpoint, JSON.stringify(validSubmission({ message: 'Yük altında bir teklif talebi' })));
      if (status === 201) result.stored++;
      else result.refused++;
    }
  };
  await Promise.all([...Array.from({ length: readers }, reader), ...(withPosts ? Array.from({ length: posters }, poster) : [])]);
  return result;
}

const rows: string[] = [];
const totals = { idle: 0, loaded: 0 };
try {
  // A phase to warm up: the first requests compile the server's code paths.
  await phase(true);
  for (let round = 1; round <= rounds; round++)
    for (const withPosts of [false, true]) {
      const figures = await phase(withPosts);
      const sorted = figures.latencies.sort((a, b) => a - b);
      const perSecond = figures.pages / seconds;
      totals[withPosts ? 'loaded' : 'idle'] += perSecond;
      rows.push(
        `| ${round} | ${withPosts ? `${posters} posting` : 'idle'} | ${perSecond.toFixed(0)} | ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 99).toFixed(1)} | ${withPosts ? (figures.stored / seconds).toFixed(0) : '-'} | ${figures.failed + figures.refused} |`,
      );
    }
} finally {
  agent.destroy();
  server.kill();
  rmSync(root, { recursive: true, force: true });
}
console.log(
  `${values.entry}: home page from ${readers} connections, ${seconds} s a phase; the endpoint takes posts in at ${CONTACT_POST_PACE.perSecond}/s (CONTACT_POST_PACE), the rest wait`,
);
console.log('| round | phase | home page requests/s | p50 ms | p99 ms | posts stored/s | failed |');
console.log('|---|---|---|---|---|---|---|');
for (const row of rows) console.log(row);
console.log(`loaded / idle: ${((100 * totals.loaded) / totals.idle).toFixed(0)} %`);
