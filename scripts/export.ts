/**
 * npm run export: the content store -> content-snapshot/. Reads every content document of every
 * language from the store it is told to use, validates all of them, prints what changes
 * against the current snapshot and replaces the snapshot as a whole, or leaves it
 * byte-identical when anything is wrong.
 *
 *   npm run export                      write the snapshot
 *   npm run export -- --store <store>   sqlite (the embedded database in CONTACT_DATA_DIR) or
 *                                       firestore; default CONTENT_STORE, else firestore when
 *                                       one is configured, else sqlite. Never another one.
 *   npm run export -- --check           report the changes, write nothing
 *   npm run export -- --out <folder>    another snapshot folder (a new one starts from the site's
 *                                       snapshot: what the store lacks is kept from there)
 *   npm run export -- --uploads <folder>  where the uploaded images the content names go
 *                                       (default src/assets/images/uploads)
 *   npm run export -- --timeout <s>     give up after s seconds (default 30, or EXPORT_TIMEOUT_SECONDS)
 *   npm run export -- --report <file>   also write the change report there as JSON (a publish run reads it)
 *   npm run export -- --adopt-shared    where languages disagree on a fact set once (a shared field, saved
 *                                       before it was shared), write the default language's value into
 *                                       every language instead of stopping; each is printed
 *
 * Exit codes: 0 done, 1 content invalid or the store unreachable, 2 configuration or usage.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ContentError } from '../src/content/errors';
import { changeReport, formatChangeReport } from './lib/change-report';
import { ConfigError, contactDataDir, contentStoreKind, firestoreConfig, mediaBucketConfig } from '../src/server/config';
import { bucketMediaStore } from '../src/server/store/firestore/media';
import { databasePath } from '../src/server/store/sqlite/connection';
import { readSqliteContent } from './lib/read-store-content';
import { adoptShared, describeDisagreement, sharedDisagreements } from '../src/content/shared-agreement';
import { defaultLang } from '../src/i18n/routes';
import { DEFAULT_UPLOADS_FOLDER, exportUploads } from './lib/export-uploads';
import type { MediaStore } from '../src/server/store/media';
import { folderMediaStore } from '../src/server/store/sqlite/media';
import { connectFirestore, type FirestoreConnection } from '../src/server/store/firestore/connection';
import { readFirestoreContent, snapshotFallback } from './lib/read-firestore-content';
import {
  baseSnapshot,
  describeFolder,
  readSnapshotFiles,
  recoverSnapshot,
  snapshotFiles,
  writeExportedSnapshot,
} from './lib/snapshot-files';

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
      'adopt-shared': { type: 'boolean', default: false },
      store: { type: 'string' },
      uploads: { type: 'string', default: DEFAULT_UPLOADS_FOLDER },
      out: { type: 'string', default: 'content-snapshot' },
      report: { type: 'string' },
      timeout: { type: 'string', default: process.env['EXPORT_TIMEOUT_SECONDS'] ?? String(DEFAULT_TIMEOUT_SECONDS) },
    },
  });
  const timeout = Number(values.timeout);
  if (!Number.isFinite(timeout) || timeout <= 0) throw new ConfigError(`--timeout must be a number of seconds, got '${values.timeout}'.`);
  return {
    check: values.check,
    adoptShared: values['adopt-shared'],
    out: values.out,
    uploads: values.uploads,
    report: values.report,
    timeout,
    store: contentStoreKind(values.store),
  };
}

/** The snapshot the store's content is laid over (after a killed export's folder is recovered), said when it is not `out`. */
function snapshotUnder(out: string): string {
  const base = baseSnapshot(out);
  if (resolve(base) !== resolve(out))
    console.log(`${describeFolder(out)}/ holds no snapshot yet: what the store lacks is kept from ${describeFolder(base)}/`);
  return base;
}

async function main(): Promise<number> {
  let connection: FirestoreConnection | undefined;
  let out = 'content-snapshot';
  try {
    const opts = options();
    out = opts.out;
    const folder = describeFolder(out);
    const interactive = process.stdout.isTTY;
    let content;
    let media: MediaStore | undefined;
    if (opts.store === 'firestore') {
      const config = firestoreConfig();
      console.log(`Exporting content from Firestore (project ${config.projectId}, ${config.source}) to ${folder}/`);
      recoverSnapshot(out);
      const base = snapshotUnder(out);
      connection = connectFirestore(config);
      // A document missing in Firestore keeps what the site shows now, as the studio reads it.
      const snapshot = snapshotFallback(base);
      const read = await withTimeout(
        readFirestoreContent(
          connection.db,
          ({ done, total }) => {
            if (interactive) process.stdout.write(`\rReading Firestore: ${done}/${total} reads`);
            else if (done === total || done % 5 === 0) console.log(`Reading Firestore: ${done}/${total} reads`);
          },
          snapshot,
        ),
        opts.timeout,
        `Firestore (${config.source})`,
      );
      if (interactive) process.stdout.write('\n');
      for (const line of read.missing) console.log(`default kept: ${line}`);
      content = read.content;
      const bucket = mediaBucketConfig();
      media = bucket && bucketMediaStore(connection.bucket(bucket));
    } else {
      const dataDir = contactDataDir(process.env);
      console.log(`Exporting content from the embedded database ${databasePath(dataDir)} to ${folder}/`);
      recoverSnapshot(out);
      const base = snapshotUnder(out);
      const read = await withTimeout(readSqliteContent(dataDir, base), opts.timeout, `The database ${databasePath(dataDir)}`);
      for (const line of read.notes) console.log(line);
      content = read.content;
      media = folderMediaStore(dataDir);
    }
    const disagreements = sharedDisagreements(content).map(describeDisagreement);
    if (disagreements.length > 0 && !opts.adoptShared)
      throw new ContentError(
        [
          ...disagreements,
          `Each is a fact set once for every language. Set it in the studio (one save writes it to every language), or export with --adopt-shared to take ${defaultLang}'s value.`,
        ].join('\n'),
      );
    for (const line of disagreements) console.log(`adopted ${defaultLang}'s value: ${line}`);
    if (disagreements.length > 0) content = adoptShared(content);
    // The images first: a snapshot is never written that names an image the build lacks.
    const uploads = await exportUploads(content, media, opts.uploads, !opts.check);
    if (uploads.problems.length > 0) throw new ContentError(uploads.problems.join('\n'));
    if (uploads.written.length > 0)
      console.log(
        `${opts.check ? 'Would write' : 'Wrote'} ${uploads.written.length} uploaded image(s) to ${opts.uploads}/: ${uploads.written.join(', ')}`,
      );
    const before = readSnapshotFiles(out);
    const after = snapshotFiles(content);
    const changes = changeReport(before, after);
    const report = formatChangeReport(changes);
    console.log(report);
    if (opts.report) writeFileSync(opts.report, JSON.stringify(changes));
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
      console.error(`Export stopped: invalid content in the store.\n${error.message}\n${unchanged}`);
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
