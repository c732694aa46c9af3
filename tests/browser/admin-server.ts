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
import type { InboxItem } from '../../src/admin-api/contract';
import { figureWindow, leadFigures, type LeadFigures } from '../../src/lib/lead-figures';
import { readBuildFacts, type BuildFacts } from '../../src/server/build-facts';
import { sqliteAdminStore } from '../../src/server/store/sqlite/admin-store';
import { databaseHandle, type DatabaseHandle } from '../../src/server/store/sqlite/lazy';
import { distDir } from '../dist-dir';
import { embeddedStoreEnv } from './contact-data';
import { seedAdminStore, staff, type AdminSeed } from './seeded-store';
import { contentProjects } from '../../src/lib/project-catalog';

export { expect } from '@playwright/test';
export { staff } from './seeded-store';

/** The inbox's page size (the staff API's). */
export const PAGE_SIZE = 20;
const WEEK_MS = 7 * 24 * 3600_000;

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

async function startAdminServer(
  seedState: AdminSeed,
  env: NodeJS.ProcessEnv,
): Promise<{ server: AdminServer; process: ChildProcess; handle: DatabaseHandle }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'admin-e2e-')), 'data');
  const handle = databaseHandle(dataDir, () => {});
  await seedAdminStore(handle, seedState);
  const admin = sqliteAdminStore(handle);
  const port = await freePort();
  const process = await startBuiltSite(port, { ...embeddedStoreEnv(dataDir), ...env });
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

export const test = base.extend<{ adminSeed: AdminSeed; adminEnv: NodeJS.ProcessEnv; adminServer: AdminServer }>({
  adminSeed: [{ account: true, requests: 45 }, { option: true }],
  /** Settings of the server beyond its store (a spec's SMTP server). */
  adminEnv: [{}, { option: true }],
  adminServer: [
    async ({ adminSeed, adminEnv }, use) => {
      const { server, process, handle } = await startAdminServer(adminSeed, adminEnv);
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
