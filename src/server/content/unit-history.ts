/** A unit's revisions, and an earlier one saved again. */
import { ITEM_ORDER_FIELD } from '../../content/document-parts';
import { inCurrentForm } from '../../content/earlier-forms';
import type { ContentUnit, RevisionRecord } from '../store/content';
import type { SaveAnswer } from './content-changes';
import { readUnit, type ContentSource } from './document-view';
import { saveUnit, type ContentWriter } from './save-units';

/** The unit's kept revisions, newest first; a unit never saved has its snapshot's as its one revision. */
export async function unitHistory(source: ContentSource, target: ContentUnit): Promise<RevisionRecord[]> {
  const kept = await source.store.history(target);
  if (kept.length > 0) return kept;
  const current = await readUnit(source, target);
  return current ? [{ ...current, changed: [] }] : [];
}

/** Saves an earlier revision's data as the next revision, if the unit is still at `baseRevision` (null: deleted). */
export async function restoreRevision(
  writer: ContentWriter,
  target: ContentUnit,
  revision: number,
  baseRevision: number | null,
  by: string,
  at: Date,
): Promise<SaveAnswer> {
  const earlier = (await unitHistory(writer, target)).find((record) => record.revision === revision);
  if (!earlier) return { kind: 'not found' };
  // From the revision the editor saw: a save since then is a conflict, never overwritten.
  const data = earlier.data && target.item === null ? inCurrentForm(target.key, earlier.data) : earlier.data;
  return saveUnit(writer, target, data && (await atItsPlace(writer, target, data)), baseRevision, by, at);
}

/**
 * An item's earlier data at the place the item has in the list now: a restore brings back what
 * it said, never where it stood (a move made since stays; the order is every language's).
 */
async function atItsPlace(source: ContentSource, target: ContentUnit, data: Record<string, unknown>): Promise<Record<string, unknown>> {
  if (target.item === null) return data;
  const place = (await readUnit(source, target))?.data?.[ITEM_ORDER_FIELD];
  return place === undefined ? data : { ...data, [ITEM_ORDER_FIELD]: place };
}
