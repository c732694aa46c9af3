/**
 * The studio editor's transitions as one plain function: every event the editor meets (a load, a
 * change, a save's answers, a conflict and its resolution, a create, a delete, a restore) and what
 * it does to the state, through the model's functions. The async commands (commands.ts) await the
 * staff API and dispatch these events; nothing here waits, reads the clock or talks to the network.
 */
import type { ContentVersion, FieldProblemAnswer } from '../../../../admin-api/contract';
import type { FieldDescription } from '../../../../content/field-meta';
import type { SharedPath } from '../../../../content/shared-fields';
import type { ColleagueChange } from '../merge/colleague-changes';
import type { Data, Path } from '../unit/unit-data';
import { changeValue, touchedAfter } from '../model/change';
import type { ConflictOutcome } from '../model/merge';
import { resolved } from '../model/merge';
import { afterDeleted, afterRestored } from '../model/restore';
import { createdSides, createRefused, refusedAnswer, savedAnswer } from '../model/save';
import { afterSaved, withSide, type EditorState, type Sides } from '../model/sides';

export type EditorEvent<L extends string> =
  /** A load began: nothing is kept from the sides before it. */
  | { type: 'loadStarted' }
  /** Every language loaded, a draft laid over it; `news`: colleagues' saves the draft met. */
  | { type: 'loaded'; sides: Sides<L>; draftItemId: string | null; restoredDraftAt: string | null; news: ColleagueChange[] }
  | { type: 'loadFailed' }
  /** A load asked for again: a reload, or a write refused as out of date (`outdated`). */
  | { type: 'reloadAsked' }
  | { type: 'draftDiscarded' }
  | { type: 'outdated' }
  /** A change in one language; a shared fact's is made in every language. */
  | { type: 'changed'; langs: readonly L[]; fields: readonly FieldDescription[]; lang: L; path: Path; value: unknown }
  | { type: 'idTyped'; id: string }
  /** Save pressed: every field's own problem shows from here. */
  | { type: 'saveAttempted' }
  /** Save pressed with nothing to send, or with something the server would refuse. */
  | { type: 'saveHeld'; reason: 'nothing' | 'invalid' }
  | { type: 'saveSent' }
  /** A 200 to one language's save: `pressed` is the form as Save was pressed. */
  | {
      type: 'saved';
      lang: L;
      pressed: Data;
      fresh: ContentVersion | null;
      alsoSaved: Partial<Record<L, ContentVersion>>;
      /** The unit's facts set once: as stored, they reach every other side (model/save.ts). */
      shared?: readonly SharedPath[];
    }
  /** A 400 to one language's save: the refused fields marked. */
  | { type: 'refused'; lang: L; fields: readonly FieldProblemAnswer[] }
  | { type: 'gone' }
  /** A deleted item brought back: loaded again, a draft laid over it. */
  | { type: 'itemRestored' }
  /** A 409 that was not merged and sent again (model/merge.ts's conflictAnswer). */
  | { type: 'conflict'; lang: L; outcome: Exclude<ConflictOutcome, { kind: 'again' }> }
  /** The conflict screen's choice: from here the editor works from their revision. */
  | { type: 'resolved'; lang: L; keepMine: ReadonlySet<string> }
  /** Every language's save went through. */
  | { type: 'saveFinished'; news: ColleagueChange[] }
  | { type: 'networkFailed' }
  /** A new item created in the languages `sent`, `fresh` read back from each. */
  | { type: 'created'; langs: readonly L[]; sent: Partial<Record<L, Data>>; fresh: Record<L, ContentVersion | null> }
  /** A new item refused: the fields refused in each language, or an id already taken (`languages` null). */
  | { type: 'createRefused'; langs: readonly L[]; languages: Partial<Record<L, readonly FieldProblemAnswer[]>> | null }
  | { type: 'deleted'; langs: readonly L[] }
  /** A revision restored in `lang`: `pressed` is what the side held when Restore was pressed. */
  | { type: 'restored'; lang: L; pressed: Data; fresh: ContentVersion | null }
  | { type: 'restoreReported'; revision: number; news: ColleagueChange[] }
  | { type: 'restoreRefused'; message: string };

const withSides = <L extends string>(state: EditorState<L>, update: (sides: Sides<L>) => Sides<L>): EditorState<L> => ({
  ...state,
  sides: state.sides && update(state.sides),
});

export function editorReducer<L extends string>(state: EditorState<L>, event: EditorEvent<L>): EditorState<L> {
  switch (event.type) {
    case 'loadStarted':
      return { ...state, sides: null, loadFailed: false };
    case 'loaded':
      return {
        ...state,
        itemId: event.draftItemId ?? state.itemId,
        restoredDraftAt: event.restoredDraftAt,
        sides: event.sides,
        status: event.news.length > 0 ? { kind: 'merged', news: event.news } : state.status,
      };
    case 'loadFailed':
      return { ...state, loadFailed: true };
    case 'reloadAsked':
      return { ...state, loads: state.loads + 1 };
    case 'draftDiscarded':
      return { ...state, restoredDraftAt: null, loads: state.loads + 1 };
    case 'outdated':
      return { ...state, status: { kind: 'changedSince' }, loads: state.loads + 1 };
    case 'changed':
      return {
        ...state,
        sides: state.sides && changeValue(event.langs, event.fields, state.sides, event.lang, event.path, event.value),
        touched: touchedAfter(state.touched, event.langs, event.fields, event.lang, event.path),
        status: state.status.kind === 'saving' ? state.status : { kind: 'idle' },
      };
    case 'idTyped':
      return { ...state, idTaken: false, itemId: event.id };
    case 'saveAttempted':
      return { ...state, attempted: true };
    case 'saveHeld':
      return { ...state, status: { kind: event.reason } };
    case 'saveSent':
      return { ...state, status: { kind: 'saving' } };
    case 'saved':
      return withSides(state, (sides) => savedAnswer(sides, event.lang, event.pressed, event.fresh, event.alsoSaved, event.shared));
    case 'refused':
      return {
        ...withSides(state, (sides) => withSide(sides, event.lang, (side) => refusedAnswer(side, event.fields))),
        status: { kind: 'invalid' },
      };
    case 'gone':
      return { ...state, status: { kind: 'gone', by: null, at: null } };
    case 'itemRestored':
      return { ...state, status: { kind: 'idle' }, loads: state.loads + 1 };
    case 'conflict':
      return conflicted(state, event.lang, event.outcome);
    case 'resolved':
      return withSides(state, (sides) => resolved(sides, event.lang, event.keepMine)?.sides ?? sides);
    case 'saveFinished':
      return afterSaved(state, event.news);
    case 'networkFailed':
      return { ...state, status: { kind: 'network' } };
    case 'created':
      return afterSaved(
        withSides(state, (sides) => createdSides(event.langs, sides, event.sent, event.fresh)),
        [],
      );
    case 'createRefused':
      return event.languages === null
        ? { ...state, status: { kind: 'invalid' }, idTaken: true }
        : { ...withSides(state, (sides) => createRefused(event.langs, sides, event.languages!)), status: { kind: 'invalid' } };
    case 'deleted':
      return withSides(state, (sides) => afterDeleted(event.langs, sides));
    case 'restored':
      return withSides(state, (sides) => afterRestored(sides, event.lang, event.pressed, event.fresh));
    case 'restoreReported':
      return { ...state, status: { kind: 'restored', revision: event.revision, news: event.news } };
    case 'restoreRefused':
      return { ...state, status: { kind: 'restoreRefused', message: event.message } };
  }
}

function conflicted<L extends string>(
  state: EditorState<L>,
  lang: L,
  outcome: Exclude<ConflictOutcome, { kind: 'again' }>,
): EditorState<L> {
  if (outcome.kind === 'gone') return { ...state, status: outcome };
  if (outcome.kind === 'idTaken') return { ...state, idTaken: true, status: { kind: 'invalid' } };
  return { ...withSides(state, (sides) => withSide(sides, lang, () => outcome.side)), status: { kind: 'idle' } };
}
