/**
 * The site's content as editors change it: the store's units laid over the snapshot the site
 * was built from (a document never saved reads as the snapshot), checked at every save as the
 * export checks it (the unit's schema, the whole document, the language's links), each save a
 * revision that names the fields it changed. The export reads through `language()` too, so
 * what an editor saved is what the next build shows, on either store. Each operation is a
 * module of its own beside this one; the service wires them to one store and one snapshot.
 */
import type { Content, DocumentKey } from '../../content/documents';
import type { Lang } from '../../i18n/routes';
import type { ContentStore, ContentUnit, RevisionRecord, UnitVersion } from '../store/content';
import type { CheckResult, MarkPlace } from '../store/outdated-marks';
import type { ContentChange, SaveAnswer, WriteAnswer } from './content-changes';
import { deletedItems, restoringChanges, type DeletedItem } from './deleted-items';
import { readDocument, readUnit, type ContentSource, type DocumentView } from './document-view';
import { languageQueues } from './language-queues';
import { outdatedCounts, outdatedFields, type OutdatedField } from './outdated-fields';
import { readLanguage } from './read-language';
import { saveAll, saveUnit, type ContentWriter } from './save-units';
import { restoreRevision, unitHistory } from './unit-history';

export type { ContentChange, SaveAnswer, WriteAnswer } from './content-changes';

export interface ContentService {
  document(lang: Lang, key: DocumentKey): Promise<DocumentView>;
  /** A unit's current version, undefined for an item that does not exist. */
  unit(unit: ContentUnit): Promise<UnitVersion | undefined>;
  /** A whole language as the site reads it, checked like the snapshot. */
  language(lang: Lang): Promise<Content>;
  save(unit: ContentUnit, data: Record<string, unknown> | null, baseRevision: number | null, by: string, at: Date): Promise<SaveAnswer>;
  /**
   * Saves several units in one store write, all or none: every change is checked first (its
   * schema, its document, its language's links, each as the changes before it in the same
   * language leave them), and one refused change writes nothing.
   */
  saveAll(changes: readonly ContentChange[], by: string, at: Date): Promise<WriteAnswer>;
  /** The document's deleted items in one language, the last deleted first. */
  deletedItems(lang: Lang, key: DocumentKey): Promise<DeletedItem[]>;
  /** The changes that bring an item back in every language it is deleted in, each from its last revision with data. */
  restoringChanges(key: DocumentKey, id: string): Promise<ContentChange[]>;
  history(unit: ContentUnit): Promise<RevisionRecord[]>;
  /** Saves an earlier revision's data as the next revision, if the unit is still at `baseRevision` (null: deleted). */
  restore(unit: ContentUnit, revision: number, baseRevision: number | null, by: string, at: Date): Promise<SaveAnswer>;
  /** The unit's fields marked out of date (outdated-marks.ts), with what changed in the language that marked each. */
  outdated(unit: ContentUnit): Promise<OutdatedField[]>;
  /** How many fields are out of date in `lang`, in the document's own fields and in each item. */
  outdatedCounts(lang: Lang, key: DocumentKey): Promise<{ fields: number; items: Map<string, number> }>;
  /** "Checked" on one mark, by an editor who saw the marking language's unit at revision `seen`. */
  check(place: MarkPlace, seen: number): Promise<CheckResult>;
}

/** Item ids become Firestore document ids: the rules Firestore sets for those. */
export function itemIdProblem(id: string): string | undefined {
  if (id.length === 0 || id.length > 100) return 'an item id of 1 to 100 characters';
  if (id.includes('/')) return "an item id without '/'";
  if (id === '.' || id === '..' || /^__.*__$/.test(id)) return "an item id other than '.', '..' or __name__";
  return undefined;
}

/**
 * `baseline`: the snapshot's content of a language. `where` names a document in the messages of
 * `language()` (the export names the Firestore path or the database).
 */
export function createContentService(
  store: ContentStore,
  baseline: (lang: Lang) => Content,
  where: (lang: Lang, key: DocumentKey) => string = (lang, key) => `content ${lang}/${key}`,
): ContentService {
  const source: ContentSource = { store, baseline };
  // One set of queues per service: every save of this process through it waits its languages' turn.
  const writer: ContentWriter = { ...source, serially: languageQueues() };
  return {
    document: (lang, key) => readDocument(source, lang, key),
    unit: (target) => readUnit(source, target),
    language: (lang) => readLanguage(source, where, lang),
    save: (target, data, baseRevision, by, at) => saveUnit(writer, target, data, baseRevision, by, at),
    saveAll: (changes, by, at) => saveAll(writer, changes, by, at),
    deletedItems: (lang, key) => deletedItems(store, lang, key),
    restoringChanges: (key, id) => restoringChanges(store, key, id),
    history: (target) => unitHistory(source, target),
    restore: (target, revision, baseRevision, by, at) => restoreRevision(writer, target, revision, baseRevision, by, at),
    outdated: (target) => outdatedFields(source, target),
    outdatedCounts: (lang, key) => outdatedCounts(store, lang, key),
    check: (place, seen) => store.check(place, seen),
  };
}
