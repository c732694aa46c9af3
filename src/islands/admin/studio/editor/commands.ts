/**
 * The studio editor's async commands: each awaits the staff API (api.ts) and dispatches what the
 * answers were as events (reducer.ts), which say what they do to the state. The rule throughout:
 * nothing the editor typed is dropped, and nothing someone else saved is undone without the editor
 * choosing so.
 */
import { flushSync } from 'react-dom';
import type * as z from 'zod/mini';
import type { DocumentKey } from '../../../../content/documents';
import type { FieldDescription } from '../../../../content/field-meta';
import { fieldProblemIn } from '../../../../content/field-problems';
import { sharedPathsOf } from '../../../../content/shared-fields';
import type { AdminLang } from '../../../../i18n/admin-languages';
import { fallbackLanguage } from '../../../../i18n/locales';
import { languages, type Lang } from '../../../../i18n/routes';
import type { ContentVersion, FieldProblemAnswer } from '../../../../admin-api/contract';
import { fill } from '../../strings';
import {
  createItem,
  deleteItem,
  fetchHistory,
  fetchOverview,
  fetchUnit,
  restoreRevision,
  saveLanguages as saveUnitLanguages,
  type StudioUnit,
} from '../base/api';
import {
  colleagueChanges,
  colleagueChangesText,
  joinChanges,
  othersSavedIn,
  type ColleagueChange,
  type Span,
} from '../merge/colleague-changes';
import { dropDraft, readDraft } from '../model/draft';
import { blankUnit, firstStored, loadedSides, placedOrder, withDraft } from '../model/load';
import { conflictsAnswer, resolved } from '../model/merge';
import { fetchRichTextMerge } from '../merge/rich-text-merge-code';
import { deleteBases, restoreBase, restoreRefusedMessage } from '../model/restore';
import { savePlan, sendingOf } from '../model/save';
import { dirtyLangs, perLanguage, type EditorState } from '../model/sides';
import type { Sending } from '../merge/side-merge';
import type { StudioStrings } from '../base/strings';
import type { Data } from '../unit/unit-data';
import type { EditorEvent } from './reducer';

/** What every command works with: the unit, the state as of the last event, and the screen's callbacks. */
export interface EditorContext {
  key: DocumentKey;
  isItem: boolean;
  isNew: boolean;
  /** The item's id as of the render the command was started from. */
  itemId: string;
  fields: readonly FieldDescription[];
  schema: z.ZodMiniObject;
  storageKey: string;
  strings: StudioStrings;
  ui: AdminLang;
  /** Set when a new item's id fails its pattern or is taken: nothing is sent. */
  idProblem: boolean;
  getState: () => EditorState<Lang>;
  dispatch: (event: EditorEvent<Lang>) => void;
  isMounted: () => boolean;
  announce: (text: string) => void;
  handleError: (error: unknown) => boolean;
  /** A new item exists now: the screen moves to its address (without loading it again). */
  created: () => void;
  deleted: () => void;
  setLeaveGuard: (guard: (() => boolean) | null) => void;
}

/** A language's save or draft that met colleagues' saves: what the editor had (`seen`) and what is stored now. */
interface NewsView {
  lang: Lang;
  span: Span;
  seen: Data;
  stored: Data;
}

export const unitOf = (context: EditorContext, lang: Lang, itemId = context.itemId): StudioUnit => ({
  lang,
  key: context.key,
  item: context.isItem ? itemId : null,
});

/** What the schema or the server says a field must hold, in the admin's language. */
export const expectedText = (context: EditorContext) => (problem: FieldProblemAnswer) =>
  fill(context.strings.editor.expected, { what: fieldProblemIn(problem, context.ui) });

const newsText = (context: EditorContext, news: readonly ColleagueChange[]) =>
  colleagueChangesText(news, context.fields, context.ui, context.strings, new Date());

/** Who changed what on the screen meanwhile, from each language's history; without the history, nothing is said. */
async function newsOf(context: EditorContext, views: readonly NewsView[]): Promise<ColleagueChange[]> {
  const lists = await Promise.all(
    views
      .filter((view) => othersSavedIn(view.span))
      .map(async ({ lang, span, seen, stored }) => {
        const history = await fetchHistory(unitOf(context, lang, context.getState().itemId)).catch(() => []);
        return colleagueChanges(lang, history, span, seen, stored);
      }),
  );
  return joinChanges(lists);
}

async function nextOrder(key: DocumentKey): Promise<number> {
  const overview = await fetchOverview();
  return Math.max(0, ...overview.filter((entry) => entry.key === key).map((entry) => entry.items?.length ?? 0));
}

/**
 * Loads every language, then lays a draft left in this browser over it, merged with what is
 * stored now from the revision the draft began and its data: never sent blindly. `item`: the
 * address's item; `isCurrent`: false once a newer load began (nothing is kept from a stale one).
 */
export async function load(context: EditorContext, item: string | null, isCurrent: () => boolean): Promise<void> {
  const { key, isItem, isNew, dispatch } = context;
  dispatch({ type: 'loadStarted' });
  try {
    const fetched = {} as Record<Lang, ContentVersion | null>;
    for (const lang of languages) fetched[lang] = isNew ? null : await fetchUnit({ lang, key, item: isItem ? item : null });
    // A language an existing item lacks takes the item's place from a language that has it.
    const order = placedOrder(languages, fetched) ?? (isNew || isItem ? await nextOrder(key) : 0);
    const stored = firstStored(languages, fetched);
    const loaded = loadedSides(languages, fetched, (lang) => blankUnit(context.fields, lang, isItem ? order : null, stored));
    const draft = readDraft(context.storageKey);
    // A draft may meet a colleague's save of the same rich text.
    if (draft) await fetchRichTextMerge();
    const laid = withDraft(languages, loaded, draft);
    const news = await newsOf(
      context,
      laid.taken.map(({ lang, since, through, seen, stored }) => ({ lang, span: { since, through, own: new Set() }, seen, stored })),
    );
    if (!isCurrent()) return;
    dispatch({
      type: 'loaded',
      sides: laid.sides,
      draftItemId: draft?.itemId && isNew ? draft.itemId : null,
      restoredDraftAt: draft ? draft.savedAt : null,
      news,
    });
    if (news.length > 0) context.announce(newsText(context, news));
  } catch (error) {
    if (isCurrent() && !context.handleError(error)) dispatch({ type: 'loadFailed' });
  }
}

/** The conflict screen's save in its language: what the editor had on screen (`seen`) and from which revision (`since`). */
interface Chosen {
  lang: Lang;
  sending: Sending;
  seen: Data;
  since: number | null;
}

/**
 * Saves the languages of `pressed` in one write, or none of them, each from where its side is
 * then. A refusal in one language (a field, a colleague's save) leaves every language unsaved: a
 * conflict that merges by itself is sent once more, merged; any other shows what it is.
 * `chosen`: the conflict screen's save, to say what colleagues changed since the editor's revision.
 */
async function saveLanguages(context: EditorContext, langs: readonly Lang[], pressed: Partial<Record<Lang, Data>>, chosen?: Chosen) {
  const { dispatch } = context;
  dispatch({ type: 'saveSent' });
  let news: ColleagueChange[] = [];
  try {
    let sending: Partial<Record<Lang, Sending>> = {};
    for (const lang of langs) {
      const side = context.getState().sides?.[lang];
      const next = chosen?.lang === lang ? chosen.sending : side && sendingOf(side, pressed[lang]!);
      if (next) sending[lang] = next;
    }
    const sent = Object.keys(sending) as Lang[];
    // From which revision each language's colleagues' changes are told: the conflict screen's own, else the one sent from.
    const sinces = perLanguage(sent, (lang) => (chosen?.lang === lang ? chosen.since : sending[lang]!.base));
    if (sent.length > 0) {
      // One merge at most: a second conflict in a row is shown rather than merged again.
      for (let round = 0; ; round++) {
        const result = await saveUnitLanguages(
          context.key,
          context.isItem ? context.itemId : null,
          perLanguage(sent, (lang) => ({ data: sending[lang]!.data, baseRevision: sending[lang]!.base })),
        );
        if (result.kind === 'conflict') {
          await fetchRichTextMerge();
          const answer = conflictsAnswer(context.getState().sides ?? {}, result.current, sending, round === 0, context.isNew);
          if (answer.kind === 'again') {
            sending = answer.sending;
            continue;
          }
          for (const [lang, outcome] of answer.outcomes) dispatch({ type: 'conflict', lang, outcome });
          return;
        }
        if (result.kind === 'invalid') {
          for (const [lang, fields] of Object.entries(result.languages) as [Lang, FieldProblemAnswer[]][])
            dispatch({ type: 'refused', lang, fields });
          return;
        }
        if (result.kind === 'gone') {
          dispatch({ type: 'gone' });
          return;
        }
        const views: NewsView[] = [];
        for (const lang of sent) {
          const { revision, alsoSaved } = result.saved[lang]!;
          const fresh = await fetchUnit(unitOf(context, lang));
          dispatch({ type: 'saved', lang, pressed: pressed[lang]!, fresh, alsoSaved, shared: sharedPathsOf(context.fields) });
          const from = sinces[lang];
          if (from !== null && fresh?.data)
            views.push({
              lang,
              span: { since: from, through: fresh.revision, own: new Set([revision]) },
              seen: chosen?.lang === lang ? chosen.seen : pressed[lang]!,
              stored: fresh.data,
            });
        }
        news = await newsOf(context, views);
        break;
      }
    }
  } catch (error) {
    // The draft is in this browser either way: an expired session signs in and carries on.
    if (!context.handleError(error) && context.isMounted()) dispatch({ type: 'networkFailed' });
    return;
  }
  if (!context.isMounted()) return;
  dispatch({ type: 'saveFinished', news });
  const saved = context.strings.editor.saved;
  context.announce(news.length > 0 ? `${saved} ${newsText(context, news)}` : saved);
  if (context.isNew) context.created();
}

/** The languages a new item may be created without: their pages show another language's text until theirs is written. */
export const languagesThatMayWait: readonly Lang[] = languages.filter((lang) => fallbackLanguage(lang) !== undefined);

/** Save pressed: 'invalid' when something would be refused (the caller moves the focus to it). */
export async function save(context: EditorContext): Promise<'invalid' | undefined> {
  const { sides } = context.getState();
  if (!sides) return undefined;
  context.dispatch({ type: 'saveAttempted' });
  const plan = savePlan(languages, sides, {
    schema: context.schema,
    fields: context.fields,
    isNew: context.isNew,
    idProblem: context.idProblem,
    mayLeaveOut: languagesThatMayWait,
  });
  switch (plan.kind) {
    case 'nothing':
      context.dispatch({ type: 'saveHeld', reason: 'nothing' });
      return undefined;
    case 'invalid':
      context.dispatch({ type: 'saveHeld', reason: 'invalid' });
      return 'invalid';
    case 'create':
      return createEverywhere(context, plan.values);
    case 'update':
      await saveLanguages(context, plan.langs, plan.pressed);
      return undefined;
  }
}

/**
 * A new item is created in every language it is sent in (each language without a fallback, and
 * any other the editor wrote in) in one write, or in none: a refusal in one language
 * (an address already taken) leaves every language unsaved, with the refused fields marked.
 */
async function createEverywhere(context: EditorContext, values: Partial<Record<Lang, Data>>): Promise<'invalid' | undefined> {
  const { dispatch } = context;
  dispatch({ type: 'saveSent' });
  try {
    const result = await createItem(context.key, context.itemId, values);
    if (!context.isMounted()) return undefined;
    if (result.kind !== 'saved') {
      // On screen before the caller moves the focus to the first field marked; an item with
      // this id exists (in some language): never saved over it.
      const refused = result.kind === 'invalid' ? result.languages : null;
      flushSync(() => dispatch({ type: 'createRefused', langs: languages, languages: refused }));
      return 'invalid';
    }
    const fresh = await Promise.all(languages.map((lang) => fetchUnit(unitOf(context, lang))));
    if (!context.isMounted()) return undefined;
    dispatch({ type: 'created', langs: languages, sent: values, fresh: perLanguage(languages, (_, index) => fresh[index] ?? null) });
  } catch (error) {
    if (!context.handleError(error) && context.isMounted()) dispatch({ type: 'networkFailed' });
    return undefined;
  }
  context.announce(context.strings.editor.saved);
  context.created();
  return undefined;
}

/** The conflict screen's choice in `lang`, saved from their revision. */
export function resolveConflict(context: EditorContext, lang: Lang, keepMine: ReadonlySet<string>): void {
  const sides = context.getState().sides;
  const choice = sides ? resolved(sides, lang, keepMine) : undefined;
  if (!sides || !choice) return;
  // From here the editor works from their revision, whether or not this save goes through.
  context.dispatch({ type: 'resolved', lang, keepMine });
  // The save the conflict held back goes with it: every other language changed and not itself waiting for a choice.
  const waiting = dirtyLangs(languages, sides).filter((other) => other !== lang && sides[other].conflict === null);
  const pressed = { ...perLanguage(waiting, (other) => sides[other].values), [lang]: choice.sending.data };
  void saveLanguages(context, [lang, ...waiting], pressed, { lang, ...choice });
}

/** Restores `revision` in `lang` from where the side is, saying what colleagues changed meanwhile. */
export async function restore(context: EditorContext, lang: Lang, revision: number): Promise<void> {
  const { dispatch, strings } = context;
  const sides = context.getState().sides;
  const side = sides?.[lang];
  if (!sides || !side) return;
  dispatch({ type: 'saveSent' });
  try {
    const result = await restoreRevision(unitOf(context, lang), revision, restoreBase(sides, lang));
    if (result.kind === 'saved') {
      const fresh = await fetchUnit(unitOf(context, lang));
      dispatch({ type: 'restored', lang, pressed: side.values, fresh });
      const since = side.saved?.revision;
      const news =
        since === undefined || !fresh?.data
          ? []
          : await newsOf(context, [
              { lang, span: { since, through: fresh.revision, own: new Set([result.revision]) }, seen: side.values, stored: fresh.data },
            ]);
      dispatch({ type: 'restoreReported', revision, news });
      const restored = fill(strings.history.restored, { revision });
      context.announce(news.length > 0 ? `${restored} ${newsText(context, news)}` : restored);
    } else if (result.kind === 'invalid') {
      // The problems are the old revision's, not the fields on screen.
      dispatch({ type: 'restoreRefused', message: restoreRefusedMessage(result.fields, expectedText(context)) });
    } else {
      dispatch({ type: 'outdated' });
    }
  } catch (error) {
    if (!context.handleError(error)) dispatch({ type: 'networkFailed' });
  }
}

/** Deletes the item in every language it exists in, in one write; one already gone everywhere counts as deleted. */
export async function remove(context: EditorContext, title: string): Promise<void> {
  const { dispatch } = context;
  const sides = context.getState().sides;
  if (!sides) return;
  dispatch({ type: 'saveSent' });
  try {
    const result = await deleteItem(context.key, context.itemId, deleteBases(languages, context.getState().sides ?? sides));
    if (result.kind === 'conflict' || result.kind === 'invalid') {
      dispatch({ type: 'outdated' });
      return;
    }
    dispatch({ type: 'deleted', langs: languages });
  } catch (error) {
    if (!context.handleError(error) && context.isMounted()) dispatch({ type: 'networkFailed' });
    return;
  }
  dropDraft(context.storageKey);
  context.setLeaveGuard(null);
  context.announce(fill(context.strings.editor.deleted, { name: title }));
  if (context.isMounted()) context.deleted();
}

/** The draft dropped, the unit loaded again as stored. */
export function discardDraft(context: EditorContext): void {
  dropDraft(context.storageKey);
  context.dispatch({ type: 'draftDiscarded' });
}
