/**
 * Where a moved item's order value goes (the items' ITEM_ORDER_FIELD, src/content/document-parts.ts):
 * a whole number between those of its new neighbours, so a move far up or down the list is one
 * save per language. Only where there is no room between them must the items be numbered anew.
 */

/**
 * The order value that puts an item between `before` and `after` (undefined: it goes first, or
 * last), or null when no whole number fits (the list must be numbered anew).
 */
export function orderBetween(before: number | undefined, after: number | undefined): number | null {
  if (before === undefined && after === undefined) return 0;
  if (after === undefined) return before! + 1;
  if (before === undefined) return after > 0 ? after - 1 : null;
  return after - before >= 2 ? Math.floor((before + after) / 2) : null;
}

/** The ids in their order once the item at `from` went to `to`, and the ids beside it there. */
export function afterMove(ids: readonly string[], from: number, to: number): { order: string[]; before?: string; after?: string } {
  const order = [...ids];
  order.splice(to, 0, ...order.splice(from, 1));
  return { order, ...(to > 0 ? { before: order[to - 1]! } : {}), ...(to < order.length - 1 ? { after: order[to + 1]! } : {}) };
}
