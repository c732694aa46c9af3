/**
 * npm run backup -- <file>: a consistent copy of the embedded database (CONTACT_DATA_DIR) into
 * <file>, its uploaded images into <file>.media/ and the files sent with its requests into
 * <file>.attachments/, while the server runs
 * (src/server/store/sqlite/backup.ts). A file that exists is never overwritten.
 * Exit codes: 0 done, 1 failed, 2 usage or configuration.
 */
import { backupEmbeddedStore } from '../src/server/store/sqlite/backup';
import { backupCommand } from './lib/backup-command';

const { file, dataDir } = backupCommand(
  'Usage: npm run backup -- <file>   (the images go to <file>.media/, the files sent with requests to <file>.attachments/)',
);
try {
  const copy = await backupEmbeddedStore(dataDir, file);
  console.log(
    `Backed up ${dataDir}: ${copy.requests} contact request(s) (schema version ${copy.version}) to ${copy.database}, ${copy.images} image(s) to ${copy.media}/, ${copy.attachmentFiles} file(s) sent with requests to ${copy.attachments}/`,
  );
} catch (error) {
  console.error(`Backup failed; nothing was written to ${file}: ${(error as Error).message}`);
  process.exit(1);
}
