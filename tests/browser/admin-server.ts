/**
 * The admin specs' server: for each test, the built site's own server (`node dist/server/main.mjs`)
 * on a free port with the embedded store in a folder of its own, seeded before it starts through
 * the store's own code (a staff account, forty-five requests in every notification state the
 * embedded store knows, every fifth solved). The page's baseURL is that server, so the screens
 * talk to the real staff API. A spec picks another starting state with
 * `test.use({ adminSeed: ... })`; states that arise while the server runs (a lockout, an expired
 * session) are brought about as they happen in production: by signing in wrongly, by the
 * account's sessions ending in the store.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base } from '@playwright/test';
import { freePort } from '../../scripts/lib/free-port';
import { startBuiltSite } from '../../scripts/lib/built-site';
import type { InboxItem, Permission } from '../../src/admin-api/contract';
import { figureWindow, leadFigures, type LeadFigures } from '../../src/lib/lead-figures';
import { hashPassword } from '../../src/server/admin/passwords';
import { readBuildFacts, type BuildFacts } from '../../src/server/build-facts';
import { sqliteAdminStore } from '../../src/server/store/sqlite/admin-store';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle, type DatabaseHandle } from '../../src/server/store/sqlite/lazy';
import { sqliteOutbox } from '../../src/server/store/sqlite/outbox';
import { distDir } from '../dist-dir';
import { KINDS_OF_WORK } from '../../src/content/contact-fields';
import { embeddedStoreEnv } from './contact-data';
import { contentProjects } from '../../src/lib/project-catalog';

export { expect } from '@playwright/test';

/** The inbox's page size (the staff API's). */
export const PAGE_SIZE = 20;
const WEEK_MS = 7 * 24 * 3600_000;

/** The staff account the seeded store holds. */
export const staff = { email: 'yonetici@ornek-elektromekanik.example', password: 'Doğru-Parola-2026', displayName: 'Ayşe Yılmaz' } as const;

const people = ['Deniz Kaya', 'Çağrı Öztürk', 'Jane Miller', 'Gülşen İnce', 'Şükrü Ağaoğlu', 'Mark Weber', 'Işıl Dönmez', 'Ümit Çelik'];
const subjects = ['Trafo merkezi teklifi', 'Quote for a substation', 'Otomasyon bakımı', 'Zayıf akım projesi', 'Jeneratör revizyonu'];
/** What happened to each request's notification, in turn: the embedded store's states, and none. */
const notificationFates = ['sent', 'pending', 'failed', 'off'] as const;

export interface AdminSeed {
  /** Whether the staff account exists (without one, the admin says the site is not set up yet). */
  account: boolean;
  /** How many contact requests the store holds. */
  requests: number;
  /** What the account may do (default: what `npm run admin:user -- add` gives). */
  permissions?: Permission[];
}

export interface AdminServer {
  readonly url: string;
  /** The build's facts the server reads (the content's export time on the dashboard). */
  readonly facts: BuildFacts;
  /** The requests as the store holds them now, newest first. */
  requests(): Promise<InboxItem[]>;
  /** How many stored requests the dashboard counts as this week's. */
  thisWeek(): Promise<number>;
  /** Ends every session of the staff account in the store, as expiry does. */
  endSessions(): Promise<void>;
  /** The figures from the leads as the store counts them now. */
  leadFigures(): Promise<LeadFigures>;
}

/**
 * `count` requests, one every 7 hours back from an hour ago: the newest 24 are this week's, the
 * next is a day older than a week, so no request is near the dashboard's boundary.
 */
async function seed(handle: DatabaseHandle, { account, requests, permissions }: AdminSeed) {
  const admin = sqliteAdminStore(handle);
  if (account) {
    const passwordHash = await hashPassword(staff.password);
    await admin.putUser({ email: staff.email, displayName: staff.displayName, passwordHash, permissions }, new Date());
  }
  const notified = sqliteContactStore(handle, { notifyTo: ['teklif@ornek-elektromekanik.example'] });
  const silent = sqliteContactStore(handle);
  const outbox = sqliteOutbox(handle);
  const newest = Date.now() - 3600_000;
  for (let index = 0; index < requests; index++) {
    const id = `req-${String(index + 1).padStart(3, '0')}`;
    const fate = notificationFates[index % notificationFates.length]!;
    const createDate = new Date(newest - index * 7 * 3600_000).toISOString();
    await (fate === 'off' ? silent : notified).save({
      id,
      request: {
        name: people[index % people.length]!,
        subject: `${subjects[index % subjects.length]} #${index + 1}`,
        phone: index % 2 ? `+90 532 000 00 ${String(index).padStart(2, '0')}` : '0312 555 01 23',
        email: index % 6 === 5 ? '' : `kisi${index + 1}@example.com`,
        message: `Merhaba,\nprojemiz için keşif istiyoruz. (${index + 1})`,
        createDate,
        lang: index % 3 === 1 ? 'en' : 'tr',
        index: Date.parse(createDate),
        ip: '203.0.113.7',
        solved: false,
        solvedDate: null,
        // What a quote adds (the lead figures count by it): a kind of work on every third request, each in turn.
        ...(index % 3 === 0 ? { kindOfWork: KINDS_OF_WORK[(index / 3) % KINDS_OF_WORK.length]! } : {}),
        sentFrom: index % 2 ? 'contact' : 'projectDetail',
      },
    });
    if (fate === 'sent') outbox.markSent(id, createDate);
    if (fate === 'failed') outbox.markFailed(id, 'SMTP 550: mailbox unavailable');
    if (index % 5 === 4) await admin.setSolved(id, true, staff.email, new Date(Date.parse(createDate) + 86_400_000));
  }
}

async function startAdminServer(seedState: AdminSeed): Promise<{ server: AdminServer; process: ChildProcess; handle: DatabaseHandle }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'data');
  const handle = databaseHandle(dataDir, () => {});
  await seed(handle, seedState);
  const admin = sqliteAdminStore(handle);
  const port = await freePort();
  const process = await startBuiltSite(port, embeddedStoreEnv(dataDir));
  const server: AdminServer = {
    url: `http://127.0.0.1:${port}`,
    facts: readBuildFacts(distDir),
    requests: () => admin.allItems(),
    thisWeek: async () => (await admin.allItems()).filter((item) => Date.parse(item.createDate) > Date.now() - WEEK_MS).length,
    endSessions: async () => {
      // Removing the account removes its sessions; it is put back with the same password.
      const user = await admin.getUser(staff.email);
      await admin.removeUser(staff.email);
      if (user) await admin.putUser(user, new Date());
    },
    leadFigures: async () => {
      const window = figureWindow(new Date());
      const names = contentProjects.names();
      return leadFigures(window, await admin.leadCounts(window, Object.keys(names)), names);
    },
  };
  return { server, process, handle };
}

export const test = base.extend<{ adminSeed: AdminSeed; adminServer: AdminServer }>({
  adminSeed: [{ account: true, requests: 45 }, { option: true }],
  adminServer: [
    async ({ adminSeed }, use) => {
      const { server, process, handle } = await startAdminServer(adminSeed);
      await use(server);
      // Every write was committed before its answer; how the server stops is not under test here.
      const exited = new Promise((resolve) => process.once('exit', resolve));
      process.kill('SIGKILL');
      await exited;
      handle.close();
    },
    // A time of its own, as the HTML checker's service has: seeding the store and starting the
    // server take one to two seconds here, ten times that while the full suite loads both cores,
    // and that time was taken from the test's 30 s, so a test under load ran out at whatever
    // step it had reached (a click waiting for its first animation frame, a sign-in).
    { timeout: 60_000 },
  ],
  baseURL: async ({ adminServer }, use) => use(adminServer.url),
});
