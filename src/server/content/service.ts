/**
 * The site's content as editors change it: the store's units laid over the snapshot the site
 * was built from (a document never saved reads as the snapshot), checked at every save as the
 * export checks it (the unit's schema, the whole document, the language's links), each save a
 * revision that names the fields it changed. The export reads through `language()` too, so
 * what an editor saved is what the next build shows, on either store.
 */
import { fromStored, toStored, type StoredDocument } from '../../content/document-parts';
import { contentDocuments, documentKeys, unitSchema, type Content, type DocumentKey } from '../../content/documents';
import { inCurrentForm } from '../../content/earlier-forms';
import { ContentError } from '../../content/errors';
import { fieldMessages } from '../../content/field-messages';
import { fieldProblem, type FieldProblem } from '../../content/field-problems';
import { parseDocument } from '../../content/loader';
import { checkContentLinks, contentLinkProblems, type LinkProblem } from '../../content/links';
import { languages, type Lang } from '../../i18n/routes';
import { NO_VERSION, type ContentStore, type ContentUnit, type RevisionRecord, type UnitVersion } from '../store/content';
import type { CheckResult, MarkPlace, OutdatedMark } from '../store/outdated-marks';
import { changedFields } from '../../content/field-changes';
import { fieldPath } from '../../content/errors';
import { alignedAlts, sharedDifferences, sharedPaths, withSharedOf } from '../../content/shared-fields';

interface DocumentView {
  fields: UnitVersion;
  /** The items that exist, in the document's order. */
  items: { id: string; version: UnitVersion }[];
}

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

/** An item deleted in one language: who deleted it and when, and its data before that. */
interface DeletedItem {
  id: string;
  deletion: UnitVersion;
  /** Its last revision with data (what a restore brings back); null when none is kept. */
  last: Record<string, unknown> | null;
}

/** A field marked out of date, with the marking language's field as last checked (if still kept) and now. */
interface OutdatedField extends OutdatedMark {
  before: unknown;
  beforeKept: boolean;
  now: unknown;
}

export type SaveAnswer =
  | { kind: 'saved'; revision: number; alsoSaved: Partial<Record<Lang, UnitVersion>> }
  | { kind: 'invalid'; problems: FieldProblem[] }
  | { kind: 'conflict'; current: UnitVersion }
  | { kind: 'not found' };

export interface ContentService {
  document(lang: Lang, key: DocumentKey): Promise<DocumentView>;
  /** A unit's current version, undefined for an item that does not exist. */
  unit(unit: ContentUnit): Promise<UnitVersion | undefined>;
  /** A whole language as the site reads it, checked like the snapshot. */
  language(lang: Lang): Promise<Content>;
  save(unit: ContentUnit, data: Record<string, unknown> | null, baseRevision: number | null, by: string, at: Date): Promise<SaveAnswer>;
  /**
   * Saves several units in one store write, all or none: every change is checked first (its
   * schema, its document, its language's links, each as the changes before it in the same
   * language leave them), and one refused change writes nothing.
   */
  saveAll(changes: readonly ContentChange[], by: string, at: Date): Promise<WriteAnswer>;
  /** The document's deleted items in one language, the last deleted first. */
  deletedItems(lang: Lang, key: DocumentKey): Promise<DeletedItem[]>;
  /** The changes that bring an item back in every language it is deleted in, each from its last revision with data. */
  restoringChanges(key: DocumentKey, id: string): Promise<ContentChange[]>;
  history(unit: ContentUnit): Promise<RevisionRecord[]>;
  /** Saves an earlier revision's data as the next revision, if the unit is still at `baseRevision` (null: deleted). */
  restore(unit: ContentUnit, revision: number, baseRevision: number | null, by: string, at: Date): Promise<SaveAnswer>;
  /** The unit's fields marked out of date (outdated-marks.ts), with what changed in the language that marked each. */
  outdated(unit: ContentUnit): Promise<OutdatedField[]>;
  /** How many fields are out of date in `lang`, in the document's own fields and in each item. */
  outdatedCounts(lang: Lang, key: DocumentKey): Promise<{ fields: number; items: Map<string, number> }>;
  /** "Checked" on one mark, by an editor who saw the marking language's unit at revision `seen`. */
  check(place: MarkPlace, seen: number): Promise<CheckResult>;
}

/** Item ids become Firestore document ids: the rules Firestore sets for those. */
export function itemIdProblem(id: string): string | undefined {
  if (id.length === 0 || id.length > 100) return 'an item id of 1 to 100 characters';
  if (id.includes('/')) return "an item id without '/'";
  if (id === '.' || id === '..' || /^__.*__$/.test(id)) return "an item id other than '.', '..' or __name__";
  return undefined;
}

/**
 * `baseline`: the snapshot's content of a language. `where` names a document in the messages of
 * `language()` (the export names the Firestore path or the database).
 */
export function createContentService(
  store: ContentStore,
  baseline: (lang: Lang) => Content,
  where: (lang: Lang, key: DocumentKey) => string = (lang, key) => `content ${lang}/${key}`,
): ContentService {
  const baselineParts = (lang: Lang, key: DocumentKey): StoredDocument => toStored(key, baseline(lang)[key]);

  /**
   * A language's saves one after another within this process: what spans units (unique urls,
   * links to projects) is checked against what the save before it wrote. Server instances on
   * one Firestore still check side by side (see README). A write to several languages waits
   * for each of their queues and holds them all; it joins them all at one moment, so two such
   * writes queue one after the other and never wait for each other in a circle.
   */
  const queues = new Map<Lang, Promise<unknown>>();
  function serially<T>(langs: readonly Lang[], work: () => Promise<T>): Promise<T> {
    const next = Promise.all(langs.map((lang) => queues.get(lang))).then(work);
    const settled = next.catch(() => undefined);
    for (const lang of langs) queues.set(lang, settled);
    return next;
  }

  async function document(lang: Lang, key: DocumentKey): Promise<DocumentView> {
    const base = baselineParts(lang, key);
    const stored = await store.document(lang, key);
    const zero = (data: Record<string, unknown>): UnitVersion => ({ data, revision: 0, updatedAt: null, updatedBy: null });
    // Saved under an earlier form of the schema: the studio edits, and every check reads, the current one.
    const fields = stored?.fields
      ? { ...stored.fields, data: stored.fields.data && inCurrentForm(key, stored.fields.data) }
      : zero(base.fields);
    const items = stored
      ? [...stored.items].filter(([, version]) => version.data !== null).map(([id, version]) => ({ id, version }))
      : base.items.map((entry) => ({ id: entry.id, version: zero(entry.data) }));
    const order = fromStored(key, { fields: {}, items: items.map(({ id, version }) => ({ id, data: version.data! })) });
    const sub = contentDocuments[key].subCollection;
    const ids = sub ? (order[sub.field] as { id: string }[]).map((entry) => entry.id) : [];
    return { fields, items: ids.map((id) => items.find((entry) => entry.id === id)!) };
  }

  const assembled = (key: DocumentKey, view: DocumentView) =>
    fromStored(key, { fields: view.fields.data!, items: view.items.map(({ id, version }) => ({ id, data: version.data! })) });

  /** Every document of a language, read once for what a save or an export checks. */
  const languageViews = (lang: Lang) => Promise.all(documentKeys.map((key) => document(lang, key)));

  async function language(lang: Lang): Promise<Content> {
    const views = await languageViews(lang);
    const content = Object.fromEntries(
      documentKeys.map((key, index) => [key, parseDocument(key, lang, assembled(key, views[index]!), where(lang, key))]),
    ) as Content;
    const links = checkContentLinks(content, lang, where);
    if (links.length > 0) throw new ContentError(links.join('\n'));
    return content;
  }

  /**
   * The language's documents for checking links: each as stored where it is valid, else as the
   * snapshot has it, so a document broken elsewhere (by hand in Firestore, or under older
   * rules) never blocks a save, the one that repairs it included.
   */
  function linkContext(lang: Lang, views: DocumentView[]): Content {
    const documents = documentKeys.map((key, index) => {
      const parsed = contentDocuments[key].schema.safeParse(assembled(key, views[index]!));
      return [key, parsed.success ? parsed.data : baseline(lang)[key]];
    });
    return Object.fromEntries(documents) as Content;
  }

  const versionIn = (view: DocumentView, item: string | null): UnitVersion | undefined =>
    item === null ? view.fields : view.items.find((entry) => entry.id === item)?.version;

  async function unit({ lang, key, item }: ContentUnit): Promise<UnitVersion | undefined> {
    return versionIn(await document(lang, key), item);
  }

  /** The document of `target` in `views` once the unit holds `data`. */
  function applied({ key, item }: ContentUnit, data: Record<string, unknown> | null, views: DocumentView[]): DocumentView {
    const current = views[documentKeys.indexOf(key)]!;
    if (item === null) return { fields: { ...current.fields, data }, items: current.items };
    return {
      fields: current.fields,
      items: [
        ...current.items.filter((entry) => entry.id !== item),
        ...(data === null ? [] : [{ id: item, version: { data, revision: 0, updatedAt: null, updatedBy: null } }]),
      ],
    };
  }

  /** What the export would refuse in the language (`views`, as read now) once this unit holds `data`. */
  function problemsWith(target: ContentUnit, data: Record<string, unknown> | null, views: DocumentView[]): FieldProblem[] {
    if (data !== null) {
      const own = unitSchema(target.key, target.item !== null).safeParse(data);
      if (!own.success) return own.error.issues.map((issue) => fieldProblem(issue));
    }
    const { lang, key, item } = target;
    const joined = assembled(key, applied(target, data, views));
    const whole = contentDocuments[key].schema.safeParse(joined);
    const sub = contentDocuments[key].subCollection;
    const ownPosition = sub && item !== null ? (joined[sub.field] as { id: string }[]).findIndex((entry) => entry.id === item) : -1;
    if (!whole.success) {
      const named = whole.error.issues.map((issue) => {
        const [field, position, itemKey, ...rest] = issue.path;
        // An issue inside the saved item, or with its id, is named as the item's own field.
        const own = sub !== undefined && item !== null && field === sub.field && position === ownPosition;
        const path = !own ? issue.path : itemKey === sub?.itemKey ? rest : [itemKey!];
        return { own, problem: fieldProblem(issue, path) };
      });
      const owned = named.filter((entry) => entry.own);
      return (owned.length > 0 ? owned : named).map((entry) => entry.problem);
    }
    if (whole.data.lang !== lang)
      return [{ field: 'lang', code: 'notDocumentLanguage', values: { lang }, message: fieldMessages.documentLanguage(lang).en }];
    const before = linkContext(lang, views);
    // Only what this change breaks: a link another document already broke is not this save's.
    const named = (problem: LinkProblem) => `${problem.key} ${problem.field} ${problem.reason}`;
    const known = new Set(contentLinkProblems(before, lang).map(named));
    return contentLinkProblems({ ...before, [key]: whole.data } as Content, lang)
      .filter((problem) => !known.has(named(problem)))
      .map((problem) => ({
        field: problem.key === key ? problem.field : `${problem.key}: ${problem.field}`,
        code: 'brokenLink',
        values: { text: problem.text, reason: problem.reason },
        message: fieldMessages.linkToPage(problem.text, problem.reason).en,
      }));
  }

  /**
   * The same unit in the languages a write does not name, with the shared values the write
   * changes there (each from its current revision), for units that exist in them.
   */
  function spread(changes: readonly ContentChange[], views: ReadonlyMap<Lang, DocumentView[]>): { change: ContentChange; from: number }[] {
    const out: { change: ContentChange; from: number }[] = [];
    const named = (lang: Lang, { key, item }: ContentUnit) =>
      [...changes, ...out.map((entry) => entry.change)].some(({ unit }) => unit.lang === lang && unit.key === key && unit.item === item);
    for (const [from, { unit, data }] of changes.entries()) {
      const paths = sharedPaths(unit.key, unit.item !== null);
      if (data === null || paths.length === 0) continue;
      const position = documentKeys.indexOf(unit.key);
      const before = versionIn(views.get(unit.lang)![position]!, unit.item)?.data ?? null;
      const changed = before === null ? paths : sharedDifferences(before, data, paths);
      if (changed.length === 0) continue;
      for (const lang of languages) {
        if (named(lang, unit)) continue;
        const current = versionIn(views.get(lang)![position]!, unit.item);
        if (!current?.data || sharedDifferences(current.data, data, changed).length === 0) continue;
        const next = alignedAlts(unit.key, unit.item !== null, withSharedOf(current.data, data, changed), current.data, data);
        out.push({ change: { unit: { ...unit, lang }, data: next, baseRevision: current.revision }, from });
      }
    }
    return out;
  }

  /** The changes of one write that give the same unit other shared values than an earlier change in another language. */
  function disagreements(changes: readonly ContentChange[]): { index: number; problems: FieldProblem[] }[] {
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

  type Attempt = { kind: 'done'; answer: WriteAnswer } | { kind: 'moved'; refused: { index: number; current: UnitVersion }[] };

  /** One try of a write: read, check, spread the shared values, write all in one store write. */
  async function attempt(changes: readonly ContentChange[], langs: readonly Lang[], by: string, at: Date): Promise<Attempt> {
    const views = new Map(await Promise.all(langs.map(async (lang) => [lang, await languageViews(lang)] as const)));
    const extra = spread(changes, views);
    const all = [...changes, ...extra.map((entry) => entry.change)];
    const changed: string[][] = [];
    const refused = new Map<number, FieldProblem[]>();
    for (const [index, { unit, data }] of all.entries()) {
      const before = views.get(unit.lang)!;
      const problems = problemsWith(unit, data, before);
      // A language the write reaches through a shared field: refused as the saved change, naming the language.
      const own = index < changes.length ? index : extra[index - changes.length]!.from;
      // (Its own refusal says it first: the same value written elsewhere is refused there for the same reason.)
      const named =
        own === index
          ? problems
          : refused.has(own)
            ? []
            : problems.map((problem) => ({ ...problem, field: `(${unit.lang}) ${problem.field}` }));
      if (named.length > 0) refused.set(own, [...(refused.get(own) ?? []), ...named]);
      changed.push(changedFields(versionIn(before[documentKeys.indexOf(unit.key)]!, unit.item)?.data ?? null, data));
      // The next change of this language is checked as this one leaves it.
      views.set(
        unit.lang,
        before.map((view, position) => (position === documentKeys.indexOf(unit.key) ? applied(unit, data, before) : view)),
      );
    }
    if (refused.size > 0)
      return { kind: 'done', answer: { kind: 'invalid', refused: [...refused].map(([index, problems]) => ({ index, problems })) } };
    const result = await store.saveUnits(
      all.map((change, index) => ({ ...change, changed: changed[index]!, by, at })),
      baselineParts,
    );
    if (result.saved) {
      const alsoSaved = changes.map((_, index) =>
        Object.fromEntries(
          extra.flatMap(({ change, from }, position) =>
            from === index
              ? [
                  [
                    change.unit.lang,
                    {
                      data: change.data,
                      revision: result.revisions[changes.length + position]!,
                      updatedAt: at.toISOString(),
                      updatedBy: by,
                    },
                  ],
                ]
              : [],
          ),
        ),
      );
      return { kind: 'done', answer: { kind: 'saved', revisions: result.revisions.slice(0, changes.length), alsoSaved } };
    }
    const own = result.refused.filter(({ index }) => index < changes.length);
    if (own.length === result.refused.length) return { kind: 'done', answer: { kind: 'conflict', refused: own } };
    // Only a language the shared values reach moved meanwhile: the caller reads again.
    const reached = result.refused.filter(({ index }) => index >= changes.length).map(({ index }) => extra[index - changes.length]!.from);
    const moved = await Promise.all(
      [...new Set(reached)]
        .filter((index) => !own.some((entry) => entry.index === index))
        .map(async (index) => ({
          index,
          current: (await unit(changes[index]!.unit)) ?? NO_VERSION,
        })),
    );
    return { kind: 'moved', refused: [...own, ...moved] };
  }

  async function saveAll(changes: readonly ContentChange[], by: string, at: Date): Promise<WriteAnswer> {
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
    // A unit with shared fields may write to every language: the write holds them all.
    const spreads = changes.some(({ unit, data }) => data !== null && sharedPaths(unit.key, unit.item !== null).length > 0);
    const langs = languages.filter((lang) => spreads || changes.some(({ unit }) => unit.lang === lang));
    return serially(langs, async (): Promise<WriteAnswer> => {
      const first = await attempt(changes, langs, by, at);
      if (first.kind === 'done') return first.answer;
      // Another language moved between reading and writing it (another server instance): once more from what it holds now.
      const second = await attempt(changes, langs, by, at);
      return second.kind === 'done' ? second.answer : { kind: 'conflict', refused: second.refused };
    });
  }

  async function save(
    target: ContentUnit,
    data: Record<string, unknown> | null,
    baseRevision: number | null,
    by: string,
    at: Date,
  ): Promise<SaveAnswer> {
    const answer = await saveAll([{ unit: target, data, baseRevision }], by, at);
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

  async function deletedItems(lang: Lang, key: DocumentKey): Promise<DeletedItem[]> {
    const stored = await store.document(lang, key);
    const deleted = [...(stored?.items ?? [])].filter(([, version]) => version.data === null);
    const items = await Promise.all(
      deleted.map(async ([id, deletion]) => {
        const kept = await store.history({ lang, key, item: id });
        return { id, deletion, last: kept.find((record) => record.data !== null)?.data ?? null };
      }),
    );
    return items.sort((a, b) => (b.deletion.updatedAt ?? '').localeCompare(a.deletion.updatedAt ?? ''));
  }

  async function restoringChanges(key: DocumentKey, id: string): Promise<ContentChange[]> {
    const found = await Promise.all(
      languages.map(async (lang) => ({ lang, item: (await deletedItems(lang, key)).find((entry) => entry.id === id) })),
    );
    const kept = found.flatMap(({ lang, item }) => (item?.last ? [{ lang, data: item.last }] : []));
    // Revisions kept from before a fact was shared may disagree on it: the first language's value holds everywhere.
    const paths = sharedPaths(key, true);
    return kept.map(({ lang, data }) => ({
      unit: { lang, key, item: id },
      data: alignedAlts(key, true, withSharedOf(data, kept[0]!.data, paths), data, kept[0]!.data),
      baseRevision: null,
    }));
  }

  async function history(target: ContentUnit): Promise<RevisionRecord[]> {
    const kept = await store.history(target);
    if (kept.length > 0) return kept;
    const current = await unit(target);
    return current ? [{ ...current, changed: [] }] : [];
  }

  async function outdated(target: ContentUnit): Promise<OutdatedField[]> {
    const marks = (await store.outdated(target.lang, target.key)).filter((mark) => mark.item === target.item);
    const histories = new Map<Lang, Promise<RevisionRecord[]>>();
    const historyOf = (lang: Lang) => {
      if (!histories.has(lang)) histories.set(lang, history({ ...target, lang }));
      return histories.get(lang)!;
    };
    return Promise.all(
      marks.map(async (mark) => {
        const revisions = await historyOf(mark.from);
        const checked = revisions.find((record) => record.revision === mark.since);
        return {
          ...mark,
          before: checked?.data?.[mark.field],
          beforeKept: checked !== undefined,
          now: revisions[0]?.data?.[mark.field],
        };
      }),
    );
  }

  async function outdatedCounts(lang: Lang, key: DocumentKey) {
    const fieldsOf = new Map<string | null, Set<string>>();
    for (const mark of await store.outdated(lang, key)) fieldsOf.set(mark.item, (fieldsOf.get(mark.item) ?? new Set()).add(mark.field));
    const items = new Map([...fieldsOf].filter(([item]) => item !== null).map(([item, fields]) => [item!, fields.size]));
    return { fields: fieldsOf.get(null)?.size ?? 0, items };
  }

  return {
    document,
    unit,
    language,
    save,
    saveAll,
    deletedItems,
    restoringChanges,
    history,
    outdated,
    outdatedCounts,
    check: (place, seen) => store.check(place, seen),
    async restore(target, revision, baseRevision, by, at) {
      const earlier = (await history(target)).find((record) => record.revision === revision);
      if (!earlier) return { kind: 'not found' };
      // From the revision the editor saw: a save since then is a conflict, never overwritten.
      const data = earlier.data && target.item === null ? inCurrentForm(target.key, earlier.data) : earlier.data;
      return save(target, data, baseRevision, by, at);
    },
  };
}
