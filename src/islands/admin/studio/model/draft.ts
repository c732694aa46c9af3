/**
 * What an editor typed and has not saved, kept in this browser (localStorage) at every change:
 * it survives a reload, a closed tab, an expired session and a server that could not be
 * reached, and it remembers the revision it started from and that revision's data, so a draft
 * found after a reload is merged with any save made since (side-merge.ts) instead of overwriting it.
 */
import type { Lang } from '../../../../i18n/routes';
import type { Data } from '../unit/unit-data';

export interface EditorDraft<L extends string = Lang> {
  values: Partial<Record<L, Data>>;
  /** The revision each language's values started from; null: an item not created yet. */
  bases: Partial<Record<L, number | null>>;
  /** The data at each of those revisions: what a merge with a save made since compares both with. */
  origins?: Partial<Record<L, Data | null>>;
  /** A new item's id as typed. */
  itemId?: string;
  savedAt: string;
}

const PREFIX = 'content-studio-draft:';

export function draftKey(key: string, item: string | null): string {
  return `${PREFIX}${key}:${item ?? ''}`;
}

export function readDraft(storageKey: string): EditorDraft | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(storageKey) ?? 'null') as EditorDraft | null;
    return saved && typeof saved.values === 'object' && typeof saved.bases === 'object' ? saved : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(storageKey: string, draft: EditorDraft): void {
  try {
    localStorage.setItem(storageKey, JSON.stringify(draft));
  } catch {
    // Storage full or blocked: the draft lives as long as the page, and leaving still asks.
  }
}

export function dropDraft(storageKey: string): void {
  try {
    localStorage.removeItem(storageKey);
  } catch {
    // Nothing was stored.
  }
}
