/**
 * Two versions of a rich text as the conflict screen shows them: block by block as readable text,
 * with what one version has and the other has not marked in each, so the editor sees the
 * difference without reading both texts word for word. Blocks are paired by the diff library;
 * a changed block is compared word by word with the one it replaced.
 */
import { diffArrays, diffWords } from 'diff';
import { readableBlock, richTextBlocks, type BlockKind, type ReadableBlock } from './rich-text-blocks';

interface MarkedText {
  text: string;
  /** Only in this version. */
  differs: boolean;
}

export interface MarkedBlock {
  kind: BlockKind;
  parts: MarkedText[];
}

export interface MarkedVersions {
  mine: MarkedBlock[];
  theirs: MarkedBlock[];
}

/** Whether a field's two values read as rich texts (runs of blocks, at least one not empty). */
export function areRichTexts(mine: unknown, theirs: unknown): boolean {
  const blocks = [mine, theirs].map((value) => (value === undefined ? [] : typeof value === 'string' ? richTextBlocks(value) : null));
  return blocks.every((each) => each !== null) && blocks.some((each) => each!.length > 0);
}

const readableBlocks = (html: unknown): ReadableBlock[] =>
  typeof html === 'string' ? (richTextBlocks(html) ?? []).map(readableBlock).filter((block) => block.text !== '') : [];

const whole = (block: ReadableBlock): MarkedBlock => ({ kind: block.kind, parts: [{ text: block.text, differs: true }] });

function wordByWord(mine: ReadableBlock, theirs: ReadableBlock): [MarkedBlock, MarkedBlock] {
  const own: MarkedText[] = [];
  const other: MarkedText[] = [];
  for (const part of diffWords(mine.text, theirs.text)) {
    if (!part.added) own.push({ text: part.value, differs: part.removed });
    if (!part.removed) other.push({ text: part.value, differs: part.added });
  }
  return [
    { kind: mine.kind, parts: own },
    { kind: theirs.kind, parts: other },
  ];
}

/** Each version's blocks, what only it has marked. */
export function markedVersions(mine: unknown, theirs: unknown): MarkedVersions {
  const own = readableBlocks(mine);
  const other = readableBlocks(theirs);
  const key = (block: ReadableBlock) => `${block.kind}\n${block.text}`;
  const marked: MarkedVersions = { mine: [], theirs: [] };
  let ownAt = 0;
  let otherAt = 0;
  let onlyMine: ReadableBlock[] = [];
  // A run only in mine, then a run only in theirs: the blocks that replaced each other, in order.
  const pairUp = (onlyTheirs: ReadableBlock[]) => {
    for (const [index, block] of onlyMine.entries()) {
      const replacement = onlyTheirs[index];
      const [mineMarked, theirsMarked] = replacement ? wordByWord(block, replacement) : [whole(block)];
      marked.mine.push(mineMarked);
      if (theirsMarked) marked.theirs.push(theirsMarked);
    }
    marked.theirs.push(...onlyTheirs.slice(onlyMine.length).map(whole));
    onlyMine = [];
  };
  for (const part of diffArrays(own.map(key), other.map(key))) {
    const count = part.value.length;
    if (part.removed) {
      onlyMine.push(...own.slice(ownAt, ownAt + count));
      ownAt += count;
      continue;
    }
    if (part.added) {
      pairUp(other.slice(otherAt, otherAt + count));
      otherAt += count;
      continue;
    }
    pairUp([]);
    for (const block of own.slice(ownAt, ownAt + count))
      marked.mine.push({ kind: block.kind, parts: [{ text: block.text, differs: false }] });
    for (const block of other.slice(otherAt, otherAt + count))
      marked.theirs.push({ kind: block.kind, parts: [{ text: block.text, differs: false }] });
    ownAt += count;
    otherAt += count;
  }
  pairUp([]);
  return marked;
}
