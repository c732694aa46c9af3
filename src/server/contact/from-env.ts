/**
 * The contact endpoint's dependencies from the environment: Firestore when it is configured
 * (the same variables as the export), otherwise the embedded SQLite database in CONTACT_DATA_DIR;
 * the limits, the proxies to trust, and the origins allowed to post.
 */
import { isIP } from 'node:net';
import { backendFor } from '../backend';
import { parseTrustProxy } from './client-address';
import type { ContactLimits } from './handler';
import { memoryLimiter } from '../store/rate-limits';
import type { ContactStore } from '../store/contact-requests';
import { DEFAULT_LISTEN } from '../listen';

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

function originOf(value: string, where: string): string {
  let origin: string;
  try {
    origin = new URL(value).origin;
  } catch {
    throw new Error(`${where}: '${value}' is not a URL such as https://www.example.com.tr.`);
  }
  if (origin === 'null') throw new Error(`${where}: '${value}' has no origin; give an http(s) URL.`);
  return origin;
}

function isLoopbackOrWildcard(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
  if (['localhost', '0.0.0.0', '::', '::1'].includes(bare)) return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}

/**
 * Origins allowed to post. SITE_ORIGINS when set; otherwise the site's base URL and the
 * address the server listens on. Never the request's own Host header: whoever sends the
 * request chooses it, so it would allow every origin.
 */
export function allowedOrigins(env: NodeJS.ProcessEnv, siteUrl: string | undefined): string[] {
  const configured = (env['SITE_ORIGINS'] ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  if (configured.length > 0) return [...new Set(configured.map((o) => originOf(o, 'SITE_ORIGINS')))];

  const origins: string[] = [];
  if (siteUrl) origins.push(originOf(siteUrl, "Astro's site option"));
  const host = env['HOST']?.trim() || DEFAULT_LISTEN.host;
  const port = env['PORT']?.trim() || DEFAULT_LISTEN.port;
  const hosts = [isIP(host) === 6 ? `[${host}]` : host];
  // A visitor's browser names a loopback or wildcard listener by any of its loopback names.
  if (isLoopbackOrWildcard(host)) hosts.push('localhost', '127.0.0.1', '[::1]');
  for (const name of hosts) origins.push(originOf(`http://${name}:${port}`, 'HOST and PORT'));
  return [...new Set(origins)];
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
