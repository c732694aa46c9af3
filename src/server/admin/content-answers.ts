/**
 * What the content endpoints share: the unit or item a path names (or the 404 that refuses it),
 * and the answers of a refused or accepted write in the API's shapes.
 */
import { contentDocuments, documentKeys, isDocumentKey, type DocumentKey } from '../../content/documents';
import { isLang, languages } from '../../i18n/routes';
import type {
  ContentSavedAnswer,
  ContentVersion,
  FieldProblemAnswer,
  FieldProblemsAnswer,
  ItemConflictAnswer,
  ItemFieldProblemsAnswer,
  ItemWriteAnswer,
  LanguagesSavedAnswer,
} from '../../admin-api/contract';
import { itemIdProblem, type ContentChange, type WriteAnswer } from '../content/service';
import { json } from '../http/json';
import type { PathParams } from '../http/router';
import type { ContentUnit, UnitVersion } from '../store/content';
import { error } from './call';

/** A content document is small; a megabyte leaves room for a long privacy notice many times over. */
export const MAX_CONTENT_BODY_BYTES = 1024 * 1024;

const decoded = (value: string | undefined): string | undefined => {
  try {
    return value === undefined ? undefined : decodeURIComponent(value);
  } catch {
    return undefined;
  }
};

/** The unit a path names, or the answer that refuses it. */
export function unitOf(params: PathParams): ContentUnit | Response {
  const lang = decoded(params['lang']) ?? '';
  const key = decoded(params['key']) ?? '';
  if (!isLang(lang)) return error(404, `no language '${lang}'; the site has ${languages.join(', ')}`);
  if (!isDocumentKey(key)) return error(404, `no content document '${key}'; the documents are ${documentKeys.join(', ')}`);
  if (params['id'] === undefined) return { lang, key, item: null };
  const id = itemIdOf(params);
  return id instanceof Response ? id : { lang, key, item: id };
}

/**
 * `baseRevision` as a save names it: the revision the editor started from, or (for an item) null
 * to write it where it does not exist; else what it should be.
 */
export function readBaseRevision(
  value: unknown,
  { item }: Pick<ContentUnit, 'item'>,
): { ok: true; revision: number | null } | { ok: false; expected: string } {
  if (value === null && item !== null) return { ok: true, revision: null };
  if (Number.isSafeInteger(value) && (value as number) >= 0) return { ok: true, revision: value as number };
  const expected =
    item === null ? 'the revision you started from (a whole number)' : 'the revision you started from, or null to create the item';
  return { ok: false, expected };
}

/** The document a path names, or the answer that refuses it. */
export function documentOf(params: PathParams): DocumentKey | Response {
  const key = decoded(params['key']) ?? '';
  return isDocumentKey(key) ? key : error(404, `no content document '${key}'; the documents are ${documentKeys.join(', ')}`);
}

/** The item id a path names, or the answer that refuses it. */
function itemIdOf(params: PathParams): string | Response {
  const id = decoded(params['id']);
  if (id === undefined || itemIdProblem(id))
    return error(404, `no item '${params['id']}': expected ${id === undefined ? 'a percent-encoded id' : itemIdProblem(id)}`);
  return id;
}

export const version = (unit: UnitVersion): ContentVersion => ({ ...unit });

export const problems = (fields: FieldProblemsAnswer['fields']) =>
  json(400, { error: 'the content is not valid; see fields', fields } satisfies FieldProblemsAnswer);

/** A request the API cannot read (not an editor's content): said in English, under the catch-all code. */
export const malformed = (field: string, message: string): FieldProblemAnswer => ({ field, code: 'invalid', values: {}, message });

/** The item an every-language path names (`content-items/{key}/{id}`), or the answer that refuses it. */
export function itemOf(params: PathParams): { key: DocumentKey; id: string } | Response {
  const key = decoded(params['key']) ?? '';
  if (!isDocumentKey(key) || !contentDocuments[key].subCollection) {
    const withItems = documentKeys.filter((candidate) => contentDocuments[candidate].subCollection);
    return error(404, `no content document with items '${key}'; they are ${withItems.join(', ')}`);
  }
  const id = itemIdOf(params);
  return id instanceof Response ? id : { key, id };
}

type SavedWrite = Extract<WriteAnswer, { kind: 'saved' }>;

/** A write of one unit in several languages, answered by language: all saved (`saved` says how), or why none was. */
function answerWrite(answer: WriteAnswer, changes: readonly ContentChange[], saved: (answer: SavedWrite) => object): Response {
  const langOf = (index: number) => changes[index]!.unit.lang;
  switch (answer.kind) {
    case 'saved':
      return json(200, saved(answer));
    case 'invalid':
      return json(400, {
        error: `the content is not valid in ${answer.refused.map(({ index }) => langOf(index)).join(', ')}; nothing was saved; see languages`,
        languages: Object.fromEntries(answer.refused.map(({ index, problems: fields }) => [langOf(index), fields])),
      } satisfies ItemFieldProblemsAnswer);
    case 'conflict':
      return json(409, {
        error: `changed since you opened it in ${answer.refused.map(({ index }) => langOf(index)).join(', ')}; nothing was saved`,
        current: Object.fromEntries(answer.refused.map(({ index, current }) => [langOf(index), version(current)])),
      } satisfies ItemConflictAnswer);
    case 'not found':
      return error(404, 'no such content item');
  }
}

/** An item created, deleted or restored in every language: each language's new revision. */
export const answerItemWrite = (answer: WriteAnswer, changes: readonly ContentChange[]): Response =>
  answerWrite(
    answer,
    changes,
    ({ revisions }) =>
      ({
        revisions: Object.fromEntries(changes.map((change, index) => [change.unit.lang, revisions[index]!])),
      }) satisfies ItemWriteAnswer,
  );

/** A unit saved in several languages: each language's answer as its own save would give it. */
export const answerLanguagesWrite = (answer: WriteAnswer, changes: readonly ContentChange[]): Response =>
  answerWrite(
    answer,
    changes,
    ({ revisions, alsoSaved }) =>
      ({
        saved: Object.fromEntries(
          changes.map((change, index) => [
            change.unit.lang,
            {
              revision: revisions[index]!,
              alsoSaved: Object.fromEntries(Object.entries(alsoSaved[index]!).map(([lang, written]) => [lang, version(written)])),
            } satisfies ContentSavedAnswer,
          ]),
        ),
      }) satisfies LanguagesSavedAnswer,
  );
