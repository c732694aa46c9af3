/**
 * One try of a write of several units: read the languages it holds, check every change, spread
 * the shared values, write all in one store write.
 */
import { changedFields, rewordedFields } from '../../content/field-changes';
import type { FieldProblem } from '../../content/field-problems';
import type { Lang } from '../../i18n/routes';
import { NO_VERSION, type UnitVersion } from '../store/content';
import { problemsWith } from './change-problems';
import type { ContentChange, WriteAnswer } from './content-changes';
import { baselineParts, languageViews, readUnit, unitIn, withChange, type ContentSource, type DocumentView } from './document-view';
import { returnedFields } from './returned-fields';
import { spread, type SpreadChange } from './shared-changes';

type Refused = { index: number; current: UnitVersion }[];

/** Done, or refused only because a language the shared values reach moved meanwhile: the caller reads again. */
export type Attempt = { kind: 'done'; answer: WriteAnswer } | { kind: 'moved'; refused: Refused };

export async function attemptWrite(
  source: ContentSource,
  changes: readonly ContentChange[],
  langs: readonly Lang[],
  by: string,
  at: Date,
): Promise<Attempt> {
  const views = new Map(await Promise.all(langs.map(async (lang) => [lang, await languageViews(source, lang)] as const)));
  const extra = spread(changes, views);
  const all = [...changes, ...extra.map((entry) => entry.change)];
  const { refused, changed } = checkAll(source, all, changes.length, extra, views);
  // An item brought back names in its history each field it brought back; for the marks it is the whole unit come back.
  for (const [index, change] of all.entries())
    if (await broughtBack(source, change)) changed[index] = { ...changed[index]!, changed: Object.keys(change.data!) };
  if (refused.size > 0)
    return { kind: 'done', answer: { kind: 'invalid', refused: [...refused].map(([index, problems]) => ({ index, problems })) } };
  const returned = await Promise.all(all.map((change, index) => returnedFields(source, change, changed[index]!.reworded)));
  const result = await source.store.saveUnits(
    all.map((change, index) => ({ ...change, ...changed[index]!, returned: returned[index]!, by, at })),
    (lang, key) => baselineParts(source, lang, key),
  );
  if (result.saved) return { kind: 'done', answer: savedAnswer(changes, extra, result.revisions, by, at) };
  return refusedAttempt(source, changes, extra, result.refused);
}

/** Whether a change writes an item where the store keeps it deleted: a restore, not a create. */
async function broughtBack(source: ContentSource, { unit, data, baseRevision }: ContentChange): Promise<boolean> {
  if (data === null || unit.item === null || baseRevision !== null) return false;
  return (await source.store.document(unit.lang, unit.key))?.items.get(unit.item)?.data === null;
}

/**
 * Checks every change (`own` of them the write's, then those `extra` spreads), each as the
 * changes before it leave its language (`views`, changed in place): the problems by the
 * write's change they belong to, and the fields each change changes.
 */
function checkAll(
  source: ContentSource,
  all: readonly ContentChange[],
  own: number,
  extra: readonly SpreadChange[],
  views: Map<Lang, DocumentView[]>,
): { refused: Map<number, FieldProblem[]>; changed: { changed: string[]; reworded: string[] }[] } {
  const changed: { changed: string[]; reworded: string[] }[] = [];
  const refused = new Map<number, FieldProblem[]>();
  for (const [index, { unit, data }] of all.entries()) {
    const before = views.get(unit.lang)!;
    const problems = problemsWith(source.baseline, unit, data, before);
    // A language the write reaches through a shared field: refused as the saved change, naming the language.
    const owner = index < own ? index : extra[index - own]!.from;
    // (Its own refusal says it first: the same value written elsewhere is refused there for the same reason.)
    const named =
      owner === index
        ? problems
        : refused.has(owner)
          ? []
          : problems.map((problem) => ({ ...problem, field: `(${unit.lang}) ${problem.field}` }));
    if (named.length > 0) refused.set(owner, [...(refused.get(owner) ?? []), ...named]);
    const was = unitIn(before, unit)?.data ?? null;
    changed.push({ changed: changedFields(was, data), reworded: rewordedFields(was, data) });
    // The next change of this language is checked as this one leaves it.
    views.set(unit.lang, withChange(unit, data, before));
  }
  return { refused, changed };
}

/** The write's revisions, and by change the other languages its shared values were written to. */
function savedAnswer(
  changes: readonly ContentChange[],
  extra: readonly SpreadChange[],
  revisions: number[],
  by: string,
  at: Date,
): WriteAnswer {
  const alsoSaved = changes.map((_, index) =>
    Object.fromEntries(
      extra.flatMap(({ change, from }, position) => {
        if (from !== index) return [];
        const revision = revisions[changes.length + position]!;
        return [[change.unit.lang, { data: change.data, revision, updatedAt: at.toISOString(), updatedBy: by }]];
      }),
    ),
  );
  return { kind: 'saved', revisions: revisions.slice(0, changes.length), alsoSaved };
}

/** A conflict where a change of the write itself was refused; else the changes whose shared values reached a language that moved. */
async function refusedAttempt(
  source: ContentSource,
  changes: readonly ContentChange[],
  extra: readonly SpreadChange[],
  refused: Refused,
): Promise<Attempt> {
  const own = refused.filter(({ index }) => index < changes.length);
  if (own.length === refused.length) return { kind: 'done', answer: { kind: 'conflict', refused: own } };
  // Only a language the shared values reach moved meanwhile: the caller reads again.
  const reached = refused.filter(({ index }) => index >= changes.length).map(({ index }) => extra[index - changes.length]!.from);
  const moved = await Promise.all(
    [...new Set(reached)]
      .filter((index) => !own.some((entry) => entry.index === index))
      .map(async (index) => ({ index, current: (await readUnit(source, changes[index]!.unit)) ?? NO_VERSION })),
  );
  return { kind: 'moved', refused: [...own, ...moved] };
}
