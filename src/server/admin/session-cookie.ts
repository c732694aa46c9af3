/**
 * The staff session cookie (named in ../http/cookies.ts, for Firebase Hosting). Its value is
 * `<token>.<signature>`: a random token and its HMAC-SHA256 under ADMIN_SESSION_SECRET, so a
 * forged or altered cookie is refused before the store is asked. The store keeps sha256(token)
 * only, so reading the store gives no usable cookie.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SESSION_COOKIE } from '../http/cookies';

/** A session ends after 8 hours without a request, and 7 days after sign-in whatever happens. */
export const IDLE_MS = 8 * 60 * 60 * 1000;
export const ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

const sign = (token: string, secret: string) => createHmac('sha256', secret).update(token).digest('base64url');

export const sessionId = (token: string) => createHash('sha256').update(token).digest('hex');

export function newSessionToken(secret: string): { token: string; cookieValue: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, cookieValue: `${token}.${sign(token, secret)}` };
}

/** The token of a correctly signed cookie value, or undefined. */
export function verifiedToken(cookieValue: string | undefined, secret: string): string | undefined {
  if (!cookieValue) return undefined;
  const [token, signature, ...rest] = cookieValue.split('.');
  if (!token || !signature || rest.length > 0) return undefined;
  const expected = Buffer.from(sign(token, secret));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : undefined;
}

/**
 * Secure except when the request names a loopback host (npm start over plain http). Behind
 * Hosting and Cloud Run the server itself sees http, so the scheme cannot decide it.
 */
export function isLocalOrigin(url: URL): boolean {
  return ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
}

export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [
    `${SESSION_COOKIE}=${value}`,
    'HttpOnly',
    ...(secure ? ['Secure'] : []),
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`,
  ].join('; ');
}

export const clearedSessionCookie = (secure: boolean) => `${sessionCookie('', 0, secure)}; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
