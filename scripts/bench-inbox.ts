/**
 * Inbox benchmark at a size: seeds the embedded store (in a temporary folder) with --requests
 * contact requests through the project's own insertRequest, in one transaction, starts the built
 * server with `npm run serve`'s memory settings, signs a staff member in, and times each inbox
 * endpoint (median of --runs, after one untimed call): the first and a deep page, the lead figures, the summary, the CSV
 * export (with the server's RSS growth during it and a page asked for while it streams; then a
 * client that stops reading for 2 s, the server's RSS growth meanwhile) and an
 * erasure's dry run; then, the server stopped, the retention sweep of 3,000 requests past the
 * retention period added to them (a tenth with a file folder). Prints a table and the server's peak RSS.
 *
 * Usage (after `npm run build`): npm run bench:inbox [-- --requests 100000 --runs 5]
 *   [--server-node-options "--max-old-space-size=192 --max-semi-space-size=2"] (V8 flags other than serve's)
 */
import { SERVER_MEMORY_BOUNDS } from '../src/server/config';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { ContactRequest } from '../src/content/contact-request-schemas';
import { adminApi, languages } from '../src/i18n/routes';
import { DAY_MS, DEFAULT_CONTACT_RETENTION_DAYS } from '../src/lib/contact-retention';
import { hashPassword } from '../src/server/admin/passwords';
import { sqliteAdminStore } from '../src/server/store/sqlite/admin-store';
import { folderAttachmentStore } from '../src/server/store/sqlite/attachments';
import { sqliteContactRetention } from '../src/server/store/sqlite/contact-retention';
import { insertRequest } from '../src/server/store/sqlite/contact-rows';
import { databaseHandle } from '../src/server/store/sqlite/lazy';
import { transaction } from '../src/server/store/sqlite/transaction';
import { embeddedStoreEnv } from '../tests/browser/contact-data';
import { startBuiltSite } from './lib/built-site';
import { freePort } from './lib/free-port';
import { staffSession } from './lib/staff-session';
import { residentBytes } from './lib/process-figures';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    'server-node-options': { type: 'string', default: '' },
  },
});
const requests = Number(values.requests);
const runs = Number(values.runs);
if (!Number.isSafeInteger(requests) || requests < 1) throw new Error(`--requests must be a positive whole number, got ${values.requests}`);
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error(`--runs must be a positive whole number, got ${values.runs}`);

/** How long the slow client of the second export stops reading. */
const PAUSE_MS = 2_000;
/** Requests past the retention period at the sweep, beside the seeded ones. */
const OLD_REQUESTS = 3_000;
const STAFF = { email: 'bench-inbox@example.com', displayName: 'Bench', password: 'gelen kutusu ölçüm parolası 2026' };
/** `npm run serve`'s settings: the server's memory is measured as it runs in production. */
const SERVE_ENV = { ...SERVER_MEMORY_BOUNDS.env, NODE_OPTIONS: SERVER_MEMORY_BOUNDS.nodeFlags.join(' ') };
const NOW = Date.now();

function seededRequest(i: number, arrived: number): { id: string; request: ContactRequest } {
  const solved = i % 3 === 0;
  return {
    id: randomUUID(),
    request: {
      createDate: new Date(arrived).toISOString(),
      email: `kisi${i}@example.com`,
      subject: `Teklif ${i}`,
      phone: `+90 312 555 ${String(i % 10_000).padStart(4, '0')}`,
      message:
        'Merhaba, trafo merkezi bakımı ve pano yenilemesi için teklif rica ederiz. Keşif için uygun olduğunuz günleri bildirir misiniz?',
      name: 'Ayşe Yılmaz',
      index: arrived,
      ip: '203.0.113.7',
      solved,
      solvedDate: solved ? new Date(arrived + 3_600_000).toISOString() : null,
      lang: languages[i % languages.length]!,
    },
  };
}

const root = mkdtempSync(join(tmpdir(), 'bench-inbox-'));
const dataDir = join(root, 'data');
const handle = databaseHandle(dataDir, () => {});
const db = handle.get();
let started = performance.now();
const recent = requests;
// Within the last retention period, minus a day: the server's sweep at start leaves them.
const span = (DEFAULT_CONTACT_RETENTION_DAYS - 1) * DAY_MS;
let deepCursor = '';
transaction(db, () => {
  for (let i = 0; i < recent; i++) {
    const entry = seededRequest(i, NOW - Math.floor((span * (i + 1)) / recent));
    insertRequest(db, entry.id, entry.request);
    // The page after the middle request, as the inbox's cursor spells it (api.ts).
    if (i === Math.floor(recent / 2)) deepCursor = Buffer.from(JSON.stringify([entry.request.index, entry.id])).toString('base64url');
  }
});
const seedMs = performance.now() - started;
await sqliteAdminStore(handle).putUser(
  { email: STAFF.email, displayName: STAFF.displayName, passwordHash: await hashPassword(STAFF.password), permissions: ['inbox'] },
  new Date(),
);
handle.close();
console.log(`Seeded ${recent.toLocaleString('en')} requests in ${(seedMs / 1000).toFixed(1)} s (one transaction, insertRequest)`);

const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const serverEnv = {
  ...embeddedStoreEnv(dataDir),
  ...SERVE_ENV,
  ...(values['server-node-options'] ? { NODE_OPTIONS: values['server-node-options'] } : {}),
};
const server = await startBuiltSite(port, serverEnv);
const pid = server.pid!;
const rssOf = (): number => residentBytes(pid);
let peakRss = rssOf();
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, rssOf());
}, 20);
const MB = (bytes: number) => `${(bytes / 1e6).toFixed(0)} MB`;
const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;

const rows: [string, string][] = [];
try {
  const call = staffSession(origin);
  const signIn = await call('POST', adminApi.session, { email: STAFF.email, password: STAFF.password });
  if (signIn.status !== 204) throw new Error(`sign-in answered ${signIn.status}: ${await signIn.text()}`);

  /** The median time of `runs` calls of `path`, each answered `expected`. */
  const timed = async (name: string, method: string, path: string, body?: unknown) => {
    const times: number[] = [];
    // One untimed first: the code of the route is loaded and compiled at its first call.
    await (await call(method, path, body)).arrayBuffer();
    for (let run = 0; run < runs; run++) {
      const start = performance.now();
      const response = await call(method, path, body);
      await response.arrayBuffer();
      times.push(performance.now() - start);
      if (response.status !== 200) throw new Error(`${name}: ${method} ${path} answered ${response.status}`);
    }
    rows.push([name, `${ms(median(times))} (${times.map(ms).join(', ')})`]);
  };
  await timed('inbox, first page', 'GET', adminApi.contactRequests);
  await timed('inbox, a deep page (the middle)', 'GET', `${adminApi.contactRequests}?cursor=${deepCursor}`);
  await timed('lead figures', 'GET', adminApi.leadFigures);
  await timed('summary', 'GET', adminApi.summary);
  await timed('erasure dry run (an e-mail and a phone)', 'POST', adminApi.contactErasure, {
    addresses: ['KISI7@example.com', '+90 312 555 0007'],
    dryRun: true,
  });

  // The CSV: read to its end as a browser downloads it, the server's RSS sampled meanwhile, and
  // the inbox's first page asked for once the first rows have arrived.
  const rssBefore = rssOf();
  let csvPeak = rssBefore;
  const csvSampler = setInterval(() => {
    csvPeak = Math.max(csvPeak, rssOf());
  }, 20);
  const start = performance.now();
  const response = await call('GET', adminApi.contactRequestsCsv);
  if (response.status !== 200 || !response.body) throw new Error(`the CSV answered ${response.status}`);
  let bytes = 0;
  let lines = 0;
  let during: Promise<{ ms: number; status: number; duringExport: boolean }> | undefined;
  let exporting = true;
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 0x0a) lines++;
    during ??= (async () => {
      const asked = performance.now();
      const page = await call('GET', adminApi.contactRequests);
      await page.arrayBuffer();
      return { ms: performance.now() - asked, status: page.status, duringExport: exporting };
    })();
  }
  exporting = false;
  const csvMs = performance.now() - start;
  clearInterval(csvSampler);
  const page = await during!;
  rows.push([
    'CSV export',
    `${(csvMs / 1000).toFixed(2)} s, ${lines.toLocaleString('en')} lines, ${MB(bytes)}; server RSS ${MB(rssBefore)} before, growth ${MB(csvPeak - rssBefore)}`,
  ]);
  rows.push([
    'inbox page asked during the export',
    `${page.status} in ${ms(page.ms)}, ${page.duringExport ? 'answered before the export ended' : 'answered after the export ended'}`,
  ]);

  // A client that stops reading for a while (a slow line): the server must not read ahead.
  const pausedBefore = rssOf();
  let pausedPeak = pausedBefore;
  const pausedSampler = setInterval(() => {
    pausedPeak = Math.max(pausedPeak, rssOf());
  }, 20);
  const paused = await call('GET', adminApi.contactRequestsCsv);
  const pausedReader = paused.body!.getReader();
  await pausedReader.read();
  await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  const pausedGrowth = pausedPeak - pausedBefore;
  await pausedReader.cancel();
  clearInterval(pausedSampler);
  rows.push([`CSV export, client not reading for ${PAUSE_MS / 1000} s`, `server RSS growth ${MB(pausedGrowth)} meanwhile`]);
} finally {
  clearInterval(sampler);
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
}

// Retention, the server stopped: 3,000 requests past the period join the table (a tenth with a
// file), and the sweep at the server's cutoff deletes them, as the daily sweep would.
const sweepHandle = databaseHandle(dataDir, () => {});
const sweepDb = sweepHandle.get();
const cutoff = new Date(NOW - DEFAULT_CONTACT_RETENTION_DAYS * DAY_MS);
const attachments = join(dataDir, 'attachments');
transaction(sweepDb, () => {
  for (let i = 0; i < OLD_REQUESTS; i++) {
    const entry = seededRequest(recent + i, cutoff.getTime() - (i + 1) * 60_000);
    insertRequest(sweepDb, entry.id, entry.request);
    if (i % 10 === 0) {
      mkdirSync(join(attachments, entry.id), { recursive: true });
      writeFileSync(join(attachments, entry.id, `${randomUUID()}.pdf`), '%PDF-1.7 bench');
    }
  }
});
started = performance.now();
const deleted = await sqliteContactRetention(sweepHandle, folderAttachmentStore(dataDir)).deleteSentBefore!(cutoff);
const sweepMs = performance.now() - started;
sweepHandle.close();
if (deleted !== OLD_REQUESTS) throw new Error(`the sweep deleted ${deleted} requests, not ${OLD_REQUESTS}`);
rows.push([`retention of ${OLD_REQUESTS.toLocaleString('en')} old requests among them (${OLD_REQUESTS / 10} with files)`, ms(sweepMs)]);
rmSync(root, { recursive: true, force: true });

console.log(
  `\nInbox at ${requests.toLocaleString('en')} stored requests, embedded store, node dist/server/main.mjs, NODE_OPTIONS=${serverEnv.NODE_OPTIONS}; median of ${runs} after one untimed:`,
);
const width = Math.max(...rows.map(([name]) => name.length));
for (const [name, value] of rows) console.log(`  ${name.padEnd(width)}  ${value}`);
console.log(`  ${'server peak RSS'.padEnd(width)}  ${MB(peakRss)} (sampled every 20 ms)`);
