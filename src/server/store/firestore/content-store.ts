/**
 * The content store in Firestore. The content itself stays where editors and the export have
 * always had it: `website/{lang}/{path}` holds a document's own fields and
 * `website/{lang}/{path}/{sub-collection}/{id}` each item. Beside it, `contentHeads` holds each
 * unit's current revision, `contentRevisions` its kept revisions and `contentOutdated` the
 * "out of date" marks (outdated-marks.ts), written in the batch of the save that causes them.
 *
 * Two saves never overwrite each other: the next revision's document is created (create()
 * fails when it exists) as the batch's first write, so of two saves from the same revision
 * one commits and the other is refused whole; no read-then-write decides it. A document's
 * first save creates its own-fields document before anything else, for the same reason. A save
 * sets the unit's document, which in Firestore replaces its data (the protocol server used in
 * the tests merges instead; see tests/server/store/content.test.ts).
 */
import type { DocumentSnapshot, Firestore, WriteBatch } from 'firebase-admin/firestore';
import type { StoredDocument } from '../../../content/document-parts';
import { contentDocuments, firestorePath, type DocumentKey } from '../../../content/documents';
import type { Lang } from '../../../i18n/routes';
import {
  KEPT_REVISIONS,
  type ContentStore,
  type ContentUnit,
  type RevisionRecord,
  type SaveResult,
  type StoredUnits,
  type UnitVersion,
} from '../content';
import { ALREADY_EXISTS } from './contact-store';
import { addMarks, checkOutdated, marksFor, outdatedMarks } from './outdated-marks';
import { toPlain } from './values';

const HEADS = 'contentHeads';
const REVISIONS = 'contentRevisions';

interface Head {
  doc: string;
  item: string | null;
  revision: number;
  updatedAt: string | null;
  updatedBy: string | null;
  deleted: boolean;
}

const documentName = (lang: Lang, key: DocumentKey) => `${lang}.${key}`;
/** Unambiguous: lang and key have no dot, and the revision number has a fixed width. */
const unitName = ({ lang, key, item }: ContentUnit) => `${documentName(lang, key)}.${item ?? ''}`;
const revisionName = (unit: ContentUnit, revision: number) => `${unitName(unit)}.${String(revision).padStart(9, '0')}`;

const baselineVersion = (data: Record<string, unknown>): UnitVersion => ({ data, revision: 0, updatedAt: null, updatedBy: null });

export function firestoreContentStore(db: Firestore): ContentStore {
  const unitPath = ({ lang, key, item }: ContentUnit) => {
    const path = firestorePath(lang, key);
    const sub = contentDocuments[key].subCollection;
    if (item === null) return path;
    if (!sub) throw new Error(`${key} has no items`);
    return `${path}/${sub.name}/${item}`;
  };

  const dataOf = (snapshot: DocumentSnapshot) => toPlain(snapshot.data()) as Record<string, unknown>;

  /**
   * A document's units at one moment: the fields, the items and the heads are read in one
   * read-only transaction, so no data of one revision is ever labelled with another's number.
   * `fieldsRevision`: the fields' head when their document is gone (removed by hand).
   */
  async function read(lang: Lang, key: DocumentKey): Promise<(StoredUnits & { fieldsRevision: number }) | undefined> {
    const sub = contentDocuments[key].subCollection;
    const fieldsRef = db.doc(firestorePath(lang, key));
    const [fields, items, heads] = await db.runTransaction(
      (tx) =>
        Promise.all([
          tx.get(fieldsRef),
          sub ? tx.get(fieldsRef.collection(sub.name)) : Promise.resolve(undefined),
          tx.get(db.collection(HEADS).where('doc', '==', documentName(lang, key))),
        ]),
      { readOnly: true },
    );
    const headOf = new Map(heads.docs.map((doc) => [(doc.data() as Head).item ?? null, doc.data() as Head]));
    if (!fields.exists && (items?.empty ?? true) && heads.empty) return undefined;
    const version = (snapshot: DocumentSnapshot, item: string | null): UnitVersion => {
      const head = headOf.get(item);
      return {
        data: dataOf(snapshot),
        revision: head?.revision ?? 0,
        updatedAt: head?.updatedAt ?? null,
        updatedBy: head?.updatedBy ?? null,
      };
    };
    const stored = new Map<string, UnitVersion>((items?.docs ?? []).map((doc) => [doc.id, version(doc, doc.id)]));
    // An item whose document is gone is deleted at its head's revision, removed by hand or not,
    // so its next revision number is never one that was used.
    for (const [item, head] of headOf) {
      if (item !== null && !stored.has(item))
        stored.set(item, { data: null, revision: head.revision, updatedAt: head.updatedAt, updatedBy: head.updatedBy });
    }
    return { fields: fields.exists ? version(fields, null) : undefined, items: stored, fieldsRevision: headOf.get(null)?.revision ?? 0 };
  }

  /**
   * Writes a unit's data and head into the batch, after the creates that guard it; `data`
   * false when one of those creates wrote the data already (a batch writes a document once).
   */
  function write(batch: WriteBatch, unit: ContentUnit, version: UnitVersion, data = true) {
    const ref = db.doc(unitPath(unit));
    if (data && version.data === null) batch.delete(ref);
    else if (data) batch.set(ref, version.data!);
    const head: Head = {
      doc: documentName(unit.lang, unit.key),
      item: unit.item,
      revision: version.revision,
      updatedAt: version.updatedAt,
      updatedBy: version.updatedBy,
      deleted: version.data === null,
    };
    batch.set(db.collection(HEADS).doc(unitName(unit)), head);
    if (version.revision >= KEPT_REVISIONS)
      batch.delete(db.collection(REVISIONS).doc(revisionName(unit, version.revision - KEPT_REVISIONS)));
  }

  const revisionRecord = (unit: ContentUnit, version: UnitVersion, changed: string[]) => ({
    unit: unitName(unit),
    revision: version.revision,
    data: version.data,
    updatedAt: version.updatedAt,
    updatedBy: version.updatedBy,
    changed,
  });

  async function attempt(change: Parameters<ContentStore['save']>[0], baseline: StoredDocument): Promise<SaveResult | 'retry'> {
    const { unit, data, baseRevision, changed, by, at } = change;
    const stored = await read(unit.lang, unit.key);
    const current =
      unit.item === null
        ? (stored?.fields ?? { ...baselineVersion(baseline.fields), revision: stored?.fieldsRevision ?? 0 })
        : stored
          ? stored.items.get(unit.item)
          : (() => {
              const found = baseline.items.find((entry) => entry.id === unit.item);
              return found && baselineVersion(found.data);
            })();
    const exists = current !== undefined && current.data !== null;
    const allowed = baseRevision === null ? !exists : exists && current.revision === baseRevision;
    if (!allowed) return { saved: false, current: current ?? { data: null, revision: 0, updatedAt: null, updatedBy: null } };

    const revision = (current?.revision ?? 0) + 1;
    const next: UnitVersion = { data, revision, updatedAt: at.toISOString(), updatedBy: by };
    const marks = await marksFor(db, [{ unit, data, revision, changed, by, at }]);
    // A document's first save writes it whole; one whose fields alone are gone gets them back.
    const materialize = stored?.fields === undefined;
    const withItems = stored === undefined;
    const fieldsUnit: ContentUnit = { lang: unit.lang, key: unit.key, item: null };
    const batch = db.batch();
    // The guards first: the protocol server applies a batch's writes one by one.
    if (materialize) batch.create(db.doc(unitPath(fieldsUnit)), unit.item === null && data ? data : baseline.fields);
    batch.create(db.collection(REVISIONS).doc(revisionName(unit, revision)), revisionRecord(unit, next, changed));
    if (materialize) {
      const zero = baselineVersion(baseline.fields);
      if (unit.item !== null) write(batch, fieldsUnit, zero, false);
      batch.set(db.collection(REVISIONS).doc(revisionName(fieldsUnit, 0)), revisionRecord(fieldsUnit, zero, []));
      for (const entry of withItems ? baseline.items : []) {
        const itemUnit: ContentUnit = { ...fieldsUnit, item: entry.id };
        // The saved item's revision 0 is kept too, so the snapshot's version can be restored.
        batch.set(db.collection(REVISIONS).doc(revisionName(itemUnit, 0)), revisionRecord(itemUnit, baselineVersion(entry.data), []));
        if (entry.id !== unit.item) write(batch, itemUnit, baselineVersion(entry.data));
      }
    }
    write(batch, unit, next, !(materialize && unit.item === null));
    addMarks(db, batch, marks);
    try {
      await batch.commit();
      return { saved: true, revision };
    } catch (error) {
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      // Another save got there first: of this unit (a conflict), or the document's first save.
      return 'retry';
    }
  }

  return {
    document: read,

    async save(change, baseline) {
      // A lost race is answered from what won it: the next attempt reads it and refuses, or
      // (when another unit's first save wrote the document) goes ahead on it.
      for (let tries = 0; tries < 3; tries++) {
        const result = await attempt(change, baseline);
        if (result !== 'retry') return result;
      }
      const stored = await read(change.unit.lang, change.unit.key);
      const current = change.unit.item === null ? stored?.fields : stored?.items.get(change.unit.item);
      return { saved: false, current: current ?? { data: null, revision: 0, updatedAt: null, updatedBy: null } };
    },

    async history(unit): Promise<RevisionRecord[]> {
      const revisions = await db.collection(REVISIONS).where('unit', '==', unitName(unit)).get();
      return revisions.docs
        .map((doc) => {
          const record = toPlain(doc.data()) as ReturnType<typeof revisionRecord>;
          return {
            data: record.data,
            revision: record.revision,
            updatedAt: record.updatedAt,
            updatedBy: record.updatedBy,
            changed: record.changed,
          };
        })
        .sort((a, b) => b.revision - a.revision);
    },

    outdated: (lang, key) => outdatedMarks(db, lang, key),

    check: (place, seen) => checkOutdated(db, place, seen),
  };
}
