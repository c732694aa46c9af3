/**
 * Starts the rebuild workflow (.github/workflows/rebuild.yml) with a `repository_dispatch` of
 * type `content-updated`: https://docs.github.com/rest/repos/repos#create-a-repository-dispatch-event
 */
import type { PublishTarget } from '../../admin-api/contract';
import type { PublishWorkflowConfig } from '../config';

export const DISPATCH_EVENT = 'content-updated';

/** What the workflow reads from `github.event.client_payload`. */
export interface DispatchPayload {
  target: PublishTarget;
  /** The run in publishRuns/{id} the workflow reports into. */
  id: string;
  /** Who asked (the account's e-mail), for the workflow's log. */
  by: string;
  /** true: export and build a new preview; false: put run `id`'s finished preview live. */
  build: boolean;
  /**
   * The code commit the live server runs (SITE_CODE_COMMIT; null where it was not set): a build
   * that goes live at once stops unless it was made from that code, as a preview is refused.
   */
  liveCode: string | null;
}

const DISPATCH_TIMEOUT_MS = 10_000;

/** Resolves once GitHub accepted the event; otherwise throws saying what GitHub answered and what to check. */
export async function dispatchRebuild(github: PublishWorkflowConfig, payload: DispatchPayload): Promise<void> {
  const url = `${github.apiUrl}/repos/${github.repository}/dispatches`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        Accept: 'application/vnd.github+json',
        Authorization: `Bearer ${github.token}`,
        'Content-Type': 'application/json',
        'User-Agent': 'ornek-site-publisher',
        'X-GitHub-Api-Version': '2022-11-28',
      },
      body: JSON.stringify({ event_type: DISPATCH_EVENT, client_payload: payload }),
      signal: AbortSignal.timeout(DISPATCH_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`GitHub could not be reached to start the rebuild workflow (${(error as Error).message}); try again`);
  }
  if (response.status === 204 || response.status === 200) return;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  const said = body?.message ? `: ${body.message}` : '';
  const hint =
    response.status === 401 || response.status === 403 || response.status === 404
      ? ` Check PUBLISH_GITHUB_TOKEN: it must be allowed to start ${github.repository}'s workflows (fine-grained: Contents read and write).`
      : ' Try again.';
  throw new Error(`GitHub refused to start the rebuild workflow (HTTP ${response.status}${said}).${hint}`);
}
