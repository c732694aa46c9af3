/**
 * Lead figures benchmark: seeds the embedded store with --requests contact requests
 * (default 100,000) spread over the last two years, two in three first answered by one of three
 * staff members (through the store's own recordFirstAnswer, so each answer's business minutes are
 * counted as the server counts them) and most of those taken on to won, lost or not a fit, and
 * times the store's figures (the two calls the staff API makes: the lead counts and the first
 * answers' counts) --runs times; then the same on the in-process Firestore emulator with --firestore-requests (0 skips it;
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
import { languages, type Lang, type RouteKey } from '../src/i18n/routes';
import { DEFAULT_FIRST_ANSWER_TARGET_MINUTES } from '../src/admin-api/request-status';
import { officeScopes, type AnswerTimes, type FirstAnswerCounts } from '../src/lib/first-answer-figures';
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
import { seededRandom } from './lib/seeded-random';

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

interface Seeded {
  id: string;
  request: ContactRequest;
  /** When it was first answered and when it ended, if it was and did (before NOW). */
  answeredAt?: number;
  endedAt?: number;
}

function* seededRequests(count: number): Generator<Seeded> {
  const next = seededRandom(35);
  for (let i = 0; i < count; i++) {
    const arrived = NOW.getTime() - Math.floor(next() * 730 * DAY_MS);
    // Minutes to weeks: a long tail, as answers go.
    const after = Math.floor(60_000 * Math.exp(next() * Math.log(30 * 24 * 60)));
    const followed = next() < 2 / 3 && arrived + 2 * after < NOW.getTime();
    const ends = next() < 0.8;
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
        solved: false,
        solvedDate: null,
        lang: languages[i % languages.length]!,
        ...(kind < KINDS_OF_WORK.length ? { kindOfWork: KINDS_OF_WORK[kind]! } : {}),
        ...(next() < 0.9 ? { sentFrom: PAGES[Math.floor(next() * PAGES.length)]! } : {}),
      },
      ...(followed ? { answeredAt: arrived + after, ...(ends ? { endedAt: arrived + 2 * after } : {}) } : {}),
    };
  }
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)]!;
const ms = (value: number) => `${value.toFixed(1)} ms`;

const STAFF = ['ayse@example.com', 'mehmet@example.com', 'anna@example.com'];
const ENDINGS = ['won', 'lost', 'notAFit'] as const;
const officeOf = (lang: Lang) => contentProjects.requestOffice(lang);

/** Answers and ends the seeded requests through the store's own methods, as staff in the inbox do. */
async function follow(store: AdminStore, seeded: readonly Seeded[]) {
  for (const [i, { id, answeredAt, endedAt }] of seeded.entries()) {
    if (answeredAt === undefined) continue;
    const by = STAFF[i % STAFF.length]!;
    await store.recordFirstAnswer(id, { by, at: new Date(answeredAt), channel: i % 2 ? 'email' : 'phone', officeOf });
    if (endedAt === undefined) continue;
    const status = ENDINGS[i % ENDINGS.length]!;
    await store.setStatus(id, { status, lostReason: status === 'lost' ? 'price' : null }, by, new Date(endedAt));
  }
}

interface Timed {
  times: number[];
  figures: LeadFigures;
  answers: FirstAnswerCounts;
}

/** The staff API's two calls for the dashboard, at once as it makes them. */
async function timeFigures(store: AdminStore): Promise<Timed> {
  const times: number[] = [];
  let figures: LeadFigures | undefined;
  let answers: FirstAnswerCounts | undefined;
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const window = figureWindow(NOW);
    // Per project, as the staff API counts: the content's projects.
    const names = contentProjects.names();
    const target = DEFAULT_FIRST_ANSWER_TARGET_MINUTES;
    const scope = { targetMinutes: target, offices: officeScopes(officeOf, languages, NOW, target), staff: STAFF };
    const [counts, answered] = await Promise.all([store.leadCounts(window, Object.keys(names)), store.firstAnswerCounts(window, scope)]);
    figures = leadFigures(window, counts, names);
    answers = answered;
    times.push(performance.now() - started);
  }
  return { times, figures: figures!, answers: answers! };
}

function report(name: string, count: number, seedMs: number, { times, figures, answers }: Timed) {
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
  const answerTimes = ({ answered, withinTarget, medianMinutes }: AnswerTimes) =>
    `${answered} answered, median ${medianMinutes ?? '-'} business min, ${withinTarget} within the target`;
  console.log(`  first answers (last 12 months): ${answerTimes(answers.year)}; ${answers.unmeasured} without a time`);
  for (const [office, counted] of Object.entries(answers.offices))
    console.log(`    ${office}: ${answerTimes(counted)}; waiting ${counted.waiting}, past the target ${counted.overTarget}`);
  console.log(
    `  outcomes: ${Object.entries(figures.outcomes.all)
      .map(([key, n]) => `${key} ${n}`)
      .join(', ')}`,
  );
}

// The embedded store: one transaction for the seed (the contact store commits each request on its own, durably).
const handle = databaseHandle(join(mkdtempSync(join(tmpdir(), 'bench-lead-figures-')), 'data'), () => {});
let started = performance.now();
const db = handle.get();
const seeded = [...seededRequests(requests)];
transaction(db, () => {
  for (const { id, request } of seeded) insertRequest(db, id, request);
});
// The answers commit one by one, as the inbox's do; the bench's own copy need not reach the disk each time.
db.exec('PRAGMA synchronous = OFF');
await follow(sqliteAdminStore(handle), seeded);
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
  const seededThere = [...seededRequests(firestoreRequests)];
  for (const entry of seededThere) {
    pending.push(contacts.save(entry));
    if (pending.length === 200) await Promise.all(pending.splice(0));
  }
  await Promise.all(pending);
  await follow(firestoreAdminStore(connection.db), seededThere);
  const firestoreSeedMs = performance.now() - started;
  report('Firestore (the in-process emulator)', firestoreRequests, firestoreSeedMs, await timeFigures(firestoreAdminStore(connection.db)));
  await connection.close();
  server.stop();
}
