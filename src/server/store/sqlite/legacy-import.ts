/**
 * The store this database replaced kept one JSON file per request (`<id>.json`) in the same
 * folder. At start they are imported in one transaction; a file is removed only after that
 * transaction committed, so a crash at any point loses nothing (the next start imports again,
 * and a request already there is kept as it is). A file that cannot be read as a request is
 * left in place and named in the log.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { contactRequestSchema } from '../../../content/schemas';
import { transaction, type Database } from './transaction';
import { insertRequest } from './contact-rows';
import { consoleLines, type LineLog } from '../../log';

const LEGACY_FILE = /^[^.].*\.json$/;
/** What a crash of the old store left mid-write: never a committed request. */
const LEGACY_TEMPORARY = /^\..*\.tmp$/;

export interface LegacyImport {
  imported: number;
  alreadyThere: number;
  unreadable: string[];
}

export function importLegacyRequests(db: Database, dataDir: string, log: LineLog = consoleLines): LegacyImport {
  const names = readdirSync(dataDir);
  const files = names.filter((name) => LEGACY_FILE.test(name));
  const result: LegacyImport = { imported: 0, alreadyThere: 0, unreadable: [] };
  const readable: { file: string; id: string; request: ReturnType<typeof contactRequestSchema.parse> }[] = [];
  for (const name of files) {
    const file = join(dataDir, name);
    try {
      const data = JSON.parse(readFileSync(file, 'utf8')) as { id?: unknown; request?: unknown };
      if (typeof data.id !== 'string' || !data.id) throw new Error('no id');
      readable.push({ file, id: data.id, request: contactRequestSchema.parse(data.request) });
    } catch (error) {
      result.unreadable.push(name);
      log(`Contact request file ${file} was not imported and stays where it is: ${(error as Error).message}`, 'warning');
    }
  }
  if (readable.length > 0) {
    transaction(db, () => {
      for (const { id, request } of readable) {
        if (insertRequest(db, id, request)) result.imported++;
        else result.alreadyThere++;
      }
    });
    // Committed (synchronous=FULL): only now may the files go.
    for (const { file } of readable) rmSync(file, { force: true });
    log(
      `Imported ${result.imported} contact request file(s) from ${dataDir} into the database (${result.alreadyThere} were there already); the files were removed.`,
    );
  }
  for (const name of names.filter((n) => LEGACY_TEMPORARY.test(n))) rmSync(join(dataDir, name), { force: true });
  return result;
}
