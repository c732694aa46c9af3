/**
 * The React side of one unit's editor in every language: it holds the editor's state (model/),
 * calls the staff API (api.ts) and feeds each answer to the model's functions, which say what it
 * does to each language's side. The rule throughout: nothing the editor typed is dropped, and
 * nothing someone else saved is undone without the editor choosing so.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { unitSchema } from '../../../content/documents';
import { fieldProblemIn } from '../../../content/field-problems';
import type { AdminLang } from '../../../i18n/admin-languages';
import { languages, type Lang } from '../../../i18n/routes';
import { fallbackLanguage } from '../../../i18n/locales';
import type { ContentVersion, FieldProblemAnswer } from '../../../lib/admin-contract';
import { fill } from '../strings';
import { createItem, deleteItem, fetchHistory, fetchOverview, fetchUnit, restoreRevision, saveUnit, type StudioUnit } from './api';
import { colleagueChanges, colleagueChangesText, joinChanges, othersSavedIn, type ColleagueChange, type Span } from './colleague-changes';
import { draftKey, dropDraft, readDraft, writeDraft } from './editor-draft';
import { NEW_ITEM, type EditorAddress } from './editor-address';
import { draftOf } from './model/backup';
import { changeValue, touchedAfter } from './model/change';
import { blankUnit, firstStored, loadedSides, placedOrder, withDraft } from './model/load';
import { conflictAnswer, resolved } from './model/merge';
import { afterDeleted, afterRestored, deleteBases, restoreBase, restoreRefusedMessage } from './model/restore';
import { createdSides, createRefused, refusedAnswer, savedAnswer, savePlan, sendingOf } from './model/save';
import {
  afterSaved,
  dirtyLangs as dirtyIn,
  initialState,
  perLanguage,
  withSide,
  type EditorState,
  type Side,
  type Sides,
} from './model/sides';
import { shownProblems } from './model/validate';
import type { Sending } from './side-merge';
import type { StudioStrings } from './strings';
import { unitFields, type Data, type Path } from './unit-data';

export type { Side, Status } from './model/sides';

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

/** A language's save or draft that met colleagues' saves: what the editor had (`seen`) and what is stored now. */
interface NewsView {
  lang: Lang;
  span: Span;
  seen: Data;
  stored: Data;
}

export function useUnitEditor({ address, strings, ui, announce, handleError, created, deleted, setLeaveGuard }: Options) {
  const texts = strings.editor;
  const isItem = address.item !== null;
  const isNew = address.item === NEW_ITEM;
  const allFields = unitFields(address.key, isItem);
  const schema = unitSchema(address.key, isItem);
  const storageKey = draftKey(address.key, isNew ? 'new' : (address.item as string | null));

  // The one state; the ref is it as of the last change, for answers that arrive after renders.
  const [state, setState] = useState<EditorState<Lang>>(() =>
    initialState(isNew ? suggestedId(address.key) : typeof address.item === 'string' ? address.item : ''),
  );
  const stateRef = useRef(state);
  const apply = useCallback((update: (old: EditorState<Lang>) => EditorState<Lang>) => {
    stateRef.current = update(stateRef.current);
    setState(stateRef.current);
  }, []);
  const applySides = (update: (sides: Sides<Lang>) => Sides<Lang>) => apply((old) => ({ ...old, sides: old.sides && update(old.sides) }));
  const setStatus = (status: EditorState<Lang>['status']) => apply((old) => ({ ...old, status }));
  const reload = () => apply((old) => ({ ...old, loads: old.loads + 1 }));
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

  const unitOf = useCallback(
    (lang: Lang): StudioUnit => ({ lang, key: address.key, item: isItem ? itemId : null }),
    [address.key, isItem, itemId],
  );

  // Load every language, then lay a draft left in this browser over it; nothing is kept from a stale load.
  useEffect(() => {
    if (justCreated.current) {
      justCreated.current = false;
      return;
    }
    let current = true;
    apply((old) => ({ ...old, sides: null, loadFailed: false }));
    (async () => {
      const fetched = {} as Record<Lang, ContentVersion | null>;
      for (const lang of languages)
        fetched[lang] = isNew ? null : await fetchUnit({ lang, key: address.key, item: isItem ? (address.item as string) : null });
      // A language an existing item lacks takes the item's place from a language that has it.
      const order = placedOrder(languages, fetched) ?? (isNew || isItem ? await nextOrder() : 0);
      const stored = firstStored(languages, fetched);
      const loaded = loadedSides(languages, fetched, (lang) => blankUnit(allFields, lang, isItem ? order : null, stored));
      const draft = readDraft(storageKey);
      // Merged with what is stored now, from the revision the draft began and its data: never sent blindly.
      const laid = withDraft(languages, loaded, draft);
      const news = await newsOf(
        laid.taken.map(({ lang, since, through, seen, stored }) => ({ lang, span: { since, through, own: new Set() }, seen, stored })),
      );
      if (!current) return;
      apply((old) => ({
        ...old,
        itemId: draft?.itemId && isNew ? draft.itemId : old.itemId,
        restoredDraftAt: draft ? draft.savedAt : null,
        sides: laid.sides,
        status: news.length > 0 ? { kind: 'merged', news } : old.status,
      }));
      if (news.length > 0) announce(newsText(news));
    })().catch((error: unknown) => {
      if (current && !handleError(error)) apply((old) => ({ ...old, loadFailed: true }));
    });
    return () => {
      current = false;
    };
    // itemId is read once, from the address; typing a new item's id must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address.key, address.item, isItem, isNew, storageKey, handleError, state.loads]);

  async function nextOrder(): Promise<number> {
    const overview = await fetchOverview();
    return Math.max(0, ...overview.filter((entry) => entry.key === address.key).map((entry) => entry.items?.length ?? 0));
  }

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

  /** A change in one language; a shared fact's is made in every language. */
  const change = (lang: Lang) => (path: Path, value: unknown) =>
    apply((old) => ({
      ...old,
      sides: old.sides && changeValue(languages, allFields, old.sides, lang, path, value),
      touched: touchedAfter(old.touched, languages, allFields, lang, path),
      status: old.status.kind === 'saving' ? old.status : { kind: 'idle' },
    }));

  /** What the schema or the server says a field must hold, in the admin's language. */
  const expected = (problem: FieldProblemAnswer) => fill(texts.expected, { what: fieldProblemIn(problem, ui) });

  const problemsFor = (lang: Lang, side: Side): Map<string, string> =>
    shownProblems(schema, allFields, lang, side, state, { expected, altRequired: strings.image.altRequired });

  /** Who changed what on the screen meanwhile, from each language's history; without the history, nothing is said. */
  async function newsOf(views: readonly NewsView[]): Promise<ColleagueChange[]> {
    const lists = await Promise.all(
      views
        .filter((view) => othersSavedIn(view.span))
        .map(async ({ lang, span, seen, stored }) => {
          const unit = { lang, key: address.key, item: isItem ? stateRef.current.itemId : null };
          const history = await fetchHistory(unit).catch(() => []);
          return colleagueChanges(lang, history, span, seen, stored);
        }),
    );
    return joinChanges(lists);
  }

  const newsText = (news: readonly ColleagueChange[]) => colleagueChangesText(news, allFields, ui, strings, new Date());

  type Outcome =
    { kind: 'saved'; revision: number; fresh: ContentVersion | null } | { kind: 'stopped' } | { kind: 'again'; sending: Sending };

  /** What a save's answer does; `pressed` is the language's form when Save was pressed (typing since is kept). */
  const saveOnce = async (lang: Lang, sending: Sending, pressed: Data, mayMerge: boolean): Promise<Outcome> => {
    const result = await saveUnit(unitOf(lang), sending.data, sending.base);
    switch (result.kind) {
      case 'saved': {
        const fresh = await fetchUnit(unitOf(lang));
        applySides((old) => savedAnswer(old, lang, pressed, fresh, result.alsoSaved));
        return { kind: 'saved', revision: result.revision, fresh };
      }
      case 'invalid':
        apply((old) => ({
          ...old,
          sides: old.sides && withSide(old.sides, lang, (side) => refusedAnswer(side, result.fields)),
          status: { kind: 'invalid' },
        }));
        return { kind: 'stopped' };
      case 'gone':
        setStatus({ kind: 'gone' });
        return { kind: 'stopped' };
      case 'conflict': {
        const side = stateRef.current.sides?.[lang];
        if (!side) return { kind: 'stopped' };
        const outcome = conflictAnswer(side, result.current, sending, mayMerge, isNew);
        if (outcome.kind === 'again') return outcome;
        apply((old) => {
          if (outcome.kind === 'gone') return { ...old, status: { kind: 'gone' } };
          if (outcome.kind === 'idTaken') return { ...old, idTaken: true, status: { kind: 'invalid' } };
          return { ...old, sides: old.sides && withSide(old.sides, lang, () => outcome.side), status: { kind: 'idle' } };
        });
        return { kind: 'stopped' };
      }
    }
  };

  /**
   * Saves each language in turn from where its side is then (a save before it may have written
   * the shared facts there already). `chosen`: the conflict screen's save, with what the editor
   * had on screen (`seen`) and from which revision (`since`), to say what colleagues changed.
   */
  const saveLanguages = async (
    langs: readonly Lang[],
    pressed: Partial<Record<Lang, Data>>,
    chosen?: { sending: Sending; seen: Data; since: number | null },
  ) => {
    setStatus({ kind: 'saving' });
    let allSaved = true;
    let news: ColleagueChange[] = [];
    try {
      const views: NewsView[] = [];
      for (const lang of langs) {
        const data = pressed[lang]!;
        const side = stateRef.current.sides?.[lang];
        let sending = chosen?.sending ?? (side && sendingOf(side, data));
        if (!sending) continue;
        const since = chosen ? chosen.since : sending.base;
        // One merge at most: a second conflict in a row is shown rather than merged again.
        for (let round = 0; ; round++) {
          const outcome = await saveOnce(lang, sending, data, round === 0);
          if (outcome.kind === 'again') {
            sending = outcome.sending;
            continue;
          }
          if (outcome.kind !== 'saved') allSaved = false;
          if (outcome.kind === 'saved' && since !== null && outcome.fresh?.data)
            views.push({
              lang,
              span: { since, through: outcome.fresh.revision, own: new Set([outcome.revision]) },
              seen: chosen?.seen ?? data,
              stored: outcome.fresh.data,
            });
          break;
        }
      }
      news = await newsOf(views);
    } catch (error) {
      // The draft is in this browser either way: an expired session signs in and carries on.
      if (!handleError(error) && mounted.current) setStatus({ kind: 'network' });
      return;
    }
    if (!allSaved || !mounted.current) return;
    apply((old) => afterSaved(old, news));
    announce(news.length > 0 ? `${texts.saved} ${newsText(news)}` : texts.saved);
    if (isNew) {
      justCreated.current = true;
      created({ key: address.key, item: itemId });
    }
  };

  const idProblem = isNew && !ITEM_ID.test(itemId) ? texts.itemIdHint : state.idTaken ? texts.itemIdTaken : undefined;

  const save = async () => {
    if (!sides) return;
    apply((old) => ({ ...old, attempted: true }));
    const plan = savePlan(languages, sides, {
      schema,
      fields: allFields,
      isNew,
      idProblem: idProblem !== undefined,
      mayLeaveOut: languages.filter((lang) => fallbackLanguage(lang) !== undefined),
    });
    switch (plan.kind) {
      case 'nothing':
        setStatus({ kind: 'nothing' });
        return undefined;
      case 'invalid':
        setStatus({ kind: 'invalid' });
        return 'invalid' as const;
      case 'create':
        return createEverywhere(plan.values);
      case 'update':
        await saveLanguages(plan.langs, plan.pressed);
        return undefined;
    }
  };

  /**
   * A new item is created in every language it is sent in (each language without a fallback, and
   * any other the editor wrote in) in one write, or in none: a refusal in one language
   * (an address already taken) leaves every language unsaved, with the refused fields marked.
   */
  const createEverywhere = async (values: Partial<Record<Lang, Data>>): Promise<'invalid' | undefined> => {
    setStatus({ kind: 'saving' });
    try {
      const result = await createItem(address.key, itemId, values);
      if (!mounted.current) return undefined;
      if (result.kind !== 'saved') {
        // On screen before the caller moves the focus to the first field marked.
        flushSync(() =>
          apply((old) =>
            // An item with this id exists (in some language): never saved over it.
            result.kind === 'invalid'
              ? { ...old, status: { kind: 'invalid' }, sides: old.sides && createRefused(languages, old.sides, result.languages) }
              : { ...old, status: { kind: 'invalid' }, idTaken: true },
          ),
        );
        return 'invalid';
      }
      const fresh = await Promise.all(languages.map((lang) => fetchUnit(unitOf(lang))));
      applySides((old) =>
        createdSides(
          languages,
          old,
          values,
          perLanguage(languages, (_, index) => fresh[index] ?? null),
        ),
      );
    } catch (error) {
      if (!handleError(error) && mounted.current) setStatus({ kind: 'network' });
      return undefined;
    }
    if (!mounted.current) return undefined;
    apply((old) => afterSaved(old, []));
    announce(texts.saved);
    justCreated.current = true;
    created({ key: address.key, item: itemId });
    return undefined;
  };

  const resolveConflict = (lang: Lang, keepMine: ReadonlySet<string>) => {
    const choice = sides && resolved(sides, lang, keepMine);
    if (!choice) return;
    // From here the editor works from their revision, whether or not this save goes through.
    applySides((old) => resolved(old, lang, keepMine)?.sides ?? old);
    void saveLanguages([lang], { [lang]: choice.sending.data }, choice);
  };

  const restore = async (lang: Lang, revision: number) => {
    const side = sides?.[lang];
    if (!sides || !side) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await restoreRevision(unitOf(lang), revision, restoreBase(sides, lang));
      if (result.kind === 'saved') {
        const fresh = await fetchUnit(unitOf(lang));
        applySides((old) => afterRestored(old, lang, side.values, fresh));
        const since = side.saved?.revision;
        const news =
          since === undefined || !fresh?.data
            ? []
            : await newsOf([
                { lang, span: { since, through: fresh.revision, own: new Set([result.revision]) }, seen: side.values, stored: fresh.data },
              ]);
        setStatus({ kind: 'restored', revision, news });
        const restored = fill(strings.history.restored, { revision });
        announce(news.length > 0 ? `${restored} ${newsText(news)}` : restored);
      } else if (result.kind === 'invalid') {
        // The problems are the old revision's, not the fields on screen.
        setStatus({ kind: 'restoreRefused', message: restoreRefusedMessage(result.fields, expected) });
      } else {
        apply((old) => ({ ...old, status: { kind: 'changedSince' }, loads: old.loads + 1 }));
      }
    } catch (error) {
      if (!handleError(error)) setStatus({ kind: 'network' });
    }
  };

  /** Deletes the item in every language it exists in, in one write; one already gone everywhere counts as deleted. */
  const remove = async (title: string) => {
    if (!sides) return;
    setStatus({ kind: 'saving' });
    try {
      const now = stateRef.current.sides ?? sides;
      const result = await deleteItem(address.key, itemId, deleteBases(languages, now));
      if (result.kind === 'conflict' || result.kind === 'invalid') {
        apply((old) => ({ ...old, status: { kind: 'changedSince' }, loads: old.loads + 1 }));
        return;
      }
      applySides((old) => afterDeleted(languages, old));
    } catch (error) {
      if (!handleError(error) && mounted.current) setStatus({ kind: 'network' });
      return;
    }
    dropDraft(storageKey);
    setLeaveGuard(null);
    announce(fill(texts.deleted, { name: title }));
    if (mounted.current) deleted();
  };

  const discardDraft = () => {
    dropDraft(storageKey);
    apply((old) => ({ ...old, restoredDraftAt: null, loads: old.loads + 1 }));
  };

  return {
    isItem,
    isNew,
    sides,
    loadFailed: state.loadFailed,
    reload,
    itemId,
    setItemId: (id: string) => apply((old) => ({ ...old, idTaken: false, itemId: id })),
    /** A new item's id is fixed once it exists in any language. */
    idLocked: isNew && sides !== null && languages.some((lang) => sides[lang].saved !== null),
    idProblem,
    attempted: state.attempted,
    restoredDraftAt: state.restoredDraftAt,
    discardDraft,
    status: state.status,
    dirtyLangs,
    dirty,
    change,
    problemsFor,
    save,
    resolveConflict,
    restore,
    remove,
    unitOf,
  };
}
