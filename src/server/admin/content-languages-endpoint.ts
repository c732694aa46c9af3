/**
 * A unit (a document's own fields, or one item) changed in several languages by one press of
 * Save: PUT `{languages: {lang: {data, baseRevision}, ...}}`, saved in one write or not at all.
 * The whole is checked before anything is written (each language's schema, document and links,
 * a page address another item has, shared facts agreeing), so a refusal in one language never
 * leaves another saved behind a "Not saved"; the answer names only the languages sent.
 */
import type { FieldProblemAnswer } from '../../admin-api/contract';
import { adminApi, languages } from '../../i18n/routes';
import type { ContentChange } from '../content/service';
import { readJsonObject } from '../http/body';
import type { PathParams, Route } from '../http/router';
import type { ContentUnit } from '../store/content';
import { error, type AdminCall } from './call';
import { answerLanguagesWrite, documentOf, itemOf, malformed, MAX_CONTENT_BODY_BYTES, problems, readBaseRevision } from './content-answers';

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/** The unit a languages path names, in no language yet; or the answer that refuses it. */
function languagesUnitOf(params: PathParams): Omit<ContentUnit, 'lang'> | Response {
  if (params['id'] !== undefined) {
    const item = itemOf(params);
    return item instanceof Response ? item : { key: item.key, item: item.id };
  }
  const key = documentOf(params);
  return key instanceof Response ? key : { key, item: null };
}

/** The body's changes in the site's language order, or every way it cannot be read. */
function changesOf(
  body: Record<string, unknown>,
  unit: Omit<ContentUnit, 'lang'>,
): { changes: ContentChange[]; wrong: [] } | { changes: []; wrong: FieldProblemAnswer[] } {
  const given = body['languages'];
  const shape = 'each language sent, by language: `{"tr": {"data": {...}, "baseRevision": 3}}`';
  if (!isObject(given) || Object.keys(given).length === 0) return { changes: [], wrong: [malformed('languages', shape)] };
  const wrong = Object.keys(given)
    .filter((lang) => !(languages as readonly string[]).includes(lang))
    .map((lang) => malformed(`languages.${lang}`, `a language of the site: ${languages.join(', ')}`));
  const changes: ContentChange[] = [];
  for (const lang of languages) {
    const entry = given[lang];
    if (entry === undefined) continue;
    const data = isObject(entry) ? entry['data'] : undefined;
    const baseRevision = isObject(entry) ? entry['baseRevision'] : undefined;
    if (!isObject(data)) wrong.push(malformed(`languages.${lang}.data`, "the unit's data in this language, an object"));
    const base = readBaseRevision(baseRevision, unit);
    if (!base.ok) wrong.push(malformed(`languages.${lang}.baseRevision`, base.expected));
    if (isObject(data) && base.ok) changes.push({ unit: { ...unit, lang }, data, baseRevision: base.revision });
  }
  return wrong.length > 0 ? { changes: [], wrong } : { changes, wrong: [] };
}

function saveLanguages({ request, deps, now, authenticated }: AdminCall, params: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    const unit = languagesUnitOf(params);
    if (unit instanceof Response) return unit;
    const body = await readJsonObject(request, MAX_CONTENT_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const { changes, wrong } = changesOf(body.value, unit);
    if (wrong.length > 0) return problems(wrong);
    return answerLanguagesWrite(await deps.content.saveAll(changes, user.email, now), changes);
  }, 'content');
}

export const contentLanguagesEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.contentDocumentLanguages, methods: { PUT: saveLanguages } },
  { path: adminApi.contentItemLanguages, methods: { PUT: saveLanguages } },
];
