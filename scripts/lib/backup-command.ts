/**
 * What `npm run backup` and `npm run restore` share: the one file they are given (relative to
 * the folder the command was typed in) and the embedded store's folder, or the reason there is
 * none to copy (Firestore keeps the data: its own backups apply, docs/operators/backups.md).
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commandDir, contactDataDir, isFirestoreConfigured, processEnvironment } from '../../src/server/config';

export interface BackupCommand {
  file: string;
  dataDir: string;
}

/** The file and the data folder; a usage or configuration problem ends the command with exit code 2. */
export function backupCommand(usage: string): BackupCommand {
  const env = processEnvironment();
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ allowPositionals: true, strict: true }));
  } catch (error) {
    return stop(`${(error as Error).message}\n${usage}`);
  }
  const [file] = positionals;
  if (positionals.length !== 1 || !file) return stop(usage);
  if (isFirestoreConfigured(env))
    return stop(
      'Firestore is configured, and it keeps the data: back it up with its scheduled backups or `gcloud firestore export` (docs/operators/backups.md). This command copies the embedded database only.',
    );
  return { file: resolve(commandDir(env), file), dataDir: resolve(contactDataDir(env)) };
}

function stop(message: string): never {
  console.error(message);
  process.exit(2);
}
