/**
 * Values derived from the loaded content, computed once per argument list and kept until the
 * content is reloaded. A build renders thousands of pages from one load: a list, a lookup map or
 * the page table rebuilt for each page would make its work grow with the square of the site.
 * What a memoized function returns is shared by every caller, so callers never mutate it.
 *
 * Inside a content overlay (./overlay.ts), a value is kept with the documents it read (the
 * objects themselves, ./overlay-reads.ts) and served to an overlay holding those same objects
 * alone. The preview's overlays share every document but the draft's, so a keystroke derives
 * again only what read the edited document, and its work does not grow with what it did not
 * read (the other projects, the page table). A value derived from a draft is never served to
 * another overlay, which never holds that draft's objects; it goes once nothing holds them.
 */
import { contentGeneration } from './loader';
import { currentOverlay, type ContentOverlay } from './overlay';
import { noteReads, readsOf, type DocumentRead } from './overlay-reads';

/**
 * Values kept inside overlays, as a tree of the documents read: a derivation given the same
 * documents reads the same ones in the same order, so each node names the one read next and
 * leads, by that document's identity, to the node after it; the last holds the value.
 */
interface ReadNode<Result> {
  next?: { lang: DocumentRead['lang']; key: string; by: WeakMap<object, ReadNode<Result>> };
  kept?: { value: Result };
}

const documentAt = (overlay: ContentOverlay, { lang, key }: { lang: DocumentRead['lang']; key: string }): unknown =>
  (overlay[lang] as unknown as Record<string, unknown>)[key];

/** The value kept for the documents `overlay` holds, its reads noted as the derivation running read them; undefined: none. */
function keptFor<Result>(root: ReadNode<Result>, overlay: ContentOverlay): { value: Result } | undefined {
  const reads: DocumentRead[] = [];
  let node = root;
  while (!node.kept) {
    if (!node.next) return undefined;
    const document = documentAt(overlay, node.next);
    const after = typeof document === 'object' && document !== null ? node.next.by.get(document) : undefined;
    if (!after) return undefined;
    reads.push({ lang: node.next.lang, key: node.next.key, document: document as object });
    node = after;
  }
  noteReads(reads);
  return node.kept;
}

function keep<Result>(root: ReadNode<Result>, reads: readonly DocumentRead[], value: Result): void {
  let node = root;
  for (const { lang, key, document } of reads) {
    node.next ??= { lang, key, by: new WeakMap() };
    // Other reads for the same documents: the derivation depends on more than them, so nothing is kept.
    if (node.next.lang !== lang || node.next.key !== key) return;
    let after = node.next.by.get(document);
    if (!after) node.next.by.set(document, (after = {}));
    node = after;
  }
  node.kept = { value };
}

export function memoizedPerContent<Args extends readonly string[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  let generation = contentGeneration();
  const results = new Map<string, Result>();
  const overlaid = new Map<string, ReadNode<Result>>();
  return (...args) => {
    // The arguments are languages, urls and ids: none holds a control character.
    const key = args.join('\u0000');
    const overlay = currentOverlay();
    if (overlay) {
      let root = overlaid.get(key);
      if (!root) overlaid.set(key, (root = {}));
      const kept = keptFor(root, overlay);
      if (kept) return kept.value;
      const { value, reads } = readsOf(() => compute(...args));
      keep(root, reads, value);
      return value;
    }
    if (generation !== contentGeneration()) {
      results.clear();
      generation = contentGeneration();
    }
    if (results.has(key)) return results.get(key)!;
    const result = compute(...args);
    results.set(key, result);
    return result;
  };
}
