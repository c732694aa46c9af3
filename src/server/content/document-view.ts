/**
 * A document as the studio and every check read it: the store's units laid over the snapshot
 * the site was built from (a document never saved reads as the snapshot), in the current form
 * of the schema and the document's own order.
 */
import { fromStored, toStored, type StoredDocument } from '../../content/document-parts';
import { contentDocuments, documentKeys, type Content, type DocumentKey } from '../../content/documents';
import { inCurrentForm } from '../../content/earlier-forms';
import type { Lang } from '../../i18n/routes';
import type { ContentStore, ContentUnit, UnitVersion } from '../store/content';

export interface DocumentView {
  fields: UnitVersion;
  /** The items that exist, in the document's order. */
  items: { id: string; version: UnitVersion }[];
}

/** Where the content is read: the store, and the snapshot's content of a language under it. */
export interface ContentSource {
  store: ContentStore;
  baseline: (lang: Lang) => Content;
}

/** The snapshot's document in the store's parts (what a document's first save writes under revision 0). */
export const baselineParts = ({ baseline }: ContentSource, lang: Lang, key: DocumentKey): StoredDocument =>
  toStored(key, baseline(lang)[key]);

const unsaved = (data: Record<string, unknown>): UnitVersion => ({ data, revision: 0, updatedAt: null, updatedBy: null });

export async function readDocument(source: ContentSource, lang: Lang, key: DocumentKey): Promise<DocumentView> {
  const base = baselineParts(source, lang, key);
  const stored = await source.store.document(lang, key);
  // Saved under an earlier form of the schema: the studio edits, and every check reads, the current one.
  const fields = stored?.fields
    ? { ...stored.fields, data: stored.fields.data && inCurrentForm(key, stored.fields.data) }
    : unsaved(base.fields);
  const items = stored
    ? [...stored.items].filter(([, version]) => version.data !== null).map(([id, version]) => ({ id, version }))
    : base.items.map((entry) => ({ id: entry.id, version: unsaved(entry.data) }));
  const order = fromStored(key, { fields: {}, items: items.map(({ id, version }) => ({ id, data: version.data! })) });
  const sub = contentDocuments[key].subCollection;
  const ids = sub ? (order[sub.field] as { id: string }[]).map((entry) => entry.id) : [];
  return { fields, items: ids.map((id) => items.find((entry) => entry.id === id)!) };
}

/** Every document of a language, read once for what a save or an export checks. */
export const languageViews = (source: ContentSource, lang: Lang) => Promise.all(documentKeys.map((key) => readDocument(source, lang, key)));

/** The document in the snapshot's shape, its items in their places. */
export const assembled = (key: DocumentKey, view: DocumentView) =>
  fromStored(key, { fields: view.fields.data!, items: view.items.map(({ id, version }) => ({ id, data: version.data! })) });

const versionIn = (view: DocumentView, item: string | null): UnitVersion | undefined =>
  item === null ? view.fields : view.items.find((entry) => entry.id === item)?.version;

/** A unit's current version, undefined for an item that does not exist. */
export async function readUnit(source: ContentSource, { lang, key, item }: ContentUnit): Promise<UnitVersion | undefined> {
  return versionIn(await readDocument(source, lang, key), item);
}

/** The unit's document in `views` (a language's, as languageViews reads them) once the unit holds `data`. */
export function applied({ key, item }: ContentUnit, data: Record<string, unknown> | null, views: DocumentView[]): DocumentView {
  const current = views[documentKeys.indexOf(key)]!;
  if (item === null) return { fields: { ...current.fields, data }, items: current.items };
  return {
    fields: current.fields,
    items: [...current.items.filter((entry) => entry.id !== item), ...(data === null ? [] : [{ id: item, version: unsaved(data) }])],
  };
}

/** A language's documents (`views`) once the unit holds `data`: the next change of the language is checked as this one leaves it. */
export function withChange(unit: ContentUnit, data: Record<string, unknown> | null, views: DocumentView[]): DocumentView[] {
  const position = documentKeys.indexOf(unit.key);
  return views.map((view, index) => (index === position ? applied(unit, data, views) : view));
}

/** The unit's current version in a language's documents (`views`, as languageViews reads them). */
export const unitIn = (views: DocumentView[], { key, item }: Pick<ContentUnit, 'key' | 'item'>): UnitVersion | undefined =>
  versionIn(views[documentKeys.indexOf(key)]!, item);
