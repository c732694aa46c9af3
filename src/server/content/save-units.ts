/**
 * Saves, one unit or several in one store write, all or none: every change is checked first
 * (its schema, its document, its language's links, each as the changes before it in the same
 * language leave them), and one refused change writes nothing.
 */
import { contentDocuments } from '../../content/documents';
import { fieldMessages } from '../../content/field-messages';
import type { FieldProblem } from '../../content/field-problems';
import { languages } from '../../i18n/routes';
import type { ContentUnit } from '../store/content';
import type { ContentChange, SaveAnswer, WriteAnswer } from './content-changes';
import type { ContentSource } from './document-view';
import type { Serially } from './language-queues';
import { disagreements, spreads } from './shared-changes';
import { attemptWrite } from './write-attempt';

/** What a save needs: where the content is, and the queues of the languages it writes. */
export interface ContentWriter extends ContentSource {
  serially: Serially;
}

export async function saveAll(writer: ContentWriter, changes: readonly ContentChange[], by: string, at: Date): Promise<WriteAnswer> {
  const refused = refusedUnread(changes);
  if (refused) return refused;
  // A unit with shared fields may write to every language: the write holds them all.
  const reachesAll = changes.some(spreads);
  const langs = languages.filter((lang) => reachesAll || changes.some(({ unit }) => unit.lang === lang));
  return writer.serially(langs, async (): Promise<WriteAnswer> => {
    const first = await attemptWrite(writer, changes, langs, by, at);
    if (first.kind === 'done') return first.answer;
    // Another language moved between reading and writing it (another server instance): once more from what it holds now.
    const second = await attemptWrite(writer, changes, langs, by, at);
    return second.kind === 'done' ? second.answer : { kind: 'conflict', refused: second.refused };
  });
}

/** What a write is refused for before anything is read: an item of a document without items, a document deleted, languages disagreeing on a shared value. */
function refusedUnread(changes: readonly ContentChange[]): WriteAnswer | undefined {
  if (changes.some(({ unit }) => unit.item !== null && !contentDocuments[unit.key].subCollection)) return { kind: 'not found' };
  const notDeletable: FieldProblem = {
    field: '(document)',
    code: 'notDeletable',
    values: {},
    message: fieldMessages.notDeletable().en,
  };
  const undeletable = changes.flatMap(({ unit, data }, index) =>
    unit.item === null && data === null ? [{ index, problems: [notDeletable] }] : [],
  );
  if (undeletable.length > 0) return { kind: 'invalid', refused: undeletable };
  const disagreeing = disagreements(changes);
  if (disagreeing.length > 0) return { kind: 'invalid', refused: disagreeing };
  return undefined;
}

/** One unit's save: a write of one change, answered for that change. */
export async function saveUnit(
  writer: ContentWriter,
  target: ContentUnit,
  data: Record<string, unknown> | null,
  baseRevision: number | null,
  by: string,
  at: Date,
): Promise<SaveAnswer> {
  const answer = await saveAll(writer, [{ unit: target, data, baseRevision }], by, at);
  switch (answer.kind) {
    case 'saved':
      return { kind: 'saved', revision: answer.revisions[0]!, alsoSaved: answer.alsoSaved[0]! };
    case 'invalid':
      return { kind: 'invalid', problems: answer.refused[0]!.problems };
    case 'conflict':
      return { kind: 'conflict', current: answer.refused[0]!.current };
    case 'not found':
      return answer;
  }
}
