/**
 * Restoring a deleted item from the screen (the list's deleted items, a deleted item's editor
 * address): one call that brings it back in every language it was deleted in, or in none, and
 * what to tell the editor either way.
 */
import { useState } from 'react';
import type { DocumentKey } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { fill } from '../../strings';
import { restoreItem } from '../base/api';
import { restoreRefusal } from './deleted-items';
import type { StudioStrings } from '../base/strings';

interface Options {
  key: DocumentKey;
  strings: StudioStrings;
  ui: AdminLang;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  /** After the item is back (or was brought back by someone else meanwhile): read it again. */
  restored: () => void;
}

export function useItemRestore({ key, strings, ui, announce, handleError, restored }: Options) {
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<{ id: string; text: string } | null>(null);

  const restore = async (id: string, name: string) => {
    if (busy !== null) return;
    setBusy(id);
    setRefusal(null);
    try {
      const result = await restoreItem(key, id);
      if (result.kind === 'saved') announce(fill(strings.deletedItems.restored, { name }));
      if (result.kind === 'saved' || result.kind === 'gone') restored();
      else setRefusal({ id, text: restoreRefusal(result, key, name, strings, ui) });
    } catch (error) {
      if (!handleError(error)) setRefusal({ id, text: strings.deletedItems.failed });
    } finally {
      setBusy(null);
    }
  };

  return { busy, refusal, restore };
}
