/**
 * Whether a file is a database of this site that this server can open: a SQLite file that
 * passes `PRAGMA integrity_check`, whose schema version (PRAGMA user_version) is one this
 * server knows, with exactly the tables and columns the migrations give at that version. A
 * restore checks the file with it before anything is changed.
 */
import { MIGRATIONS } from './migrations';
import { sqlite } from './connection';
import type { Database } from './transaction';

/** A file a restore must not put in place, and why, in the operator's words. */
export class RestoreRefused extends Error {
  override name = 'RestoreRefused';
}

/** What `PRAGMA integrity_check` answers, alone, for a sound database. */
const INTEGRITY_OK = 'ok';

/** Each table's columns, as `name type`, by table name. */
type Tables = Map<string, string>;

function tablesOf(db: Database): Tables {
  const names = db.prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name").all() as {
    name: string;
  }[];
  return new Map(
    names.map(({ name }) => {
      const columns = db.prepare(`PRAGMA table_info("${name.replaceAll('"', '""')}")`).all() as { name: string; type: string }[];
      return [name, columns.map((column) => `${column.name} ${column.type}`).join(', ')];
    }),
  );
}

/** The tables a database of schema `version` has: the migrations up to it, run on an empty one. */
function tablesAt(version: number): Tables {
  const db = new (sqlite().DatabaseSync)(':memory:');
  try {
    for (const step of MIGRATIONS.slice(0, version)) db.exec(step);
    return tablesOf(db);
  } finally {
    db.close();
  }
}

function differences(expected: Tables, actual: Tables): string[] {
  const missing = [...expected.keys()].filter((name) => !actual.has(name));
  const unexpected = [...actual.keys()].filter((name) => !expected.has(name));
  const changed = [...expected.keys()].filter((name) => actual.has(name) && actual.get(name) !== expected.get(name));
  return [
    ...(missing.length > 0 ? [`missing table(s) ${missing.join(', ')}`] : []),
    ...(unexpected.length > 0 ? [`table(s) this site does not have: ${unexpected.join(', ')}`] : []),
    ...changed.map((name) => `table ${name} has the columns (${actual.get(name)}), not (${expected.get(name)})`),
  ];
}

/** The schema version of the database `db` (opened from `file`); refuses with the reason otherwise. */
export function checkSiteDatabase(db: Database, file: string): number {
  let integrity: { integrity_check: string }[];
  try {
    integrity = db.prepare('PRAGMA integrity_check').all() as { integrity_check: string }[];
  } catch (error) {
    throw new RestoreRefused(`${file} is not a SQLite database (${(error as Error).message}).`);
  }
  const problems = integrity.map((row) => row.integrity_check).filter((line) => line !== INTEGRITY_OK);
  if (problems.length > 0) throw new RestoreRefused(`${file} is damaged: PRAGMA integrity_check says ${problems.slice(0, 5).join('; ')}.`);
  const { user_version: version } = db.prepare('PRAGMA user_version').get() as { user_version: number };
  if (version === 0)
    throw new RestoreRefused(
      `${file} is a SQLite database, but not one of this site: it has no schema version (PRAGMA user_version is 0).`,
    );
  if (version > MIGRATIONS.length)
    throw new RestoreRefused(
      `${file} is of schema version ${version}, newer than this server's (${MIGRATIONS.length}): restore it with the server that wrote it.`,
    );
  const problemsWithSchema = differences(tablesAt(version), tablesOf(db));
  if (problemsWithSchema.length > 0)
    throw new RestoreRefused(
      `${file} is not a database of this site: at schema version ${version} it should have other tables (${problemsWithSchema.join('; ')}).`,
    );
  return version;
}
