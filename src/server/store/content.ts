/**
 * What the content studio needs from a store: the site's content documents as editors change
 * them, each in units (a document's own fields, and each item of its sub-collection) with a
 * revision per unit and the last revisions kept. A document never saved reads as the
 * snapshot the site was built from (the service in src/server/content/ lays the stored units
 * over it); its first save writes the whole document, so from then on the store alone says
 * what it holds, items deleted included. Two implementations with one contract test: the
 * embedded SQLite database and Firestore (`website/{lang}/...`, the layout the export reads).
 */
import type { StoredDocument } from '../../content/document-parts';
import type { DocumentKey } from '../../content/documents';
import type { Lang } from '../../i18n/routes';
import type { CheckResult, MarkPlace, OutdatedMark, ReturnedField } from './outdated-marks';

/** How many revisions of each unit are kept (the current one included). */
export const KEPT_REVISIONS = 50;

/** A document's own fields (item null), or one item of its sub-collection. */
export interface ContentUnit {
  lang: Lang;
  key: DocumentKey;
  item: string | null;
}

export interface UnitVersion {
  /** The unit's data in the snapshot's shape; null once the item was deleted. */
  data: Record<string, unknown> | null;
  /** 0: as the snapshot had it; each save adds one. */
  revision: number;
  /** When and by whom (the account's e-mail) the revision was saved; null for revision 0. */
  updatedAt: string | null;
  updatedBy: string | null;
}

export interface RevisionRecord extends UnitVersion {
  /** The field paths this revision changed against the one before it. */
  changed: string[];
}

/** What a document holds in the store: its own fields and every item, deleted ones too (data null). */
export interface StoredUnits {
  /** Absent when only items were written (Firestore edited by hand): the snapshot's fields hold. */
  fields: UnitVersion | undefined;
  items: Map<string, UnitVersion>;
}

export interface UnitChange {
  unit: ContentUnit;
  /** The new data; null deletes the item. */
  data: Record<string, unknown> | null;
  /** The revision the editor started from; null creates an item that does not exist. */
  baseRevision: number | null;
  changed: string[];
  /** Of `changed`, the fields whose words changed (not only their spacing): only these mark other languages out of date. */
  reworded: string[];
  /** Of those, the ones changed back to the words other languages were checked against: their marks go. */
  returned?: ReturnedField[];
  by: string;
  at: Date;
}

/**
 * An atomic write's outcome: every change saved (`revisions` in the order of the changes), or
 * none, with the current version of each change that was refused (`index` in the changes).
 */
export type SaveResult = { saved: true; revisions: number[] } | { saved: false; refused: { index: number; current: UnitVersion }[] };

/** The snapshot's document a document's first save writes under revision 0. */
export type Baseline = (lang: Lang, key: DocumentKey) => StoredDocument;

/** What a unit that does not exist reads as in a refusal. */
export const NO_VERSION: UnitVersion = { data: null, revision: 0, updatedAt: null, updatedBy: null };

/** Whether a change may be written over `current` (undefined: the unit does not exist). */
export function changeAllowed(change: Pick<UnitChange, 'baseRevision'>, current: UnitVersion | undefined): boolean {
  const exists = current !== undefined && current.data !== null;
  return change.baseRevision === null ? !exists : exists && current.revision === change.baseRevision;
}

/** The same unit twice in one write has no meaning (which base would the second start from?). */
export function assertDistinctUnits(changes: readonly UnitChange[]): void {
  const names = changes.map(({ unit }) => `${unit.lang}/${unit.key}/${unit.item ?? ''}`);
  if (new Set(names).size !== names.length) throw new Error(`one write changes a unit twice: ${names.join(', ')}`);
}

export interface ContentStore {
  /** The stored units of a document, or undefined when it was never saved (it reads as the snapshot). */
  document(lang: Lang, key: DocumentKey): Promise<StoredUnits | undefined>;
  /**
   * Saves several units at once, or none: each only if its current revision is still its
   * `baseRevision` (for a create: if the item does not exist). All are checked before anything
   * is written; one refused change refuses them all, answered with each refused unit's current
   * version. A document's first save also writes its `baseline` at revision 0 under it.
   */
  saveUnits(changes: readonly UnitChange[], baseline: Baseline): Promise<SaveResult>;
  /** The unit's kept revisions, newest first. */
  history(unit: ContentUnit): Promise<RevisionRecord[]>;
  /**
   * The out-of-date marks on a document's units (its fields and items) in one language. A save
   * writes them in its own transaction or batch (outdated-marks.ts says which).
   */
  outdated(lang: Lang, key: DocumentKey): Promise<OutdatedMark[]>;
  /** "Checked" on one mark by an editor who saw the marking language's unit at revision `seen`. */
  check(place: MarkPlace, seen: number): Promise<CheckResult>;
}
