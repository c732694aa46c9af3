/**
 * The content store in Firestore. The content itself stays where editors and the export have
 * always had it: `website/{lang}/{path}` holds a document's own fields and
 * `website/{lang}/{path}/{sub-collection}/{id}` each item. Beside it, `contentHeads` holds each
 * unit's current revision, `contentRevisions` its kept revisions and `contentOutdated` the
 * "out of date" marks (outdated-marks.ts), read and written in the transaction of the save
 * that causes them.
 *
 * Two saves never overwrite each other: each changed unit's next revision document is created
 * (create() fails when it exists) in the write's one transaction, so of two writes from the same
 * revision one commits and the other is refused whole, every unit of it; no read-then-write
 * decides it. A document's first save creates its own-fields document, for the same reason. A save
 * sets the unit's document, which in Firestore replaces its data (the protocol server used in
 * the tests merges instead; see tests/server/store/content.test.ts).
 */
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { StoredDocument } from '../../../content/document-parts';
import { contentDocuments, firestorePath, type DocumentKey } from '../../../content/documents';
import type { Lang } from '../../../i18n/routes';
import {
  assertDistinctUnits,
  changeAllowed,
  KEPT_REVISIONS,
  NO_VERSION,
  type Baseline,
  type ContentStore,
  type ContentUnit,
  type RevisionRecord,
  type SaveResult,
  type StoredUnits,
  type UnitChange,
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
   * Writes a unit's data and head into the transaction, after the creates that guard it; `data`
   * false when one of those creates wrote the data already (a commit writes a document once).
   */
  function write(tx: Transaction, unit: ContentUnit, version: UnitVersion, data = true) {
    const ref = db.doc(unitPath(unit));
    if (data && version.data === null) tx.delete(ref);
    else if (data) tx.set(ref, version.data!);
    const head: Head = {
      doc: documentName(unit.lang, unit.key),
      item: unit.item,
      revision: version.revision,
      updatedAt: version.updatedAt,
      updatedBy: version.updatedBy,
      deleted: version.data === null,
    };
    tx.set(db.collection(HEADS).doc(unitName(unit)), head);
    if (version.revision >= KEPT_REVISIONS) tx.delete(db.collection(REVISIONS).doc(revisionName(unit, version.revision - KEPT_REVISIONS)));
  }

  const revisionRecord = (unit: ContentUnit, version: UnitVersion, changed: string[]) => ({
    unit: unitName(unit),
    revision: version.revision,
    data: version.data,
    updatedAt: version.updatedAt,
    updatedBy: version.updatedBy,
    changed,
  });

  /** The unit as it is now: in the store, or as the baseline has it when its document was never saved. */
  function currentOf(unit: ContentUnit, stored: Awaited<ReturnType<typeof read>>, baseline: StoredDocument): UnitVersion | undefined {
    if (unit.item === null) return stored?.fields ?? { ...baselineVersion(baseline.fields), revision: stored?.fieldsRevision ?? 0 };
    if (stored) return stored.items.get(unit.item);
    const found = baseline.items.find((entry) => entry.id === unit.item);
    return found && baselineVersion(found.data);
  }

  async function attempt(changes: readonly UnitChange[], baseline: Baseline): Promise<SaveResult | 'retry'> {
    // Each document the write touches, read once: what it holds, its snapshot, and the units changed in it.
    const documents = await Promise.all(
      [...new Map(changes.map(({ unit }) => [documentName(unit.lang, unit.key), unit])).values()].map(async ({ lang, key }) => ({
        fieldsUnit: { lang, key, item: null } as ContentUnit,
        stored: await read(lang, key),
        whole: baseline(lang, key),
        changes: changes.filter(({ unit }) => unit.lang === lang && unit.key === key),
      })),
    );
    const documentOf = (unit: ContentUnit) => documents.find((entry) => entry.changes.some((change) => change.unit === unit))!;
    const currents = changes.map(({ unit }) => currentOf(unit, documentOf(unit).stored, documentOf(unit).whole));
    const refused = changes.flatMap((change, index) =>
      changeAllowed(change, currents[index]) ? [] : [{ index, current: currents[index] ?? NO_VERSION }],
    );
    if (refused.length > 0) return { saved: false, refused };

    const nexts = changes.map(({ data, by, at }, index): UnitVersion => ({
      data,
      revision: (currents[index]?.revision ?? 0) + 1,
      updatedAt: at.toISOString(),
      updatedBy: by,
    }));
    const written = changes.map(({ baseRevision: _base, ...change }, index) => ({ ...change, revision: nexts[index]!.revision }));
    // A document's first save writes it whole; one whose fields alone are gone gets them back.
    const materialized = documents.filter(({ stored }) => stored?.fields === undefined);
    const fieldsChangeOf = (document: (typeof documents)[number]) => document.changes.find(({ unit }) => unit.item === null);
    try {
      await db.runTransaction(async (tx) => {
        // Read in the transaction that writes them: a save of another language of these units
        // at the same moment commits first, and this one reads its marks again, or the other way round.
        const marks = await marksFor(db, tx, written);
        // The guards first, every one before any other write: the protocol server applies a
        // transaction's writes one by one (Firestore itself commits them whole or not at all).
        for (const document of materialized)
          tx.create(db.doc(unitPath(document.fieldsUnit)), fieldsChangeOf(document)?.data ?? document.whole.fields);
        changes.forEach(({ unit, changed }, index) =>
          tx.create(db.collection(REVISIONS).doc(revisionName(unit, nexts[index]!.revision)), revisionRecord(unit, nexts[index]!, changed)),
        );
        for (const document of materialized) {
          const { fieldsUnit, whole } = document;
          const zero = baselineVersion(whole.fields);
          if (!fieldsChangeOf(document)) write(tx, fieldsUnit, zero, false);
          tx.set(db.collection(REVISIONS).doc(revisionName(fieldsUnit, 0)), revisionRecord(fieldsUnit, zero, []));
          for (const entry of document.stored === undefined ? whole.items : []) {
            const itemUnit: ContentUnit = { ...fieldsUnit, item: entry.id };
            // A saved item's revision 0 is kept too, so the snapshot's version can be restored.
            tx.set(db.collection(REVISIONS).doc(revisionName(itemUnit, 0)), revisionRecord(itemUnit, baselineVersion(entry.data), []));
            if (!document.changes.some(({ unit }) => unit.item === entry.id)) write(tx, itemUnit, baselineVersion(entry.data));
          }
        }
        // A unit's data is written once: the fields of a document created above are in its create().
        changes.forEach(({ unit }, index) =>
          write(tx, unit, nexts[index]!, !(unit.item === null && materialized.includes(documentOf(unit)))),
        );
        addMarks(db, tx, marks);
      });
      return { saved: true, revisions: nexts.map((next) => next.revision) };
    } catch (error) {
      // A create's guard fails the commit with ALREADY_EXISTS, which runTransaction does not retry.
      if ((error as { code?: number }).code !== ALREADY_EXISTS) throw error;
      // Another write got there first: to one of these units (a conflict), or a document's first save.
      return 'retry';
    }
  }

  return {
    document: read,

    async saveUnits(changes, baseline) {
      assertDistinctUnits(changes);
      // A lost race is answered from what won it: the next attempt reads it and refuses, or
      // (when another unit's first save wrote the document) goes ahead on it.
      for (let tries = 0; tries < 3; tries++) {
        const result = await attempt(changes, baseline);
        if (result !== 'retry') return result;
      }
      const refused = await Promise.all(
        changes.map(async ({ unit }, index) => {
          const stored = await read(unit.lang, unit.key);
          return { index, current: (unit.item === null ? stored?.fields : stored?.items.get(unit.item)) ?? NO_VERSION };
        }),
      );
      return { saved: false, refused };
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
