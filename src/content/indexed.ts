/**
 * A list's items by a key each has (a url, an id), built once per list and kept as long as the
 * list is: finding a page's item by scanning the list on every page made a build's work grow
 * with the square of the site. Imports nothing, so the content's defaults can use it too.
 */
const indexes = new WeakMap<readonly object[], Map<string, ReadonlyMap<string, object>>>();

export function indexedBy<T extends object>(items: readonly T[], name: string, keyOf: (item: T) => string): ReadonlyMap<string, T> {
  let byName = indexes.get(items);
  if (!byName) indexes.set(items, (byName = new Map()));
  let index = byName.get(name) as ReadonlyMap<string, T> | undefined;
  if (!index) {
    const map = new Map<string, T>();
    // The first wins, as Array.prototype.find did.
    for (const item of items) if (!map.has(keyOf(item))) map.set(keyOf(item), item);
    byName.set(name, (index = map));
  }
  return index;
}
