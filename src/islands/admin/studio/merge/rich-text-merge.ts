/**
 * Two saves of one rich text merged block by block against the text both began from, as a unit's
 * fields are merged field by field (three-way.ts): a block only one side changed, added or removed
 * is taken from that side; the same change on both sides is taken once; changes that touch the
 * same block (or add blocks at the same place) are the editor's choice. The diff library aligns
 * the blocks; it is fetched only when a merge needs it (rich-text-merge-code.ts).
 */
import { diffArrays } from 'diff';
import { richTextBlocks } from './rich-text-blocks';

/** One side's change: the base's blocks from `start` up to `end` replaced by `blocks` (start = end: added there). */
interface BlockChange {
  start: number;
  end: number;
  blocks: string[];
}

function blockChanges(base: string[], side: string[]): BlockChange[] {
  const changes: BlockChange[] = [];
  let at = 0;
  let open: BlockChange | null = null;
  for (const part of diffArrays(base, side)) {
    if (!part.added && !part.removed) {
      at += part.value.length;
      open = null;
      continue;
    }
    if (!open) {
      open = { start: at, end: at, blocks: [] };
      changes.push(open);
    }
    if (part.removed) {
      at += part.value.length;
      open.end = at;
    } else open.blocks.push(...part.value);
  }
  // Blocks replaced one for one are each a change of its own: an edit beside the other side's is no clash.
  return changes.flatMap((change) =>
    change.end - change.start === change.blocks.length
      ? change.blocks.map((block, index) => ({ start: change.start + index, end: change.start + index + 1, blocks: [block] }))
      : [change],
  );
}

const sameChange = (a: BlockChange, b: BlockChange) =>
  a.start === b.start &&
  a.end === b.end &&
  a.blocks.length === b.blocks.length &&
  a.blocks.every((block, index) => block === b.blocks[index]);

/** A rich text's stored value (absent: empty) as blocks, or null when it is not a rich text. */
const blocksOf = (value: unknown) => (value === undefined ? [] : typeof value === 'string' ? richTextBlocks(value) : null);

/**
 * The merged HTML of `mine` and `theirs`, both changed from `base`; null when their changes
 * touch the same block, or any of the three is not a run of blocks.
 */
export function mergeRichText(base: unknown, mine: unknown, theirs: unknown): string | null {
  const [origin, own, other] = [blocksOf(base), blocksOf(mine), blocksOf(theirs)];
  if (!origin || !own || !other) return null;
  // By where they start; at one place, what is only added goes before what replaces blocks there.
  const changes = [...blockChanges(origin, own), ...blockChanges(origin, other)].sort((a, b) => a.start - b.start || a.end - b.end);
  const merged: string[] = [];
  let at = 0;
  let last: BlockChange | null = null;
  for (const change of changes) {
    if (last) {
      const addedAtOnePlace = last.start === last.end && change.start === change.end && change.start === last.start;
      if (change.start < last.end || addedAtOnePlace) {
        if (sameChange(last, change)) continue;
        return null;
      }
    }
    merged.push(...origin.slice(at, change.start), ...change.blocks);
    at = change.end;
    last = change;
  }
  merged.push(...origin.slice(at));
  return merged.join('');
}
