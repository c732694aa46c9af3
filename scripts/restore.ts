/**
 * npm run restore -- <file>: puts a backup of `npm run backup` (or a daily copy in BACKUP_DIR)
 * back as the embedded database of CONTACT_DATA_DIR, with the images of <file>.media/ and the
 * files sent with requests of <file>.attachments/ (src/server/store/sqlite/restore.ts). Refused, with nothing changed, while the server runs
 * and for a file that is not a database of this site.
 * Exit codes: 0 done, 1 refused or failed, 2 usage or configuration.
 */
import { RestoreRefused } from '../src/server/store/sqlite/backup-check';
import { restoreEmbeddedStore } from '../src/server/store/sqlite/restore';
import { backupCommand } from './lib/backup-command';

const { file, dataDir } = backupCommand(
  'Usage: npm run restore -- <file>   (a file of npm run backup; its images are read from <file>.media/)',
);
try {
  const restored = await restoreEmbeddedStore(dataDir, file, (line) => console.log(line));
  console.log(
    `Restored ${file} into ${dataDir}: ${restored.requests} contact request(s), schema version ${restored.version}; ` +
      (restored.images === undefined
        ? `no ${file}.media/ beside it, so the images were left as they are.`
        : `${restored.images} image(s) added from ${file}.media/ (images uploaded since are kept).`) +
      (restored.attachmentFiles === undefined
        ? ` No ${file}.attachments/ beside it, so no files sent with requests were added;`
        : ` ${restored.attachmentFiles} file(s) sent with requests added from ${file}.attachments/;`) +
      ` ${restored.attachmentFilesRemoved} file(s) of requests the restored database does not have removed.`,
  );
} catch (error) {
  if (error instanceof RestoreRefused) console.error(`${error.message} Nothing was changed.`);
  else console.error(`Restore failed: ${(error as Error).message}`);
  process.exit(1);
}
