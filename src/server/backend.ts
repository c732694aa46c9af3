/**
 * The store behind everything the server keeps: Firestore when it is configured, otherwise the
 * embedded SQLite database in CONTACT_DATA_DIR. Contact requests, staff accounts, sessions,
 * throttles and notifications live in the same one, so the CLI and the server find the same
 * accounts with no further setting.
 *
 * One backend per configuration and process, kept on globalThis: the server's bundle and
 * Astro's each carry a copy of this module, and must share the connection and the sender.
 */
import { resolve } from 'node:path';
import { firestoreAdminStore } from './store/firestore/admin-store';
import { sqliteAdminStore } from './store/sqlite/admin-store';
import type { AdminStore } from './store/admin';
import { firestoreSlotLimiter } from './store/firestore/rate-limits';
import { firestoreContactStore } from './store/firestore/contact-store';
import { memoryLimiter, type LimitPolicy, type SlotLimiter } from './store/rate-limits';
import type { ContactStore } from './store/contact-requests';
import { connectFirestore, firestoreConfig, isFirestoreConfigured } from './store/firestore/connection';
import { notifyRecipients } from './notify/message';
import { outboxSender, smtpTransport, type OutboxSender } from './notify/outbox-sender';
import { databasePath } from './store/sqlite/connection';
import { sqliteContactStore } from './store/sqlite/contact-store';
import { sqliteOutbox } from './store/sqlite/outbox';
import { sharedDatabase } from './store/sqlite/shared';
import type { DatabaseHandle } from './store/sqlite/lazy';

export const DEFAULT_CONTACT_DATA_DIR = '.data/contact-requests';
/** Shortest ADMIN_SESSION_SECRET accepted: 32 characters. */
const MIN_SECRET_LENGTH = 32;

export interface Backend {
  kind: 'sqlite' | 'firestore';
  description: string;
  contactStore: ContactStore;
  adminStore: AdminStore;
  acceptedLimiter(policy: LimitPolicy): SlotLimiter;
  /** The key that signs session cookies, or undefined when the operator must set one. */
  sessionSecret(): Promise<string | undefined>;
  /** What the operator must do before anyone can sign in, beyond creating an account. */
  secretProblem: string | undefined;
  /** How notifications go, for the start-up log. */
  notifications: string;
  /** The SMTP outbox sender (embedded database with SMTP_URL); started by the server. */
  sender: OutboxSender | undefined;
  /** The embedded database (for the server's start-up and the CLI). */
  database: DatabaseHandle | undefined;
}

/** A bad admin or notification setting never stops the contact form: it is reported instead. */
function sessionSecretFromEnv(env: NodeJS.ProcessEnv): { secret?: string; problem?: string } {
  const secret = env['ADMIN_SESSION_SECRET']?.trim();
  if (!secret) return {};
  if (secret.length < MIN_SECRET_LENGTH)
    return { problem: `Staff sign-in is off: ADMIN_SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters. ${SECRET_HOW_TO}` };
  return { secret };
}

function recipients(env: NodeJS.ProcessEnv): { notifyTo?: string[]; problem?: string } {
  try {
    const notifyTo = notifyRecipients(env);
    return notifyTo ? { notifyTo } : {};
  } catch (error) {
    return { problem: `Notifications are off: ${(error as Error).message}` };
  }
}

const SECRET_HOW_TO = `Set ADMIN_SESSION_SECRET on the server to a random value of at least ${MIN_SECRET_LENGTH} characters (e.g. the output of: openssl rand -base64 48), the same on every instance, then restart it.`;

function createBackend(env: NodeJS.ProcessEnv): Backend {
  const { secret: envSecret, problem: secretProblem } = sessionSecretFromEnv(env);
  const { notifyTo, problem: notifyProblem } = recipients(env);
  const off = notifyProblem ?? 'Notifications are off: NOTIFY_TO is not set';
  if (isFirestoreConfigured(env)) {
    const config = firestoreConfig(env);
    const { db } = connectFirestore(config);
    return {
      kind: 'firestore',
      description: `Firestore (${config.source}, project ${config.projectId})`,
      contactStore: firestoreContactStore(db, { notifyTo }),
      adminStore: firestoreAdminStore(db),
      // Cloud Run runs several instances: only a shared count holds the limit across them.
      acceptedLimiter: (policy) => firestoreSlotLimiter(db, policy),
      sessionSecret: async () => envSecret,
      secretProblem: secretProblem ?? (envSecret ? undefined : `Staff sign-in is off: ${SECRET_HOW_TO}`),
      notifications: notifyTo
        ? `Notifications go to ${notifyTo.join(', ')} as documents of the Firestore 'mail' collection (the Trigger Email extension sends them)`
        : off,
      sender: undefined,
      database: undefined,
    };
  }
  const dir = env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR;
  const database = sharedDatabase(dir);
  const smtpUrl = env['SMTP_URL']?.trim();
  const delivering = notifyTo && smtpUrl ? notifyTo : undefined;
  const sender = delivering && smtpUrl ? outboxSender(sqliteOutbox(database), smtpTransport(smtpUrl, env['SMTP_FROM']?.trim())) : undefined;
  const adminStore = sqliteAdminStore(database);
  return {
    kind: 'sqlite',
    description: `the SQLite database ${databasePath(dir)}`,
    contactStore: sqliteContactStore(database, { notifyTo: delivering, onQueued: () => sender?.kick() }),
    adminStore,
    acceptedLimiter: (policy) => memoryLimiter(policy),
    sessionSecret: async () => (secretProblem ? undefined : (envSecret ?? adminStore.generatedSecret())),
    secretProblem,
    notifications: delivering
      ? `Notifications go to ${delivering.join(', ')} over SMTP (${new URL(smtpUrl!).host})`
      : notifyTo
        ? 'Notifications are off: NOTIFY_TO is set but SMTP_URL is not'
        : off,
    sender,
    database,
  };
}

const KEY = Symbol.for('ornek-site.backends');
const backends = ((globalThis as Record<symbol, unknown>)[KEY] ??= new Map<string, Backend>()) as Map<string, Backend>;

/** The backend for this environment: the same object for the same settings, within the process. */
export function backendFor(env: NodeJS.ProcessEnv): Backend {
  const settings = [
    'FIRESTORE_EMULATOR_HOST',
    'FIREBASE_SERVICE_ACCOUNT',
    'GOOGLE_APPLICATION_CREDENTIALS',
    'FIREBASE_PROJECT_ID',
    'NOTIFY_TO',
    'SMTP_URL',
    'SMTP_FROM',
    'ADMIN_SESSION_SECRET',
  ].map((name) => env[name] ?? '');
  const key = JSON.stringify([resolve(env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR), ...settings]);
  let backend = backends.get(key);
  if (!backend) backends.set(key, (backend = createBackend(env)));
  return backend;
}
