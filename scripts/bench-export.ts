/**
 * Export benchmark: seeds a local Firestore emulator with 1,000 projects, 100 news items and
 * 200 references per language, runs `npm run export` against it a few times, and reports
 * the wall time and the snapshot's size. Usage: npm run bench:export [-- --runs 3]
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { FirestoreServer } from '@firestore-emulator/server';
import { snapshotDir } from '../src/content/loader';
import { connectFirestore } from '../src/server/store/firestore/connection';
import { freePort } from './lib/free-port';
import { loadContentByLanguage, seedFirestore } from './lib/seed-firestore';
import { readSnapshotFiles } from './lib/snapshot-files';

const SIZES = { projects: 1000, news: 100, references: 200 };
const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(values.runs);

function largeContent() {
  const content = loadContentByLanguage(snapshotDir());
  for (const c of Object.values(content)) {
    const [project] = c.projects.projects;
    c.projects.projects = Array.from({ length: SIZES.projects }, (_, i) => ({
      id: `p${i + 1}`,
      project: { ...project!.project, url: `project-${i + 1}`, name: `${project!.project.name} ${i + 1}`, index: i + 1, slider: i < 5 },
    }));
    const [news] = c.news.news;
    c.news.news = Array.from({ length: SIZES.news }, (_, i) => ({
      id: `news-${i + 1}`,
      news: { ...news!.news, url: `news-${i + 1}`, header: `${news!.news.header} ${i + 1}`, index: i + 1 },
    }));
    const [reference] = c.references.references;
    c.references.references = Array.from({ length: SIZES.references }, (_, i) => ({
      id: `r${i + 1}`,
      reference: { ...reference!.reference, referenceName: `Client ${i + 1}`, index: i + 1 },
    }));
  }
  return content;
}

const port = await freePort();
const server = new FirestoreServer();
await server.start(port);
const host = `127.0.0.1:${port}`;
const connection = connectFirestore({ projectId: 'demo-bench', emulatorHost: host, source: 'bench' });
const seedStarted = performance.now();
const documents = await seedFirestore(connection.db, largeContent());
const seedMs = performance.now() - seedStarted;
await connection.close();

const out = join(mkdtempSync(join(tmpdir(), 'bench-')), 'content-snapshot');
const run = promisify(execFile);
const times: number[] = [];
for (let i = 0; i < runs; i++) {
  const started = performance.now();
  await run('node_modules/.bin/tsx', ['scripts/export.ts', '--out', out], {
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: host, FIREBASE_PROJECT_ID: 'demo-bench' },
    maxBuffer: 64 * 1024 * 1024,
  });
  times.push(performance.now() - started);
}
server.stop();

const files = readSnapshotFiles(out);
const bytes = [...files.keys()].reduce((sum, file) => sum + statSync(join(out, file)).size, 0);
const sorted = [...times].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
console.log(
  `Export benchmark (${SIZES.projects} projects, ${SIZES.news} news, ${SIZES.references} references per language; ${documents} Firestore documents)`,
);
console.log(`  seed:   ${(seedMs / 1000).toFixed(2)} s`);
console.log(
  `  export: median ${(median / 1000).toFixed(2)} s over ${runs} runs (${times.map((t) => (t / 1000).toFixed(2)).join(', ')} s), process start included`,
);
console.log(`  snapshot: ${files.size} files, ${(bytes / 1024 / 1024).toFixed(2)} MiB`);
for (const file of [...files.keys()].filter((f) => /projects|news|references/.test(f))) {
  console.log(`    ${file}: ${(statSync(join(out, file)).size / 1024).toFixed(0)} KiB`);
}
process.exit(0);
