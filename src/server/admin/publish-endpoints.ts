/**
 * Preview and publish in the staff API (paths: adminApi.publish* in
 * src/i18n/routes.ts), behind the `content` permission: start a run (202 with its id; 409 with
 * the id of the one running), follow it, list the recent ones, and put a finished build live
 * (`{ target: 'live', id }`: publish, or roll back to an older build).
 */
import { adminApi } from '../../i18n/routes';
import { readJsonObject } from '../http/body';
import { STAFF_JSON_BODY_BYTES } from '../limits';
import { json } from '../http/json';
import type { PathParams, Route } from '../http/router';
import type { PublishRefusal, PublishRun, PublishRunsAnswer } from '../../admin-api/contract';
import { currentChanges } from '../publish/change-report';
import { EMBEDDED_MODE, type GoLiveAnswer } from '../publish/publisher';
import { error, type AdminCall } from './call';

const LISTED_RUNS = 20;

const short = (commit: string | null) => commit?.slice(0, 7) ?? 'unknown';

/** Why run `id` cannot go live or be previewed, as the staff API answers it. */
function refusal(answer: Exclude<GoLiveAnswer, { kind: 'live' | 'started' }>, id: string): Response {
  // `reason` lets the admin say it in its own language; `error` says it to everyone else.
  const refuse = (status: number, message: string, extra: Record<string, string> = {}) =>
    json(status, { error: message, reason: answer.kind satisfies PublishRefusal, ...extra });
  switch (answer.kind) {
    case 'unknown':
      return refuse(404, `no publish run '${id}'`);
    case 'notReady':
      return refuse(409, `run ${id} has no finished build (it is ${answer.state}): build it again`);
    case 'removed':
      return refuse(409, `the build of run ${id} was removed (only the newest builds are kept): build it again`);
    case 'expired':
      return refuse(409, `the preview of run ${id} has expired (previews are kept 7 days): build it again`);
    case 'otherCode':
      return refuse(
        409,
        `run ${id} was built from code ${short(answer.built)}, but the live server runs code ${short(answer.live)}: build it again, so publishing content never changes the code`,
      );
    case 'elsewhere':
      return refuse(409, `the preview of run ${id} has its own address: ${answer.url}`, { url: answer.url });
    case 'unavailable':
      return refuse(503, 'this server cannot change the build it serves');
  }
}

function start({ request, deps, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async ({ user }) => {
    if (!deps.publisher) return error(503, deps.publishProblem ?? 'this server cannot build previews');
    const body = await readJsonObject(request, STAFF_JSON_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const target = body.value['target'];
    const id = body.value['id'];
    if (target !== 'preview' && target !== 'live')
      return json(400, { error: 'the run is not valid; see fields', fields: [{ field: 'target', message: "'preview' or 'live'" }] });
    if (id !== undefined && (target !== 'live' || typeof id !== 'string'))
      return json(400, {
        error: 'the run is not valid; see fields',
        fields: [{ field: 'id', message: "a run's id, with target 'live' (to publish it, or roll back to it)" }],
      });
    if (typeof id === 'string') {
      const answer = await deps.publisher.goLive(id, user.email);
      if (answer.kind !== 'live' && answer.kind !== 'started') return refusal(answer, id);
      // The editor now sees what everyone sees.
      if (answer.kind === 'live') deps.publisher.endPreview(request.headers.get('cookie'));
      return json(202, { id });
    }
    const started = await deps.publisher.start(target, user.email, now);
    if (!started.ok)
      return json(409, {
        error: `a run is under way: ${started.active.id}`,
        reason: 'busy' satisfies PublishRefusal,
        id: started.active.id,
      });
    return json(202, { id: started.id });
  }, 'content');
}

/** This session sees build `{id}` at the site's own paths until it ends the preview; everyone else the live one. */
function preview({ request, deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    if (!deps.publisher) return error(503, deps.publishProblem ?? 'this server cannot build previews');
    const body = await readJsonObject(request, STAFF_JSON_BODY_BYTES);
    if (!body.ok) return error(body.status, body.error);
    const id = body.value['id'];
    if (typeof id !== 'string')
      return json(400, { error: 'the preview is not valid; see fields', fields: [{ field: 'id', message: "a run's id" }] });
    const answer = await deps.publisher.preview(id, request.headers.get('cookie'));
    return answer.kind === 'live' || answer.kind === 'started' ? json(200, { id }) : refusal(answer, id);
  }, 'content');
}

function endPreview({ request, deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    deps.publisher?.endPreview(request.headers.get('cookie'));
    return new Response(null, { status: 204 });
  }, 'content');
}

/** A stored run as the admin reads it: an older run's change report in today's form. */
const shown = (run: PublishRun): PublishRun => ({ ...run, changes: currentChanges(run.changes) });

function list({ request, deps, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    const answer: PublishRunsAnswer = {
      runs: (await deps.publishRuns.list(LISTED_RUNS)).map(shown),
      mode: deps.publisher?.mode ?? EMBEDDED_MODE,
      served: deps.publisher?.served() ?? null,
      previewing: deps.publisher?.previewing(request.headers.get('cookie')) ?? null,
    };
    return json(200, answer);
  }, 'content');
}

function one({ deps, authenticated }: AdminCall, { id = '' }: PathParams): Promise<Response> {
  return authenticated(async () => {
    let name = id;
    try {
      name = decodeURIComponent(id);
    } catch {
      // Not percent-encoded as sent: looked up as it came, and not found.
    }
    const run = await deps.publishRuns.get(name);
    return run ? json(200, shown(run)) : error(404, `no publish run '${id}'`);
  }, 'content');
}

export const publishEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.publish, methods: { GET: list, POST: start } },
  { path: adminApi.publishRun, methods: { GET: one } },
  { path: adminApi.preview, methods: { POST: preview, DELETE: endPreview } },
];
