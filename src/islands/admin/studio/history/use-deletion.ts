/**
 * Whether the item an editor opened is one that was deleted (the editor then shows the notice
 * with Restore instead of a form), from the content overview.
 */
import { useEffect, useState } from 'react';
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { fetchOverview } from '../base/api';
import { deletedItemsOf, type DeletedItemView } from './deleted-items';

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
