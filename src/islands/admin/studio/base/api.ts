/**
 * The content studio's calls to the staff API (src/server/admin/content-endpoints.ts and
 * media-endpoints.ts): what each answer means to the screens. A refused save is an answer, not an
 * error: 400 names the fields, 409 carries what the unit holds now.
 */
import type { DocumentKey } from '../../../../content/documents';
import { adminApi, adminApiPath, type Lang } from '../../../../i18n/routes';
import type {
  ContentCheckedAnswer,
  ContentConflictAnswer,
  ContentOutdatedAnswer,
  ContentOverviewEntry,
  ContentRevision,
  ContentVersion,
  FieldProblemsAnswer,
  ItemConflictAnswer,
  ItemFieldProblemsAnswer,
  ItemWriteAnswer,
  LanguagesSavedAnswer,
  MediaListAnswer,
  UploadedImage,
} from '../../../../admin-api/contract';
import { AdminApiError, call, expectJson, SessionExpiredError } from '../../api';

/** One unit of content: a document's own fields (item null), or one item of its sub-collection. */
export interface StudioUnit {
  lang: Lang;
  key: DocumentKey;
  item: string | null;
}

export type SaveResult =
  /** `alsoSaved`: the other languages' units the same write gave the shared facts, with their new versions. */
  | { kind: 'saved'; revision: number; alsoSaved: Partial<Record<Lang, ContentVersion>> }
  | { kind: 'invalid'; fields: FieldProblemsAnswer['fields'] }
  | { kind: 'conflict'; current: ContentVersion }
  | { kind: 'gone' };

function unitPath({ lang, key, item }: StudioUnit, suffix: '' | 'history' = ''): string {
  const pattern =
    item === null
      ? suffix === 'history'
        ? adminApi.contentDocumentHistory
        : adminApi.contentDocument
      : suffix === 'history'
        ? adminApi.contentItemHistory
        : adminApi.contentItem;
  return adminApiPath(pattern, item === null ? { lang, key } : { lang, key, id: item });
}

export async function fetchOverview(): Promise<ContentOverviewEntry[]> {
  return (await expectJson<{ documents: ContentOverviewEntry[] }>(await call(adminApi.content), adminApi.content)).documents;
}

/** The unit as it is now; null for an item that does not exist (yet, or any more). */
export async function fetchUnit(unit: StudioUnit): Promise<ContentVersion | null> {
  const path = unitPath(unit);
  const response = await call(path);
  if (response.status === 404 && unit.item !== null) return null;
  return expectJson<ContentVersion>(response, path);
}

async function saveAnswer(response: Response, path: string): Promise<SaveResult> {
  if (response.status === 400) {
    const answer = (await response.json().catch(() => null)) as FieldProblemsAnswer | null;
    if (answer && Array.isArray(answer.fields)) return { kind: 'invalid', fields: answer.fields };
  }
  if (response.status === 409) {
    const answer = (await response.json().catch(() => null)) as ContentConflictAnswer | null;
    if (answer?.current) return { kind: 'conflict', current: answer.current };
  }
  if (response.status === 404) return { kind: 'gone' };
  const { revision, alsoSaved } = await expectJson<{ revision: number; alsoSaved?: Partial<Record<Lang, ContentVersion>> }>(response, path);
  return { kind: 'saved', revision, alsoSaved: alsoSaved ?? {} };
}

/** `baseRevision`: the revision the editor started from; null creates an item. */
export async function saveUnit(unit: StudioUnit, data: Record<string, unknown>, baseRevision: number | null): Promise<SaveResult> {
  const path = unitPath(unit);
  return saveAnswer(await call(path, { method: 'PUT', body: JSON.stringify({ data, baseRevision }) }), path);
}

/** A write of one item in every language: all saved, or none, with what each refused language says. */
export type ItemWriteResult =
  | { kind: 'saved'; revisions: Partial<Record<Lang, number>> }
  | { kind: 'invalid'; languages: Partial<Record<Lang, FieldProblemsAnswer['fields']>> }
  | { kind: 'conflict'; current: Partial<Record<Lang, ContentVersion>> }
  | { kind: 'gone' };

/** A write in several languages answered: `saved` reads the 200; a refusal names each refused language. */
async function writeAnswer<Answer, Saved>(
  response: Response,
  path: string,
  saved: (answer: Answer) => Saved,
): Promise<Saved | Exclude<ItemWriteResult, { kind: 'saved' }>> {
  if (response.status === 400) {
    const answer = (await response.json().catch(() => null)) as ItemFieldProblemsAnswer | null;
    if (answer?.languages) return { kind: 'invalid', languages: answer.languages };
  }
  if (response.status === 409) {
    const answer = (await response.json().catch(() => null)) as ItemConflictAnswer | null;
    if (answer?.current) return { kind: 'conflict', current: answer.current };
  }
  if (response.status === 404) return { kind: 'gone' };
  return saved(await expectJson<Answer>(response, path));
}

const itemWriteAnswer = (response: Response, path: string): Promise<ItemWriteResult> =>
  writeAnswer(response, path, ({ revisions }: ItemWriteAnswer) => ({ kind: 'saved', revisions }) as const);

/** A unit's save in several languages at once: each language's answer, or why none was saved. */
export type LanguagesSaveResult =
  { kind: 'saved'; saved: Partial<Record<Lang, Extract<SaveResult, { kind: 'saved' }>>> } | Exclude<ItemWriteResult, { kind: 'saved' }>;

/**
 * Saves a unit in each language of `sending` in one write, or in none; each from the revision the
 * editor started from there (null: the item's first version in a language it is missing from).
 */
export async function saveLanguages(
  key: DocumentKey,
  item: string | null,
  sending: Partial<Record<Lang, { data: Record<string, unknown>; baseRevision: number | null }>>,
): Promise<LanguagesSaveResult> {
  const path =
    item === null
      ? adminApiPath(adminApi.contentDocumentLanguages, { key })
      : adminApiPath(adminApi.contentItemLanguages, { key, id: item });
  const response = await call(path, { method: 'PUT', body: JSON.stringify({ languages: sending }) });
  return writeAnswer(response, path, ({ saved }: LanguagesSavedAnswer) => ({
    kind: 'saved' as const,
    saved: Object.fromEntries(
      Object.entries(saved).map(([lang, { revision, alsoSaved }]) => [lang, { kind: 'saved' as const, revision, alsoSaved }]),
    ) as Partial<Record<Lang, Extract<SaveResult, { kind: 'saved' }>>>,
  }));
}

const everywherePath = (key: DocumentKey, id: string) => adminApiPath(adminApi.contentItemEverywhere, { key, id });

/** Creates a new item in every language at once, or in none. */
export async function createItem(
  key: DocumentKey,
  id: string,
  data: Partial<Record<Lang, Record<string, unknown>>>,
): Promise<ItemWriteResult> {
  const path = everywherePath(key, id);
  return itemWriteAnswer(await call(path, { method: 'PUT', body: JSON.stringify({ data }) }), path);
}

/** Deletes an item in every language it exists in, or in none; `baseRevisions`: the revision seen in each. */
export async function deleteItem(key: DocumentKey, id: string, baseRevisions: Partial<Record<Lang, number>>): Promise<ItemWriteResult> {
  const path = everywherePath(key, id);
  return itemWriteAnswer(await call(path, { method: 'DELETE', body: JSON.stringify({ baseRevisions }) }), path);
}

/** Brings a deleted item back in every language it was deleted in, or in none. */
export async function restoreItem(key: DocumentKey, id: string): Promise<ItemWriteResult> {
  const path = adminApiPath(adminApi.contentItemEverywhereRestore, { key, id });
  return itemWriteAnswer(await call(path, { method: 'POST', body: '{}' }), path);
}

/** Newest first. */
export async function fetchHistory(unit: StudioUnit): Promise<ContentRevision[]> {
  const path = unitPath(unit, 'history');
  return (await expectJson<{ revisions: ContentRevision[] }>(await call(path), path)).revisions;
}

export async function restoreRevision(unit: StudioUnit, revision: number, baseRevision: number | null): Promise<SaveResult> {
  const pattern = unit.item === null ? adminApi.contentDocumentRestore : adminApi.contentItemRestore;
  const path = adminApiPath(pattern, { lang: unit.lang, key: unit.key, ...(unit.item === null ? {} : { id: unit.item }), revision });
  return saveAnswer(await call(path, { method: 'POST', body: JSON.stringify({ baseRevision }) }), path);
}

function outdatedPath({ lang, key, item }: StudioUnit, checked = false): string {
  const pattern =
    item === null
      ? checked
        ? adminApi.contentDocumentChecked
        : adminApi.contentDocumentOutdated
      : checked
        ? adminApi.contentItemChecked
        : adminApi.contentItemOutdated;
  return adminApiPath(pattern, item === null ? { lang, key } : { lang, key, id: item });
}

/** The unit's fields marked out of date in its language, each with what changed in the language that marked it. */
export async function fetchOutdated(unit: StudioUnit): Promise<ContentOutdatedAnswer['fields']> {
  const path = outdatedPath(unit);
  return (await expectJson<ContentOutdatedAnswer>(await call(path), path)).fields;
}

/** "Checked" on a marked field, from the revision of `from`'s unit the editor saw: 'changed since' when it changed again. */
export async function markChecked(unit: StudioUnit, field: string, from: Lang, revision: number): Promise<ContentCheckedAnswer['result']> {
  const path = outdatedPath(unit, true);
  const response = await call(path, { method: 'POST', body: JSON.stringify({ field, from, revision }) });
  if (response.status === 409 || response.status === 404) return ((await response.json()) as ContentCheckedAnswer).result;
  return (await expectJson<ContentCheckedAnswer>(response, path)).result;
}

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; status: number; message: string };

export async function uploadImage(file: File): Promise<UploadResult> {
  // The body is the image alone; its name, for editors to know it by, goes in the address.
  const path = `${adminApi.media}?${new URLSearchParams({ name: file.name })}`;
  const response = await call(path, { method: 'POST', body: file, headers: { 'content-type': file.type } });
  if (response.status === 401) throw new SessionExpiredError();
  if (response.status === 201) return { ok: true, image: (await response.json()) as UploadedImage };
  const answer = (await response.json().catch(() => null)) as { error?: string } | null;
  if (answer?.error) return { ok: false, status: response.status, message: answer.error };
  throw new AdminApiError(`${adminApi.media} answered ${response.status}`, response.status);
}

export async function fetchUploads(): Promise<MediaListAnswer['images']> {
  return (await expectJson<MediaListAnswer>(await call(adminApi.media), adminApi.media)).images;
}
