/**
 * What a save's answer, the conflict screen's choice and a draft found after a reload do to one
 * language's side of the editor. The rules: after a save the form is what is stored, with only
 * what the editor typed after pressing Save laid over it; a value a colleague saved meanwhile is
 * either taken (and told, colleague-changes.ts) or put before the editor on the conflict screen,
 * and never saved over by a value the editor did not see.
 */
import { changedPaths } from '../../../../content/field-changes';
import type { ContentVersion, FieldProblemAnswer } from '../../../../admin-api/contract';
import { applyMerge, planMerge, type MergePlan } from './three-way';
import { getAt, setAt, type Data } from '../unit/unit-data';

export type StoredVersion = ContentVersion & { data: Data };

export interface Conflict {
  theirs: StoredVersion;
  plan: MergePlan;
  /** The editor's values when the conflict was found: what is typed after it is kept as typed. */
  mine: Data;
}

/** One language's side as these rules need it (the hook's Side has these and may have more). */
export interface SideState {
  saved: ContentVersion | null;
  startedFrom: number | null;
  origin: Data | null;
  clean: Data;
  values: Data;
  refused: ReadonlyMap<string, FieldProblemAnswer>;
  conflict: Conflict | null;
}

/** A save on its way: the data sent, the revision it is sent from, and that revision's data. */
export interface Sending {
  data: Data;
  base: number | null;
  origin: Data | null;
}

/**
 * After a save (or a restore) was stored and `fresh` read back: the side shows what is stored,
 * with what the editor typed since pressing Save (`pressed`: the form then) laid over it. Typing
 * into a field that someone else changed meanwhile is the editor's choice on the conflict screen.
 */
export function afterStored<S extends SideState>(side: S, pressed: Data, fresh: ContentVersion | null): S {
  const stored = fresh?.data ?? null;
  if (stored === null) return { ...side, saved: fresh, startedFrom: null, origin: null, clean: {}, refused: new Map(), conflict: null };
  const plan = planMerge(pressed, side.values, stored);
  const synced = { ...side, saved: fresh, clean: stored, refused: new Map<string, FieldProblemAnswer>() };
  if (plan.conflicting.length === 0)
    return {
      ...synced,
      startedFrom: fresh!.revision,
      origin: stored,
      values: applyMerge(plan, side.values, stored, new Set()),
      conflict: null,
    };
  // The values on screen grew from the form as pressed, not from any stored revision.
  return { ...synced, origin: pressed, conflict: { theirs: { ...fresh!, data: stored }, plan, mine: side.values } };
}

/**
 * A 409: someone saved since `sending.base`. When the two saves changed no field both, the
 * editor's changes on their version, to send again from their revision; else undefined.
 */
export function mergedSending(sending: Sending, theirs: StoredVersion): Sending | undefined {
  const plan = planMerge(sending.origin ?? {}, sending.data, theirs.data);
  if (plan.conflicting.length > 0) return undefined;
  return { data: applyMerge(plan, sending.data, theirs.data, new Set()), base: theirs.revision, origin: theirs.data };
}

/** The conflict screen for their save, comparing the form as it is now with theirs, from what the form started from. */
export function withConflict<S extends SideState>(side: S, theirs: StoredVersion): S {
  return { ...side, saved: theirs, conflict: conflictOf(side.origin, side.values, theirs) };
}

/**
 * The conflict screen's question: with the data the values grew from, what each side changed; with
 * none (a draft from before drafts kept it), every field the values differ in from theirs.
 */
function conflictOf(origin: Data | null, values: Data, theirs: StoredVersion): Conflict {
  const plan: MergePlan =
    origin === null
      ? { conflicting: changedPaths(theirs.data, values), fromMine: [], fromTheirs: [], combined: [] }
      : planMerge(origin, values, theirs.data);
  return { theirs, plan, mine: values };
}

/**
 * The conflict screen's choice (`keepMine`: the fields whose own value stays): their version with
 * the editor's changes, and what the editor typed while the screen was open as typed. The side
 * works from their revision from here, whether or not the save goes through.
 */
export function resolveChoice<S extends SideState>(side: S, keepMine: ReadonlySet<string>): { side: S; sending: Sending } | undefined {
  if (!side.conflict) return undefined;
  const { theirs, plan, mine } = side.conflict;
  let merged = applyMerge(plan, side.values, theirs.data, keepMine);
  for (const path of changedPaths(mine, side.values)) merged = setAt(merged, path, getAt(side.values, path));
  return {
    side: { ...side, values: merged, startedFrom: theirs.revision, origin: theirs.data, conflict: null },
    sending: { data: merged, base: theirs.revision, origin: theirs.data },
  };
}

/** What a draft kept for one language: its values, the revision they began from, and that revision's data. */
export interface DraftSide {
  values: Data;
  base?: number | null | undefined;
  origin?: Data | null | undefined;
}

/**
 * A draft laid over the side as loaded (stored now): never sent blindly. Saved since it began,
 * what only the colleague changed is taken (`takenSince`: the draft's revision, to say who changed
 * what), and a field both changed goes to the conflict screen; a draft that does not know its
 * revision's data asks about every field it differs in.
 */
export function layDraft<S extends SideState>(loaded: S, draft: DraftSide): { side: S; takenSince: number | null } {
  const { values, base } = draft;
  const stored = loaded.saved?.data ?? null;
  if (base === undefined) return { side: { ...loaded, values }, takenSince: null };
  // Not stored (an item to create, or gone): the draft as it was, met at its save.
  if (stored === null || loaded.saved === null)
    return { side: { ...loaded, values, startedFrom: base, origin: draft.origin ?? null }, takenSince: null };
  if (base === loaded.saved.revision) return { side: { ...loaded, values }, takenSince: null };
  const origin = draft.origin ?? null;
  const theirs = { ...loaded.saved, data: stored };
  const conflict = conflictOf(origin, values, theirs);
  if (conflict.plan.conflicting.length > 0) return { side: { ...loaded, values, startedFrom: base, origin, conflict }, takenSince: null };
  const merged = applyMerge(conflict.plan, values, stored, new Set());
  return {
    side: { ...loaded, values: merged },
    takenSince: conflict.plan.fromTheirs.length + conflict.plan.combined.length > 0 ? base : null,
  };
}
