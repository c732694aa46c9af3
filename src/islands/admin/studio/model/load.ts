/**
 * Opening the editor: each language's unit as the server holds it becomes a side, a language an
 * item lacks gets a blank one in the item's place, and a draft left in this browser is laid
 * over the sides, merged with any save made since it began (never sent blindly).
 */
import { ITEM_ORDER_FIELD } from '../../../../content/document-parts';
import type { FieldDescription } from '../../../../content/field-meta';
import { sharedPathsOf, withSharedOf } from '../../../../content/shared-fields';
import type { ContentVersion } from '../../../../admin-api/contract';
import type { EditorDraft } from './draft';
import { layDraft } from '../merge/side-merge';
import { blankData, type Data } from '../unit/unit-data';
import { perLanguage, type Sides } from './sides';

/**
 * A new unit in `lang`: required fields blank, what is fixed by where it lives set, and an item's
 * place in the order (`order`; null: not an item). Where another language stores the unit
 * (`stored`), its facts set once come from there: a blank photo list or flag saved in the new
 * language would otherwise be written over every language's.
 */
export function blankUnit(fields: readonly FieldDescription[], lang: string, order: number | null, stored?: Data): Data {
  let blank = blankData(fields);
  for (const field of fields) if (field.fixed) blank[field.key] = lang;
  if (stored) blank = withSharedOf(blank, stored, sharedPathsOf(fields));
  return order === null ? blank : { ...blank, [ITEM_ORDER_FIELD]: order };
}

/** The unit's data in the first language that stores it. */
export function firstStored<L extends string>(langs: readonly L[], fetched: Record<L, ContentVersion | null>): Data | undefined {
  return langs.map((lang) => fetched[lang]?.data).find((data): data is Data => data !== null && data !== undefined);
}

/** The item's place in the order, from the first language that stores it. */
export function placedOrder<L extends string>(langs: readonly L[], fetched: Record<L, ContentVersion | null>): number | undefined {
  return langs.map((lang) => fetched[lang]?.data?.[ITEM_ORDER_FIELD]).find((order): order is number => typeof order === 'number');
}

/** Each language's side as loaded: its stored unit, or `blank(lang)` where it has none. */
export function loadedSides<L extends string>(
  langs: readonly L[],
  fetched: Record<L, ContentVersion | null>,
  blank: (lang: L) => Data,
): Sides<L> {
  return perLanguage(langs, (lang) => {
    const saved = fetched[lang];
    const clean = saved?.data ?? blank(lang);
    return {
      saved,
      startedFrom: saved?.revision ?? null,
      origin: saved?.data ?? null,
      clean,
      values: clean,
      refused: new Map(),
      conflict: null,
    };
  });
}

/** What a colleague saved in one language since the draft began, taken into it: to say who changed what. */
export interface DraftTaken<L extends string> {
  lang: L;
  since: number;
  through: number;
  /** The draft's values, and what is stored now. */
  seen: Data;
  stored: Data;
}

/** The draft laid over each language it kept values for. */
export function withDraft<L extends string>(
  langs: readonly L[],
  loaded: Sides<L>,
  draft: EditorDraft<L> | undefined,
): { sides: Sides<L>; taken: DraftTaken<L>[] } {
  const sides = { ...loaded };
  const taken: DraftTaken<L>[] = [];
  if (!draft) return { sides, taken };
  for (const lang of langs) {
    const values = draft.values[lang];
    if (!values) continue;
    const laid = layDraft(sides[lang], { values, base: draft.bases[lang], origin: draft.origins?.[lang] });
    sides[lang] = laid.side;
    const now = laid.side.saved;
    if (laid.takenSince !== null && now?.data)
      taken.push({ lang, since: laid.takenSince, through: now.revision, seen: values, stored: now.data });
  }
  return { sides, taken };
}
