/**
 * The old address of a deleted item: instead of an empty form, who deleted it and when in each
 * language, and Restore, which brings it back in every language it was deleted in.
 */
import { useEffect, useState } from 'react';
import type { DocumentKey } from '../../../content/documents';
import type { AdminLang } from '../../../i18n/admin-languages';
import { fetchOverview } from './api';
import { DeletionList } from './DeletedItems';
import { deletedItemsOf, type DeletedItemView } from './deleted-items';
import type { StudioStrings } from './strings';
import { useItemRestore } from './use-item-restore';

export type Deletion = { kind: 'none' | 'loading' } | { kind: 'deleted'; item: DeletedItemView };

/** Whether item `id` (null: nothing to look for, the item exists) is a deleted one, from the content overview. */
export function useDeletion(key: DocumentKey, id: string | null, ui: AdminLang, handleError: (error: unknown) => boolean): Deletion {
  const [deletion, setDeletion] = useState<Deletion>({ kind: 'none' });
  useEffect(() => {
    if (id === null) {
      setDeletion({ kind: 'none' });
      return;
    }
    let current = true;
    setDeletion({ kind: 'loading' });
    fetchOverview().then(
      (entries) => {
        const item = deletedItemsOf(entries, key, ui).find((candidate) => candidate.id === id);
        if (current) setDeletion(item ? { kind: 'deleted', item } : { kind: 'none' });
      },
      (error: unknown) => {
        if (!current) return;
        handleError(error);
        // Not knowing shows the form, as before: saving it creates the item.
        setDeletion({ kind: 'none' });
      },
    );
    return () => {
      current = false;
    };
  }, [key, id, ui, handleError]);
  return deletion;
}

interface Props {
  docKey: DocumentKey;
  item: DeletedItemView;
  ui: AdminLang;
  strings: StudioStrings;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  restored: () => void;
}

export function DeletedItemNotice({ docKey, item, ui, strings, announce, handleError, restored }: Props) {
  const texts = strings.deletedItems;
  const { busy, refusal, restore } = useItemRestore({ key: docKey, strings, ui, announce, handleError, restored });
  return (
    <div className="mt-6 max-w-prose rounded-md border-s-4 border-red-700 bg-white p-4" data-deleted-notice={item.id}>
      <p className="font-bold text-red-800">{texts.notice}</p>
      <p className="mt-1 font-medium">{item.title}</p>
      <div className="mt-2">
        <DeletionList deletions={item.deletions} ui={ui} strings={strings} />
      </div>
      {refusal && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-800">
          {refusal.text}
        </p>
      )}
      {item.restorable ? (
        <button
          type="button"
          aria-disabled={busy !== null}
          onClick={() => void restore(item.id, item.title)}
          className="mt-3 min-h-11 rounded-md bg-navy-900 px-4 font-semibold text-white hover:bg-navy-700 aria-disabled:opacity-60"
        >
          {texts.restore}
        </button>
      ) : (
        <p className="mt-2 text-sm text-steel-700">{texts.notRestorable}</p>
      )}
    </div>
  );
}
