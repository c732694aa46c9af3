/**
 * Putting back one language's earlier revision (as a new save, from the revision the editor
 * sees), and deleting an item in every language it exists in: what each sends and what its
 * answer does to the sides. A deleted item comes back through deleted-items.ts and a reload.
 */
import type { ContentVersion, FieldProblemAnswer } from '../../../../admin-api/contract';
import { afterStored } from '../merge/side-merge';
import type { Data } from '../unit/unit-data';
import { perLanguage, withSide, type Sides } from './sides';

/** The revision a restore in `lang` is sent from: the one the editor sees stored. */
export function restoreBase<L extends string>(sides: Sides<L>, lang: L): number | null {
  return sides[lang].saved?.revision ?? null;
}

/** A restore stored: the side is the revision put back (`fresh`), with what was typed since `pressed` kept. */
export function afterRestored<L extends string>(sides: Sides<L>, lang: L, pressed: Data, fresh: ContentVersion | null): Sides<L> {
  return withSide(sides, lang, (side) => afterStored(side, pressed, fresh));
}

/** A restore refused: the old revision's problems, as one line (they are not the fields on screen). */
export function restoreRefusedMessage(fields: readonly FieldProblemAnswer[], expected: (problem: FieldProblemAnswer) => string): string {
  return fields.map((problem) => `${problem.field}: ${expected(problem)}`).join(' ');
}

/** A delete names the revision seen in each language the item exists in. */
export function deleteBases<L extends string>(langs: readonly L[], sides: Sides<L>): Partial<Record<L, number>> {
  return Object.fromEntries(
    langs.flatMap((lang) => {
      const saved = sides[lang].saved;
      return saved ? [[lang, saved.revision]] : [];
    }),
  ) as Partial<Record<L, number>>;
}

/** The item deleted: stored in no language. */
export function afterDeleted<L extends string>(langs: readonly L[], sides: Sides<L>): Sides<L> {
  return perLanguage(langs, (lang) => ({ ...sides[lang], saved: null }));
}
