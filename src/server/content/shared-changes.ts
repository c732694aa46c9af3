/**
 * A fact set once (`shared(...)` in the schemas) in a write: the other languages it reaches, and
 * the changes of one write that disagree on it.
 */
import { fieldPath } from '../../content/errors';
import { fieldMessages } from '../../content/field-messages';
import type { FieldProblem } from '../../content/field-problems';
import { alignedAlts, sharedDifferences, sharedPaths, withSharedOf } from '../../content/shared-fields';
import { languages, type Lang } from '../../i18n/routes';
import type { ContentUnit } from '../store/content';
import type { ContentChange } from './content-changes';
import { unitIn, type DocumentView } from './document-view';

/** A change the write makes in a language it does not name, for the change at index `from`. */
export interface SpreadChange {
  change: ContentChange;
  from: number;
}

/**
 * The same unit in the languages a write does not name, with the shared values the write
 * changes there (each from its current revision), for units that exist in them.
 */
export function spread(changes: readonly ContentChange[], views: ReadonlyMap<Lang, DocumentView[]>): SpreadChange[] {
  const out: SpreadChange[] = [];
  const named = (lang: Lang, { key, item }: ContentUnit) =>
    [...changes, ...out.map((entry) => entry.change)].some(({ unit }) => unit.lang === lang && unit.key === key && unit.item === item);
  for (const [from, { unit, data }] of changes.entries()) {
    const paths = sharedPaths(unit.key, unit.item !== null);
    if (data === null || paths.length === 0) continue;
    const before = unitIn(views.get(unit.lang)!, unit)?.data ?? null;
    const changed = before === null ? paths : sharedDifferences(before, data, paths);
    if (changed.length === 0) continue;
    for (const lang of languages) {
      if (named(lang, unit)) continue;
      const current = unitIn(views.get(lang)!, unit);
      if (!current?.data || sharedDifferences(current.data, data, changed).length === 0) continue;
      const next = alignedAlts(unit.key, unit.item !== null, withSharedOf(current.data, data, changed), current.data, data);
      out.push({ change: { unit: { ...unit, lang }, data: next, baseRevision: current.revision }, from });
    }
  }
  return out;
}

/** The changes of one write that give the same unit other shared values than an earlier change in another language. */
export function disagreements(changes: readonly ContentChange[]): { index: number; problems: FieldProblem[] }[] {
  return changes.flatMap(({ unit, data }, index) => {
    const first = changes.find((other) => other.unit.key === unit.key && other.unit.item === unit.item && other.data !== null);
    if (data === null || !first || first.unit.lang === unit.lang) return [];
    const differing = sharedDifferences(first.data!, data, sharedPaths(unit.key, unit.item !== null));
    const problems = differing.map((path): FieldProblem => {
      const values = { lang: first.unit.lang };
      return { field: fieldPath(path), code: 'notShared', values, message: fieldMessages.sameInEveryLanguage(first.unit.lang).en };
    });
    return problems.length > 0 ? [{ index, problems }] : [];
  });
}

/** Whether a change writes shared values, and so may write to every language. */
export const spreads = ({ unit, data }: ContentChange) => data !== null && sharedPaths(unit.key, unit.item !== null).length > 0;
