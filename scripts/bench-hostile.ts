/**
 * Hostile-load benchmark, on the built server as `npm start` runs it with the
 * embedded store, loopback traffic only. For --seconds it sends at once: garbage and oversized
 * bodies to the contact endpoint, to the content routes and to the image uploads as a signed-in
 * editor (with real photographs and a decompression bomb among the uploads), hostile files to the
 * contact endpoint (renamed executables, 10,000 tiny parts, 26 MB of drawings, a decompression bomb
 * as a photo, bodies that never end), password guesses
 * at the sign-in route from ever new addresses and accounts, and 300 connections that send
 * their headers a line at a time and never finish them. Meanwhile an honest visitor posts the
 * contact form once a second, every other post with a PDF and a photo. It samples the server's resident memory every 100 ms and prints
 * its peak, every 5xx, every 429, how many honest posts were acknowledged and how many of those
 * the inbox has afterwards, and how the slow-header connections ended.
 *
 * Usage: npm run build && npm run bench:hostile [-- --seconds 40|120] [--only contact,uploads,content,media,password,slow]
 *   [--as-image | --bare] [--server-node-options "--max-old-space-size=256"]
 * --as-image starts the server with the environment the Dockerfile gives it (its memory settings);
 * --bare as `node dist/server/main.mjs` alone (no settings: its launcher starts the server again
 * with them, and the server's own RSS is sampled, the launcher's told beside it).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { readFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { ATTACHMENTS_FIELD } from '../src/content/attachments';
import { adminApi, adminApiPath, contactEndpoint } from '../src/i18n/routes';
import { renamedExecutable, sampleJpeg, samplePdf, type SampleFile } from '../tests/fixtures/drawings';
import { addAccount } from '../tests/browser/studio-project';
import { readImageRecipe } from '../tests/deploy/dockerfile';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { startBuiltSite, withMemoryBounds, withoutMemorySettings } from './lib/built-site';
import { freePort } from './lib/free-port';

const LOADS = ['contact', 'uploads', 'content', 'media', 'password', 'slow'] as const;
type Load = (typeof LOADS)[number];
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '40' },
    only: { type: 'string', default: LOADS.join(',') },
    'server-node-options': { type: 'string', default: '' },
    'as-image': { type: 'boolean', default: false },
    bare: { type: 'boolean', default: false },
  },
});
const seconds = Number(values.seconds);
if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--seconds must be a positive number, got ${values.seconds}`);
const loads = new Set(values.only.split(',').map((name) => name.trim()) as Load[]);
const unknown = [...loads].filter((name) => !LOADS.includes(name));
if (unknown.length > 0) throw new Error(`--only takes ${LOADS.join(', ')}; not ${unknown.join(', ')}`);

/** Concurrent attackers per kind of traffic. */
const CLIENTS = { contactGarbage: 6, contactOversized: 4, uploads: 6, contentGarbage: 4, contentOversized: 4, media: 6, password: 4 };
const SLOW_HEADER_CONNECTIONS = 300;
/** A header line every few seconds: never idle long enough for an idle timeout, never done. */
const SLOW_HEADER_LINE_MS = 2000;
const HONEST_EVERY_MS = 1000;
const OVERSIZED_BYTES = 20 * 1000 * 1000;
const EDITOR = { email: 'bench-hostile@example.com', password: 'saldırı altında ölçüm parolası 2026' };
const RUN = randomUUID().slice(0, 8);

const root = mkdtempSync(join(tmpdir(), 'bench-hostile-'));
/** The image's environment but where it listens (this run's loopback port). */
const { HOST: _host, PORT: _port, ...imageEnv } = values['as-image'] ? readImageRecipe().env : {};
const env: NodeJS.ProcessEnv = {
  ...imageEnv,
  ...embeddedStoreEnv(join(root, 'data')),
  // One proxy in front, so the honest visitor and the attackers can come from many addresses.
  TRUST_PROXY: '1',
  ...(values['server-node-options'] ? { NODE_OPTIONS: values['server-node-options'] } : {}),
};
/** The settings the server's memory depends on, as it gets them (from here, this process's environment, or the bounds it lacked). */
// Bare, the launcher adds the same bounds to the server it starts again.
const bounded = withMemoryBounds(
  'dist/server/main.mjs',
  values.bare ? withoutMemorySettings({ ...process.env, ...env }) : { ...process.env, ...env },
);
const memorySettings = [
  ...bounded.args.slice(0, -1),
  ...['NODE_OPTIONS', 'MALLOC_ARENA_MAX', 'MALLOC_MMAP_THRESHOLD_'].flatMap((name) => {
    const setting = bounded.env[name];
    return setting ? [`${name}=${setting}`] : [];
  }),
];
await addAccount({ ...process.env, ...env }, EDITOR, '--can', 'inbox,content');
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const server = await startBuiltSite(port, env, { bare: values.bare });
/** The server's process: bare, the launcher's child. */
const pid = values.bare
  ? Number(readFileSync(`/proc/${server.pid}/task/${server.pid}/children`, 'utf8').trim().split(/\s+/)[0])
  : server.pid!;
if (!Number.isInteger(pid) || pid <= 0) throw new Error(`the launcher (pid ${server.pid}) has started no server`);
const launcherRss = () => Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${server.pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
let launcherPeak = 0;

// --- Memory -------------------------------------------------------------------------------
const statusField = (field: string): number => {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
};
const MiB = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const rssAtStart = statusField('VmRSS');
let peakRss = rssAtStart;
const rssSamples: { atMs: number; rss: number }[] = [];
const startedAt = performance.now();
const sampler = setInterval(() => {
  try {
    const rss = statusField('VmRSS');
    peakRss = Math.max(peakRss, rss);
    if (values.bare) launcherPeak = Math.max(launcherPeak, launcherRss());
    rssSamples.push({ atMs: Math.round(performance.now() - startedAt), rss });
  } catch {
    // The server is gone: the run reports it.
  }
}, 100);

// --- Counting answers ---------------------------------------------------------------------
const statuses = new Map<string, Map<string, number>>();
let fiveHundreds = 0;
let tooMany = 0;
let tooManyWithoutRetryAfter = 0;
function count(kind: string, status: number | 'error', retryAfter?: string | null) {
  const perKind = statuses.get(kind) ?? new Map<string, number>();
  statuses.set(kind, perKind);
  const key = String(status);
  perKind.set(key, (perKind.get(key) ?? 0) + 1);
  if (typeof status === 'number' && status >= 500) fiveHundreds++;
  if (status === 429) {
    tooMany++;
    if (!retryAfter) tooManyWithoutRetryAfter++;
  }
}

// --- One hostile request --------------------------------------------------------------------
const agent = new Agent({ keepAlive: true, maxSockets: Infinity });
let cookie = '';
const address = () => `198.51.100.${1 + Math.floor(Math.random() * 254)}`;

interface Hostile {
  method: string;
  path: string;
  type: string;
  /** The body, or how many bytes of it to stream without a Content-Length. */
  body: Buffer | { streamed: number };
  /** Content-Length as sent (a lie is allowed); default the body's length. */
  declared?: number;
  signedIn?: boolean;
}

/** Sends one request as an attacker would: it stops sending when the answer comes. */
function hostile(kind: string, spec: Hostile): Promise<void> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { origin, 'content-type': spec.type, 'x-forwarded-for': address() };
    if (spec.signedIn) headers['cookie'] = cookie;
    if (Buffer.isBuffer(spec.body)) headers['content-length'] = String(spec.declared ?? spec.body.byteLength);
    let answered = false;
    const req = httpRequest(`${origin}${spec.path}`, { method: spec.method, headers, agent }, (res) => {
      answered = true;
      count(kind, res.statusCode ?? 0, res.headers['retry-after']);
      res.resume();
      res.on('end', () => resolve());
      res.on('error', () => resolve());
    });
    req.on('error', () => {
      if (!answered) count(kind, 'error');
      resolve();
    });
    if (Buffer.isBuffer(spec.body)) {
      req.end(spec.body);
      return;
    }
    const chunk = randomBytes(64 * 1024);
    let sent = 0;
    const pump = () => {
      while (!answered && !req.destroyed && sent < (spec.body as { streamed: number }).streamed) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (answered) req.destroy();
      else if (!req.destroyed) req.end();
    };
    pump();
  });
}

function attackers(clients: number, next: (n: number) => Promise<void>, stop: () => boolean): Promise<void>[] {
  return Array.from({ length: clients }, async (_, client) => {
    for (let n = client; !stop(); n += clients) await next(n);
  });
}

// --- What is sent -----------------------------------------------------------------------------
const garbage = (size: number) => randomBytes(size);
const garbageJson = () =>
  Buffer.from(
    [
      '{"name": "x", "message": ' + '['.repeat(5000),
      JSON.stringify({ data: { x: 'y'.repeat(50_000) }, baseRevision: 'nope' }),
      '{"unterminated": "' + 'ş'.repeat(4000),
      'null',
      randomBytes(8000).toString('latin1'),
    ][Math.floor(Math.random() * 5)]!,
  );
/** A 24-megapixel photograph-like JPEG (a phone's), and a 39.7-megapixel PNG of a few kilobytes (a decompression bomb under the pixel limit). */
const [photo, bomb] = await Promise.all([
  sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#7a8c99', noise: { type: 'gaussian', mean: 120, sigma: 25 } } })
    .jpeg({ quality: 70 })
    .toBuffer(),
  sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer(),
]);
/** A multipart body as a browser's FormData sends it. */
async function multipart(fields: Record<string, string>, files: readonly SampleFile[]): Promise<{ type: string; body: Buffer }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(file.bytes)]), file.name);
  const encoded = new Response(form);
  return { type: encoded.headers.get('content-type')!, body: Buffer.from(await encoded.arrayBuffer()) };
}
const visitorFields = (n: number, subject: string) => ({
  name: 'Ayşe Yılmaz',
  phone: '+90 312 555 01 23',
  email: `ayse.${n}@example.com`,
  subject,
  message: 'Merhaba, trafo merkezi bakımı için teklif rica ederiz.',
  lang: 'tr',
  requestId: randomUUID(),
  website: '',
  elapsedMs: '9000',
});
const pdfPadded = (bytes: number): SampleFile => {
  const pdf = samplePdf();
  return { ...pdf, bytes: Buffer.concat([pdf.bytes, randomBytes(bytes - pdf.bytes.byteLength)]) };
};
const honestFiles = [samplePdf(), await sampleJpeg()];
const hostileUploads = await Promise.all([
  multipart(visitorFields(0, 'kötü'), [samplePdf(), renamedExecutable()]),
  multipart(Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`f${i}`, 'x'])), []),
  multipart(visitorFields(0, 'çok büyük'), [pdfPadded(13_000_000), pdfPadded(13_000_000)]),
  multipart(visitorFields(0, 'bomba'), [{ name: 'bomba.png', bytes: bomb, mediaType: 'image/png' }]),
]);
const multipartType = hostileUploads[0]!.type;

const contentPaths = [
  adminApiPath(adminApi.contentDocument, { lang: 'tr', key: 'site' }),
  adminApiPath(adminApi.contentDocument, { lang: 'en', key: 'contact' }),
  adminApiPath(adminApi.contentItemEverywhere, { key: 'news', id: 'saldiri' }),
];

function hostileLoad(stop: () => boolean): Promise<void>[] {
  const all: Promise<void>[] = [];
  if (loads.has('contact')) {
    all.push(
      ...attackers(
        CLIENTS.contactGarbage,
        (n) =>
          hostile('contact garbage', {
            method: 'POST',
            path: contactEndpoint,
            type: n % 3 ? 'application/json' : 'text/plain',
            body: n % 2 ? garbageJson() : garbage(12_000),
          }),
        stop,
      ),
      ...attackers(
        CLIENTS.contactOversized,
        (n) =>
          hostile('contact oversized', {
            method: 'POST',
            path: contactEndpoint,
            type: n % 2 ? 'application/json' : 'application/x-www-form-urlencoded',
            body: n % 3 === 0 ? garbage(2_000_000) : { streamed: OVERSIZED_BYTES },
          }),
        stop,
      ),
    );
  }
  if (loads.has('uploads')) {
    const kinds: (() => Hostile)[] = [
      ...hostileUploads.map(({ type, body }) => () => ({ method: 'POST', path: contactEndpoint, type, body })),
      () => ({ method: 'POST', path: contactEndpoint, type: multipartType, body: { streamed: 1_000_000_000 } }),
    ];
    all.push(...attackers(CLIENTS.uploads, (n) => hostile('contact files', kinds[n % kinds.length]!()), stop));
  }
  if (loads.has('content')) {
    all.push(
      ...attackers(
        CLIENTS.contentGarbage,
        (n) =>
          hostile('content garbage', {
            method: 'PUT',
            path: contentPaths[n % contentPaths.length]!,
            type: 'application/json',
            body: garbageJson(),
            signedIn: true,
          }),
        stop,
      ),
      ...attackers(
        CLIENTS.contentOversized,
        (n) =>
          hostile('content oversized', {
            method: 'PUT',
            path: contentPaths[n % contentPaths.length]!,
            type: 'application/json',
            body: n % 2 ? Buffer.from(`{"data": "${'a'.repeat(3_000_000)}"}`) : { streamed: OVERSIZED_BYTES },
            signedIn: true,
          }),
        stop,
      ),
    );
  }
  if (loads.has('media')) {
    const kinds: (() => Hostile)[] = [
      () => ({ method: 'POST', path: adminApi.media, type: 'image/jpeg', body: photo, signedIn: true }),
      () => ({ method: 'POST', path: adminApi.media, type: 'image/png', body: bomb, signedIn: true }),
      () => ({ method: 'POST', path: adminApi.media, type: 'image/jpeg', body: garbage(3_000_000), signedIn: true }),
      () => ({ method: 'POST', path: adminApi.media, type: 'image/jpeg', body: { streamed: OVERSIZED_BYTES }, signedIn: true }),
      () => ({ method: 'POST', path: adminApi.media, type: 'image/webp', body: garbage(1000), declared: OVERSIZED_BYTES, signedIn: true }),
    ];
    all.push(...attackers(CLIENTS.media, (n) => hostile('media', kinds[n % kinds.length]!()), stop));
  }
  if (loads.has('password')) {
    all.push(
      ...attackers(
        CLIENTS.password,
        (n) =>
          hostile('password', {
            method: 'POST',
            path: adminApi.session,
            type: 'application/json',
            body: Buffer.from(JSON.stringify({ email: n % 4 ? `guess${randomUUID()}@example.com` : EDITOR.email, password: randomUUID() })),
          }),
        stop,
      ),
    );
  }
  return all;
}

// --- Slow headers ---------------------------------------------------------------------------
interface SlowEnd {
  heldMs: number;
  how: 'answered then closed' | 'closed' | 'reset' | 'still open';
  status?: string;
}
function slowHeaders(stop: () => boolean): Promise<SlowEnd>[] {
  if (!loads.has('slow')) return [];
  return Array.from(
    { length: SLOW_HEADER_CONNECTIONS },
    () =>
      new Promise<SlowEnd>((resolve) => {
        const openedAt = performance.now();
        const socket = connect(port, '127.0.0.1');
        let answer = '';
        let ended: SlowEnd | undefined;
        const finish = (how: SlowEnd['how']) => {
          if (ended) return;
          clearInterval(dribble);
          clearInterval(watch);
          const status = /^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1];
          ended = {
            heldMs: performance.now() - openedAt,
            how: status && how === 'closed' ? 'answered then closed' : how,
            ...(status ? { status } : {}),
          };
          socket.destroy();
          resolve(ended);
        };
        socket.on('connect', () => socket.write(`POST ${contactEndpoint} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`));
        socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
        socket.on('close', () => finish('closed'));
        socket.on('error', () => finish('reset'));
        let line = 0;
        const dribble = setInterval(() => socket.write(`X-Slow-${line++}: ${'a'.repeat(20)}\r\n`), SLOW_HEADER_LINE_MS);
        const watch = setInterval(() => stop() && finish('still open'), 100);
      }),
  );
}

// --- The honest visitor ---------------------------------------------------------------------
let honestSent = 0;
let honestAcked = 0;
let honestWithFiles = 0;
const ackedWithFiles: string[] = [];
const honestFailures = new Map<string, number>();
const ackedSubjects: string[] = [];
async function honestVisitor(stop: () => boolean): Promise<void> {
  const inFlight: Promise<void>[] = [];
  for (let n = 1; !stop(); n++) {
    const subject = `Dürüst talep ${RUN} ${n}`;
    honestSent++;
    const withFiles = loads.has('uploads') && n % 2 === 0;
    if (withFiles) honestWithFiles++;
    const fields = visitorFields(n, subject);
    const { type, body } = withFiles
      ? await multipart(fields, honestFiles)
      : { type: 'application/json', body: Buffer.from(JSON.stringify({ ...fields, elapsedMs: 9000 })) };
    inFlight.push(
      fetch(`${origin}${contactEndpoint}`, {
        method: 'POST',
        headers: { origin, 'content-type': type, 'x-forwarded-for': `10.0.${Math.floor(n / 250)}.${n % 250}` },
        body: new Uint8Array(body),
        signal: AbortSignal.timeout(30_000),
      }).then(
        async (response) => {
          await response.arrayBuffer();
          count('honest contact', response.status, response.headers.get('retry-after'));
          if (response.status === 201) {
            honestAcked++;
            ackedSubjects.push(subject);
            if (withFiles) ackedWithFiles.push(subject);
          } else honestFailures.set(String(response.status), (honestFailures.get(String(response.status)) ?? 0) + 1);
        },
        (error: Error) => {
          count('honest contact', 'error');
          honestFailures.set(error.name, (honestFailures.get(error.name) ?? 0) + 1);
        },
      ),
    );
    await new Promise((done) => setTimeout(done, HONEST_EVERY_MS));
  }
  await Promise.all(inFlight);
}

// --- The run ----------------------------------------------------------------------------------
async function signIn(): Promise<void> {
  const response = await fetch(`${origin}${adminApi.session}`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(EDITOR),
  });
  if (response.status !== 204) throw new Error(`sign-in answered ${response.status}`);
  cookie = response.headers.get('set-cookie')!.split(';')[0]!;
}

let serverExit: string | undefined;
server.on('exit', (code, signal) => (serverExit = `exited (${code ?? signal})`));
let slowEnds: SlowEnd[] = [];
let stored = 0;
let storedWithFiles = 0;
let exportedRequests = 0;
let peakByKernel = 0;
try {
  await signIn();
  let stopped = false;
  const stop = () => stopped || serverExit !== undefined;
  const timer = setTimeout(() => (stopped = true), seconds * 1000);
  const slow = slowHeaders(stop);
  await Promise.all([...hostileLoad(stop), honestVisitor(stop), Promise.all(slow).then((ends) => (slowEnds = ends))]);
  clearTimeout(timer);
  agent.destroy();
  // What the inbox has: the staff's CSV export lists every stored request.
  const csv = await (await fetch(`${origin}${adminApi.contactRequestsCsv}`, { headers: { origin, cookie } })).text();
  exportedRequests = csv.split('\n').length - 2;
  stored = ackedSubjects.filter((subject) => csv.includes(subject)).length;
  // A stored request with files lists both file names on its line of the CSV.
  const lines = csv.split('\n');
  storedWithFiles = ackedWithFiles.filter((subject) =>
    lines.some((line) => line.includes(subject) && honestFiles.every((file) => line.includes(file.name))),
  ).length;
} finally {
  clearInterval(sampler);
  peakByKernel = serverExit ? 0 : statusField('VmHWM');
  server.kill('SIGKILL');
}

// --- The figures ----------------------------------------------------------------------------
const durationS = (performance.now() - startedAt) / 1000;
const byHow = new Map<string, number[]>();
for (const end of slowEnds) {
  const key = end.status ? `${end.how} (${end.status})` : end.how;
  byHow.set(key, [...(byHow.get(key) ?? []), end.heldMs]);
}
const slowSummary = [...byHow]
  .map(([how, held]) => {
    held.sort((a, b) => a - b);
    return `${held.length} ${how} after ${(held[0]! / 1000).toFixed(1)}–${(held.at(-1)! / 1000).toFixed(1)} s`;
  })
  .join('; ');
const perKind = [...statuses].map(([kind, counts]) => `  ${kind}: ${[...counts].map(([status, n]) => `${status}×${n}`).join(' ')}`);

const lines = [
  `Hostile load (${[...loads].join(', ')}) for ${seconds} s on node dist/server/main.mjs` +
    `${values['as-image'] ? ' as the image runs it' : ''}${values.bare ? ' started bare (the launcher added the bounds)' : ''} (${memorySettings.length ? memorySettings.join(' ') : 'no memory settings'}): ran ${durationS.toFixed(1)} s`,
  `RSS at start ${MiB(rssAtStart)}, peak ${MiB(peakRss)} (sampled every 100 ms; kernel high-water mark ${MiB(peakByKernel)})${serverExit ? `; the server ${serverExit}` : ''}` +
    (values.bare ? `; the launcher beside it, at most ${MiB(launcherPeak)}` : ''),
  `5xx: ${fiveHundreds}; 429: ${tooMany} (${tooManyWithoutRetryAfter} without Retry-After)`,
  `Honest contact posts: ${honestSent} sent, ${honestAcked} acknowledged (201), ${stored} of those stored` +
    (honestFailures.size ? `; not acknowledged: ${[...honestFailures].map(([why, n]) => `${why}×${n}`).join(' ')}` : '') +
    ` (the inbox holds ${exportedRequests})` +
    (loads.has('uploads')
      ? `; with files: ${honestWithFiles} sent, ${ackedWithFiles.length} acknowledged, ${storedWithFiles} stored with both files`
      : ''),
  `Slow-header connections (${slowEnds.length}): ${slowSummary || 'none'}`,
  `Answers by kind:`,
  ...perKind,
];
console.log(lines.join('\n'));
mkdirSync('bench-results', { recursive: true });
const file = join('bench-results', `hostile-${seconds}s-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
writeFileSync(
  file,
  JSON.stringify(
    {
      seconds,
      loads: [...loads],
      asImage: values['as-image'],
      bare: values.bare,
      memorySettings,
      durationS,
      rssAtStart,
      peakRss,
      peakByKernel,
      fiveHundreds,
      tooMany,
      honest: {
        sent: honestSent,
        acked: honestAcked,
        stored,
        withFiles: { sent: honestWithFiles, acked: ackedWithFiles.length, stored: storedWithFiles },
      },
      slowEnds,
      statuses: Object.fromEntries([...statuses].map(([kind, counts]) => [kind, Object.fromEntries(counts)])),
      rssSamples,
    },
    null,
    2,
  ),
);
console.log(`Figures in ${file}`);
