/**
 * npm run seed: writes the committed snapshot (or another snapshot folder) into Firestore, every
 * language it holds, so a new company's Firebase project starts with complete content and tests
 * start from known content.
 *
 *   npm run seed                      the site's snapshot (CONTENT_SNAPSHOT_DIR, else content-snapshot/)
 *   npm run seed -- --from <folder>   a snapshot folder (validated first)
 *   npm run seed -- --force           overwrite documents that exist (and drop items the source lacks)
 *
 * Exit codes: 0 done, 1 refused or failed, 2 configuration or usage.
 */
import { parseArgs } from 'node:util';
import { ContentError } from '../src/content/errors';
import { snapshotDir } from '../src/content/loader';
import { ConfigError, firestoreConfig } from '../src/server/config';
import { connectFirestore, type FirestoreConnection } from '../src/server/store/firestore/connection';
import { loadContentByLanguage, seedFirestore, SeedRefused } from './lib/seed-firestore';

async function main(): Promise<number> {
  let connection: FirestoreConnection | undefined;
  try {
    const { values } = parseArgs({ options: { from: { type: 'string' }, force: { type: 'boolean', default: false } } });
    const config = firestoreConfig();
    const from = values.from ?? snapshotDir();
    const content = loadContentByLanguage(from);
    const source = `snapshot ${from}`;
    console.log(`Seeding Firestore (project ${config.projectId}, ${config.source}) from ${source}`);
    connection = connectFirestore(config);
    const written = await seedFirestore(connection.db, content, {
      force: values.force,
      onProgress: (done, total) => console.log(`Writing: ${done}/${total} documents`),
    });
    console.log(`Wrote ${written} documents.`);
    return 0;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Seed not started: ${error.message}`);
      return 2;
    }
    if (error instanceof SeedRefused || error instanceof ContentError) {
      console.error(`Seed stopped: ${error.message}`);
      return 1;
    }
    console.error(`Seed stopped: ${(error as Error).stack ?? String(error)}`);
    return 1;
  } finally {
    void connection?.close().catch(() => undefined);
  }
}

process.exit(await main());
