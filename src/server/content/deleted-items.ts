/** Items deleted in a language, and the changes that bring one back. */
import type { DocumentKey } from '../../content/documents';
import { alignedAlts, sharedPaths, withSharedOf } from '../../content/shared-fields';
import { languages, type Lang } from '../../i18n/routes';
import type { ContentStore, UnitVersion } from '../store/content';
import type { ContentChange } from './content-changes';

/** An item deleted in one language: who deleted it and when, and its data before that. */
export interface DeletedItem {
  id: string;
  deletion: UnitVersion;
  /** Its last revision with data (what a restore brings back); null when none is kept. */
  last: Record<string, unknown> | null;
}

/** The document's deleted items in one language, the last deleted first. */
export async function deletedItems(store: ContentStore, lang: Lang, key: DocumentKey): Promise<DeletedItem[]> {
  const stored = await store.document(lang, key);
  const deleted = [...(stored?.items ?? [])].filter(([, version]) => version.data === null);
  const items = await Promise.all(
    deleted.map(async ([id, deletion]) => {
      const kept = await store.history({ lang, key, item: id });
      return { id, deletion, last: kept.find((record) => record.data !== null)?.data ?? null };
    }),
  );
  return items.sort((a, b) => (b.deletion.updatedAt ?? '').localeCompare(a.deletion.updatedAt ?? ''));
}

/** The changes that bring an item back in every language it is deleted in, each from its last revision with data. */
export async function restoringChanges(store: ContentStore, key: DocumentKey, id: string): Promise<ContentChange[]> {
  const found = await Promise.all(
    languages.map(async (lang) => ({ lang, item: (await deletedItems(store, lang, key)).find((entry) => entry.id === id) })),
  );
  const kept = found.flatMap(({ lang, item }) => (item?.last ? [{ lang, data: item.last }] : []));
  // Revisions kept from before a fact was shared may disagree on it: the first language's value holds everywhere.
  const paths = sharedPaths(key, true);
  return kept.map(({ lang, data }) => ({
    unit: { lang, key, item: id },
    data: alignedAlts(key, true, withSharedOf(data, kept[0]!.data, paths), data, kept[0]!.data),
    baseRevision: null,
  }));
}
