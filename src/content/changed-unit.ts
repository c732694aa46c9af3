/**
 * A document of items (projects, news, references, the team) with one unit changed, checked as
 * `parseDocument` checks the whole of it, but checking only what changed: the document it
 * starts from was checked already, so its other items are kept as they are, the changed unit is
 * checked with its own schema, and what the collection checks across its items (no id or url
 * taken twice) is checked over the items as they are. The studio's page preview checks an
 * editor's draft this way at every keystroke, which then does not grow with the number of items.
 */
import { z } from 'zod/mini';
import { fromStored, toStored, type StoredItem } from './document-parts';
import { contentDocuments, type Content, type DocumentKey } from './documents';
import { inCurrentForm } from './earlier-forms';
import type { Lang } from '../i18n/routes';

/** The document's schema, the schema of one of its items, and its collection's checks over items already checked. */
function partsOf(key: DocumentKey) {
  const sub = contentDocuments[key].subCollection;
  if (!sub) return undefined;
  const documentSchema = contentDocuments[key].schema as unknown as z.ZodMiniObject;
  const collection = documentSchema.def.shape[sub.field] as z.ZodMiniArray;
  return {
    sub,
    documentSchema,
    item: collection.def.element,
    across: z.array(z.unknown()).check(...((collection.def.checks ?? []) as z.core.$ZodCheck<unknown[]>[])),
  };
}

const parts = new Map<DocumentKey, ReturnType<typeof partsOf>>();

/**
 * `checked` (a document of `lang`, as `parseDocument` answered it) with the unit `item` (null:
 * the document's own fields) holding `data` (null: the item deleted). Undefined where the
 * document has no items, or where something is refused: the whole document's check says what.
 */
export function withChangedUnit<K extends DocumentKey>(
  key: K,
  lang: Lang,
  checked: Content[K],
  item: string | null,
  data: Record<string, unknown> | null,
): Content[K] | undefined {
  if (!parts.has(key)) parts.set(key, partsOf(key));
  const found = parts.get(key);
  // A check of the document as a whole would see what its parts alone do not.
  if (!found || (found.documentSchema.def.checks ?? []).length > 0) return undefined;
  const { sub } = found;
  const stored = toStored(key, checked);
  let { fields, items } = stored;
  if (item === null) {
    const own = sub.parentSchema.safeParse(inCurrentForm(key, data));
    if (!own.success || own.data['lang'] !== lang) return undefined;
    fields = own.data;
  } else {
    items = items.filter((entry) => entry.id !== item);
    if (data !== null) {
      const changed = z.safeParse(found.item, { id: item, [sub.itemKey]: data });
      if (!changed.success) return undefined;
      items.push({ id: item, data: (changed.data as Record<string, Record<string, unknown>>)[sub.itemKey]! } satisfies StoredItem);
    }
  }
  const document = fromStored(key, { fields, items });
  if (!found.across.safeParse(document[sub.field]).success) return undefined;
  return document as Content[K];
}
