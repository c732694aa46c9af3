/**
 * What keeps one language's side from being saved, and what the form shows: the schema's
 * problems, an image set without its alt text, and what the server refused (until the field
 * changes). A field's own problem shows once it was typed into, or after a save was tried; the
 * server's refusals show at once.
 */
import type * as z from 'zod/mini';
import type { FieldDescription } from '../../../../content/field-meta';
import type { FieldProblemAnswer } from '../../../../admin-api/contract';
import { missingAlts } from '../fields/image/image-alts';
import { problemsOf } from '../unit/unit-data';
import type { Side } from './sides';

export interface ProblemWords {
  /** What the schema or the server says a field must hold, in the admin's language. */
  expected: (problem: FieldProblemAnswer) => string;
  altRequired: string;
}

/** Every problem the side's values have now, by field path, in words. */
export function problemsIn(
  schema: z.ZodMiniObject,
  fields: readonly FieldDescription[],
  side: Side,
  words: ProblemWords,
): Map<string, string> {
  return new Map([
    ...[...problemsOf(schema, side.values)].map(([field, problem]) => [field, words.expected(problem)] as const),
    ...missingAlts(fields, side.values, side.clean, words.altRequired),
  ]);
}

/** Whether a save of the side would be refused here already. */
export function blocksSave(schema: z.ZodMiniObject, fields: readonly FieldDescription[], side: Side): boolean {
  return problemsOf(schema, side.values).size > 0 || missingAlts(fields, side.values, side.clean, '').size > 0;
}

/**
 * The problems the form shows in `lang`: every refusal, and, in a language a save would send
 * (`sends`), its own ones once touched (`lang:path`) or tried. A language not sent (an item's
 * language it has no version in, left blank) cannot be refused: it shows none.
 */
export function shownProblems(
  schema: z.ZodMiniObject,
  fields: readonly FieldDescription[],
  lang: string,
  side: Side,
  seen: { attempted: boolean; touched: ReadonlySet<string>; sends: boolean },
  words: ProblemWords,
): Map<string, string> {
  if (!seen.sends) return new Map([...side.refused].map(([field, problem]) => [field, words.expected(problem)]));
  const touchedHere = [...seen.touched].filter((key) => key.startsWith(`${lang}:`)).map((key) => key.slice(lang.length + 1));
  const shown = new Map(
    [...problemsIn(schema, fields, side, words)].filter(
      ([field]) => seen.attempted || touchedHere.some((path) => field.startsWith(path) || path.startsWith(field)),
    ),
  );
  for (const [field, problem] of side.refused) shown.set(field, words.expected(problem));
  return shown;
}
