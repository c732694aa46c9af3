/**
 * What the server's services do with the embedded store at start and stop: they hold the data
 * folder with a pid file (so `npm run restore` waits), keep the daily copy in BACKUP_DIR and
 * say where, and give the folder back when closed.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { collectingLog } from './collecting-log';
import { createSiteServices, NO_STAFF_ACCOUNT } from '../../src/server/services';
import { createBackend } from '../../src/server/backend';
import { hashPassword } from '../../src/server/admin/passwords';
import { pidFile } from '../../src/server/store/sqlite/server-pid';

it('holds the data folder while it runs and keeps a daily copy in BACKUP_DIR, saying where', async () => {
  const root = mkdtempSync(join(tmpdir(), 'services-backup-'));
  const dataDir = join(root, 'data');
  const backupDir = join(root, 'backups');
  const said: string[] = [];
  let copied: (line: string) => void = () => {};
  const firstCopy = new Promise<string>((resolve) => (copied = resolve));
  const services = createSiteServices(
    { CONTACT_DATA_DIR: dataDir, BACKUP_DIR: backupDir },
    { contentExportedAt: null },
    collectingLog((line) => {
      said.push(line);
      if (line.startsWith('Daily backup:')) copied(line);
    }),
  );
  services.start();
  expect(readFileSync(pidFile(dataDir), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
  expect(await firstCopy).toMatch(/^Daily backup: 0 contact request\(s\) written to .*backups\/site-[\dT-]+Z\.sqlite, 0 image\(s\) to /);
  expect(said).toContain(`A copy of the database, its images and the files sent with requests is kept daily in ${backupDir} (the last 7)`);
  // The database, its images and the files sent with its requests.
  expect(readdirSync(backupDir)).toHaveLength(3);
  await services.close();
  expect(existsSync(pidFile(dataDir))).toBe(false);
});

it('says that there is no daily copy without BACKUP_DIR', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'services-no-backup-')), 'data');
  const said: string[] = [];
  const services = createSiteServices(
    { CONTACT_DATA_DIR: dataDir },
    { contentExportedAt: null },
    collectingLog((line) => said.push(line)),
  );
  // As main.ts does: whatever start reads of the store, before anything closes it.
  await services.start();
  await services.close();
  expect(said).toContain('No daily backup: set BACKUP_DIR to a folder (on another disk) to keep one');
  expect(readdirSync(dataDir)).toEqual(['site.sqlite']);
});

it('says once at start, while there is no staff account, which command creates one; not once there is one', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'services-no-account-')), 'data');
  const start = async () => {
    const said: string[] = [];
    const services = createSiteServices(
      { CONTACT_DATA_DIR: dataDir },
      { contentExportedAt: null },
      collectingLog((line) => said.push(line)),
    );
    await services.start();
    await services.close();
    return said;
  };
  const first = await start();
  expect(NO_STAFF_ACCOUNT).toContain('npm run admin:user -- add <email>');
  expect(first.filter((line) => line === NO_STAFF_ACCOUNT)).toHaveLength(1);

  const backend = createBackend({ CONTACT_DATA_DIR: dataDir });
  await backend.adminStore.putUser(
    {
      email: 'staff@example.com',
      displayName: 'Zeynep',
      passwordHash: await hashPassword('uzun bir parola 2026', { N: 1024, r: 8, p: 1 }),
    },
    new Date(),
  );
  await backend.close();
  expect(await start()).not.toContain(NO_STAFF_ACCOUNT);
});
