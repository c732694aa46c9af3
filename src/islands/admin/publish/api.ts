/** Preview and publish as the admin's screen calls them (src/server/admin/publish-endpoints.ts). */
import { adminApi } from '../../../i18n/routes';
import type { PublishRefusal, PublishRunsAnswer, PublishTarget } from '../../../admin-api/contract';
import { AdminApiError, call, expectJson } from '../api';

export type StartResult = { ok: true; id: string } | { ok: false; message: string; reason?: PublishRefusal; id?: string };

async function answer(response: Response, path: string): Promise<StartResult> {
  if (response.status === 202 || response.status === 200) return { ok: true, ...((await response.json()) as { id: string }) };
  const body = (await response.json().catch(() => null)) as { error?: string; reason?: PublishRefusal; id?: string } | null;
  if (response.status === 401) await expectJson(response, path);
  if (body?.error)
    return { ok: false, message: body.error, ...(body.reason ? { reason: body.reason } : {}), ...(body.id ? { id: body.id } : {}) };
  throw new AdminApiError(`${path} answered ${response.status}`, response.status);
}

export async function fetchRuns(): Promise<PublishRunsAnswer> {
  return expectJson<PublishRunsAnswer>(await call(adminApi.publish), adminApi.publish);
}

export async function startRun(target: PublishTarget): Promise<StartResult> {
  return answer(await call(adminApi.publish, { method: 'POST', body: JSON.stringify({ target }) }), adminApi.publish);
}

/** Puts run `id`'s build live: publish it, or roll back to it. */
export async function putLive(id: string): Promise<StartResult> {
  return answer(await call(adminApi.publish, { method: 'POST', body: JSON.stringify({ target: 'live', id }) }), adminApi.publish);
}

export async function previewRun(id: string): Promise<StartResult> {
  return answer(await call(adminApi.preview, { method: 'POST', body: JSON.stringify({ id }) }), adminApi.preview);
}

export async function endPreview(): Promise<void> {
  const response = await call(adminApi.preview, { method: 'DELETE' });
  if (response.status === 401) await expectJson(response, adminApi.preview);
}
