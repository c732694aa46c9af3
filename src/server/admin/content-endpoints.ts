/**
 * The content studio's part of the staff API (paths: adminApi.content* in src/i18n/routes.ts):
 * read, save (with the revision the editor started from), delete, history and restore of each
 * unit of the site's content, and its fields marked out of date with "Checked" on each; every
 * endpoint needs the `content` permission. A refused save says why: 400 with each field by its
 * path, 409 with what the unit holds now and who saved it.
 */
import { contentDocuments, documentKeys } from '../../content/documents';
import { adminApi, isLang, languages, type Lang } from '../../i18n/routes';
import { fallbackLanguage } from '../../i18n/locales';
import type {
  ContentCheckedAnswer,
  ContentConflictAnswer,
  ContentOutdatedAnswer,
  ContentOverviewEntry,
  ContentRevision,
  ContentSavedAnswer,
  FieldProblemsAnswer,
} from '../../admin-api/contract';
import { emptyFields } from '../content/empty-fields';
import type { ContentChange, SaveAnswer } from '../content/service';
import { readJsonObject } from '../http/body';
import { json } from '../http/json';
import type { PathParams, Route } from '../http/router';
import type { ContentUnit } from '../store/content';
import { error, type AdminCall } from './call';
import { answerItemWrite, itemOf, malformed, MAX_CONTENT_BODY_BYTES, problems, readBaseRevision, unitOf, version } from './content-answers';
import { contentLanguagesEndpoints } from './content-languages-endpoint';

function answerSave(answer: SaveAnswer): Response {
  switch (answer.kind) {
    case 'saved':
      return json(200, {
        revision: answer.revision,
        alsoSaved: Object.fromEntries(Object.entries(answer.alsoSaved).map(([lang, saved]) => [lang, version(saved)])),
      } satisfies ContentSavedAnswer);
    case 'invalid':
      return problems(answer.problems);
    case 'conflict':
      return json(409, {
        error: `changed since you opened it: revision ${answer.current.revision}${answer.current.updatedBy ? ` by ${answer.current.updatedBy}` : ''}`,
        current: version(answer.current),
      } satisfies ContentConflictAnswer);
    case 'not found':
      return error(404, 'no such content unit or revision');
  }
}

/** `baseRevision` as a save names it, or the answer that refuses it. */
function baseRevisionOf(body: Record<string, unknown>, unit: ContentUnit): number | null | Response {
  const base = readBaseRevision(body['baseRevision'], unit);
  return base.ok ? base.revision : problems([malformed('baseRevision', base.expected)]);
}

function overview({ deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    const entries: ContentOverviewEntry[] = [];
    for (const lang of languages) {
      for (const key of documentKeys) {
        const view = await deps.content.document(lang, key);
        const outdated = await deps.content.outdatedCounts(lang, key);
        const { data: ownData, ...fields } = view.fields;
        const sub = contentDocuments[key].subCollection;
        const items = sub
          ? view.items.map(({ id, version: { data, ...head } }) => ({
              id,
              title: String(data?.[sub.titleField] ?? id),
              ...head,
              outdated: outdated.items.get(id) ?? 0,
              empty: emptyFields(key, true, data),
            }))
          : null;
        const deleted = sub
          ? (await deps.content.deletedItems(lang, key)).map(({ id, deletion: { data: _gone, ...head }, last }) => ({
              id,
              title: String(last?.[sub.titleField] ?? id),
              restorable: last !== null,
              ...head,
            }))
          : null;
        entries.push({ lang, key, ...fields, items, deleted, outdated: outdated.fields, empty: emptyFields(key, false, ownData) });
      }
    }
    return json(200, { documents: entries });
  }, 'content');
}

function readUnit({ deps, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const current = await deps.content.unit(unit);
    return current ? json(200, version(current)) : error(404, `no item '${unit.item}' in ${unit.lang}/${unit.key}`);
  }, 'content');
}

function saveUnit({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const data = body.value['data'];
    if (!data || typeof data !== 'object' || Array.isArray(data)) return problems([malformed('data', "the unit's data, an object")]);
    const baseRevision = baseRevisionOf(body.value, unit);
    if (baseRevision instanceof Response) return baseRevision;
    return answerSave(await deps.content.save(unit, data as Record<string, unknown>, baseRevision, user.email, now));
  }, 'content');
}

function deleteUnit({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const baseRevision = baseRevisionOf(body.value, { ...unit, item: null });
    if (baseRevision instanceof Response) return baseRevision;
    if ((await deps.content.unit(unit)) === undefined) return error(404, `no item '${unit.item}' in ${unit.lang}/${unit.key}`);
    return answerSave(await deps.content.save(unit, null, baseRevision, user.email, now));
  }, 'content');
}

function history({ deps, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const revisions: ContentRevision[] = await deps.content.history(unit);
    return revisions.length > 0 ? json(200, { revisions }) : error(404, `no item '${unit.item}' in ${unit.lang}/${unit.key}`);
  }, 'content');
}

function restore({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const revision = Number(params['revision']);
    if (!Number.isSafeInteger(revision) || revision < 0) return error(404, `no revision '${params['revision']}'`);
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const baseRevision = baseRevisionOf(body.value, unit);
    if (baseRevision instanceof Response) return baseRevision;
    return answerSave(await deps.content.restore(unit, revision, baseRevision, user.email, now));
  }, 'content');
}

/**
 * PUT `{data: {lang: data, ...}}`: creates the item in every language given, or in none. Each
 * language without a fallback must be given; one with a fallback may wait (its pages show the
 * fallback's text, marked, until it is written).
 */
function createEverywhere({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const target = itemOf(params);
    if (target instanceof Response) return target;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const data = body.value['data'] as Record<string, unknown> | undefined;
    const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
    const given = (lang: Lang) => isObject(isObject(data) ? data[lang] : undefined);
    const missing = languages.filter((lang) => !given(lang) && fallbackLanguage(lang) === undefined);
    if (!isObject(data) || missing.length > 0)
      return problems(
        missing.map((lang) =>
          malformed(`data.${lang}`, `the item's data in ${lang}, an object: it is created in every language without a fallback`),
        ),
      );
    const changes: ContentChange[] = languages.filter(given).map((lang) => ({
      unit: { lang, key: target.key, item: target.id },
      data: data[lang] as Record<string, unknown>,
      baseRevision: null,
    }));
    return answerItemWrite(await deps.content.saveAll(changes, user.email, now), changes);
  }, 'content');
}

/**
 * DELETE `{baseRevisions: {lang: revision, ...}}`: deletes the item in every language it exists
 * in, or in none; a language the editor did not see it in (no revision given) is a conflict.
 */
function deleteEverywhere({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const target = itemOf(params);
    if (target instanceof Response) return target;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const given = body.value['baseRevisions'];
    const bases = (given && typeof given === 'object' ? given : {}) as Record<string, unknown>;
    const wrong = languages.filter(
      (lang) => bases[lang] !== undefined && !(Number.isSafeInteger(bases[lang]) && (bases[lang] as number) >= 0),
    );
    if (!given || typeof given !== 'object' || wrong.length > 0)
      return problems([malformed('baseRevisions', 'the revision you started from in each language, by language (`{"tr": 3}`)')]);
    const changes: ContentChange[] = [];
    for (const lang of languages) {
      const unit = { lang, key: target.key, item: target.id };
      if ((await deps.content.unit(unit)) === undefined) continue;
      changes.push({ unit, data: null, baseRevision: (bases[lang] as number | undefined) ?? null });
    }
    if (changes.length === 0) return error(404, `no item '${target.id}' in ${target.key} in any language`);
    return answerItemWrite(await deps.content.saveAll(changes, user.email, now), changes);
  }, 'content');
}

/** POST: brings a deleted item back in every language it is deleted in, each from its last revision with data. */
function restoreEverywhere({ deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const target = itemOf(params);
    if (target instanceof Response) return target;
    const changes = await deps.content.restoringChanges(target.key, target.id);
    if (changes.length === 0) return error(404, `no deleted item '${target.id}' in ${target.key} to restore`);
    return answerItemWrite(await deps.content.saveAll(changes, user.email, now), changes);
  }, 'content');
}

/** The unit's fields marked out of date in its language, with what changed in the marking language. */
function outdated({ deps, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const fields = (await deps.content.outdated(unit)).map(({ lang: _lang, key: _key, item: _item, ...field }) => field);
    return json(200, { fields } satisfies ContentOutdatedAnswer);
  }, 'content');
}

/** "Checked" on one marked field: `{field, from, revision}`, the revision of `from`'s unit the editor saw. */
function checked({ request, deps, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async () => {
    const unit = unitOf(params);
    if (unit instanceof Response) return unit;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const { field, from, revision } = body.value;
    const wrong: FieldProblemsAnswer['fields'] = [];
    if (typeof field !== 'string' || field === '') wrong.push(malformed('field', 'the marked field’s name'));
    if (typeof from !== 'string' || !isLang(from) || from === unit.lang)
      wrong.push(malformed('from', `the language that marked it, one of ${languages.filter((lang) => lang !== unit.lang).join(', ')}`));
    if (!Number.isSafeInteger(revision) || (revision as number) < 0)
      wrong.push(malformed('revision', 'the revision of that language you checked against (a whole number)'));
    if (wrong.length > 0) return problems(wrong);
    const result = await deps.content.check({ ...unit, field: field as string, from: from as Lang }, revision as number);
    const answer = { result } satisfies ContentCheckedAnswer;
    if (result === 'cleared') return json(200, answer);
    if (result === 'changed since') return json(409, { error: `changed again since revision ${String(revision)}`, ...answer });
    return json(404, { error: `no mark on '${String(field)}' from ${String(from)}`, ...answer });
  }, 'content');
}

export const contentEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.content, methods: { GET: overview } },
  { path: adminApi.contentDocument, methods: { GET: readUnit, PUT: saveUnit } },
  { path: adminApi.contentDocumentHistory, methods: { GET: history } },
  { path: adminApi.contentDocumentRestore, methods: { POST: restore } },
  { path: adminApi.contentItem, methods: { GET: readUnit, PUT: saveUnit, DELETE: deleteUnit } },
  { path: adminApi.contentItemHistory, methods: { GET: history } },
  { path: adminApi.contentItemRestore, methods: { POST: restore } },
  { path: adminApi.contentItemEverywhere, methods: { PUT: createEverywhere, DELETE: deleteEverywhere } },
  { path: adminApi.contentItemEverywhereRestore, methods: { POST: restoreEverywhere } },
  ...contentLanguagesEndpoints,
  { path: adminApi.contentDocumentOutdated, methods: { GET: outdated } },
  { path: adminApi.contentDocumentChecked, methods: { POST: checked } },
  { path: adminApi.contentItemOutdated, methods: { GET: outdated } },
  { path: adminApi.contentItemChecked, methods: { POST: checked } },
];
