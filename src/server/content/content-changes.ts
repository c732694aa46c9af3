/** What editors change in a write (one unit or several) and what the write answers. */
import type { FieldProblem } from '../../content/field-problems';
import type { Lang } from '../../i18n/routes';
import type { ContentUnit, UnitVersion } from '../store/content';

/** One unit's change in a write of several: its new data (null deletes an item) from the revision the editor started from. */
export interface ContentChange {
  unit: ContentUnit;
  data: Record<string, unknown> | null;
  /** null: creates an item that does not exist (or no longer does). */
  baseRevision: number | null;
}

/** A write of several units: all saved, or none, with each refused change by its index. */
export type WriteAnswer =
  /** `alsoSaved`: by change, the other languages its shared values were written to, each's new version. */
  | { kind: 'saved'; revisions: number[]; alsoSaved: Partial<Record<Lang, UnitVersion>>[] }
  | { kind: 'invalid'; refused: { index: number; problems: FieldProblem[] }[] }
  | { kind: 'conflict'; refused: { index: number; current: UnitVersion }[] }
  | { kind: 'not found' };

export type SaveAnswer =
  | { kind: 'saved'; revision: number; alsoSaved: Partial<Record<Lang, UnitVersion>> }
  | { kind: 'invalid'; problems: FieldProblem[] }
  | { kind: 'conflict'; current: UnitVersion }
  | { kind: 'not found' };
