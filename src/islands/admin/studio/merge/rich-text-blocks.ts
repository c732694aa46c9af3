/**
 * A rich text's top-level blocks (paragraph, heading, list, quote), each as its own HTML: the
 * unit a rich text is merged by and shown by on the conflict screen. The stored HTML is the
 * editor's, sanitized to a few tags (rich-text-schema.ts), so reading its tags is enough; anything
 * else (text outside a block, a stray closing tag) is not read as blocks at all.
 */

/** A tag, its attributes' quoted values read whole (a quoted `>` does not end it). */
const tagPattern = /<(\/?)([a-z][a-z0-9]*)(?:[^>"']|"[^"]*"|'[^']*')*>/gi;
const blockTags = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'blockquote', 'pre']);
const emptyTags = new Set(['br', 'hr', 'img', 'wbr']);

/** The top-level blocks in order ([] for ''), or null when the text is not a run of blocks. */
export function richTextBlocks(html: string): string[] | null {
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  let at = 0;
  for (const found of html.matchAll(tagPattern)) {
    if (depth === 0 && html.slice(at, found.index).trim() !== '') return null;
    at = found.index + found[0].length;
    const name = found[2]!.toLowerCase();
    if (emptyTags.has(name) || found[0].endsWith('/>')) {
      if (depth === 0) return null;
      continue;
    }
    if (found[1] !== '/') {
      if (depth === 0) {
        if (!blockTags.has(name)) return null;
        start = found.index;
      }
      depth++;
      continue;
    }
    depth--;
    if (depth < 0) return null;
    if (depth === 0) blocks.push(html.slice(start, at));
  }
  return depth === 0 && html.slice(at).trim() === '' ? blocks : null;
}

export type BlockKind = 'paragraph' | 'heading' | 'list' | 'quote';

/** A block as an editor reads it: its kind, and its words (a list's items one a line). */
export interface ReadableBlock {
  kind: BlockKind;
  text: string;
}

const kindOf = (tag: string): BlockKind =>
  /^h\d$/.test(tag) ? 'heading' : /^[ou]l$/.test(tag) ? 'list' : tag === 'blockquote' ? 'quote' : 'paragraph';

const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decoded = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return entities[name.toLowerCase()] ?? whole;
  });

/** One block's HTML as readable text: a list's items on lines of their own, marked • or numbered. */
export function readableBlock(block: string): ReadableBlock {
  const tag = /^<([a-z][a-z0-9]*)/i.exec(block)?.[1]?.toLowerCase() ?? '';
  const numbered = /^ol$/.test(tag);
  let number = 0;
  const text = block
    .replace(/<li\b[^>]*>/gi, () => (numbered ? `\n${++number}. ` : '\n• '))
    .replace(/<br\b[^>]*>|<\/(p|h\d|blockquote)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  const lines = decoded(text)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '');
  return { kind: kindOf(tag), text: lines.join('\n') };
}
