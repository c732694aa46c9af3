/**
 * The contact endpoint's dependencies from the environment: Firestore when it is configured
 * (the same variables as the export), otherwise the embedded file store in CONTACT_DATA_DIR.
 */
import { connectFirestore, firestoreConfig, isFirestoreConfigured } from '../firestore-connection';
import { fileContactStore } from './file-store';
import { firestoreContactStore } from './firestore-store';
import { slidingWindowLimiter, type RateLimiter } from './rate-limit';
import type { ContactStore } from './store';

export const DEFAULT_CONTACT_DATA_DIR = '.data/contact-requests';

export interface ContactEnvironment {
  store: ContactStore;
  storeDescription: string;
  limiter: RateLimiter;
  allowedOrigins: string[] | undefined;
  trustProxy: boolean;
}

export function contactEnvironment(env: NodeJS.ProcessEnv = process.env): ContactEnvironment {
  let store: ContactStore;
  let storeDescription: string;
  if (isFirestoreConfigured(env)) {
    const config = firestoreConfig(env);
    store = firestoreContactStore(connectFirestore(config).db);
    storeDescription = `Firestore (${config.source}, project ${config.projectId})`;
  } else {
    const dir = env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR;
    store = fileContactStore(dir);
    storeDescription = `files in ${dir}`;
  }
  const limit = Number(env['CONTACT_RATE_LIMIT'] || 5);
  const windowSeconds = Number(env['CONTACT_RATE_WINDOW_SECONDS'] || 600);
  return {
    store,
    storeDescription,
    limiter: slidingWindowLimiter(limit, windowSeconds * 1000),
    allowedOrigins: env['SITE_ORIGINS'] ? env['SITE_ORIGINS'].split(',').map((o) => o.trim()) : undefined,
    trustProxy: env['TRUST_PROXY'] === '1',
  };
}
