/**
 * The React side of one unit's editor in every language: the state is editor/reducer.ts's, the
 * async work editor/commands.ts's; this hook holds the one, starts the other, keeps the draft in
 * this browser and guards leaving with unsaved work.
 */
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { unitSchema } from '../../../../content/documents';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { languages, type Lang } from '../../../../i18n/routes';
import { draftKey, dropDraft, writeDraft } from '../model/draft';
import { NEW_ITEM, type EditorAddress } from '../unit/editor-address';
import * as commands from './commands';
import { editorReducer, type EditorEvent } from './reducer';
import { draftOf } from '../model/backup';
import { dirtyLangs as dirtyIn, initialState, type EditorState, type Side } from '../model/sides';
import { shownProblems } from '../model/validate';
import { sendingLangs } from '../model/save';
import type { StudioStrings } from '../base/strings';
import { unitFields, type Path } from '../unit/unit-data';

export type { Side } from '../model/sides';

interface Options {
  address: EditorAddress;
  strings: StudioStrings;
  ui: AdminLang;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  created: (address: EditorAddress) => void;
  deleted: () => void;
  setLeaveGuard: (guard: (() => boolean) | null) => void;
}

/** A new item's id: unique enough, and valid both as a slug and as a Firestore document id. */
const suggestedId = (key: string) => `${key.toLowerCase()}-${Date.now().toString(36)}`;
const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function useUnitEditor({ address, strings, ui, announce, handleError, created, deleted, setLeaveGuard }: Options) {
  const texts = strings.editor;
  const isItem = address.item !== null;
  const isNew = address.item === NEW_ITEM;
  const allFields = unitFields(address.key, isItem);
  const schema = unitSchema(address.key, isItem);
  const storageKey = draftKey(address.key, isNew ? 'new' : (address.item as string | null));

  // The one state; the ref is it as of the last event, for answers that arrive between renders.
  const [state, dispatchToReact] = useReducer(editorReducer<Lang>, address, (first) =>
    initialState<Lang>(first.item === NEW_ITEM ? suggestedId(first.key) : typeof first.item === 'string' ? first.item : ''),
  );
  const stateRef = useRef<EditorState<Lang>>(state);
  const dispatch = useCallback((event: EditorEvent<Lang>) => {
    stateRef.current = editorReducer(stateRef.current, event);
    dispatchToReact(event);
  }, []);
  const { sides, itemId } = state;

  const mounted = useRef(true);
  /** A new item's first save changes the address, not the unit: nothing to load again. */
  const justCreated = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const idProblem = isNew && !ITEM_ID.test(itemId) ? texts.itemIdHint : state.idTaken ? texts.itemIdTaken : undefined;

  const context: commands.EditorContext = {
    key: address.key,
    isItem,
    isNew,
    itemId,
    fields: allFields,
    schema,
    storageKey,
    strings,
    ui,
    idProblem: idProblem !== undefined,
    getState: () => stateRef.current,
    dispatch,
    isMounted: () => mounted.current,
    announce,
    handleError,
    created: () => {
      justCreated.current = true;
      created({ key: address.key, item: itemId });
    },
    deleted,
    setLeaveGuard,
  };

  useEffect(() => {
    if (justCreated.current) {
      justCreated.current = false;
      return;
    }
    let current = true;
    void commands.load(context, typeof address.item === 'string' ? address.item : null, () => current);
    return () => {
      current = false;
    };
    // itemId is read once, from the address; typing a new item's id must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address.key, address.item, isItem, isNew, storageKey, handleError, state.loads]);

  const dirtyLangs = sides ? dirtyIn(languages, sides) : [];
  const dirty = dirtyLangs.length > 0;

  // Every change is in this browser at once; a clean editor leaves nothing behind.
  useEffect(() => {
    if (!sides) return;
    const draft = draftOf(languages, sides, isNew ? itemId : undefined, new Date());
    if (draft) writeDraft(storageKey, draft);
    else dropDraft(storageKey);
  }, [sides, storageKey, isNew, itemId]);

  useEffect(() => {
    setLeaveGuard(dirty ? () => window.confirm(texts.leaveConfirm) : null);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, setLeaveGuard, texts.leaveConfirm]);
  useEffect(() => () => setLeaveGuard(null), [setLeaveGuard]);

  const sent = sides ? sendingLangs(languages, sides, { fields: allFields, isNew, mayLeaveOut: commands.languagesThatMayWait }) : [];
  const problemsFor = (lang: Lang, side: Side): Map<string, string> =>
    shownProblems(
      schema,
      allFields,
      lang,
      side,
      { ...state, sends: sent.includes(lang) },
      {
        expected: commands.expectedText(context),
        altRequired: strings.image.altRequired,
      },
    );

  return {
    isItem,
    isNew,
    sides,
    loadFailed: state.loadFailed,
    reload: () => dispatch({ type: 'reloadAsked' }),
    /** A deleted item brought back: loaded again, with what was typed laid over it. */
    itemRestored: () => dispatch({ type: 'itemRestored' }),
    itemId,
    setItemId: (id: string) => dispatch({ type: 'idTyped', id }),
    /** A new item's id is fixed once it exists in any language. */
    idLocked: isNew && sides !== null && languages.some((lang) => sides[lang].saved !== null),
    idProblem,
    attempted: state.attempted,
    restoredDraftAt: state.restoredDraftAt,
    discardDraft: () => commands.discardDraft(context),
    status: state.status,
    dirtyLangs,
    dirty,
    /** A change in one language; a shared fact's is made in every language. */
    change: (lang: Lang) => (path: Path, value: unknown) =>
      dispatch({ type: 'changed', langs: languages, fields: allFields, lang, path, value }),
    problemsFor,
    save: () => commands.save(context),
    resolveConflict: (lang: Lang, keepMine: ReadonlySet<string>) => commands.resolveConflict(context, lang, keepMine),
    restore: (lang: Lang, revision: number) => commands.restore(context, lang, revision),
    remove: (title: string) => commands.remove(context, title),
    unitOf: (lang: Lang) => commands.unitOf(context, lang),
  };
}
