/**
 * The contact endpoint's dependencies from the environment: Firestore when it is configured
 * (the same variables as the export), otherwise the embedded SQLite database in CONTACT_DATA_DIR;
 * the limits, the proxies to trust, and the origins allowed to post (http/allowed-origin.ts).
 */
import { backendFor } from '../backend';
import { allowedOrigins } from '../http/allowed-origin';
import { contactLimits, logForwardedFor, trustedProxies, type Environment } from '../config';
import type { ContactLimits } from './handler';
import { memoryLimiter } from '../store/rate-limits';
import type { ContactStore } from '../store/contact-requests';

export interface ContactEnvironment {
  store: ContactStore;
  storeDescription: string;
  limits: ContactLimits;
  allowedOrigins: string[];
  trustedProxies: number;
  logForwardedFor: boolean;
}

export function contactEnvironment(env: Environment, siteUrl: string | undefined): ContactEnvironment {
  const limits = contactLimits(env);
  const windowMs = limits.windowSeconds * 1000;
  const acceptedPolicy = { limit: limits.accepted, windowMs };
  const invalid = memoryLimiter({ limit: limits.invalid, windowMs });
  const origins = allowedOrigins(env, siteUrl);
  const proxies = trustedProxies(env);

  const backend = backendFor(env);
  const store = backend.contactStore;
  const accepted = backend.acceptedLimiter(acceptedPolicy);
  const storeDescription = backend.description;
  return {
    store,
    storeDescription,
    limits: { accepted, invalid },
    allowedOrigins: origins,
    trustedProxies: proxies,
    logForwardedFor: logForwardedFor(env),
  };
}
