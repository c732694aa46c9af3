/**
 * The content studio's calls to the staff API (src/server/admin/content-routes.ts and
 * media-routes.ts): what each answer means to the screens. A refused save is an answer, not an
 * error: 400 names the fields, 409 carries what the unit holds now.
 */
import type { DocumentKey } from '../../../content/documents';
import { adminApi, adminApiPath, type Lang } from '../../../i18n/routes';
import type {
  ContentConflictAnswer,
  ContentOverviewEntry,
  ContentRevision,
  ContentVersion,
  FieldProblemsAnswer,
  MediaListAnswer,
  UploadedImage,
} from '../../../lib/admin-contract';
import { AdminApiError, call, expectJson, SessionExpiredError } from '../api';

/** One unit of content: a document's own fields (item null), or one item of its sub-collection. */
export interface StudioUnit {
  lang: Lang;
  key: DocumentKey;
  item: string | null;
}

export type SaveResult =
  | { kind: 'saved'; revision: number }
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
  const { revision } = await expectJson<{ revision: number }>(response, path);
  return { kind: 'saved', revision };
}

/** `baseRevision`: the revision the editor started from; null creates an item. */
export async function saveUnit(unit: StudioUnit, data: Record<string, unknown>, baseRevision: number | null): Promise<SaveResult> {
  const path = unitPath(unit);
  return saveAnswer(await call(path, { method: 'PUT', body: JSON.stringify({ data, baseRevision }) }), path);
}

export async function deleteItem(unit: StudioUnit, baseRevision: number): Promise<SaveResult> {
  const path = unitPath(unit);
  return saveAnswer(await call(path, { method: 'DELETE', body: JSON.stringify({ baseRevision }) }), path);
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
