/** Both stores for the admin tests: the embedded database and Firestore through the protocol server. */
import type { Permission } from '../../../src/lib/admin-contract';
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Firestore } from 'firebase-admin/firestore';
import type { ContactRequest } from '../../../src/content/schemas';
import { firestoreAdminStore } from '../../../src/server/store/firestore/admin-store';
import { hashPassword } from '../../../src/server/admin/passwords';
import { sqliteAdminStore } from '../../../src/server/store/sqlite/admin-store';
import type { AdminStore } from '../../../src/server/store/admin';
import { firestoreContactStore } from '../../../src/server/store/firestore/contact-store';
import type { ContactStore } from '../../../src/server/store/contact-requests';
import type { ContactRetention } from '../../../src/server/store/contact-retention';
import { firestoreContactRetention } from '../../../src/server/store/firestore/contact-retention';
import { sqliteContactRetention } from '../../../src/server/store/sqlite/contact-retention';
import type { ContentStore } from '../../../src/server/store/content';
import { firestoreContentStore } from '../../../src/server/store/firestore/content-store';
import { sqliteContentStore } from '../../../src/server/store/sqlite/content-store';
import type { MediaStore } from '../../../src/server/store/media';
import type { AttachmentStore } from '../../../src/server/store/attachments';
import { bucketAttachmentStore } from '../../../src/server/store/firestore/attachments';
import { folderAttachmentStore } from '../../../src/server/store/sqlite/attachments';
import type { FakeCloudStorage } from './firestore/fake-cloud-storage';
import type { PublishRunStore } from '../../../src/server/store/publish-runs';
import { firestorePublishRunStore } from '../../../src/server/store/firestore/publish-runs';
import { sqlitePublishRunStore } from '../../../src/server/store/sqlite/publish-runs';
import { folderMediaStore } from '../../../src/server/store/sqlite/media';
import type { ReadinessCheck } from '../../../src/server/store/readiness';
import { sqliteReadiness } from '../../../src/server/store/sqlite/readiness';
import { firestoreReadiness } from '../../../src/server/store/firestore/readiness';
import { sqliteContactStore } from '../../../src/server/store/sqlite/contact-store';
import { databaseHandle, type DatabaseHandle } from '../../../src/server/store/sqlite/lazy';
import type { TestEmulator } from '../../scripts/emulator';
import { handleAdminRequest, type AdminDependencies } from '../../../src/server/admin/api';
import { SESSION_COOKIE } from '../../../src/server/admin/session-cookie';
import { adminApi } from '../../../src/i18n/routes';
import { createContentService } from '../../../src/server/content/service';
import { getContent } from '../../../src/content/loader';

export interface TestStores {
  contacts: ContactStore;
  retention: ContactRetention;
  admin: AdminStore;
  content: ContentStore;
  media: MediaStore | undefined;
  /** The files sent with requests: Firestore's only where the test gives it the Cloud Storage stand-in. */
  attachments: AttachmentStore | undefined;
  publishRuns: PublishRunStore;
  readiness: ReadinessCheck;
  /** The database (embedded) or Firestore, to look underneath. */
  database?: DatabaseHandle;
  firestore?: Firestore;
  /** Firestore's bucket of files in the Cloud Storage stand-in, to look underneath. */
  bucket?: string;
}

export const NOTIFY_TO = ['satis@ornekelektromekanik.com.tr', 'destek@ornekelektromekanik.com.tr'];

/** `storage`: the Cloud Storage stand-in (tests/server/store/firestore/test-servers.ts) for Firestore's files, where a test needs them. */
export function storeKinds(
  emulator: () => TestEmulator,
  storage?: () => FakeCloudStorage,
): [string, (notifyTo?: string[]) => TestStores][] {
  return [
    [
      'embedded database',
      (notifyTo) => {
        const database = databaseHandle(join(mkdtempSync(join(tmpdir(), 'admin-')), 'data'), () => {});
        const attachments = folderAttachmentStore(database.dataDir);
        return {
          contacts: sqliteContactStore(database, { notifyTo }),
          retention: sqliteContactRetention(database, attachments),
          admin: sqliteAdminStore(database),
          content: sqliteContentStore(database),
          media: folderMediaStore(database.dataDir),
          attachments,
          publishRuns: sqlitePublishRunStore(database),
          readiness: sqliteReadiness(database),
          database,
        };
      },
    ],
    [
      'Firestore',
      (notifyTo) => {
        const connection = emulator().connect();
        const { db } = connection;
        const bucket = `demo-attachments-${connection.projectId}`;
        const attachments = storage && bucketAttachmentStore(connection.bucket({ bucket, emulatorHost: storage().host }));
        return {
          contacts: firestoreContactStore(db, { notifyTo }),
          retention: firestoreContactRetention(db, attachments),
          admin: firestoreAdminStore(db),
          content: firestoreContentStore(db),
          media: undefined,
          attachments,
          publishRuns: firestorePublishRunStore(db),
          readiness: firestoreReadiness(db),
          firestore: db,
          bucket,
        };
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
    store: stores.admin,
    retention: stores.retention,
    log: () => {},
    content: createContentService(stores.content, getContent),
    media: stores.media,
    attachments: stores.attachments,
    publishRuns: stores.publishRuns,
    publisher: undefined,
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
