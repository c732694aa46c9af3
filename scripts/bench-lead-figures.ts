/**
 * Lead figures benchmark: seeds the embedded store with --requests contact requests
 * (default 100,000) spread over the last two years, two in three solved between minutes and
 * weeks after they arrived, and times the store's figures (the call the staff API makes) --runs
 * times; then the same on the in-process Firestore emulator with --firestore-requests (0 skips it;
 * the emulator filters every document in JavaScript for each count, so it is far slower than
 * Firestore itself, whose counts read its indexes). Prints the median and every run, and the
 * figures themselves.
 *
 * Usage: npm run bench:lead-figures [-- --requests 100000 --runs 5 --firestore-requests 10000]
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { FirestoreServer } from '@firestore-emulator/server';
import { KINDS_OF_WORK } from '../src/content/contact-fields';
import type { ContactRequest } from '../src/content/contact-request-schemas';
import { languages, type RouteKey } from '../src/i18n/routes';
import { figureWindow, leadFigures, type LeadFigures } from '../src/lib/lead-figures';
import type { AdminStore } from '../src/server/store/admin';
import { connectFirestore } from '../src/server/store/firestore/connection';
import { firestoreAdminStore } from '../src/server/store/firestore/admin-store';
import { firestoreContactStore } from '../src/server/store/firestore/contact-store';
import { insertRequest } from '../src/server/store/sqlite/contact-rows';
import { sqliteAdminStore } from '../src/server/store/sqlite/admin-store';
import { databaseHandle } from '../src/server/store/sqlite/lazy';
import { transaction } from '../src/server/store/sqlite/transaction';
import { freePort } from './lib/free-port';
import { contentProjects } from '../src/lib/project-catalog';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '100000' },
    runs: { type: 'string', default: '5' },
    'firestore-requests': { type: 'string', default: '10000' },
  },
});
const requests = Number(values.requests);
const runs = Math.max(3, Number(values.runs));
const firestoreRequests = Number(values['firestore-requests']);

const NOW = new Date();
const DAY_MS = 86_400_000;
const PAGES: readonly RouteKey[] = ['contact', 'projectDetail', 'home', 'projects', 'about'];

/** A small deterministic generator (mulberry32), so every run seeds the same requests. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function* seededRequests(count: number): Generator<{ id: string; request: ContactRequest }> {
  const next = random(35);
  for (let i = 0; i < count; i++) {
    const arrived = NOW.getTime() - Math.floor(next() * 730 * DAY_MS);
    // Minutes to weeks: a long tail, as answers go.
    const after = Math.floor(60_000 * Math.exp(next() * Math.log(30 * 24 * 60)));
    const solved = next() < 2 / 3 && arrived + after < NOW.getTime();
    const kind = Math.floor(next() * (KINDS_OF_WORK.length + 2));
    const createDate = new Date(arrived).toISOString();
    yield {
      id: randomUUID(),
      request: {
        createDate,
        email: `kisi${i}@example.com`,
        subject: `Teklif ${i}`,
        phone: '+90 312 555 01 23',
        message: 'Merhaba, trafo merkezi için teklif rica ederiz.',
        name: 'Ayşe Yılmaz',
        index: arrived,
        ip: '203.0.113.7',
        solved,
        solvedDate: solved ? new Date(arrived + after).toISOString() : null,
        lang: languages[i % 3 === 1 ? 1 % languages.length : 0]!,
        ...(kind < KINDS_OF_WORK.length ? { kindOfWork: KINDS_OF_WORK[kind]! } : {}),
        ...(next() < 0.9 ? { sentFrom: PAGES[Math.floor(next() * PAGES.length)]! } : {}),
      },
    };
  }
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

async function timeFigures(store: AdminStore): Promise<{ times: number[]; figures: LeadFigures }> {
  const times: number[] = [];
  let figures: LeadFigures | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const window = figureWindow(NOW);
    // Per project, as the staff API counts: the content's projects.
    const names = contentProjects.names();
    figures = leadFigures(window, await store.leadCounts(window, Object.keys(names)), names);
    times.push(performance.now() - started);
  }
  return { times, figures: figures! };
}

function report(name: string, count: number, seedMs: number, { times, figures }: { times: number[]; figures: LeadFigures }) {
  const hours = (value: number | null) => (value === null ? '-' : `${(value / 3_600_000).toFixed(2)} h`);
  console.log(`\n${name}: ${count.toLocaleString('en')} requests seeded in ${(seedMs / 1000).toFixed(1)} s`);
  console.log(`  figures: median ${ms(median(times))} of ${runs} runs (${times.map(ms).join(', ')})`);
  console.log(
    `  last 12 months: ${figures.total} requests, ${figures.open} open (all time), ${figures.solved} solved; time to solved: median ${hours(figures.medianToSolvedMs)}, 90th percentile ${hours(figures.p90ToSolvedMs)}`,
  );
  console.log(`  by language: ${figures.languages.map(({ key, count: n }) => `${key} ${n}`).join(', ')}`);
  console.log(`  by kind of work: ${figures.kindsOfWork.map(({ key, count: n }) => `${key} ${n}`).join(', ')}`);
  console.log(`  by page: ${figures.pagesSentFrom.map(({ key, count: n }) => `${key} ${n}`).join(', ')}`);
  console.log(`  months: ${figures.months.map(({ key, count: n }) => `${key} ${n}`).join(', ')}`);
}

// The embedded store: one transaction for the seed (the contact store commits each request on its own, durably).
const handle = databaseHandle(join(mkdtempSync(join(tmpdir(), 'bench-lead-figures-')), 'data'), () => {});
let started = performance.now();
const db = handle.get();
transaction(db, () => {
  for (const { id, request } of seededRequests(requests)) insertRequest(db, id, request);
});
const sqliteSeedMs = performance.now() - started;
report('Embedded database (SQLite)', requests, sqliteSeedMs, await timeFigures(sqliteAdminStore(handle)));
handle.close();

if (firestoreRequests > 0) {
  const port = await freePort();
  const server = new FirestoreServer();
  await server.start(port);
  const connection = connectFirestore({ projectId: 'demo-bench-lead-figures', emulatorHost: `127.0.0.1:${port}`, source: 'bench' });
  const contacts = firestoreContactStore(connection.db);
  started = performance.now();
  const pending: Promise<boolean>[] = [];
  for (const entry of seededRequests(firestoreRequests)) {
    pending.push(contacts.save(entry));
    if (pending.length === 200) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  const firestoreSeedMs = performance.now() - started;
  report('Firestore (the in-process emulator)', firestoreRequests, firestoreSeedMs, await timeFigures(firestoreAdminStore(connection.db)));
  await connection.close();
  server.stop();
}
