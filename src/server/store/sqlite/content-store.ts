/**
 * The content store in the embedded database (tables of migration 5): one row per unit with
 * its current revision (`content_units`; item '' is the document's own fields) and its kept
 * revisions (`content_revisions`). A write of several units runs in one write transaction, so
 * checking their base revisions and writing the next ones cannot interleave with another write;
 * the "out of date" marks it causes are written in it too (outdated-marks.ts).
 */
import type { DocumentKey } from '../../../content/documents';
import type { StoredDocument } from '../../../content/document-parts';
import type { Lang } from '../../../i18n/routes';
import {
  assertDistinctUnits,
  changeAllowed,
  KEPT_REVISIONS,
  NO_VERSION,
  type ContentStore,
  type RevisionRecord,
  type SaveResult,
  type StoredUnits,
  type UnitVersion,
} from '../content';
import type { DatabaseHandle } from './lazy';
import { checkOutdated, outdatedMarks, writeMarks } from './outdated-marks';
import { transaction, type Database } from './transaction';

interface UnitRow {
  item: string;
  revision: number;
  data: string | null;
  updated_at: string | null;
  updated_by: string | null;
}

type RevisionRow = UnitRow & { changed: string };

/** The fields unit's item column: no item id is empty (ids are checked before they get here). */
const FIELDS = '';

const versionOf = (row: UnitRow): UnitVersion => ({
  data: row.data === null ? null : (JSON.parse(row.data) as Record<string, unknown>),
  revision: row.revision,
  updatedAt: row.updated_at,
  updatedBy: row.updated_by,
});

const baselineVersion = (data: Record<string, unknown>): UnitVersion => ({ data, revision: 0, updatedAt: null, updatedBy: null });

/** The unit as the snapshot has it, when its document was never saved. */
function baselineUnit(baseline: StoredDocument, item: string | null): UnitVersion | undefined {
  if (item === null) return baselineVersion(baseline.fields);
  const found = baseline.items.find((candidate) => candidate.id === item);
  return found && baselineVersion(found.data);
}

function writeUnit(db: Database, lang: Lang, key: DocumentKey, item: string, version: UnitVersion, changed: string[]) {
  const data = version.data === null ? null : JSON.stringify(version.data);
  db.prepare(
    `INSERT INTO content_units (lang, doc, item, revision, data, updated_at, updated_by) VALUES (?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (lang, doc, item) DO UPDATE SET revision = excluded.revision, data = excluded.data,
       updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
  ).run(lang, key, item, version.revision, data, version.updatedAt, version.updatedBy);
  db.prepare(
    `INSERT INTO content_revisions (lang, doc, item, revision, data, updated_at, updated_by, changed) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(lang, key, item, version.revision, data, version.updatedAt, version.updatedBy, JSON.stringify(changed));
  db.prepare('DELETE FROM content_revisions WHERE lang = ? AND doc = ? AND item = ? AND revision <= ?').run(
    lang,
    key,
    item,
    version.revision - KEPT_REVISIONS,
  );
}

export function sqliteContentStore(handle: DatabaseHandle): ContentStore {
  const db = () => handle.get();
  const unitRows = (database: Database, lang: Lang, key: DocumentKey) =>
    database
      .prepare('SELECT item, revision, data, updated_at, updated_by FROM content_units WHERE lang = ? AND doc = ?')
      .all(lang, key) as unknown as UnitRow[];

  return {
    async document(lang, key): Promise<StoredUnits | undefined> {
      const rows = unitRows(db(), lang, key);
      if (rows.length === 0) return undefined;
      const fields = rows.find((row) => row.item === FIELDS);
      return {
        fields: fields && versionOf(fields),
        items: new Map(rows.filter((row) => row.item !== FIELDS).map((row) => [row.item, versionOf(row)])),
      };
    },

    async saveUnits(changes, baseline): Promise<SaveResult> {
      assertDistinctUnits(changes);
      const database = db();
      return transaction(database, () => {
        // Every check before any write: one refused change leaves the database as it was.
        const documents = new Map<string, UnitRow[]>();
        const rowsOf = (lang: Lang, key: DocumentKey) => {
          const name = `${lang}/${key}`;
          if (!documents.has(name)) documents.set(name, unitRows(database, lang, key));
          return documents.get(name)!;
        };
        const currents = changes.map(({ unit: { lang, key, item } }) => {
          const rows = rowsOf(lang, key);
          const row = rows.find((candidate) => candidate.item === (item ?? FIELDS));
          return row ? versionOf(row) : rows.length > 0 ? undefined : baselineUnit(baseline(lang, key), item);
        });
        const refused = changes.flatMap((change, index) =>
          changeAllowed(change, currents[index]) ? [] : [{ index, current: currents[index] ?? NO_VERSION }],
        );
        if (refused.length > 0) return { saved: false, refused };

        const revisions = changes.map(({ unit: { lang, key, item }, data, changed, by, at }, index) => {
          if (rowsOf(lang, key).length === 0) {
            // The document's first save writes it whole, as the snapshot has it, under revision 0.
            const whole = baseline(lang, key);
            writeUnit(database, lang, key, FIELDS, baselineVersion(whole.fields), []);
            for (const entry of whole.items) writeUnit(database, lang, key, entry.id, baselineVersion(entry.data), []);
            documents.set(`${lang}/${key}`, unitRows(database, lang, key));
          }
          const revision = (currents[index]?.revision ?? 0) + 1;
          writeUnit(database, lang, key, item ?? FIELDS, { data, revision, updatedAt: at.toISOString(), updatedBy: by }, changed);
          return revision;
        });
        writeMarks(
          database,
          changes.map(({ baseRevision: _base, ...written }, index) => ({ ...written, revision: revisions[index]! })),
        );
        return { saved: true, revisions };
      });
    },

    async history({ lang, key, item }): Promise<RevisionRecord[]> {
      const rows = db()
        .prepare(
          `SELECT item, revision, data, updated_at, updated_by, changed FROM content_revisions
           WHERE lang = ? AND doc = ? AND item = ? ORDER BY revision DESC`,
        )
        .all(lang, key, item ?? FIELDS) as unknown as RevisionRow[];
      return rows.map((row) => ({ ...versionOf(row), changed: JSON.parse(row.changed) as string[] }));
    },

    async outdated(lang, key) {
      return outdatedMarks(db(), lang, key);
    },

    async check(place, seen) {
      return checkOutdated(db(), place, seen);
    },
  };
}
