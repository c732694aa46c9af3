/**
 * The "out of date" marks in the embedded database (table of migration 7). `writeMarks` runs
 * inside the transaction of the save that causes them, given every unit that save wrote, so a
 * save and its marks are stored together or not at all.
 */
import type { DocumentKey } from '../../../content/documents';
import type { Lang } from '../../../i18n/routes';
import {
  checkMark,
  markWrites,
  unitsOfWrite,
  type CheckResult,
  type MarkPlace,
  type OutdatedMark,
  type WrittenUnit,
} from '../outdated-marks';
import { transaction, type Database } from './transaction';

interface MarkRow {
  doc: string;
  item: string;
  lang: string;
  field: string;
  from_lang: string;
  since: number;
  revision: number;
  changed_at: string;
  changed_by: string;
}

const COLUMNS = 'doc, item, lang, field, from_lang, since, revision, changed_at, changed_by';
/** The fields unit's item column, as in content_units. */
const FIELDS = '';

const markOf = (row: MarkRow): OutdatedMark => ({
  lang: row.lang as Lang,
  key: row.doc as DocumentKey,
  item: row.item === FIELDS ? null : row.item,
  field: row.field,
  from: row.from_lang as Lang,
  since: row.since,
  revision: row.revision,
  at: row.changed_at,
  by: row.changed_by,
});

function setMark(db: Database, mark: OutdatedMark) {
  db.prepare(
    `INSERT INTO content_outdated (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (doc, item, lang, field, from_lang) DO UPDATE SET since = excluded.since, revision = excluded.revision,
       changed_at = excluded.changed_at, changed_by = excluded.changed_by`,
  ).run(mark.key, mark.item ?? FIELDS, mark.lang, mark.field, mark.from, mark.since, mark.revision, mark.at, mark.by);
}

function clearMark(db: Database, { key, item, lang, field, from }: MarkPlace) {
  db.prepare('DELETE FROM content_outdated WHERE doc = ? AND item = ? AND lang = ? AND field = ? AND from_lang = ?').run(
    key,
    item ?? FIELDS,
    lang,
    field,
    from,
  );
}

/** Sets and clears the marks of one atomic write; call it inside that write's transaction. */
export function writeMarks(db: Database, write: readonly WrittenUnit[]): void {
  const current = unitsOfWrite(write).flatMap(({ key, item }) =>
    (db.prepare(`SELECT ${COLUMNS} FROM content_outdated WHERE doc = ? AND item = ?`).all(key, item ?? FIELDS) as unknown as MarkRow[]).map(
      markOf,
    ),
  );
  const { set, clear } = markWrites(write, current);
  for (const place of clear) clearMark(db, place);
  for (const mark of set) setMark(db, mark);
}

export function outdatedMarks(db: Database, lang: Lang, key: DocumentKey): OutdatedMark[] {
  const rows = db.prepare(`SELECT ${COLUMNS} FROM content_outdated WHERE lang = ? AND doc = ?`).all(lang, key) as unknown as MarkRow[];
  return rows.map(markOf);
}

export function checkOutdated(db: Database, place: MarkPlace, seen: number): CheckResult {
  return transaction(db, () => {
    const row = db
      .prepare(`SELECT ${COLUMNS} FROM content_outdated WHERE doc = ? AND item = ? AND lang = ? AND field = ? AND from_lang = ?`)
      .get(place.key, place.item ?? FIELDS, place.lang, place.field, place.from) as MarkRow | undefined;
    const { result, mark } = checkMark(row && markOf(row), seen);
    if (result === 'cleared') clearMark(db, place);
    if (mark) setMark(db, mark);
    return result;
  });
}
