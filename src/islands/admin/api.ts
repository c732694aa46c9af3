/**
 * The admin HTTP API as the island sees it (issue #12): every type and status rule in one
 * module; the paths are the route table's (src/i18n/routes.ts, adminApi).
 * The session is an HttpOnly cookie the browser sends by itself; nothing here touches it.
 */
import { adminApi as adminApiPaths, adminContactRequestPath } from '../../i18n/routes';
import { retryAfterMinutes } from '../../lib/retry-after';

export { adminApiPaths };

export interface StaffUser {
  email: string;
  displayName: string;
}

export interface AdminStatus {
  signedIn: boolean;
  user: StaffUser | null;
  /** A message for the operator (e.g. no staff account exists yet) that replaces the sign-in form. */
  setup: { message: string } | null;
}

export interface AdminSummary {
  open: number;
  thisWeek: number;
  snapshotExportedAt: string | null;
}

export const notificationStates = ['pending', 'sent', 'failed', 'off', 'processing', 'error', 'success', 'retry'] as const;
export type NotificationState = (typeof notificationStates)[number];

export interface ContactRequestItem {
  id: string;
  name: string;
  subject: string;
  phone: string;
  email: string;
  message: string;
  createDate: string;
  lang: 'tr' | 'en';
  solved: boolean;
  solvedDate: string | null;
  solvedBy: string | null;
  notification: { state: NotificationState; error?: string } | null;
}

export interface ContactRequestPage {
  items: ContactRequestItem[];
  next: string | null;
}

export const statusFilters = ['open', 'solved', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

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

async function call(path: string, init: RequestInit = {}): Promise<Response> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      credentials: 'same-origin',
      headers: { accept: 'application/json', ...(init.body === undefined ? {} : { 'content-type': 'application/json' }) },
    });
  } catch (cause) {
    throw new AdminApiError(`${init.method ?? 'GET'} ${path}: ${cause instanceof Error ? cause.message : String(cause)}`, null);
  }
  return response;
}

async function expectJson<T>(response: Response, path: string): Promise<T> {
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
  return expectJson<AdminStatus>(await call(adminApiPaths.status), adminApiPaths.status);
}

export async function signIn(email: string, password: string): Promise<SignInResult> {
  const response = await call(adminApiPaths.session, { method: 'POST', body: JSON.stringify({ email, password }) });
  if (response.status === 204 || response.ok) return { ok: true };
  if (response.status === 401) return { ok: false, reason: 'invalid' };
  if (response.status === 429)
    return { ok: false, reason: 'tooMany', retryAfterMinutes: retryAfterMinutes(response.headers.get('retry-after')) };
  throw new AdminApiError(`${adminApiPaths.session} answered ${response.status}`, response.status);
}

export async function signOut(): Promise<void> {
  const response = await call(adminApiPaths.session, { method: 'DELETE' });
  // Already signed out is what was asked for.
  if (!response.ok && response.status !== 401)
    throw new AdminApiError(`${adminApiPaths.session} answered ${response.status}`, response.status);
}

export async function fetchSummary(): Promise<AdminSummary> {
  return expectJson<AdminSummary>(await call(adminApiPaths.summary), adminApiPaths.summary);
}

export function contactRequestsUrl(status: StatusFilter, cursor: string | null = null): string {
  const query = new URLSearchParams({ status });
  if (cursor !== null) query.set('cursor', cursor);
  return `${adminApiPaths.contactRequests}?${query}`;
}

export async function fetchContactRequests(status: StatusFilter, cursor: string | null = null): Promise<ContactRequestPage> {
  const url = contactRequestsUrl(status, cursor);
  return expectJson<ContactRequestPage>(await call(url), url);
}

export function contactRequestUrl(id: string): string {
  return adminContactRequestPath(id);
}

export async function setSolved(id: string, solved: boolean): Promise<ContactRequestItem> {
  const url = contactRequestUrl(id);
  const { item } = await expectJson<{ item: ContactRequestItem }>(
    await call(url, { method: 'PATCH', body: JSON.stringify({ solved }) }),
    url,
  );
  return item;
}
