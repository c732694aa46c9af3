/**
 * The staff API (paths: adminApi in src/i18n/routes.ts), a function of (Request,
 * dependencies) like the contact endpoint. Every answer is JSON (the CSV aside) with
 * `Cache-Control: no-store`. Every route but the status and the sign-in needs a valid session
 * (401); every state-changing one needs an allowed Origin (403), checked first, but the
 * reminders' "send what is due", which Cloud Scheduler calls with a bearer token instead.
 */
import { fromAllowedOrigin } from '../http/allowed-origin';
import { findRoute, type PathParams, type Route } from '../http/router';
import { adminApi } from '../../i18n/routes';
import { json } from '../http/json';
import { readJsonObject } from '../http/body';
import { workQueue } from '../http/work-queue';
import { PASSWORD_CHECKS, STAFF_JSON_BODY_BYTES } from '../limits';
import { inboxCsvStream } from './csv';
import { decoyHash, verifyPassword } from './passwords';
import { ABSOLUTE_MS, clearedSessionCookie, IDLE_MS, isLocalOrigin, newSessionToken, sessionCookie, sessionId } from './session-cookie';
import { readCookie } from '../http/cookies';
import { validSession } from './session';
import { signInThrottle } from './sign-in-throttle';
import { statusFilterOf, statusFilters } from '../../admin-api/request-status';
import { readRequestChange } from './request-change';
import { type AdminStatus, type AdminSummary, type InboxPageAnswer, type Permission } from '../../admin-api/contract';
import { inboxPages, type PageCursor } from '../store/admin';
import { error, FORBIDDEN, officesOf, withProjectNamed, withWait, type AdminCall, type AdminDependencies, type Signed } from './call';
import { contentEndpoints } from './content-endpoints';
import { mediaEndpoints } from './media-endpoints';
import { publishEndpoints } from './publish-endpoints';
import { attachmentEndpoints } from './attachment-endpoints';
import { erasureEndpoints } from './erasure-endpoints';
import { leadFigureEndpoints } from './lead-figure-endpoints';
import { replyEndpoints } from './reply-endpoints';
import { reminderEndpoints } from './reminder-endpoints';

export type { AdminDependencies } from './call';

export const PAGE_SIZE = 20;
/** Requests read at a time for the CSV: a few hundred KB of rows, whatever the total. */
const CSV_PAGE_SIZE = 500;
/** A session's last-seen time is written at most this often. */
const TOUCH_EVERY_MS = 60_000;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;
export const WRONG_CREDENTIALS = 'wrong e-mail or password';

const STATE_CHANGING = new Set(['POST', 'DELETE', 'PATCH', 'PUT']);
const noContent = (headers: Record<string, string> = {}) =>
  new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store', ...headers } });
const notAllowed = (allow: string) => error(405, 'method not allowed', { Allow: allow });

const encodeCursor = (cursor: PageCursor) => Buffer.from(JSON.stringify([cursor.index, cursor.id])).toString('base64url');
function decodeCursor(value: string): PageCursor | undefined {
  try {
    const [index, id] = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as unknown[];
    return Number.isSafeInteger(index) && typeof id === 'string' && id.length > 0 && id.length <= 200
      ? { index: index as number, id }
      : undefined;
  } catch {
    return undefined;
  }
}

/** The JSON object a small request sends (sign-in, a status); the 413 past 4 KiB; undefined for anything else. */
async function readJson(request: Request): Promise<Record<string, unknown> | Response | undefined> {
  const body = await readJsonObject(request, STAFF_JSON_BODY_BYTES);
  if (body.ok) return body.value;
  return body.status === 413 ? error(413, body.error) : undefined;
}

/** The staff API's index: each path with the methods it answers (405 with Allow for others). */
const adminEndpoints: readonly Route<AdminCall>[] = [
  { path: adminApi.status, methods: { GET: status } },
  { path: adminApi.session, methods: { POST: signIn, DELETE: signOut } },
  { path: adminApi.summary, methods: { GET: summary } },
  { path: adminApi.contactRequestsCsv, methods: { GET: contactRequestsCsv } },
  { path: adminApi.contactRequests, methods: { GET: contactRequestsPage } },
  { path: adminApi.contactRequest, methods: { PATCH: changeRequest } },
  ...attachmentEndpoints,
  ...erasureEndpoints,
  ...replyEndpoints,
  ...reminderEndpoints,
  ...leadFigureEndpoints,
  ...contentEndpoints,
  ...mediaEndpoints,
  ...publishEndpoints,
];

export async function handleAdminRequest(request: Request, deps: AdminDependencies): Promise<Response> {
  const now = (deps.now ?? (() => new Date()))();
  const at = now.getTime();
  const url = new URL(request.url);
  const method = request.method.toUpperCase();
  const secure = !isLocalOrigin(url);
  const store = deps.store;

  // Cloud Scheduler's call carries a bearer token and no cookie: no browser sends it, so there is no cross-site request to refuse.
  if (STATE_CHANGING.has(method) && url.pathname !== adminApi.remindersDue) {
    if (!fromAllowedOrigin(request, deps.allowedOrigins)) return error(403, 'cross-origin requests are not accepted');
  }

  const signedIn = async (): Promise<Signed | undefined> => {
    const signed = await validSession(store, await deps.sessionSecret(), request.headers.get('cookie'), at);
    if (!signed) return undefined;
    const { user, session } = signed;
    if (at - session.lastSeenAt < TOUCH_EVERY_MS) return { user, session };
    const expiresAt = Math.min(at + IDLE_MS, session.createdAt + ABSOLUTE_MS);
    await store.touchSession(session.id, at, expiresAt);
    const cookieValue = readCookie(request.headers.get('cookie'))!;
    return { user, session, setCookie: sessionCookie(cookieValue, (expiresAt - at) / 1000, secure) };
  };

  const authenticated = async (answer: (signed: Signed) => Promise<Response>, needs?: Permission): Promise<Response> => {
    const signed = await signedIn();
    if (!signed) return error(401, 'sign in first');
    const response = needs && !signed.user.permissions.includes(needs) ? error(403, FORBIDDEN[needs]) : await answer(signed);
    if (signed.setCookie) response.headers.append('Set-Cookie', signed.setCookie);
    return response;
  };

  const match = findRoute(adminEndpoints, method, url.pathname);
  if (match.kind === 'no route') return error(404, 'no such admin route');
  if (match.kind === 'method not allowed') return notAllowed(match.allow);
  return match.answer({ request, deps, store, now, at, url, secure, signedIn, authenticated });
}

async function status({ deps, store, signedIn }: AdminCall): Promise<Response> {
  const signed = await signedIn();
  const setupNeeded = Boolean(deps.secretProblem) || !(await store.hasUsers());
  const answer: AdminStatus = {
    signedIn: Boolean(signed),
    user: signed ? { email: signed.user.email, displayName: signed.user.displayName, permissions: signed.user.permissions } : null,
    setupNeeded,
  };
  const response = json(200, answer);
  if (signed?.setCookie) response.headers.append('Set-Cookie', signed.setCookie);
  return response;
}

function signOut({ request, deps, store, secure, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async ({ session }) => {
    await store.deleteSession(session.id);
    // The site's pages too: this browser no longer sees a preview.
    deps.publisher?.endPreview(request.headers.get('cookie'));
    return noContent({ 'Set-Cookie': clearedSessionCookie(secure) });
  });
}

function summary({ deps, store, at, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async ({ user }) => {
    // Even a count of contact requests is for accounts that may see them.
    const counts = user.permissions.includes('inbox') ? await store.counts(at - WEEK_MS) : null;
    const answer: AdminSummary = {
      open: counts?.open ?? null,
      thisWeek: counts?.since ?? null,
      snapshotExportedAt: deps.snapshotExportedAt?.() ?? null,
    };
    return json(200, answer);
  });
}

function contactRequestsCsv({ store, deps, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    const pages = (async function* named() {
      for await (const items of inboxPages(store, CSV_PAGE_SIZE)) yield items.map((item) => withProjectNamed(item, deps.projects));
    })();
    return new Response(inboxCsvStream(pages, deps.socketDrain), {
      status: 200,
      headers: {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="contact-requests-${now.toISOString().slice(0, 10)}.csv"`,
        'Cache-Control': 'no-store',
      },
    });
  }, 'inbox');
}

function contactRequestsPage({ store, deps, url, now, authenticated }: AdminCall): Promise<Response> {
  return authenticated(async () => {
    // open and solved: the views' names before statuses, kept for links and bookmarks.
    const filter = statusFilterOf(url.searchParams.get('status') ?? 'all');
    if (!filter) return error(400, `status must be one of ${statusFilters.join(', ')}`);
    const cursorParam = url.searchParams.get('cursor');
    const cursor = cursorParam ? decodeCursor(cursorParam) : null;
    if (cursor === undefined) return error(400, 'cursor is not one this server gave');
    const [page, counts] = await Promise.all([store.page(filter, cursor, PAGE_SIZE), store.statusCounts()]);
    const replies = await deps.replies.of(page.items.map((item) => item.id));
    const items = page.items.map((item) => ({
      ...withWait(withProjectNamed(item, deps.projects), deps.projects, now),
      replies: replies.get(item.id) ?? [],
    }));
    const answer: InboxPageAnswer = { items, next: page.next ? encodeCursor(page.next) : null, counts };
    return json(200, answer);
  }, 'inbox');
}

function changeRequest({ request, store, deps, now, authenticated }: AdminCall, { id: rawId }: PathParams): Promise<Response> {
  return authenticated(async ({ user }) => {
    let id: string;
    try {
      id = decodeURIComponent(rawId ?? '');
    } catch {
      return error(404, 'no such contact request');
    }
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const read = readRequestChange(body);
    if (read.kind === 'refused') return error(400, read.message);
    const item =
      read.kind === 'status'
        ? await store.setStatus(id, read.change, user.email, now)
        : await store.recordFirstAnswer(id, { by: user.email, at: now, channel: 'phone', officeOf: officesOf(deps.projects) });
    return item
      ? json(200, { item: withWait(withProjectNamed(item, deps.projects), deps.projects, now) })
      : error(404, 'no such contact request');
  }, 'inbox');
}

/** A password check takes 32 MiB (scrypt, passwords.ts): a flood of guesses waits in one short line. */
const passwordChecks = workQueue(PASSWORD_CHECKS);

async function signIn({ request, deps, at, secure }: AdminCall): Promise<Response> {
  const secret = await deps.sessionSecret();
  if (!secret) return error(503, deps.secretProblem ?? 'staff sign-in is not configured');
  const body = await readJson(request);
  if (body instanceof Response) return body;
  const email = typeof body?.['email'] === 'string' ? body['email'].trim().toLowerCase() : '';
  const password = typeof body?.['password'] === 'string' ? body['password'] : '';
  if (!email || !password || email.length > 254 || password.length > 1024) return error(400, 'send {"email": "...", "password": "..."}');

  const throttle = deps.throttle ?? signInThrottle(deps.store);
  const allowed = await throttle.begin(deps.ip, email, at);
  if (!allowed.allowed)
    return error(429, 'too many sign-in attempts, try again later', { 'Retry-After': String(allowed.retryAfterSeconds) });

  const user = await deps.store.getUser(email);
  const checked = await (deps.passwordChecks ?? passwordChecks).run(async () =>
    verifyPassword(password, user?.passwordHash ?? (await decoyHash())),
  );
  if (!checked.ran)
    return error(429, 'too many sign-ins at once, try again in a moment', { 'Retry-After': String(PASSWORD_CHECKS.retryAfterSeconds) });
  if (!user || !checked.value) return error(401, WRONG_CREDENTIALS);

  await throttle.succeeded(deps.ip, email, at);
  const { token, cookieValue } = newSessionToken(secret);
  await deps.store.createSession({ id: sessionId(token), email, createdAt: at, lastSeenAt: at }, at + IDLE_MS);
  await deps.store.recordSignIn(email, new Date(at));
  return noContent({ 'Set-Cookie': sessionCookie(cookieValue, IDLE_MS / 1000, secure) });
}
