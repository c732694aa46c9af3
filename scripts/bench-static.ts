/**
 * Static serving benchmark: the built site's files (dist/client) served by the Node server as
 * `npm run serve` runs it (its environment and Node options, read from package.json), and, when
 * Debian's nginx with the brotli_static module is installed (`apt-get install nginx
 * libnginx-mod-http-brotli-static`), by nginx on the same folder (one worker, brotli_static and
 * gzip_static on, sendfile, each request logged to a file as ours logs each to its output),
 * started and stopped here on a free port. Each is loaded by autocannon on the loopback for
 * `--seconds` with `--connections`: the home page asking for brotli, the not-found page, and a
 * JPEG of about 100 KB. Prints requests/s, p50 and p99 latency and the server's CPU time per
 * request (its processes' user and system time over the run, /proc: the figure a machine busy
 * with other work blurs least) per server, and ours / nginx.
 *
 * Usage: npm run bench:static [-- --seconds 10] [--connections 50]
 *   [--entry dist/server/main.mjs] [--entry <another server bundle>] [--rounds 1]
 * Each `--entry` is a bundle of the server beside the build's Astro entry (dist/server/), so
 * two versions of the server can be compared in one run; the targets are loaded in turn, each
 * server and nginx one after another, `--rounds` times, so a noisy machine weighs on all alike.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { probePaths } from '../src/i18n/routes';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { distDir } from '../tests/dist-dir';
import { freePort } from './lib/free-port';
import { cpuSeconds } from './lib/process-figures';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50' },
    entry: { type: 'string', multiple: true },
    rounds: { type: 'string', default: '1' },
  },
});
const wholeNumber = (name: string, value: string) => {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`--${name} must be a whole number ≥ 1, got ${value}`);
  return number;
};
const seconds = wholeNumber('seconds', values.seconds);
const connections = wholeNumber('connections', values.connections);
const rounds = wholeNumber('rounds', values.rounds);

const dist = resolve(distDir);
const clientDir = join(dist, 'client');
const entries = (values.entry ?? [join(dist, 'server', 'main.mjs')]).map((entry) => resolve(entry));
for (const entry of entries) if (!existsSync(entry)) throw new Error(`${entry} does not exist; build the site first (npm run build)`);

/** The JPEG of the build nearest 100 KB: a photo as a page shows it. */
function photoNear100KB(): string {
  const assets = join(clientDir, '_astro');
  const photos = readdirSync(assets)
    .filter((name) => name.endsWith('.jpg'))
    .map((name) => ({ name, size: statSync(join(assets, name)).size }))
    .sort((a, b) => Math.abs(a.size - 100_000) - Math.abs(b.size - 100_000));
  if (!photos[0]) throw new Error(`${assets} has no .jpg; is the site built (npm run build)?`);
  return `/_astro/${photos[0].name}`;
}

const photo = photoNear100KB();
const targets = [
  { label: '`/`, brotli', path: '/', headers: { 'accept-encoding': 'br' }, status: 200 },
  { label: 'not-found page, brotli', path: '/olmayan-sayfa', headers: { 'accept-encoding': 'br' }, status: 404 },
  { label: `JPEG, ${Math.round(statSync(join(clientDir, photo)).size / 1000)} KB`, path: photo, headers: {}, status: 200 },
];

interface Server {
  name: string;
  origin: string;
  /** Why it stopped answering, if its process is gone. */
  gone(): string | undefined;
  /** The CPU its processes have used so far, in seconds (user and system). */
  cpuSeconds(): number;
  stop(): Promise<void>;
}

/** The processes whose parent is `pid` (nginx's worker). */
function childrenOf(pid: number | undefined): number[] {
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .filter((name) => {
      try {
        return readFileSync(`/proc/${name}/stat`, 'utf8').split(') ')[1]!.split(' ')[1] === String(pid);
      } catch {
        return false;
      }
    })
    .map(Number);
}

const work = mkdtempSync(join(tmpdir(), 'bench-static-'));

function stopped(child: ChildProcess): Promise<void> {
  return new Promise((resolveStop) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolveStop();
    child.once('exit', () => resolveStop());
    child.kill('SIGTERM');
  });
}

/** How a server's process ended, and where its log is, or undefined while it runs. */
function exitOf(child: ChildProcess, log: string): string | undefined {
  if (child.exitCode === null && child.signalCode === null) return undefined;
  return `its process ended (${child.exitCode ?? child.signalCode}); its log: ${log}`;
}

async function answered(origin: string, path: string, timeoutMs = 30_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${origin}${path}`)).status < 500) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > until) throw new Error(`${origin}${path} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((wait) => setTimeout(wait, 100));
  }
}

/** `npm run serve`'s command: its `NAME=value` settings and Node's options, the entry swapped. */
function serveCommand(entry: string): { env: Record<string, string>; args: string[] } {
  const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
  const words = (scripts['serve'] ?? '').split(/\s+/).filter(Boolean);
  const env: Record<string, string> = {};
  while (words[0]?.includes('=')) {
    const [name, ...value] = words.shift()!.split('=');
    env[name!] = value.join('=');
  }
  if (words.shift() !== 'node' || !words.at(-1)?.endsWith('main.mjs'))
    throw new Error(
      `package.json's serve script is no longer \`[VAR=value ...] node [options] dist/server/main.mjs\`: ${scripts['serve']}`,
    );
  return { env, args: [...words.slice(0, -1), entry] };
}

async function startOurs(entry: string, index: number): Promise<Server> {
  const port = await freePort();
  const { env, args } = serveCommand(entry);
  // Its request log goes to a file, as it would to Cloud Logging: not through this process.
  const output = openSync(join(work, `server-${index}.log`), 'w');
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env, ...embeddedStoreEnv(join(work, `data-${index}`)), HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', output, output],
  });
  closeSync(output);
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`${entry} exited with ${code}; see ${join(work, `server-${index}.log`)}`))),
  );
  await Promise.race([answered(origin, probePaths.health), exited]);
  exited.catch(() => {});
  const name = entries.length > 1 ? `ours (${entry.slice(dist.length + 1)})` : 'ours';
  return {
    name,
    origin,
    gone: () => exitOf(child, join(work, `server-${index}.log`)),
    cpuSeconds: () => cpuSeconds(child.pid),
    stop: () => stopped(child),
  };
}

const NGINX_BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** nginx on the same folder, or why not. */
async function startNginx(): Promise<Server | string> {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path));
  if (!nginx || !existsSync(NGINX_BROTLI_MODULE))
    return 'nginx with the brotli_static module is not installed (Debian: apt-get install nginx libnginx-mod-http-brotli-static): our figures only.';
  const port = await freePort();
  const prefix = join(work, 'nginx');
  const config = join(work, 'nginx.conf');
  spawnSync('mkdir', ['-p', prefix]);
  writeFileSync(
    config,
    `${process.getuid?.() === 0 ? 'user root;\n' : ''}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log;
load_module ${NGINX_BROTLI_MODULE};
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log ${prefix}/access.log;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 1000000;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${clientDir};
    index index.html;
    brotli_static on;
    gzip_static on;
    gzip_vary on;
    error_page 404 /404.html;
    location /_astro/ { add_header Cache-Control "public, max-age=31536000, immutable"; }
  }
}
`,
  );
  const child = spawn(nginx, ['-p', prefix, '-c', config, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const origin = `http://127.0.0.1:${port}`;
  await answered(origin, '/');
  const workers = childrenOf(child.pid);
  return {
    name: 'nginx',
    origin,
    gone: () => exitOf(child, join(prefix, 'error.log')),
    cpuSeconds: () => [child.pid, ...workers].reduce<number>((sum, pid) => sum + cpuSeconds(pid), 0),
    stop: () => stopped(child),
  };
}

interface Figures {
  requests: number;
  p50: number;
  p99: number;
  /** The server's CPU per request answered, in microseconds: what a busy machine cannot blur. */
  cpuMicros: number;
}

async function load(server: Server, target: (typeof targets)[number]): Promise<Figures> {
  const check = await fetch(`${server.origin}${target.path}`, { headers: target.headers }).catch((error: unknown) => {
    throw new Error(`${server.name} does not answer ${target.path}: ${server.gone() ?? String(error)}`);
  });
  await check.arrayBuffer();
  const encoding = check.headers.get('content-encoding') ?? undefined;
  if (check.status !== target.status || (target.headers['accept-encoding'] ?? undefined) !== encoding)
    throw new Error(
      `${server.name} answers ${target.path} with ${check.status} ${encoding ?? 'uncompressed'}, not ${target.status} ${target.headers['accept-encoding'] ?? 'uncompressed'}`,
    );
  const cpuBefore = server.cpuSeconds();
  const result = await autocannon({ url: `${server.origin}${target.path}`, headers: target.headers, connections, duration: seconds });
  const cpuMicros = ((server.cpuSeconds() - cpuBefore) * 1e6) / Math.max(1, result.requests.total);
  const unexpected = result.errors + result.timeouts + (target.status === 200 ? result.non2xx : result['2xx']);
  if (unexpected > 0) throw new Error(`${server.name} ${target.path}: ${unexpected} errors, timeouts or unexpected statuses under load`);
  return { requests: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, cpuMicros };
}

const servers: Server[] = [];
let finished = false;
try {
  for (const [index, entry] of entries.entries()) servers.push(await startOurs(entry, index));
  const nginx = await startNginx();
  if (typeof nginx === 'string') console.log(`Note: ${nginx}`);
  else servers.push(nginx);

  const figures = new Map<string, Figures[]>();
  for (let round = 0; round < rounds; round++)
    for (const target of targets)
      for (const server of servers) {
        const key = `${target.label}\u0000${server.name}`;
        figures.set(key, [...(figures.get(key) ?? []), await load(server, target)]);
        process.stderr.write('.');
      }
  process.stderr.write('\n');

  const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)]!;
  const of = (target: string, server: string): Figures => {
    const runs = figures.get(`${target}\u0000${server}`)!;
    return {
      requests: median(runs.map((run) => run.requests)),
      p50: median(runs.map((run) => run.p50)),
      p99: median(runs.map((run) => run.p99)),
      cpuMicros: median(runs.map((run) => run.cpuMicros)),
    };
  };
  const hasNginx = servers.some((server) => server.name === 'nginx');
  console.log(
    `\n${connections} connections, ${seconds} s per target and server, ${rounds} round(s) (medians), loopback, autocannon; ${clientDir}\n`,
  );
  console.log(
    `| target | server | requests/s | p50 ms | p99 ms | CPU µs/request |${hasNginx ? ' requests/s / nginx | CPU / nginx |' : ''}`,
  );
  console.log(`|---|---|---:|---:|---:|---:|${hasNginx ? '---:|---:|' : ''}`);
  for (const target of targets) {
    const reference = hasNginx ? of(target.label, 'nginx') : undefined;
    for (const server of servers) {
      const { requests, p50, p99, cpuMicros } = of(target.label, server.name);
      const ratios = reference
        ? ` ${(requests / reference.requests).toFixed(2)}x | ${(cpuMicros / reference.cpuMicros).toFixed(1)}x |`
        : '';
      console.log(
        `| ${target.label} | ${server.name} | ${Math.round(requests).toLocaleString('en')} | ${p50} | ${p99} | ${Math.round(cpuMicros)} |${ratios}`,
      );
    }
  }
  finished = true;
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  // A failed run keeps its servers' logs.
  if (finished) rmSync(work, { recursive: true, force: true });
}
