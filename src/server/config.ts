/**
 * The one reader of the environment for the server, its store and its CLI: each setting is
 * parsed and checked here (zod for the plain values), with a message in the operator's words
 * that names the variable and what it needs. Everything else in src/server takes its settings
 * from these functions (ESLint forbids reading `env[...]` or `process.env` elsewhere).
 *
 * One reader per concern, so a bad value stops only what needs it: a wrong CONTACT_RATE_LIMIT
 * stops the contact endpoint (503, logged), a wrong NOTIFY_TO only the notifications.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { ServiceAccount } from 'firebase-admin/app';
import { z } from 'zod';
import { DEFAULT_LISTEN } from './listen';
import { DEFAULT_CONTACT_RETENTION_DAYS } from '../lib/contact-retention';
import { join, resolve } from 'node:path';

export type Environment = NodeJS.ProcessEnv;

/** The process's environment, for the modules that hand it to the readers below. */
export const processEnvironment = (): Environment => process.env;

/** A value of a variable, trimmed; undefined when unset or blank. */
const value = (env: Environment, name: string): string | undefined => env[name]?.trim() || undefined;

function parsed<T>(schema: z.ZodType<T>, env: Environment, name: string): T {
  const result = schema.safeParse(value(env, name));
  if (!result.success) throw new Error(result.error.issues[0]?.message ?? `${name} is not valid.`);
  return result.data;
}

const wholeNumber = (name: string, fallback: number, least: number, what: string) =>
  z
    .string()
    .optional()
    .transform((text, context) => {
      if (text === undefined) return fallback;
      if (/^\d+$/.test(text) && Number(text) >= least) return Number(text);
      context.addIssue({ code: 'custom', message: `${name} must be ${what}, got '${text}'.` });
      return z.NEVER;
    });

// --- Listening ---------------------------------------------------------------------------

/** HOST and PORT: where the server listens (the port as the URL writes it). */
export function listenAddress(env: Environment): { host: string; port: string } {
  const port = parsed(wholeNumber('PORT', Number(DEFAULT_LISTEN.port), 1, 'a TCP port number (1 to 65535)'), env, 'PORT');
  if (port > 65_535) throw new Error(`PORT must be a TCP port number (1 to 65535), got '${port}'.`);
  return { host: value(env, 'HOST') ?? DEFAULT_LISTEN.host, port: String(port) };
}

/** SITE_ORIGINS, comma-separated (empty: the site's URL and the listen address are used). */
export function configuredSiteOrigins(env: Environment): string[] {
  return (env['SITE_ORIGINS'] ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** TRUST_PROXY: how many proxies in front of the server append to X-Forwarded-For. */
export function trustedProxies(env: Environment): number {
  return parsed(wholeNumber('TRUST_PROXY', 0, 0, 'the number of proxies in front of the server (0, 1, 2, ...)'), env, 'TRUST_PROXY');
}

/** LOG_FORWARDED_FOR=1: log one X-Forwarded-For header, to learn TRUST_PROXY. */
export const logForwardedFor = (env: Environment): boolean => env['LOG_FORWARDED_FOR'] === '1';

/** The seconds a stopping server gives requests in flight when it does not say otherwise (Cloud Run kills it after 10). */
export const DEFAULT_SHUTDOWN_DEADLINE_SECONDS = 8;

/** SHUTDOWN_DEADLINE_SECONDS: how long SIGTERM waits for requests in flight before it cuts them and exits. */
export function shutdownDeadlineSeconds(env: Environment): number {
  return parsed(
    wholeNumber(
      'SHUTDOWN_DEADLINE_SECONDS',
      DEFAULT_SHUTDOWN_DEADLINE_SECONDS,
      1,
      'a whole number of seconds of at least 1 (Cloud Run kills after 10)',
    ),
    env,
    'SHUTDOWN_DEADLINE_SECONDS',
  );
}

/**
 * The memory bounds the server runs under, as `npm run serve` and the image (Dockerfile) give
 * them: V8 collects its old space before it passes 192 MiB instead of growing towards its own
 * limit first (GBs on a large machine), and keeps each half of its young generation at 16 MiB
 * (Node 24 lets it grow to 32 under a stream of short-lived objects: a CSV export of 100,000
 * requests grew the server by 52-55 MB, at 16 by 20-35); glibc hands every freed block of
 * 128 KiB or more back to the system at once and keeps two heaps rather than one per thread
 * (the image work's buffers otherwise stay in its heaps). All take effect only when a process
 * starts.
 */
export const SERVER_MEMORY_BOUNDS = {
  nodeFlags: ['--max-old-space-size=192', '--max-semi-space-size=16'],
  env: { MALLOC_MMAP_THRESHOLD_: '131072', MALLOC_ARENA_MAX: '2' },
} as const;

/** A V8 option's name, however it is spelt (Node takes dashes or underscores). */
const optionName = (flag: string) => flag.replace(/=.*$/, '').replaceAll('_', '-');

/**
 * What this process lacks of SERVER_MEMORY_BOUNDS (undefined: nothing). A bound of the
 * operator's own (the same option as a flag or in NODE_OPTIONS, any value) and a MALLOC_*
 * variable set to any value are kept.
 */
export function missingMemoryBounds(
  env: Environment,
  execArgv: readonly string[],
): { nodeFlags: string[]; env: Record<string, string> } | undefined {
  const given = new Set([...execArgv, ...(env['NODE_OPTIONS'] ?? '').split(/\s+/)].map(optionName));
  const nodeFlags = SERVER_MEMORY_BOUNDS.nodeFlags.filter((flag) => !given.has(optionName(flag)));
  const missingEnv = Object.fromEntries(Object.entries(SERVER_MEMORY_BOUNDS.env).filter(([name]) => value(env, name) === undefined));
  return nodeFlags.length === 0 && Object.keys(missingEnv).length === 0 ? undefined : { nodeFlags, env: missingEnv };
}

/**
 * SERVER_LAUNCHER_PID: set by the launcher (src/server/launch.ts) in the server it starts with
 * the bounds, never by an operator: the server stops with it, a kill -9 included.
 */
export function launcherPid(env: Environment): number | undefined {
  const pid = Number(value(env, 'SERVER_LAUNCHER_PID'));
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

// --- The contact endpoint's limits -------------------------------------------------------

/** Accepted and refused requests per address and window when the environment sets none. */
export const DEFAULT_LIMITS = { accepted: 5, invalid: 30, windowSeconds: 600 } as const;

export function contactLimits(env: Environment): { accepted: number; invalid: number; windowSeconds: number } {
  const atLeastOne = (name: string, fallback: number) => parsed(wholeNumber(name, fallback, 1, 'a whole number of at least 1'), env, name);
  return {
    windowSeconds: atLeastOne('CONTACT_RATE_WINDOW_SECONDS', DEFAULT_LIMITS.windowSeconds),
    accepted: atLeastOne('CONTACT_RATE_LIMIT', DEFAULT_LIMITS.accepted),
    invalid: atLeastOne('CONTACT_INVALID_LIMIT', DEFAULT_LIMITS.invalid),
  };
}

/** The bytes of visitors' files kept a day when the environment sets none: 2 GB. */
export const DEFAULT_CONTACT_FILES_DAILY_BYTES = 2_000_000_000;

/**
 * CONTACT_FILES_DAILY_BYTES: the bytes of files sent with contact requests this process keeps in
 * one day (UTC); past it a request's text is still stored and acknowledged, its files are refused
 * by name with a message to send them by e-mail, and an error is logged (default 2 GB).
 */
export function contactFilesDailyBytes(env: Environment): number {
  return parsed(
    wholeNumber('CONTACT_FILES_DAILY_BYTES', DEFAULT_CONTACT_FILES_DAILY_BYTES, 0, 'a whole number of bytes (0 keeps no files)'),
    env,
    'CONTACT_FILES_DAILY_BYTES',
  );
}

// --- Retention (KVKK) --------------------------------------------------------------------

/** A hundred years: past it, a retention period is a typing mistake, not a policy. */
const MAX_RETENTION_DAYS = 36_500;

/**
 * CONTACT_RETENTION_DAYS: how many days a contact request is kept after it was sent, with its
 * notification (default 730, the two years the privacy notice states).
 */
export function contactRetentionDays(env: Environment): number {
  const what = `a whole number of days from 1 to ${MAX_RETENTION_DAYS} (default ${DEFAULT_CONTACT_RETENTION_DAYS}, the period the privacy notice states)`;
  const days = parsed(wholeNumber('CONTACT_RETENTION_DAYS', DEFAULT_CONTACT_RETENTION_DAYS, 1, what), env, 'CONTACT_RETENTION_DAYS');
  if (days > MAX_RETENTION_DAYS) throw new Error(`CONTACT_RETENTION_DAYS must be ${what}, got '${days}'.`);
  return days;
}

// --- The store ---------------------------------------------------------------------------

export const DEFAULT_CONTACT_DATA_DIR = '.data/contact-requests';

/** The embedded database's folder (used when no Firestore is configured). */
export const contactDataDir = (env: Environment): string => env['CONTACT_DATA_DIR'] || DEFAULT_CONTACT_DATA_DIR;

/**
 * BACKUP_DIR: where the server keeps a daily copy of the embedded database and its images
 * (the last 7); undefined when unset (no daily copy).
 */
export const backupDir = (env: Environment): string | undefined => {
  const dir = value(env, 'BACKUP_DIR');
  return dir ? resolve(dir) : undefined;
};

/**
 * The folder a command was typed in: npm runs its scripts from the project's folder and says
 * where the operator was in INIT_CWD, so `npm run backup -- ./copy.sqlite` lands there.
 */
export const commandDir = (env: Environment): string => value(env, 'INIT_CWD') ?? process.cwd();

/** Where the Firebase project id may be given, the first set winning. */
const PROJECT_ID_VARIABLES = ['FIREBASE_PROJECT_ID', 'GOOGLE_CLOUD_PROJECT', 'GCLOUD_PROJECT'] as const;

/**
 * The Google Cloud project whose traces the log lines name (FIREBASE_PROJECT_ID,
 * GOOGLE_CLOUD_PROJECT or GCLOUD_PROJECT); undefined: the lines carry no trace.
 */
export const loggingProjectId = (env: Environment): string | undefined =>
  PROJECT_ID_VARIABLES.map((name) => value(env, name)).find(Boolean);

/** Any of these set means the project talks to a Firestore (emulator or real). */
export const FIRESTORE_CONNECTION_VARIABLES = [
  'FIRESTORE_EMULATOR_HOST',
  'FIREBASE_SERVICE_ACCOUNT',
  'GOOGLE_APPLICATION_CREDENTIALS',
] as const;

export function isFirestoreConfigured(env: Environment = process.env): boolean {
  return FIRESTORE_CONNECTION_VARIABLES.some((name) => Boolean(env[name]));
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export const contentStores = ['sqlite', 'firestore'] as const;
export type ContentStoreKind = (typeof contentStores)[number];

/**
 * Which store the export reads: the one named (`--store`, else CONTENT_STORE), or Firestore
 * when it is configured and the embedded database otherwise. A name that is neither stops it.
 */
export function contentStoreKind(named: string | undefined, env: Environment = process.env): ContentStoreKind {
  const choice = named ?? env['CONTENT_STORE'];
  if (choice === undefined || choice === '') return isFirestoreConfigured(env) ? 'firestore' : 'sqlite';
  if ((contentStores as readonly string[]).includes(choice)) return choice as ContentStoreKind;
  throw new ConfigError(`${named === undefined ? 'CONTENT_STORE' : '--store'} must be ${contentStores.join(' or ')}, not '${choice}'.`);
}

/**
 * Where uploaded images go beside Firestore: the Firebase project's Cloud Storage bucket
 * (MEDIA_BUCKET, e.g. <project>.firebasestorage.app), or an emulator of it
 * (FIREBASE_STORAGE_EMULATOR_HOST=host:port). Undefined when MEDIA_BUCKET is not set.
 */
export interface MediaBucketConfig {
  bucket: string;
  emulatorHost?: string;
}

export function mediaBucketConfig(env: Environment = process.env): MediaBucketConfig | undefined {
  const bucket = env['MEDIA_BUCKET'];
  if (!bucket) return undefined;
  if (!/^[a-z0-9][a-z0-9._-]{1,220}[a-z0-9]$/.test(bucket))
    throw new ConfigError(`MEDIA_BUCKET must be a Cloud Storage bucket name such as example.firebasestorage.app, got '${bucket}'.`);
  const emulatorHost = env['FIREBASE_STORAGE_EMULATOR_HOST'];
  if (emulatorHost && !/^[\w.-]+:\d+$/.test(emulatorHost))
    throw new ConfigError(`FIREBASE_STORAGE_EMULATOR_HOST must be host:port, got '${emulatorHost}'.`);
  return { bucket, ...(emulatorHost ? { emulatorHost } : {}) };
}

/** What an operator sets so that uploads work with Firestore. */
export const MEDIA_BUCKET_HOW_TO =
  "set MEDIA_BUCKET to the Firebase project's Cloud Storage bucket (e.g. <project>.firebasestorage.app); the server's service account needs Storage Object Admin on it";

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

export function firestoreConfig(env: Environment = process.env): FirestoreConfig {
  const explicitProject = PROJECT_ID_VARIABLES.map((name) => env[name]).find(Boolean);
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

// --- Staff sign-in -----------------------------------------------------------------------

/** Shortest ADMIN_SESSION_SECRET accepted: 32 characters. */
const MIN_SECRET_LENGTH = 32;

/** The admin shows what is between backticks as code. */
export const SECRET_HOW_TO = `Set \`ADMIN_SESSION_SECRET\` on the server to a random value of at least ${MIN_SECRET_LENGTH} characters (e.g. the output of \`openssl rand -base64 48\`), the same on every instance, then restart it.`;

/** A bad admin setting never stops the contact form: it is reported instead. */
export function adminSessionSecret(env: Environment): { secret?: string; problem?: string } {
  const secret = value(env, 'ADMIN_SESSION_SECRET');
  if (!secret) return {};
  if (secret.length < MIN_SECRET_LENGTH)
    return { problem: `Staff sign-in is off: ADMIN_SESSION_SECRET is shorter than ${MIN_SECRET_LENGTH} characters. ${SECRET_HOW_TO}` };
  return { secret };
}

/**
 * REMINDER_SECRET: the bearer token Cloud Scheduler sends to the staff API's "send what is due"
 * endpoint (adminApi.remindersDue), as long as a session secret; undefined when unset (the
 * endpoint is off, and the server's own loop sends the reminders).
 */
export function reminderSecret(env: Environment): { secret?: string; problem?: string } {
  const secret = value(env, 'REMINDER_SECRET');
  if (!secret) return {};
  if (secret.length < MIN_SECRET_LENGTH)
    return { problem: `The reminders' endpoint is off: REMINDER_SECRET is shorter than ${MIN_SECRET_LENGTH} characters` };
  return { secret };
}

// --- Notifications -----------------------------------------------------------------------

const EMAIL = /^[^\s@<>(),;:"[\]]+@[^\s@<>(),;:"[\]]+\.[^\s@<>(),;:"[\]]+$/;

/** NOTIFY_TO: comma-separated addresses; undefined when unset (notifications off). */
export function notifyRecipients(env: Environment): string[] | undefined {
  const list = value(env, 'NOTIFY_TO');
  if (!list) return undefined;
  const addresses = list
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  const bad = addresses.filter((a) => !EMAIL.test(a));
  if (bad.length > 0) throw new Error(`NOTIFY_TO must be comma-separated e-mail addresses; not one: ${bad.join(', ')}`);
  return [...new Set(addresses)];
}

/** SMTP_URL (smtp://user:pass@host:587, smtps://…) and SMTP_FROM, when notifications go over SMTP. */
export function smtpSettings(env: Environment): { url: string; from: string | undefined } | undefined {
  const url = value(env, 'SMTP_URL');
  return url ? { url, from: value(env, 'SMTP_FROM') } : undefined;
}

/** Where builds for preview and publishing are made on this machine (embedded). */
export interface PublishPlacesConfig {
  /** The project's source tree: its scripts, src/ and node_modules (where `npm start` runs). */
  sourceDir: string;
  /** Where runs work and finished builds are kept. */
  workDir: string;
}

export const DEFAULT_PUBLISH_DIR = '.data/publish';

/**
 * PUBLISH_SOURCE_DIR (default: the working folder) and PUBLISH_DIR (default .data/publish);
 * undefined, with the reason, where no source tree with its packages is there to build from
 * (a server image without build tools).
 */
export function publishPlaces(env: Environment): PublishPlacesConfig | { problem: string } {
  const sourceDir = resolve(env['PUBLISH_SOURCE_DIR'] || process.cwd());
  const needed = ['astro.config.mjs', 'scripts/export.ts', 'node_modules/astro/package.json'];
  const missing = needed.filter((file) => !existsSync(join(sourceDir, file)));
  if (missing.length > 0)
    return {
      problem: `Preview and publish are off: ${sourceDir} is not the project's source tree with its packages (${missing.join(', ')} missing); run the server from it (npm start) or set PUBLISH_SOURCE_DIR`,
    };
  return { sourceDir, workDir: resolve(env['PUBLISH_DIR'] || DEFAULT_PUBLISH_DIR) };
}

// --- Builds ------------------------------------------------------------------------------

/** Where builds keep the work a later build reuses, relative to the project's folder by default. */
export const DEFAULT_BUILD_CACHE_DIR = '.data/build-cache';

/**
 * BUILD_CACHE_DIR (default .data/build-cache in `base`, the project's folder): where builds keep
 * what a later build reuses instead of redoing it (optimised photos, compressed copies). Outside
 * node_modules, which `npm ci` empties; kept between publishes on one machine and between runs of
 * the rebuild workflow (its cache step). An absolute path, so a publish run's copy of the project
 * reaches the same folder.
 */
export const buildCacheDir = (env: Environment, base: string = process.cwd()): string =>
  resolve(base, value(env, 'BUILD_CACHE_DIR') ?? DEFAULT_BUILD_CACHE_DIR);

/**
 * REUSE_PAGES_FROM (unset: none): the folder of an earlier build (its client/ and page-reads.json)
 * whose pages `astro build` copies where nothing they were made from changed
 * (src/integrations/page-reuse/). The embedded publisher names the build being served.
 */
export const reusablePagesFrom = (env: Environment): string | undefined => {
  const dir = value(env, 'REUSE_PAGES_FROM');
  return dir === undefined ? undefined : resolve(dir);
};

/** The rebuild workflow a production server asks to build and publish (production). */
export interface PublishWorkflowConfig {
  /** owner/name on GitHub. */
  repository: string;
  token: string;
  /** GitHub's REST API (another for GitHub Enterprise, or a test's server). */
  apiUrl: string;
}

const REPOSITORY = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+$/;

/**
 * PUBLISH_GITHUB_REPOSITORY (owner/name) and PUBLISH_GITHUB_TOKEN, both or neither, and
 * PUBLISH_GITHUB_API_URL (default https://api.github.com): undefined when publishing is embedded.
 */
export function publishWorkflow(env: Environment): PublishWorkflowConfig | undefined {
  const repository = value(env, 'PUBLISH_GITHUB_REPOSITORY');
  const token = value(env, 'PUBLISH_GITHUB_TOKEN');
  if (repository === undefined && token === undefined) return undefined;
  if (repository === undefined)
    throw new Error(
      'PUBLISH_GITHUB_TOKEN is set but PUBLISH_GITHUB_REPOSITORY is not: set it to the owner/name of the repository whose rebuild workflow publishes.',
    );
  if (!REPOSITORY.test(repository)) throw new Error(`PUBLISH_GITHUB_REPOSITORY must be owner/name, got '${repository}'.`);
  if (token === undefined)
    throw new Error(
      `PUBLISH_GITHUB_REPOSITORY is set but PUBLISH_GITHUB_TOKEN is not: set a token that may start ${repository}'s workflows (fine-grained: Contents read and write on that repository).`,
    );
  const apiUrl = (value(env, 'PUBLISH_GITHUB_API_URL') ?? 'https://api.github.com').replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new Error(`PUBLISH_GITHUB_API_URL must be an http(s) URL, got '${apiUrl}'.`);
  return { repository, token, apiUrl };
}

/** SITE_CODE_COMMIT: the code commit this server was deployed from (the deploy workflow sets it). */
export function siteCodeCommit(env: Environment): string | undefined {
  const commit = value(env, 'SITE_CODE_COMMIT');
  if (commit !== undefined && !/^[0-9a-f]{40}$/.test(commit))
    throw new Error(`SITE_CODE_COMMIT must be a full git commit id (40 hex digits; npm run -s code:commit prints it), got '${commit}'.`);
  return commit;
}
