/**
 * Whether a request's cookie names a staff session that still holds: correctly signed, kept in
 * the store, within its idle and absolute limits (an expired one is deleted), its account still
 * there. The staff API (api.ts) asks it for every call; the served builds ask it before they
 * show a session its preview, so sign-out, an expired session or a removed account ends it.
 */
import type { AdminStore, StaffUser, StoredSession } from '../store/admin';
import { readCookie } from '../http/cookies';
import { ABSOLUTE_MS, IDLE_MS, sessionId, verifiedToken } from './session-cookie';

export async function validSession(
  store: AdminStore,
  secret: string | undefined,
  cookieHeader: string | null | undefined,
  at: number,
): Promise<{ user: StaffUser; session: StoredSession } | undefined> {
  if (!secret) return undefined;
  const token = verifiedToken(readCookie(cookieHeader ?? null), secret);
  if (!token) return undefined;
  const session = await store.getSession(sessionId(token));
  if (!session) return undefined;
  if (at - session.lastSeenAt >= IDLE_MS || at - session.createdAt >= ABSOLUTE_MS) {
    await store.deleteSession(session.id);
    return undefined;
  }
  const user = await store.getUser(session.email);
  return user ? { user, session } : undefined;
}

/** Whether the session of a cookie header still holds, so it may go on seeing the preview it opened. */
export type PreviewCheck = (cookieHeader: string | undefined) => Promise<boolean>;

export function previewCheck(
  store: AdminStore,
  sessionSecret: () => Promise<string | undefined>,
  now: () => number = Date.now,
): PreviewCheck {
  // A change of the account's permissions (putUser) ends its sessions, so a valid session still may.
  return async (cookieHeader) => (await validSession(store, await sessionSecret(), cookieHeader, now())) !== undefined;
}
