/**
 * Both backends for the store and admin tests, built by the server's own factory
 * (src/server/backend.ts) from an environment, so a store added there reaches every test here:
 * the embedded database in a fresh folder, and Firestore through the protocol server.
 */
import type { Permission } from '../../../src/admin-api/contract';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { ContactRequest } from '../../../src/content/contact-request-schemas';
import { hashPassword } from '../../../src/server/admin/passwords';
import type { AdminStore } from '../../../src/server/store/admin';
import { createBackend, type Backend } from '../../../src/server/backend';
import { firestoreConfig, type Environment } from '../../../src/server/config';
import { connectFirestore } from '../../../src/server/store/firestore/connection';
import { silentLog } from '../../../src/server/log';
import type { FakeCloudStorage } from './firestore/fake-cloud-storage';
import type { TestEmulator } from '../../scripts/emulator';
import { handleAdminRequest, type AdminDependencies } from '../../../src/server/admin/api';
import { SESSION_COOKIE } from '../../../src/server/http/cookies';
import { adminApi } from '../../../src/i18n/routes';
import { createContentService } from '../../../src/server/content/service';
import { getContent } from '../../../src/content/loader';

export interface TestStores extends Backend {
  /** Firestore, to look underneath (a second client of the same emulator project, opened on first use); undefined for the embedded database. */
  readonly firestore: Firestore | undefined;
  /** Firestore's bucket of files in the Cloud Storage stand-in, to look underneath. */
  bucket?: string;
}

export const NOTIFY_TO = ['satis@ornekelektromekanik.com.tr', 'destek@ornekelektromekanik.com.tr'];

/**
 * The embedded database queues notifications only where it could send them: an SMTP server that
 * is never reached, since the tests never start the sender.
 */
const UNREACHED_SMTP = 'smtp://127.0.0.1:9';

/** `storage`: the Cloud Storage stand-in (tests/server/store/firestore/test-servers.ts) for Firestore's files and uploads, where a test needs them. */
export function storeKinds(
  emulator: () => TestEmulator,
  storage?: () => FakeCloudStorage,
): [string, (notifyTo?: string[]) => TestStores][] {
  const notifications = (notifyTo: string[] | undefined): Environment => (notifyTo ? { NOTIFY_TO: notifyTo.join(',') } : {});
  return [
    [
      'embedded database',
      (notifyTo) => {
        const env: Environment = {
          CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'admin-')), 'data'),
          ...notifications(notifyTo),
          ...(notifyTo ? { SMTP_URL: UNREACHED_SMTP } : {}),
        };
        return Object.assign(createBackend(env, silentLog), { firestore: undefined });
      },
    ],
    [
      'Firestore',
      (notifyTo) => {
        const { host, projectId } = emulator().newProject();
        const bucket = `demo-attachments-${projectId}`;
        const env: Environment = {
          FIRESTORE_EMULATOR_HOST: host,
          FIREBASE_PROJECT_ID: projectId,
          ...notifications(notifyTo),
          ...(storage ? { MEDIA_BUCKET: bucket, FIREBASE_STORAGE_EMULATOR_HOST: storage().host } : {}),
        };
        const stores = createBackend(env, silentLog) as TestStores;
        let underneath: Firestore | undefined;
        Object.defineProperty(stores, 'firestore', { get: () => (underneath ??= connectFirestore(firestoreConfig(env)).db) });
        stores.bucket = bucket;
        return stores;
      },
    ],
  ];
}

/** Cheap scrypt for tests: the hash records its cost, so the server verifies it all the same. */
const TEST_COST = { N: 1024, r: 8, p: 1 };
export const STAFF = { email: 'staff@example.com', displayName: 'Zeynep Kaya', password: 'çok gizli parola 2026' };

/** An editor who may change the content and nothing else. */
export const EDITOR = { email: 'editor@example.com', displayName: 'Deniz Editör', password: 'içerik parolası 2026' };

export async function addStaff(
  admin: AdminStore,
  user = STAFF,
  now = new Date('2026-11-01T00:00:00Z'),
  permissions?: Permission[],
): Promise<void> {
  await admin.putUser(
    { email: user.email, displayName: user.displayName, passwordHash: await hashPassword(user.password, TEST_COST), permissions },
    now,
  );
}

export function contactRequest(index: number, overrides: Partial<ContactRequest> = {}): { id: string; request: ContactRequest } {
  return {
    id: randomUUID(),
    request: {
      createDate: new Date(index).toISOString(),
      email: 'ayse@example.com',
      subject: `Teklif ${index}`,
      phone: '+90 312 555 01 23',
      message: `Merhaba, ${index} numaralı talep: ışık, güç, şalt.`,
      name: 'Ayşe Yılmaz',
      index,
      ip: '203.0.113.7',
      solvedDate: null,
      solved: false,
      lang: 'tr',
      ...overrides,
    },
  };
}

const SITE = 'https://www.ornekelektromekanik.com.tr';

/** A body sent byte for byte, not as JSON (to send what a client gets wrong). */
export class RawBody {
  /** A stream is a body still arriving (an upload on a slow line). */
  constructor(readonly text: string | Buffer | ReadableStream<Uint8Array>) {}
}
export const SECRET = 'test-secret-of-at-least-thirty-two-characters';

/** The staff API as a browser on the site would call it, keeping the session cookie. */
export function client(stores: TestStores, options: Partial<AdminDependencies> = {}) {
  let cookie = '';
  const deps = (): AdminDependencies => ({
    store: stores.adminStore,
    retention: stores.contactRetention,
    log: () => {},
    content: createContentService(stores.contentStore, getContent),
    media: stores.mediaStore,
    attachments: stores.attachmentStore,
    publishRuns: stores.publishRuns,
    publisher: undefined,
    replies: stores.replies,
    replyProblem: stores.replyProblem,
    staffList: stores.staffList,
    sessionSecret: async () => SECRET,
    allowedOrigins: [SITE],
    ip: '198.51.100.7',
    ...options,
  });
  /** `body` is sent as JSON, or as it is when it is a RawBody. */
  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const raw = body instanceof RawBody;
    const request = new Request(`${SITE}${path}`, {
      method,
      headers: {
        origin: SITE,
        ...(cookie ? { cookie: `${SESSION_COOKIE}=${cookie}` } : {}),
        ...(body === undefined || raw ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined
        ? {}
        : raw && body.text instanceof ReadableStream
          ? { body: body.text, duplex: 'half' }
          : { body: raw ? (typeof body.text === 'string' ? body.text : new Uint8Array(body.text as Buffer)) : JSON.stringify(body) }),
    } as RequestInit);
    const response = await handleAdminRequest(request, deps());
    const set = response.headers.get('set-cookie');
    const match = set && new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(set);
    if (match) cookie = match[1] ?? '';
    return response;
  };
  /** Sends `bytes` as the body, with the headers given (an upload). */
  const callBytes = (method: string, path: string, bytes: Buffer, headers: Record<string, string>) =>
    call(method, path, new RawBody(bytes), headers);
  return {
    call,
    callBytes,
    signIn: (email = STAFF.email, password = STAFF.password) => call('POST', adminApi.session, { email, password }),
    get cookie() {
      return cookie;
    },
    set cookie(value: string) {
      cookie = value;
    },
  };
}
