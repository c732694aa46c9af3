/**
 * The state of one unit's editor in every language, and what it does with the staff API: load
 * (with a draft left in this browser merged over it), save from the revision each language
 * started from, merge with a save made since, restore and delete; what each answer does to a
 * language's side is side-merge.ts, who changed what meanwhile colleague-changes.ts. The rule
 * throughout: nothing the editor typed is dropped, and nothing someone else saved is undone
 * without the editor choosing so.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ITEM_ORDER_FIELD } from '../../../content/document-parts';
import { unitSchema } from '../../../content/documents';
import { fieldPath } from '../../../content/errors';
import { fieldProblemIn } from '../../../content/field-problems';
import type { FieldDescription } from '../../../content/field-meta';
import { languages, type Lang } from '../../../i18n/routes';
import type { ContentVersion, FieldProblemAnswer } from '../../../lib/admin-contract';
import { fill } from '../strings';
import {
  createItem,
  deleteItem,
  fetchHistory,
  fetchOverview,
  fetchUnit,
  restoreRevision,
  saveUnit,
  type SaveResult,
  type StudioUnit,
} from './api';
import { colleagueChanges, colleagueChangesText, joinChanges, othersSavedIn, type ColleagueChange, type Span } from './colleague-changes';
import { draftKey, dropDraft, readDraft, writeDraft } from './editor-draft';
import { NEW_ITEM, type EditorAddress } from './editor-address';
import { isSharedPath } from './shared-columns';
import { afterStored, layDraft, mergedSending, resolveChoice, withConflict, type Conflict, type Sending } from './side-merge';
import type { StudioStrings } from './strings';
import { blankData, problemsOf, sameData, setAt, unitFields, type Data, type Path } from './unit-data';

export interface Side {
  /** The unit as the server holds it now; null where the item does not exist in this language. */
  saved: ContentVersion | null;
  /** The revision the values started from (null: creating the item), and its data: what a merge compares both sides with. */
  startedFrom: number | null;
  origin: Data | null;
  /** What counts as no change: the saved data, or a new item's blank one. */
  clean: Data;
  values: Data;
  /** What the server refused, by field path, until the field changes. */
  refused: Map<string, FieldProblemAnswer>;
  conflict: Conflict | null;
}

type Sides = Record<Lang, Side>;

export type Status =
  | { kind: 'idle' | 'saving' | 'nothing' | 'invalid' | 'network' | 'gone' | 'changedSince' }
  /** `news`: what colleagues changed on the editor's screen meanwhile (merged: a draft met their saves). */
  | { kind: 'saved' | 'merged'; news: ColleagueChange[] }
  | { kind: 'restored'; revision: number; news: ColleagueChange[] }
  | { kind: 'restoreRefused'; message: string };

interface Options {
  address: EditorAddress;
  strings: StudioStrings;
  ui: Lang;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  created: (address: EditorAddress) => void;
  deleted: () => void;
  setLeaveGuard: (guard: (() => boolean) | null) => void;
}

/** A new item's id: unique enough, and valid both as a slug and as a Firestore document id. */
const suggestedId = (key: string) => `${key.toLowerCase()}-${Date.now().toString(36)}`;
const ITEM_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * Alt text is optional in the schemas (content from before it has none), but every image an
 * editor sets gets one: an image that is new or changed against the saved unit needs its alt.
 */
function missingAlts(fields: readonly FieldDescription[], values: Data, saved: Data, message: string): Map<string, string> {
  const problems = new Map<string, string>();
  const blank = (text: unknown) => typeof text !== 'string' || text.trim() === '';
  for (const field of fields) {
    if (!field.alt) continue;
    const image = values[field.key];
    const before = saved[field.key];
    const alt = values[field.alt];
    if (typeof image === 'string' && image !== '' && image !== before && blank(alt)) problems.set(field.alt, message);
    if (Array.isArray(image))
      image.forEach((src, index) => {
        const kept = Array.isArray(before) && before.includes(src);
        if (!kept && blank(Array.isArray(alt) ? alt[index] : undefined)) problems.set(fieldPath([field.alt!, index]), message);
      });
  }
  return problems;
}

export function useUnitEditor({ address, strings, ui, announce, handleError, created, deleted, setLeaveGuard }: Options) {
  const texts = strings.editor;
  const isItem = address.item !== null;
  const isNew = address.item === NEW_ITEM;
  const allFields = unitFields(address.key, isItem);
  const schema = unitSchema(address.key, isItem);
  const storageKey = draftKey(address.key, isNew ? 'new' : (address.item as string | null));

  const [sides, setSides] = useState<Sides | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [itemId, setItemId] = useState(() => (isNew ? suggestedId(address.key) : typeof address.item === 'string' ? address.item : ''));
  const [idTaken, setIdTaken] = useState(false);
  const [restoredDraftAt, setRestoredDraftAt] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [attempted, setAttempted] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [attempt, setAttempt] = useState(0);
  // The answers arrive after renders: they read the sides as they are then, not as the save began.
  const sidesRef = useRef(sides);
  useLayoutEffect(() => {
    sidesRef.current = sides;
  });
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
    setSides(null);
    setLoadFailed(false);
    (async () => {
      const fetched = {} as Record<Lang, ContentVersion | null>;
      for (const lang of languages)
        fetched[lang] = isNew ? null : await fetchUnit({ lang, key: address.key, item: isItem ? (address.item as string) : null });
      // A language an existing item lacks takes the item's place from a language that has it.
      const placed = languages.map((lang) => fetched[lang]?.data?.[ITEM_ORDER_FIELD]).find((order) => typeof order === 'number');
      const order = placed ?? (isNew || isItem ? await nextOrder() : 0);
      const loaded = {} as Sides;
      for (const lang of languages) {
        const saved = fetched[lang];
        const clean = saved?.data ?? blankUnit(lang, order);
        loaded[lang] = {
          saved,
          startedFrom: saved?.revision ?? null,
          origin: saved?.data ?? null,
          clean,
          values: clean,
          refused: new Map(),
          conflict: null,
        };
      }
      const draft = readDraft(storageKey);
      const taken: NewsView[] = [];
      if (draft) {
        for (const lang of languages) {
          const values = draft.values[lang];
          if (!values) continue;
          // Merged with what is stored now, from the revision the draft began and its data: never sent blindly.
          const laid = layDraft(loaded[lang], { values, base: draft.bases[lang], origin: draft.origins?.[lang] });
          loaded[lang] = laid.side;
          const now = laid.side.saved;
          if (laid.takenSince !== null && now?.data)
            taken.push({ lang, span: { since: laid.takenSince, through: now.revision, own: new Set() }, seen: values, stored: now.data });
        }
      }
      const news = await newsOf(taken);
      if (!current) return;
      if (draft?.itemId && isNew) setItemId(draft.itemId);
      setRestoredDraftAt(draft ? draft.savedAt : null);
      setSides(loaded);
      if (news.length > 0) {
        setStatus({ kind: 'merged', news });
        announce(newsText(news));
      }
    })().catch((error: unknown) => {
      if (current && !handleError(error)) setLoadFailed(true);
    });
    return () => {
      current = false;
    };
    // itemId is read once, from the address; typing a new item's id must not reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [address.key, address.item, isItem, isNew, storageKey, handleError, attempt]);

  /** A new item: required fields blank, what is fixed by where it lives set, and the last place in the order. */
  function blankUnit(lang: Lang, order: number): Data {
    const blank = blankData(allFields);
    for (const field of allFields) if (field.fixed) blank[field.key] = lang;
    return isItem ? { ...blank, [ITEM_ORDER_FIELD]: order } : blank;
  }

  async function nextOrder(): Promise<number> {
    const overview = await fetchOverview();
    return Math.max(0, ...overview.filter((entry) => entry.key === address.key).map((entry) => entry.items?.length ?? 0));
  }

  const dirtyLangs = sides ? languages.filter((lang) => !sameData(sides[lang].values, sides[lang].clean)) : [];
  const dirty = dirtyLangs.length > 0;

  // Every change is in this browser at once; a clean editor leaves nothing behind.
  useEffect(() => {
    if (!sides) return;
    if (!dirty) {
      dropDraft(storageKey);
      return;
    }
    writeDraft(storageKey, {
      values: Object.fromEntries(languages.map((lang) => [lang, sides[lang].values])),
      bases: Object.fromEntries(languages.map((lang) => [lang, sides[lang].startedFrom])),
      origins: Object.fromEntries(languages.map((lang) => [lang, sides[lang].origin])),
      ...(isNew ? { itemId } : {}),
      savedAt: new Date().toISOString(),
    });
  }, [sides, dirty, storageKey, isNew, itemId]);

  useEffect(() => {
    setLeaveGuard(dirty ? () => window.confirm(texts.leaveConfirm) : null);
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty, setLeaveGuard, texts.leaveConfirm]);
  useEffect(() => () => setLeaveGuard(null), [setLeaveGuard]);

  const updateSide = (lang: Lang, update: (side: Side) => Side) => setSides((old) => old && { ...old, [lang]: update(old[lang]) });

  const change = (lang: Lang) => (path: Path, value: unknown) => {
    const text = fieldPath(path);
    setTouched((old) => new Set(old).add(`${lang}:${text}`));
    // A fact set once holds in every language: its change reaches every side.
    for (const each of isSharedPath(allFields, path) ? languages : [lang])
      updateSide(each, (side) => ({
        ...side,
        values: setAt(side.values, path, value),
        refused: new Map([...side.refused].filter(([field]) => !field.startsWith(text))),
      }));
    setStatus((old) => (old.kind === 'saving' ? old : { kind: 'idle' }));
  };

  /** What the schema or the server says a field must hold, in the admin's language. */
  const expected = (problem: FieldProblemAnswer) => fill(texts.expected, { what: fieldProblemIn(problem, ui) });

  const problemsFor = (lang: Lang, side: Side): Map<string, string> => {
    const all = new Map([
      ...[...problemsOf(schema, side.values)].map(([field, problem]) => [field, expected(problem)] as const),
      ...missingAlts(allFields, side.values, side.clean, strings.image.altRequired),
    ]);
    // A field's own message shows once it was touched, or after a save was tried.
    const shown = new Map(
      [...all].filter(
        ([field]) =>
          attempted ||
          [...touched].some((key) => {
            if (!key.startsWith(`${lang}:`)) return false;
            const path = key.slice(lang.length + 1);
            return field.startsWith(path) || path.startsWith(field);
          }),
      ),
    );
    for (const [field, problem] of side.refused) shown.set(field, expected(problem));
    return shown;
  };

  /** A language's save or draft that met colleagues' saves: what the editor had (`seen`) and what is stored now. */
  interface NewsView {
    lang: Lang;
    span: Span;
    seen: Data;
    stored: Data;
  }

  /** Who changed what on the screen meanwhile, from each language's history; without the history, nothing is said. */
  async function newsOf(views: readonly NewsView[]): Promise<ColleagueChange[]> {
    const lists = await Promise.all(
      views
        .filter((view) => othersSavedIn(view.span))
        .map(async ({ lang, span, seen, stored }) => {
          const unit = { lang, key: address.key, item: isItem ? itemId : null };
          const history = await fetchHistory(unit).catch(() => []);
          return colleagueChanges(lang, history, span, seen, stored);
        }),
    );
    return joinChanges(lists);
  }

  const newsText = (news: readonly ColleagueChange[]) => colleagueChangesText(news, allFields, ui, strings, new Date());

  /** A stored save or restore: the side becomes what is stored now, with what was typed since `pressed` laid over it. */
  const stored = async (lang: Lang, pressed: Data) => {
    const fresh = await fetchUnit(unitOf(lang));
    updateSide(lang, (side) => afterStored(side, pressed, fresh));
    return fresh;
  };

  type Outcome =
    { kind: 'saved'; revision: number; fresh: ContentVersion | null } | { kind: 'stopped' } | { kind: 'again'; sending: Sending };

  /** What a save's answer does to one language; `pressed` is the form when Save was pressed (typing since is kept). */
  const answered = async (lang: Lang, result: SaveResult, sending: Sending, pressed: Data, mayMerge: boolean): Promise<Outcome> => {
    switch (result.kind) {
      case 'saved':
        return { kind: 'saved', revision: result.revision, fresh: await stored(lang, pressed) };
      case 'invalid':
        updateSide(lang, (side) => ({ ...side, refused: new Map(result.fields.map((problem) => [problem.field, problem])) }));
        setStatus({ kind: 'invalid' });
        return { kind: 'stopped' };
      case 'conflict': {
        const theirs = result.current;
        if (theirs.data === null) {
          setStatus({ kind: 'gone' });
          return { kind: 'stopped' };
        }
        const side = sidesRef.current?.[lang];
        if (side?.startedFrom === null && isNew) {
          // Creating an item whose id another item has: never saved over it.
          setIdTaken(true);
          setStatus({ kind: 'invalid' });
          return { kind: 'stopped' };
        }
        const current = { ...theirs, data: theirs.data };
        // Nothing both changed: their save and this editor's are one, saved from their revision.
        const again = mayMerge ? mergedSending(sending, current) : undefined;
        if (again) return { kind: 'again', sending: again };
        updateSide(lang, (old) => withConflict(old, current));
        setStatus({ kind: 'idle' });
        return { kind: 'stopped' };
      }
      case 'gone':
        setStatus({ kind: 'gone' });
        return { kind: 'stopped' };
    }
  };

  /**
   * Saves each language from its revision. `origin`: that revision's data (else the side's);
   * `seen` and `since`: what the editor had on screen and from which revision, when not `data` and
   * `base` (the conflict screen's choice), to say what colleagues changed meanwhile.
   */
  const saveLanguages = async (
    langs: readonly Lang[],
    payload: Partial<Record<Lang, { data: Data; base: number | null; origin?: Data | null; seen?: Data; since?: number | null }>>,
  ) => {
    setStatus({ kind: 'saving' });
    let allSaved = true;
    let news: ColleagueChange[] = [];
    try {
      const views: NewsView[] = [];
      for (const lang of langs) {
        const start = payload[lang]!;
        let sending: Sending = { data: start.data, base: start.base, origin: start.origin ?? sidesRef.current?.[lang].origin ?? null };
        // One merge at most: a second conflict in a row is shown rather than merged again.
        for (let round = 0; ; round++) {
          const outcome = await answered(lang, await saveUnit(unitOf(lang), sending.data, sending.base), sending, start.data, round === 0);
          if (outcome.kind === 'again') {
            sending = outcome.sending;
            continue;
          }
          if (outcome.kind !== 'saved') allSaved = false;
          const since = start.since === undefined ? start.base : start.since;
          if (outcome.kind === 'saved' && since !== null && outcome.fresh?.data)
            views.push({
              lang,
              span: { since, through: outcome.fresh.revision, own: new Set([outcome.revision]) },
              seen: start.seen ?? start.data,
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
    setRestoredDraftAt(null);
    setAttempted(false);
    setTouched(new Set());
    setStatus({ kind: 'saved', news });
    announce(news.length > 0 ? `${texts.saved} ${newsText(news)}` : texts.saved);
    if (isNew) {
      justCreated.current = true;
      created({ key: address.key, item: itemId });
    }
  };

  const idProblem = isNew && !ITEM_ID.test(itemId) ? texts.itemIdHint : idTaken ? texts.itemIdTaken : undefined;

  const save = async () => {
    if (!sides) return;
    setAttempted(true);
    const langs = isNew ? languages : dirtyLangs;
    if (langs.length === 0) {
      setStatus({ kind: 'nothing' });
      return;
    }
    const invalid =
      idProblem !== undefined ||
      langs.some(
        (lang) =>
          problemsOf(schema, sides[lang].values).size > 0 || missingAlts(allFields, sides[lang].values, sides[lang].clean, '').size > 0,
      );
    if (invalid) {
      setStatus({ kind: 'invalid' });
      return 'invalid' as const;
    }
    if (isNew) return createEverywhere(Object.fromEntries(languages.map((lang) => [lang, sides[lang].values])) as Record<Lang, Data>);
    await saveLanguages(
      langs,
      Object.fromEntries(langs.map((lang) => [lang, { data: sides[lang].values, base: sides[lang].startedFrom }])),
    );
    return undefined;
  };

  /**
   * A new item is created in every language in one write, or in none: a refusal in one language
   * (an address already taken) leaves every language unsaved, with the refused fields marked.
   */
  const createEverywhere = async (values: Record<Lang, Data>): Promise<'invalid' | undefined> => {
    setStatus({ kind: 'saving' });
    try {
      const result = await createItem(address.key, itemId, values);
      if (!mounted.current) return undefined;
      if (result.kind !== 'saved') {
        // On screen before the caller moves the focus to the first field marked.
        flushSync(() => {
          setStatus({ kind: 'invalid' });
          // An item with this id exists (in some language): never saved over it.
          if (result.kind !== 'invalid') setIdTaken(true);
          else
            for (const lang of languages)
              updateSide(lang, (side) => ({
                ...side,
                refused: new Map((result.languages[lang] ?? []).map((problem) => [problem.field, problem])),
              }));
        });
        return 'invalid';
      }
      const fresh = await Promise.all(languages.map((lang) => fetchUnit(unitOf(lang))));
      setSides(
        (old) =>
          old &&
          (Object.fromEntries(
            languages.map((lang, index) => {
              const saved = fresh[index] ?? null;
              const side: Side = {
                saved,
                startedFrom: saved?.revision ?? null,
                origin: saved?.data ?? null,
                clean: saved?.data ?? {},
                // What was typed while it saved stays.
                values: sameData(old[lang].values, values[lang]) ? (saved?.data ?? {}) : old[lang].values,
                refused: new Map(),
                conflict: null,
              };
              return [lang, side];
            }),
          ) as Sides),
      );
    } catch (error) {
      if (!handleError(error) && mounted.current) setStatus({ kind: 'network' });
      return undefined;
    }
    if (!mounted.current) return undefined;
    setRestoredDraftAt(null);
    setAttempted(false);
    setTouched(new Set());
    setStatus({ kind: 'saved', news: [] });
    announce(texts.saved);
    justCreated.current = true;
    created({ key: address.key, item: itemId });
    return undefined;
  };

  const resolveConflict = (lang: Lang, keepMine: ReadonlySet<string>) => {
    const side = sides?.[lang];
    const choice = side && resolveChoice(side, keepMine);
    if (!side || !choice) return;
    // From here the editor works from their revision, whether or not this save goes through.
    updateSide(lang, (old) => resolveChoice(old, keepMine)?.side ?? old);
    void saveLanguages([lang], { [lang]: { ...choice.sending, seen: side.values, since: side.startedFrom } });
  };

  const restore = async (lang: Lang, revision: number) => {
    const side = sides?.[lang];
    if (!side) return;
    setStatus({ kind: 'saving' });
    try {
      const result = await restoreRevision(unitOf(lang), revision, side.saved?.revision ?? null);
      if (result.kind === 'saved') {
        const fresh = await stored(lang, side.values);
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
        setStatus({
          kind: 'restoreRefused',
          message: result.fields.map((problem) => `${problem.field}: ${expected(problem)}`).join(' '),
        });
      } else {
        setStatus({ kind: 'changedSince' });
        setAttempt((n) => n + 1);
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
      const bases = Object.fromEntries(
        languages.flatMap((lang) => {
          const saved = sidesRef.current?.[lang].saved;
          return saved ? [[lang, saved.revision]] : [];
        }),
      );
      const result = await deleteItem(address.key, itemId, bases);
      if (result.kind === 'conflict' || result.kind === 'invalid') {
        setStatus({ kind: 'changedSince' });
        setAttempt((n) => n + 1);
        return;
      }
      for (const lang of languages) updateSide(lang, (side) => ({ ...side, saved: null }));
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
    setRestoredDraftAt(null);
    setAttempt((n) => n + 1);
  };

  return {
    isItem,
    isNew,
    sides,
    loadFailed,
    reload: () => setAttempt((n) => n + 1),
    itemId,
    setItemId: (id: string) => {
      setIdTaken(false);
      setItemId(id);
    },
    /** A new item's id is fixed once it exists in any language. */
    idLocked: isNew && sides !== null && languages.some((lang) => sides[lang].saved !== null),
    idProblem,
    attempted,
    restoredDraftAt,
    discardDraft,
    status,
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
