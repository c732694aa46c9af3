/**
 * Reading a cookie from a request's Cookie header. The staff session's cookie is named here,
 * beside the reader, because both the staff API and the serving of previews read it, and the
 * serving layer sits below the staff API.
 */

/** Firebase Hosting forwards only a cookie named `__session` to Cloud Run. */
export const SESSION_COOKIE = '__session';

export function readCookie(header: string | null, name = SESSION_COOKIE): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
}
