/**
 * The "out of date" marks in Firestore: a collection of their own, `contentOutdated`, beside
 * contentHeads and contentRevisions (never inside `website/...`, which the export reads). A
 * save reads its units' marks (`marksOfWrite`) in its own transaction and adds what changes
 * to it (`addMarks`), so the marks commit with the save or not at all, and of two saves of one
 * unit in two languages at once the later reads the marks the earlier wrote.
 */
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import type { DocumentKey } from '../../../content/documents';
import type { Lang } from '../../../i18n/routes';
import {
  checkMark,
  markWrites,
  unitsOfWrite,
  type CheckResult,
  type MarkPlace,
  type MarkWrites,
  type OutdatedMark,
  type WrittenUnit,
} from '../outdated-marks';

const OUTDATED = 'contentOutdated';

interface MarkDocument extends OutdatedMark {
  /** `{lang}.{key}`: a document's marks in one language (the overview, the editor). */
  doc: string;
  /** `{key}.{item}`: a unit's marks in every language (what a save reads). */
  unit: string;
}

const unitField = (key: DocumentKey, item: string | null) => `${key}.${item ?? ''}`;
/** Unambiguous: language, key, field and language have no dot; the item id is the rest. */
const markName = ({ lang, key, from, field, item }: MarkPlace) => `${lang}.${key}.${from}.${field}.${item ?? ''}`;

const markOf = (stored: MarkDocument): OutdatedMark => {
  const { doc: _doc, unit: _unit, ...mark } = stored;
  return mark;
};

/** The current marks of the units one write touches, in every language. */
async function marksOfWrite(db: Firestore, tx: Transaction, write: readonly WrittenUnit[]): Promise<OutdatedMark[]> {
  const found = await Promise.all(
    unitsOfWrite(write).map(({ key, item }) => tx.get(db.collection(OUTDATED).where('unit', '==', unitField(key, item)))),
  );
  return found.flatMap((query) => query.docs.map((doc) => markOf(doc.data() as MarkDocument)));
}

/** The marks one write sets and clears (`markWrites` over what `marksOfWrite` read in `tx`). */
export async function marksFor(db: Firestore, tx: Transaction, write: readonly WrittenUnit[]): Promise<MarkWrites> {
  return markWrites(write, await marksOfWrite(db, tx, write));
}

const stored = (mark: OutdatedMark): MarkDocument => ({
  ...mark,
  doc: `${mark.lang}.${mark.key}`,
  unit: unitField(mark.key, mark.item),
});

/** Adds the marks' writes to the save's transaction. */
export function addMarks(db: Firestore, tx: Transaction, { set, clear }: MarkWrites): void {
  for (const place of clear) tx.delete(db.collection(OUTDATED).doc(markName(place)));
  for (const mark of set) tx.set(db.collection(OUTDATED).doc(markName(mark)), stored(mark));
}

export async function outdatedMarks(db: Firestore, lang: Lang, key: DocumentKey): Promise<OutdatedMark[]> {
  const found = await db.collection(OUTDATED).where('doc', '==', `${lang}.${key}`).get();
  return found.docs.map((doc) => markOf(doc.data() as MarkDocument));
}

export function checkOutdated(db: Firestore, place: MarkPlace, seen: number): Promise<CheckResult> {
  const ref = db.collection(OUTDATED).doc(markName(place));
  return db.runTransaction(async (tx) => {
    const snapshot = await tx.get(ref);
    const { result, mark } = checkMark(snapshot.exists ? markOf(snapshot.data() as MarkDocument) : undefined, seen);
    if (result === 'cleared') tx.delete(ref);
    if (mark) tx.set(ref, stored(mark));
    return result;
  });
}
