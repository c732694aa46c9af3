/**
 * Moves an item in every language, one save per language where it can: one place, it and its
 * neighbour swap their order values (two saves); further, it takes a value between its new
 * neighbours' (item-order.ts). Where neither fits (shared or missing values, no whole number
 * between), that language's items are numbered anew in the new order, saving those whose number
 * changes one by one: the store has no write of several items at once. Any refused save stops the
 * move.
 */
import { ITEM_ORDER_FIELD } from '../../../../content/document-parts';
import type { DocumentKey } from '../../../../content/documents';
import type { ContentVersion } from '../../../../admin-api/contract';
import { languages, type Lang } from '../../../../i18n/routes';
import { fetchUnit, saveUnit } from '../base/api';
import { afterMove, orderBetween } from './item-order';

const orderOf = (unit: ContentVersion | null | undefined) => {
  const value = unit?.data?.[ITEM_ORDER_FIELD];
  return typeof value === 'number' ? value : undefined;
};

/** Whether every save went through; a failed request throws. */
export async function moveItem(key: DocumentKey, ids: readonly string[], from: number, to: number): Promise<boolean> {
  const write = async (lang: Lang, id: string, data: Record<string, unknown>, revision: number, order: number) =>
    (await saveUnit({ lang, key, item: id }, { ...data, [ITEM_ORDER_FIELD]: order }, revision)).kind === 'saved';
  const { order, before, after } = afterMove(ids, from, to);
  let moved = true;
  for (const lang of languages) {
    const unitAt = (id: string | undefined) => (id === undefined ? Promise.resolve(undefined) : fetchUnit({ lang, key, item: id }));
    const [mover, previous, next] = await Promise.all([unitAt(ids[from]), unitAt(before), unitAt(after)]);
    const at = orderOf(mover);
    // The order is a fact set once: a language's save wrote it to the languages after it, already in place there.
    const placed =
      at !== undefined &&
      (previous === undefined || (orderOf(previous) ?? Infinity) < at) &&
      (next === undefined || at < (orderOf(next) ?? -Infinity));
    if (placed) continue;
    const neighbour = to < from ? next : previous;
    const between = orderBetween(orderOf(previous), orderOf(next));
    const known = (before === undefined || orderOf(previous) !== undefined) && (after === undefined || orderOf(next) !== undefined);
    if (
      Math.abs(from - to) === 1 &&
      mover?.data &&
      neighbour?.data &&
      orderOf(mover) !== undefined &&
      orderOf(neighbour) !== undefined &&
      orderOf(mover) !== orderOf(neighbour)
    ) {
      moved =
        (await write(lang, ids[from]!, mover.data, mover.revision, orderOf(neighbour)!)) &&
        (await write(lang, ids[to]!, neighbour.data, neighbour.revision, orderOf(mover)!));
    } else if (mover?.data && known && between !== null) {
      moved = await write(lang, ids[from]!, mover.data, mover.revision, between);
    } else {
      for (const [position, id] of order.entries()) {
        const unit = await fetchUnit({ lang, key, item: id });
        if (!unit?.data || orderOf(unit) === position) continue;
        if (!(moved = await write(lang, id, unit.data, unit.revision, position))) break;
      }
    }
    if (!moved) break;
  }
  return moved;
}
