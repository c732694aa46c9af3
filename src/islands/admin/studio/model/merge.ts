/**
 * A save refused because someone saved since (409): merged without asking when the two saves
 * changed no field both (side-merge.ts, three-way.ts), else the conflict screen; and the conflict
 * screen's choice, to send from their revision.
 */
import type { ContentVersion } from '../../../../admin-api/contract';
import { mergedSending, resolveChoice, withConflict, type Sending } from '../merge/side-merge';
import type { Data } from '../unit/unit-data';
import { withSide, type Side, type Sides } from './sides';

export type ConflictOutcome =
  /** The unit no longer exists: deleted by `by` at `at`, as the store says (null where it does not know). */
  | { kind: 'gone'; by: string | null; at: string | null }
  /** A new item's id is another item's: never saved over it. */
  | { kind: 'idTaken' }
  /** Nothing both changed: the merged save, to send again from their revision. */
  | { kind: 'again'; sending: Sending }
  /** Fields both changed: the side with the conflict screen's question. */
  | { kind: 'conflict'; side: Side };

/** `mayMerge`: false after one merge already (a second conflict in a row is shown, not merged again). */
export function conflictAnswer(
  side: Side,
  current: ContentVersion,
  sending: Sending,
  mayMerge: boolean,
  creating: boolean,
): ConflictOutcome {
  if (current.data === null) return { kind: 'gone', by: current.updatedBy, at: current.updatedAt };
  if (creating && side.startedFrom === null) return { kind: 'idTaken' };
  const theirs = { ...current, data: current.data };
  const again = mayMerge ? mergedSending(sending, theirs) : undefined;
  if (again) return { kind: 'again', sending: again };
  return { kind: 'conflict', side: withConflict(side, theirs) };
}

/**
 * A save of several languages refused for those in `current` (nothing was written): when each of
 * them merges by itself, the whole save goes again with the merged ones; otherwise what each
 * refused language shows (the conflict screen, an item gone), and the others wait, unsaved.
 */
export function conflictsAnswer<L extends string>(
  sides: Partial<Record<L, Side>>,
  current: Partial<Record<L, ContentVersion>>,
  sending: Partial<Record<L, Sending>>,
  mayMerge: boolean,
  creating: boolean,
):
  | { kind: 'again'; sending: Partial<Record<L, Sending>> }
  | { kind: 'shown'; outcomes: [L, Exclude<ConflictOutcome, { kind: 'again' }>][] } {
  const outcomes = (Object.entries(current) as [L, ContentVersion | undefined][]).flatMap(([lang, version]) => {
    const side = sides[lang];
    const sent = sending[lang];
    return side && sent && version ? [[lang, conflictAnswer(side, version, sent, mayMerge, creating)] as const] : [];
  });
  const shown = outcomes.filter((entry): entry is [L, Exclude<ConflictOutcome, { kind: 'again' }>] => entry[1].kind !== 'again');
  if (shown.length > 0 || outcomes.length === 0) return { kind: 'shown', outcomes: shown };
  const merged = Object.fromEntries(outcomes.map(([lang, outcome]) => [lang, (outcome as { sending: Sending }).sending]));
  return { kind: 'again', sending: { ...sending, ...merged } };
}

/**
 * The conflict screen's choice in `lang` (`keepMine`: the fields whose own value stays): the sides
 * working from their revision, the save to send, and what the editor had on screen and from which
 * revision (to say what colleagues changed); undefined without a conflict there.
 */
export function resolved<L extends string>(
  sides: Sides<L>,
  lang: L,
  keepMine: ReadonlySet<string>,
): { sides: Sides<L>; sending: Sending; seen: Data; since: number | null } | undefined {
  const side = sides[lang];
  const choice = resolveChoice(side, keepMine);
  if (!choice) return undefined;
  return { sides: withSide(sides, lang, () => choice.side), sending: choice.sending, seen: side.values, since: side.startedFrom };
}
