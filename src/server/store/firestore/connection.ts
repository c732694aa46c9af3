/**
 * How the scripts reach Firestore: an emulator (FIRESTORE_EMULATOR_HOST), a service account
 * given as JSON in an environment variable (CI secrets), or a service account file
 * (GOOGLE_APPLICATION_CREDENTIALS). Missing or broken configuration is one clear message.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cert, deleteApp, initializeApp, type ServiceAccount } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/** Any of these set means the project talks to a Firestore (emulator or real). */
export const FIRESTORE_CONNECTION_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_SERVICE_ACCOUNT',
  'GOOGLE_APPLICATION_CREDENTIALS',
] as const;

export function isFirestoreConfigured(env: NodeJS.ProcessEnv = process.env): boolean {
  return FIRESTORE_CONNECTION_VARIABLES.some((name) => Boolean(env[name]));
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface FirestoreConfig {
  projectId: string;
  /** host:port of an emulator; no credentials are used then. */
  emulatorHost?: string;
  serviceAccount?: ServiceAccount;
  /** Where the configuration came from, for messages. */
  source: string;
}

const HOW_TO = `Set one of:
  FIRESTORE_EMULATOR_HOST=127.0.0.1:8080                        a Firestore emulator
  FIREBASE_SERVICE_ACCOUNT='{"type":"service_account",...}'    a service account key as JSON (CI secret)
  GOOGLE_APPLICATION_CREDENTIALS=/path/to/service-account.json a service account key file
and FIREBASE_PROJECT_ID=<your Firebase project id> (taken from the key when it has one).`;

function parseServiceAccount(json: string, where: string): ServiceAccount & { project_id?: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new ConfigError(`${where} is not valid JSON (${(error as Error).message}).\n${HOW_TO}`);
  }
  const account = value as Record<string, unknown>;
  if (typeof account['client_email'] !== 'string' || typeof account['private_key'] !== 'string') {
    throw new ConfigError(`${where} is not a service account key: it needs client_email and private_key.`);
  }
  return {
    clientEmail: account['client_email'],
    privateKey: account['private_key'],
    ...(typeof account['project_id'] === 'string' ? { projectId: account['project_id'], project_id: account['project_id'] } : {}),
  };
}

export function firestoreConfig(env: NodeJS.ProcessEnv = process.env): FirestoreConfig {
  const explicitProject = env['FIREBASE_PROJECT_ID'] || env['GOOGLE_CLOUD_PROJECT'] || env['GCLOUD_PROJECT'];
  const emulatorHost = env['FIRESTORE_EMULATOR_HOST'];
  if (emulatorHost) {
    if (!/^[\w.-]+:\d+$|^\[[\da-f:]+\]:\d+$/i.test(emulatorHost)) {
      throw new ConfigError(`FIRESTORE_EMULATOR_HOST must be host:port, got '${emulatorHost}'.`);
    }
    return { projectId: explicitProject || 'demo-ornek', emulatorHost, source: `emulator at ${emulatorHost}` };
  }
  let account: (ServiceAccount & { project_id?: string }) | undefined;
  let source = '';
  if (env['FIREBASE_SERVICE_ACCOUNT']) {
    account = parseServiceAccount(env['FIREBASE_SERVICE_ACCOUNT'], 'FIREBASE_SERVICE_ACCOUNT');
    source = 'service account from FIREBASE_SERVICE_ACCOUNT';
  } else if (env['GOOGLE_APPLICATION_CREDENTIALS']) {
    const file = env['GOOGLE_APPLICATION_CREDENTIALS'];
    if (!existsSync(file)) throw new ConfigError(`GOOGLE_APPLICATION_CREDENTIALS points to ${file}, which does not exist.`);
    account = parseServiceAccount(readFileSync(file, 'utf8'), `GOOGLE_APPLICATION_CREDENTIALS (${file})`);
    source = `service account file ${file}`;
  } else {
    throw new ConfigError(`No Firestore is configured.\n${HOW_TO}`);
  }
  const projectId = explicitProject || account.project_id;
  if (!projectId) throw new ConfigError(`No Firebase project id: set FIREBASE_PROJECT_ID.`);
  const { project_id: _unused, ...serviceAccount } = account;
  return { projectId, serviceAccount, source };
}

export interface FirestoreConnection {
  db: Firestore;
  close(): Promise<void>;
}

let appCount = 0;

export function connectFirestore(config: FirestoreConfig): FirestoreConnection {
  if (config.emulatorHost) {
    process.env['FIRESTORE_EMULATOR_HOST'] = config.emulatorHost;
    // An emulator needs no Google credentials, yet the default ones still ask the cloud
    // metadata server whether this is a Google machine; where something answers that address
    // (403 on some machines) the lookup prints a MetadataLookupWarning into the export's output.
    process.env['METADATA_SERVER_DETECTION'] ??= 'none';
  }
  const app = initializeApp(
    { projectId: config.projectId, ...(config.serviceAccount ? { credential: cert(config.serviceAccount) } : {}) },
    `content-${process.pid}-${++appCount}`,
  );
  const db = getFirestore(app);
  return { db, close: () => deleteApp(app) };
}
