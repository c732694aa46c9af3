/**
 * npm run export: Firestore -> content-snapshot/. Reads every content document of both
 * languages, validates all of them, prints what changes against the current snapshot and
 * replaces the snapshot as a whole, or leaves it byte-identical when anything is wrong.
 *
 *   npm run export                     write the snapshot
 *   npm run export -- --check          report the changes, write nothing
 *   npm run export -- --out <folder>   another snapshot folder
 *   npm run export -- --timeout <s>    give up after s seconds (default 30, or EXPORT_TIMEOUT_SECONDS)
 *
 * Exit codes: 0 done, 1 content invalid or Firestore unreachable, 2 configuration or usage.
 */
import { appendFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { ContentError } from '../src/content/errors';
import { changeReport, formatChangeReport } from './lib/change-report';
import { ConfigError, firestoreConfig } from '../src/server/config';
import { connectFirestore, type FirestoreConnection } from '../src/server/store/firestore/connection';
import { readFirestoreContent } from './lib/read-firestore-content';
import { describeFolder, readSnapshotFiles, recoverSnapshot, snapshotFiles, writeExportedSnapshot } from './lib/snapshot-files';

const DEFAULT_TIMEOUT_SECONDS = 30;

class TimeoutError extends Error {}

async function withTimeout<T>(work: Promise<T>, seconds: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeoutError(`${what} did not answer within ${seconds} s.`)), seconds * 1000);
  });
  try {
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

function options() {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      out: { type: 'string', default: 'content-snapshot' },
      timeout: { type: 'string', default: process.env['EXPORT_TIMEOUT_SECONDS'] ?? String(DEFAULT_TIMEOUT_SECONDS) },
    },
  });
  const timeout = Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0) throw new ConfigError(`--timeout must be a number of seconds, got '${values.timeout}'.`);
  return { check: values.check, out: values.out, timeout };
}

async function main(): Promise<number> {
  let connection: FirestoreConnection | undefined;
  let out = 'content-snapshot';
  try {
    const opts = options();
    out = opts.out;
    const config = firestoreConfig();
    const folder = describeFolder(out);
    console.log(`Exporting content from Firestore (project ${config.projectId}, ${config.source}) to ${folder}/`);
    recoverSnapshot(out);
    const before = readSnapshotFiles(out);
    connection = connectFirestore(config);
    const interactive = process.stdout.isTTY;
    const { content, missing } = await withTimeout(
      readFirestoreContent(connection.db, ({ done, total }) => {
        if (interactive) process.stdout.write(`\rReading Firestore: ${done}/${total} reads`);
        else if (done === total || done % 5 === 0) console.log(`Reading Firestore: ${done}/${total} reads`);
      }),
      opts.timeout,
      `Firestore (${config.source})`,
    );
    if (interactive) process.stdout.write('\n');
    for (const line of missing) console.log(`default kept: ${line}`);
    const after = snapshotFiles(content);
    const changes = changeReport(before, after);
    const report = formatChangeReport(changes);
    console.log(report);
    if (process.env['GITHUB_STEP_SUMMARY']) {
      appendFileSync(process.env['GITHUB_STEP_SUMMARY'], `## Content export\n\n\`\`\`\n${report}\n\`\`\`\n`);
    }
    if (opts.check) {
      console.log(`--check: nothing written; ${folder}/ is unchanged.`);
    } else {
      writeExportedSnapshot(out, after, changes.length > 0, new Date());
      console.log(`Wrote ${after.size} documents to ${folder}/`);
    }
    return 0;
  } catch (error) {
    if (process.stdout.isTTY) process.stdout.write('\n');
    const unchanged = `Nothing was written; ${describeFolder(out)}/ is unchanged.`;
    if (error instanceof ConfigError) {
      console.error(`Export not started: ${error.message}`);
      return 2;
    }
    if (error instanceof ContentError) {
      console.error(`Export stopped: invalid content in Firestore.\n${error.message}\n${unchanged}`);
      return 1;
    }
    if (error instanceof TimeoutError) {
      console.error(`Export stopped: ${error.message} Is it running and reachable?\n${unchanged}`);
      return 1;
    }
    console.error(`Export stopped: ${(error as Error).stack ?? String(error)}\n${unchanged}`);
    return 1;
  } finally {
    // Never wait for a connection that does not answer: the exit code is known.
    void connection?.close().catch(() => undefined);
  }
}

process.exit(await main());
