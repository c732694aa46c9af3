/**
 * "Fill from another language": a field takes another language's value as its starting point,
 * empty or not, and what it held before stays one undo away until the editor changes the field
 * again (then their own typing is what an undo would take back, which the text box does itself).
 */
import type { Lang } from '../../../../i18n/routes';
import { isEmpty, sameData } from '../unit/unit-data';

/** A fill that can still be undone: the value it replaced and the one it put there. */
export interface Fill {
  from: Lang;
  previous: unknown;
  filled: unknown;
}

/** The languages this field can be filled from: those with a value that is not already this one. */
export function fillSources(current: unknown, others: readonly { lang: Lang; value: unknown }[]): Lang[] {
  return others.filter(({ value }) => !isEmpty(value) && !sameData(value, current)).map(({ lang }) => lang);
}

/** Whether `fill` can be undone now: the field still holds what the fill put there. */
export function canUndo(fill: Fill | null, current: unknown): fill is Fill {
  return fill !== null && sameData(fill.filled, current);
}
