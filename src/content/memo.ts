/**
 * Values derived from the loaded content, computed once per argument list and kept until the
 * content is reloaded. A build renders thousands of pages from one load: a list, a lookup map or
 * the page table rebuilt for each page would make its work grow with the square of the site.
 * What a memoized function returns is shared by every caller, so callers never mutate it.
 */
import { contentGeneration } from './loader';

export function memoizedPerContent<Args extends readonly string[], Result>(compute: (...args: Args) => Result): (...args: Args) => Result {
  let generation = contentGeneration();
  const results = new Map<string, Result>();
  return (...args) => {
    if (generation !== contentGeneration()) {
      results.clear();
      generation = contentGeneration();
    }
    // The arguments are languages, urls and ids: none holds a control character.
    const key = args.join('\u0000');
    if (results.has(key)) return results.get(key)!;
    const result = compute(...args);
    results.set(key, result);
    return result;
  };
}
