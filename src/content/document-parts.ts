/**
 * A content document in parts, as Firestore and the content store hold it: the page fields in
 * one unit and, for documents with a sub-collection (projects, references, news, our team),
 * one unit per item, its data the item's inner object and its id the item id.
 */
import { contentDocuments, type Content, type DocumentKey } from './documents';

export interface StoredItem {
  id: string;
  data: Record<string, unknown>;
}

export interface StoredDocument {
  fields: Record<string, unknown>;
  items: StoredItem[];
}

/** Splits an entity into its parts. */
export function toStored<K extends DocumentKey>(key: K, value: Content[K]): StoredDocument {
  const sub = contentDocuments[key].subCollection;
  const record = value as unknown as Record<string, unknown>;
  if (!sub) return { fields: { ...record }, items: [] };
  const { [sub.field]: list, ...fields } = record;
  const items = (list as Record<string, unknown>[]).map((item) => ({
    id: String(item['id']),
    data: item[sub.itemKey] as Record<string, unknown>,
  }));
  return { fields, items };
}

/** The item field that orders a sub-collection (editors reorder items by it). */
export const ITEM_ORDER_FIELD = 'index';

/** Joins the parts into the entity shape, items in a stable order: index, then id. */
export function fromStored(key: DocumentKey, stored: StoredDocument): Record<string, unknown> {
  const sub = contentDocuments[key].subCollection;
  if (!sub) return stored.fields;
  const indexOf = (item: StoredItem) => {
    const order = item.data[ITEM_ORDER_FIELD];
    return typeof order === 'number' ? order : Number.POSITIVE_INFINITY;
  };
  const items = [...stored.items].sort((a, b) => indexOf(a) - indexOf(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return { ...stored.fields, [sub.field]: items.map((item) => ({ id: item.id, [sub.itemKey]: item.data })) };
}
