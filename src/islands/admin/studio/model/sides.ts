/**
 * The studio editor's state as plain data, for any list of content languages: one side per
 * language (what is stored, what the values grew from, what is typed, what the server refused,
 * a conflict), and what the screen says about it. The modules beside this one are the functions
 * of that data (load, change, validate, save, merge, restore); editor/reducer.ts applies them
 * event by event, editor/commands.ts talks to the API.
 */
import type { ColleagueChange } from '../merge/colleague-changes';
import type { SideState } from '../merge/side-merge';
import { sameData } from '../unit/unit-data';

/** One language's side: saved, startedFrom and origin, clean, values, refused, conflict (side-merge.ts). */
export type Side = SideState;

export type Sides<L extends string> = Record<L, Side>;

export type Status =
  | { kind: 'idle' | 'saving' | 'nothing' | 'invalid' | 'network' | 'changedSince' }
  /** The item was deleted meanwhile: by whom and when, where the server said. */
  | { kind: 'gone'; by: string | null; at: string | null }
  /** `news`: what colleagues changed on the editor's screen meanwhile (merged: a draft met their saves). */
  | { kind: 'saved' | 'merged'; news: ColleagueChange[] }
  | { kind: 'restored'; revision: number; news: ColleagueChange[] }
  | { kind: 'restoreRefused'; message: string };

export interface EditorState<L extends string> {
  /** Null while loading. */
  sides: Sides<L> | null;
  loadFailed: boolean;
  /** A new item's id as typed (an existing item's own). */
  itemId: string;
  /** Another item has this id: a new item is never saved over it. */
  idTaken: boolean;
  /** When the draft laid over the stored unit was written; null without one. */
  restoredDraftAt: string | null;
  status: Status;
  /** A save was tried: every field's own problem shows. */
  attempted: boolean;
  /** The fields typed into, as `lang:path`: their problems show before a save is tried. */
  touched: ReadonlySet<string>;
  /** Counts the loads asked for: a reload, a discarded draft, a write refused as out of date. */
  loads: number;
}

export function initialState<L extends string>(itemId: string): EditorState<L> {
  return {
    sides: null,
    loadFailed: false,
    itemId,
    idTaken: false,
    restoredDraftAt: null,
    status: { kind: 'idle' },
    attempted: false,
    touched: new Set(),
    loads: 0,
  };
}

/** The sides with one language's side changed. */
export function withSide<L extends string>(sides: Sides<L>, lang: L, update: (side: Side) => Side): Sides<L> {
  return { ...sides, [lang]: update(sides[lang]) };
}

/** A record with one entry per language, in the order given. */
export function perLanguage<L extends string, T>(langs: readonly L[], value: (lang: L, index: number) => T): Record<L, T> {
  return Object.fromEntries(langs.map((lang, index) => [lang, value(lang, index)])) as Record<L, T>;
}

/** The languages whose values differ from what counts as no change there. */
export function dirtyLangs<L extends string>(langs: readonly L[], sides: Sides<L>): L[] {
  return langs.filter((lang) => !sameData(sides[lang].values, sides[lang].clean));
}

/** After a save or a create went through: the form starts over from what is stored, with no problems shown. */
export function afterSaved<L extends string>(state: EditorState<L>, news: ColleagueChange[]): EditorState<L> {
  return { ...state, restoredDraftAt: null, attempted: false, touched: new Set(), status: { kind: 'saved', news } };
}
