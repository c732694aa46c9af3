/**
 * Which build a staff session previews: keyed on the session cookie as the browser
 * sends it (its hash; the cookie is signed, and an entry is only made by a signed-in call that
 * carried it), so one editor's preview never reaches another visitor. Kept in the process:
 * a preview ends with the server, after 12 hours, when the editor ends it, or with the session
 * (served-builds.ts asks the store before it shows one).
 */
import { createHash } from 'node:crypto';
import { readCookie } from './cookies';

const TTL_MS = 12 * 60 * 60 * 1000;
const MAX_SESSIONS = 200;

export interface PreviewSessions {
  set(cookieHeader: string | null, buildId: string): void;
  end(cookieHeader: string | null): void;
  /** The build the request's session previews, if any. */
  buildFor(cookieHeader: string | null | undefined): string | undefined;
}

const keyOf = (cookieHeader: string | null | undefined) => {
  const cookie = readCookie(cookieHeader ?? null);
  return cookie ? createHash('sha256').update(cookie).digest('hex') : undefined;
};

export function previewSessions(now: () => number = Date.now): PreviewSessions {
  const previews = new Map<string, { buildId: string; until: number }>();
  return {
    set(cookieHeader, buildId) {
      const key = keyOf(cookieHeader);
      if (!key) return;
      previews.delete(key);
      previews.set(key, { buildId, until: now() + TTL_MS });
      // The oldest go first when too many editors preview at once.
      while (previews.size > MAX_SESSIONS) previews.delete(previews.keys().next().value!);
    },
    end(cookieHeader) {
      const key = keyOf(cookieHeader);
      if (key) previews.delete(key);
    },
    buildFor(cookieHeader) {
      if (previews.size === 0) return undefined;
      const key = keyOf(cookieHeader);
      const preview = key === undefined ? undefined : previews.get(key);
      if (!preview) return undefined;
      if (preview.until > now()) return preview.buildId;
      previews.delete(key!);
      return undefined;
    },
  };
}
