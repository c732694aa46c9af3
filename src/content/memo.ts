/**
 * Values derived from the loaded content, computed once per argument list and kept until the
 * content is reloaded. A build renders thousands of pages from one load: a list, a lookup map or
 * the page table rebuilt for each page would make its work grow with the square of the site.
 * What a memoized function returns is shared by every caller, so callers never mutate it.
 *
 * Inside a content overlay (./overlay.ts), values are kept with that overlay alone, so one
 * derived from an editor's draft is never served outside its call nor to another overlay, and
 * goes with the overlay once nothing holds it.
 */
import { contentGeneration } from './loader';
import { currentOverlay, type ContentOverlay } from './overlay';

export function memoizedPerContent<Args extends readonly string[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  let generation = contentGeneration();
  const results = new Map<string, Result>();
  const overlaid = new WeakMap<ContentOverlay, Map<string, Result>>();
  const resultsNow = (): Map<string, Result> => {
    const overlay = currentOverlay();
    if (overlay) {
      let own = overlaid.get(overlay);
      if (!own) overlaid.set(overlay, (own = new Map()));
      return own;
    }
    if (generation !== contentGeneration()) {
      results.clear();
      generation = contentGeneration();
    }
    return results;
  };
  return (...args) => {
    const kept = resultsNow();
    // The arguments are languages, urls and ids: none holds a control character.
    const key = args.join('\u0000');
    if (kept.has(key)) return kept.get(key)!;
    const result = compute(...args);
    kept.set(key, result);
    return result;
  };
}
