/**
 * The admin HTTP API as the island sees it: what each status means to the UI. The
 * paths are the route table's (src/i18n/routes.ts, adminApi), the answers' types the contract
 * the server sends by (src/admin-api/contract.ts).
 * The session is an HttpOnly cookie the browser sends by itself; nothing here touches it.
 */
import { adminApi, adminApiPath, adminContactRequestPath } from '../../i18n/routes';
import type {
  AdminStatus,
  AdminSummary,
  ContactErasureAnswer,
  ContactErasureMatches,
  InboxItem,
  InboxPageAnswer,
  ReplyAnswer,
  ReplyTemplatesAnswer,
  RequestChange,
  SentReply,
} from '../../admin-api/contract';
import type { StatusFilter } from '../../admin-api/request-status';
import { retryAfterMinutes } from '../../lib/retry-after';
import type { LeadFiguresWithAnswers } from '../../lib/first-answer-figures';

export { statusFilters } from '../../admin-api/request-status';
export type { AdminStatus, AdminSummary, InboxItem, InboxPageAnswer, ReplyTemplatesAnswer, SentReply } from '../../admin-api/contract';
export type { StatusFilter } from '../../admin-api/request-status';

/** Any admin call answered 401: the session is missing or expired, so the UI signs out. */
export class SessionExpiredError extends Error {
  constructor() {
    super('The admin session is missing or has expired');
    this.name = 'SessionExpiredError';
  }
}

/** The server could not be reached or answered something the contract does not allow. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'AdminApiError';
  }
}

export type SignInResult = { ok: true } | { ok: false; reason: 'invalid' } | { ok: false; reason: 'tooMany'; retryAfterMinutes: number };

export async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(init.headers as Record<string, string> | undefined),
      },
    });
  } catch (cause) {
    throw new AdminApiError(`${init.method ?? 'GET'} ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, null);
  }
  return response;
}

export async function expectJson<T>(response: Response, path: string): Promise<T> {
  if (response.status === 401) throw new SessionExpiredError();
  if (!response.ok) throw new AdminApiError(`${path} answered ${response.status}`, response.status);
  try {
    return (await response.json()) as T;
  } catch {
    // A static host answers unknown paths with its HTML not-found page: the API is not there.
    throw new AdminApiError(`${path} did not answer JSON`, response.status);
  }
}

export async function fetchStatus(): Promise<AdminStatus> {
  return expectJson<AdminStatus>(await call(adminApi.status), adminApi.status);
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const response = await call(adminApi.session, { method: 'POST', body: JSON.stringify({ email, password }) });
  if (response.status === 204 || response.ok) return { ok: true };
  if (response.status === 401) return { ok: false, reason: 'invalid' };
  if (response.status === 429)
    return { ok: false, reason: 'tooMany', retryAfterMinutes: retryAfterMinutes(response.headers.get('retry-after')) };
  throw new AdminApiError(`${adminApi.session} answered ${response.status}`, response.status);
}

export async function signOut(): Promise<void> {
  const response = await call(adminApi.session, { method: 'DELETE' });
  // Already signed out is what was asked for.
  if (!response.ok && response.status !== 401) throw new AdminApiError(`${adminApi.session} answered ${response.status}`, response.status);
}

export async function fetchLeadFigures(): Promise<LeadFiguresWithAnswers> {
  return expectJson<LeadFiguresWithAnswers>(await call(adminApi.leadFigures), adminApi.leadFigures);
}

export async function fetchSummary(): Promise<AdminSummary> {
  return expectJson<AdminSummary>(await call(adminApi.summary), adminApi.summary);
}

export function contactRequestsUrl(status: StatusFilter, cursor: string | null = null): string {
  const query = new URLSearchParams({ status });
  if (cursor !== null) query.set('cursor', cursor);
  return `${adminApi.contactRequests}?${query}`;
}

export async function fetchContactRequests(status: StatusFilter, cursor: string | null = null): Promise<InboxPageAnswer> {
  const url = contactRequestsUrl(status, cursor);
  return expectJson<InboxPageAnswer>(await call(url), url);
}

/** A status set, or a first answer by phone recorded: the request as stored after it. */
export async function changeRequest(id: string, change: RequestChange): Promise<InboxItem> {
  const url = adminContactRequestPath(id);
  const { item } = await expectJson<{ item: InboxItem }>(await call(url, { method: 'PATCH', body: JSON.stringify(change) }), url);
  return item;
}

/** How many stored requests each address (e-mail or phone) matches, in their order; nothing is deleted. */
export async function erasureMatches(addresses: string[]): Promise<number[]> {
  const url = adminApi.contactErasure;
  const body = JSON.stringify({ addresses, dryRun: true });
  return (await expectJson<ContactErasureMatches>(await call(url, { method: 'POST', body }), url)).matches;
}

/** Erases every request of these addresses (e-mail or phone) with its notification; how many were deleted. */
export async function eraseContactRequests(addresses: string[]): Promise<number> {
  const url = adminApi.contactErasure;
  const answer = await expectJson<ContactErasureAnswer>(await call(url, { method: 'POST', body: JSON.stringify({ addresses }) }), url);
  return answer.erased;
}

/** Every site language's reply templates, and why replies cannot be sent from this server (or null). */
export async function fetchReplyTemplates(): Promise<ReplyTemplatesAnswer> {
  return expectJson<ReplyTemplatesAnswer>(await call(adminApi.replyTemplates), adminApi.replyTemplates);
}

/** Stores a reply to the request's visitor for sending; the reply as stored, before its first attempt. */
export async function sendReply(requestId: string, text: string): Promise<ReplyAnswer> {
  const url = adminApiPath(adminApi.contactRequestReplies, { id: requestId });
  return expectJson<ReplyAnswer>(await call(url, { method: 'POST', body: JSON.stringify({ text }) }), url);
}

/** Sends a failed reply again. */
export async function retryReply(requestId: string, replyId: string): Promise<SentReply> {
  const url = adminApiPath(adminApi.contactRequestReplyRetry, { id: requestId, replyId });
  return (await expectJson<ReplyAnswer>(await call(url, { method: 'POST' }), url)).reply;
}
