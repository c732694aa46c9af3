/**
 * The block-by-block merge of a rich text (rich-text-merge.ts) brings a diff library that the
 * editor screen's first load does without: its code is fetched when a merge may need it (a save
 * met a colleague's, a draft is laid over what is stored now), and until it is here a rich text
 * both sides changed is the editor's choice, as any other field both changed.
 */
import type { mergeRichText } from './rich-text-merge';

export type RichTextMerge = typeof mergeRichText;

let loaded: RichTextMerge | undefined;

/** Fetches the merge's code once; a failed fetch leaves rich texts to the conflict screen. */
export async function fetchRichTextMerge(): Promise<void> {
  loaded ??= await import('./rich-text-merge').then(
    (module) => module.mergeRichText,
    () => undefined,
  );
}

/** The merge, once fetched. */
export const richTextMerge = (): RichTextMerge | undefined => loaded;
