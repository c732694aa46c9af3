/**
 * Saving: what to send in which language, and what each answer does to the sides. Each language
 * is saved from the revision its values started from. A save that also wrote the shared facts
 * to other languages (`alsoSaved`) moves those languages on to the revision it wrote there, as
 * long as nobody else saved them meanwhile; otherwise their next save meets the conflict path.
 */
import type * as z from 'zod/mini';
import type { FieldDescription } from '../../../../content/field-meta';
import type { ContentVersion, FieldProblemAnswer } from '../../../../admin-api/contract';
import { afterStored, type Sending } from '../merge/side-merge';
import { sameData, type Data } from '../unit/unit-data';
import { sharedPathsOf, withSharedOf, type SharedPath } from '../../../../content/shared-fields';
import { dirtyLangs, perLanguage, withSide, type Side, type Sides } from './sides';
import { blocksSave } from './validate';

export type SavePlan<L extends string> =
  | { kind: 'nothing' }
  | { kind: 'invalid' }
  /** A new item: created in the languages it is sent in, in one write, or in none. */
  | { kind: 'create'; values: Partial<Record<L, Data>> }
  /** The languages that changed, with their values as Save was pressed. */
  | { kind: 'update'; langs: L[]; pressed: Partial<Record<L, Data>> };

/** What Save sends: nothing without a change, nothing while a language's values (or a new item's id, `idProblem`) would be refused. */
export function savePlan<L extends string>(
  langs: readonly L[],
  sides: Sides<L>,
  unit: {
    schema: z.ZodMiniObject;
    fields: readonly FieldDescription[];
    isNew: boolean;
    idProblem: boolean;
    /** Languages a new item may be created without (those whose site shows another's text where theirs is missing). */
    mayLeaveOut?: readonly L[];
  },
): SavePlan<L> {
  const sending = sendingLangs(langs, sides, unit);
  if (sending.length === 0) return { kind: 'nothing' };
  if (unit.idProblem || sending.some((lang) => blocksSave(unit.schema, unit.fields, sides[lang]))) return { kind: 'invalid' };
  if (unit.isNew)
    return { kind: 'create', values: Object.fromEntries(sending.map((lang) => [lang, sides[lang].values])) as Partial<Record<L, Data>> };
  return { kind: 'update', langs: sending, pressed: perLanguage(sending, (lang) => sides[lang].values) };
}

/**
 * The languages Save sends: those changed; for a new item, each it must be created in and each
 * the editor wrote in. Only these can be refused, so only their problems are shown.
 */
export function sendingLangs<L extends string>(
  langs: readonly L[],
  sides: Sides<L>,
  unit: { fields: readonly FieldDescription[]; isNew: boolean; mayLeaveOut?: readonly L[] | undefined },
): L[] {
  return unit.isNew
    ? langs.filter((lang) => !unit.mayLeaveOut?.includes(lang) || wroteIn(unit.fields, sides[lang]))
    : dirtyLangs(langs, sides);
}

/** Whether the editor wrote anything of a language's own in its side: a field not set once moved from where it started. */
function wroteIn(fields: readonly FieldDescription[], side: Side): boolean {
  return !sameData(withSharedOf(side.values, side.clean, sharedPathsOf(fields)), side.clean);
}

/**
 * The save of `pressed` (the values as Save was pressed) from where the side is now; undefined
 * when an earlier language's save already stored them (only shared facts had changed here).
 */
export function sendingOf(side: Side, pressed: Data): Sending | undefined {
  if (sameData(pressed, side.clean)) return undefined;
  return { data: pressed, base: side.startedFrom, origin: side.origin };
}

/**
 * The side of a language the save of another wrote its shared facts to: when `version` is the one
 * save after the side's own revision, the side starts from it (its values hold those facts
 * already); else a colleague saved this language too, and the side stays for the merge to handle.
 */
function rebased(side: Side, version: ContentVersion): Side {
  if (side.startedFrom === null || version.data === null || version.revision !== side.startedFrom + 1) return side;
  return { ...side, saved: version, startedFrom: version.revision, origin: version.data, clean: version.data };
}

/**
 * A 200 to the save of `lang`: its side becomes what is stored (`fresh`, read back), with what was
 * typed since `pressed` kept; each language in `alsoSaved` is rebased onto the version written there.
 */
export function savedAnswer<L extends string>(
  sides: Sides<L>,
  lang: L,
  pressed: Data,
  fresh: ContentVersion | null,
  alsoSaved: Partial<Record<L, ContentVersion>>,
  shared: readonly SharedPath[] = [],
): Sides<L> {
  let next = withSide(sides, lang, (side) => afterStored(side, pressed, fresh));
  for (const [other, version] of Object.entries(alsoSaved) as [L, ContentVersion | undefined][])
    if (other !== lang && version && other in next) next = withSide(next, other, (side) => rebased(side, version));
  if (!fresh?.data || shared.length === 0) return next;
  // The facts set once as this save left them: the store keeps them alike in every language (the
  // save that changed them wrote each one), so a colleague's value a merge took shows in whichever
  // column shows them, as stored there, and what was typed into them meanwhile stays typed.
  const { values, clean } = next[lang];
  return perLanguage(Object.keys(next) as L[], (other) => ({
    ...next[other],
    values: withSharedOf(next[other].values, values, shared),
    clean: withSharedOf(next[other].clean, clean, shared),
  }));
}

/** A 400: the fields the server refused, marked until they change. */
export function refusedAnswer(side: Side, fields: readonly FieldProblemAnswer[]): Side {
  return { ...side, refused: new Map(fields.map((problem) => [problem.field, problem])) };
}

/** A new item refused in some language: every language's refused fields marked (none where it said nothing). */
export function createRefused<L extends string>(
  langs: readonly L[],
  sides: Sides<L>,
  refused: Partial<Record<L, readonly FieldProblemAnswer[]>>,
): Sides<L> {
  return perLanguage(langs, (lang) => refusedAnswer(sides[lang], refused[lang] ?? []));
}

/**
 * A new item created: each side is what is stored now (`fresh`); what was typed while it saved
 * (values no longer those `sent`) stays as typed.
 */
export function createdSides<L extends string>(
  langs: readonly L[],
  sides: Sides<L>,
  sent: Partial<Record<L, Data>>,
  fresh: Record<L, ContentVersion | null>,
): Sides<L> {
  return perLanguage(langs, (lang) => {
    // A language the item was not created in (it may wait) holds nothing of its own: nothing unsaved.
    if (sent[lang] === undefined) return { ...sides[lang], clean: sides[lang].values };
    const saved = fresh[lang];
    const stored = saved?.data ?? {};
    return {
      saved,
      startedFrom: saved?.revision ?? null,
      origin: saved?.data ?? null,
      clean: stored,
      values: sameData(sides[lang].values, sent[lang]) ? stored : sides[lang].values,
      refused: new Map(),
      conflict: null,
    };
  });
}
