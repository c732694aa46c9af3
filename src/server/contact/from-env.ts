/**
 * The contact endpoint's dependencies from the environment: Firestore when it is configured
 * (the same variables as the export), otherwise the embedded SQLite database in CONTACT_DATA_DIR;
 * the limits, the proxies to trust, and the origins allowed to post (http/allowed-origin.ts).
 */
import { backendFor } from '../backend';
import { allowedOrigins } from '../http/allowed-origin';
import { parseTrustProxy } from '../http/client-address';
import type { ContactLimits } from './handler';
import { memoryLimiter } from '../store/rate-limits';
import type { ContactStore } from '../store/contact-requests';

/** Accepted and refused requests per address and window when the environment sets none. */
export const DEFAULT_LIMITS = { accepted: 5, invalid: 30, windowSeconds: 600 } as const;

export interface ContactEnvironment {
  store: ContactStore;
  storeDescription: string;
  limits: ContactLimits;
  allowedOrigins: string[];
  trustedProxies: number;
  logForwardedFor: boolean;
}

function wholeNumber(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  if (!/^\d+$/.test(value) || Number(value) < 1) throw new Error(`${name} must be a whole number of at least 1, got '${value}'.`);
  return Number(value);
}

export function contactEnvironment(env: NodeJS.ProcessEnv, siteUrl: string | undefined): ContactEnvironment {
  const windowMs = wholeNumber(env, 'CONTACT_RATE_WINDOW_SECONDS', DEFAULT_LIMITS.windowSeconds) * 1000;
  const acceptedPolicy = { limit: wholeNumber(env, 'CONTACT_RATE_LIMIT', DEFAULT_LIMITS.accepted), windowMs };
  const invalid = memoryLimiter({ limit: wholeNumber(env, 'CONTACT_INVALID_LIMIT', DEFAULT_LIMITS.invalid), windowMs });
  const origins = allowedOrigins(env, siteUrl);
  const trustedProxies = parseTrustProxy(env['TRUST_PROXY']);

  const backend = backendFor(env);
  const store = backend.contactStore;
  const accepted = backend.acceptedLimiter(acceptedPolicy);
  const storeDescription = backend.description;
  return {
    store,
    storeDescription,
    limits: { accepted, invalid },
    allowedOrigins: origins,
    trustedProxies,
    logForwardedFor: env['LOG_FORWARDED_FOR'] === '1',
  };
}
