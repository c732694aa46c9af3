/**
 * Typing into one language's side. A fact that does not depend on language (a field marked
 * `shared` in the schema, or inside one) has one value: set in one language, it is set in every
 * language's side, so the languages never disagree about it and a save writes it everywhere.
 */
import { fieldPath } from '../../../../content/errors';
import type { FieldDescription } from '../../../../content/field-meta';
import { isSharedPath } from '../../../../content/shared-fields';
import { setAt, type Path } from '../unit/unit-data';
import { withSide, type Sides } from './sides';

/** The languages a change in `lang` at `path` sets: every one for a shared fact, else `lang` alone. */
function changedLangs<L extends string>(langs: readonly L[], fields: readonly FieldDescription[], lang: L, path: Path): L[] {
  return isSharedPath(fields, path) ? [...langs] : [lang];
}

/**
 * `value` at `path` in `lang` (and in every language when the field is shared); what the server
 * refused at or under the path is forgotten there, since the field changed.
 */
export function changeValue<L extends string>(
  langs: readonly L[],
  fields: readonly FieldDescription[],
  sides: Sides<L>,
  lang: L,
  path: Path,
  value: unknown,
): Sides<L> {
  const text = fieldPath(path);
  return changedLangs(langs, fields, lang, path).reduce(
    (next, each) =>
      withSide(next, each, (side) => ({
        ...side,
        values: setAt(side.values, path, value),
        refused: new Map([...side.refused].filter(([field]) => !field.startsWith(text))),
      })),
    sides,
  );
}

/** The touched marks after the change: the field in each language it set. */
export function touchedAfter<L extends string>(
  touched: ReadonlySet<string>,
  langs: readonly L[],
  fields: readonly FieldDescription[],
  lang: L,
  path: Path,
): ReadonlySet<string> {
  const next = new Set(touched);
  for (const each of changedLangs(langs, fields, lang, path)) next.add(`${each}:${fieldPath(path)}`);
  return next;
}
