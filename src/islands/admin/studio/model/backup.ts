/**
 * The draft kept in this browser at every change (draft.ts stores it): each language's
 * values with the revision they started from and its data, so that a draft found after a reload
 * can be merged with what was saved since. A clean editor keeps none.
 */
import type { EditorDraft } from './draft';
import { dirtyLangs, perLanguage, type Sides } from './sides';

/** The draft to keep for these sides; undefined when nothing differs from what is saved (drop it). */
export function draftOf<L extends string>(
  langs: readonly L[],
  sides: Sides<L>,
  newItemId: string | undefined,
  now: Date,
): EditorDraft<L> | undefined {
  if (dirtyLangs(langs, sides).length === 0) return undefined;
  return {
    values: perLanguage(langs, (lang) => sides[lang].values),
    bases: perLanguage(langs, (lang) => sides[lang].startedFrom),
    origins: perLanguage(langs, (lang) => sides[lang].origin),
    ...(newItemId === undefined ? {} : { itemId: newItemId }),
    savedAt: now.toISOString(),
  };
}
