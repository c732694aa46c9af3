/**
 * npm run backup / npm run restore as an operator runs them: a backup while the server takes
 * requests; a restore refused while that server runs and done once it has stopped (its pid
 * file left behind by SIGKILL holds nothing); a file that is not a backup refused with the
 * database unchanged; Firestore pointed to its own backups.
 */
import { once } from 'node:events';
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databasePath } from '../../src/server/store/sqlite/connection';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { folderMediaStore } from '../../src/server/store/sqlite/media';
import { pidFile } from '../../src/server/store/sqlite/server-pid';
import { validSubmission } from '../server/contact-cases';
import { postContact, startContactServer } from '../server/contact-server-process';
import { cliTestTimeout, runScript } from './emulator';

const IMAGE = `${'feed'.repeat(8)}.jpg`;
const folder = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

async function storedMessages(dataDir: string): Promise<string[]> {
  const handle = databaseHandle(dataDir, () => {});
  try {
    return (await sqliteContactStore(handle).list()).map((entry) => entry.request.message);
  } finally {
    handle.close();
  }
}

it(
  'backs up while the server runs, refuses to restore under it, and restores requests and images once it stopped',
  { timeout: cliTestTimeout(3) + 20_000 },
  async () => {
    const root = folder('backup-cli');
    const dataDir = join(root, 'data');
    // The operator types a relative name where they are; npm runs the script from the project.
    const env = { CONTACT_DATA_DIR: dataDir, INIT_CWD: root };
    const server = await startContactServer(dataDir);
    const exited = once(server.child, 'exit');
    try {
      expect(readFileSync(pidFile(dataDir), 'utf8')).toMatch(new RegExp(`^${server.child.pid}\\n`));
      for (const message of ['Birinci talep', 'İkinci talep'])
        expect(await postContact(server.port, JSON.stringify(validSubmission({ message })))).toBe(201);
      await folderMediaStore(dataDir).put(IMAGE, Buffer.from('an uploaded image'));

      const backup = await runScript('scripts/backup.ts', ['copies/site.sqlite'], env);
      expect(backup.stderr).toBe('');
      expect(backup).toMatchObject({ code: 0 });
      expect(backup.stdout).toMatch(
        /^Backed up .*data: 2 contact request\(s\) \(schema version \d+\) to .*copies\/site\.sqlite, 1 image\(s\) to .*copies\/site\.sqlite\.media\//,
      );
      expect(readdirSync(join(root, 'copies')).sort()).toEqual(['site.sqlite', 'site.sqlite.attachments', 'site.sqlite.media']);

      expect(await postContact(server.port, JSON.stringify(validSubmission({ message: 'Yedekten sonra' })))).toBe(201);
      const refused = await runScript('scripts/restore.ts', ['copies/site.sqlite'], env);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toMatch(
        new RegExp(
          `^Not restoring into .*data: a server \\(process ${server.child.pid} on .*\\) uses it.*stop the server first.* Nothing was changed\\.`,
        ),
      );
    } finally {
      // Killed, not stopped: its pid file stays behind, naming a process that is gone.
      server.child.kill('SIGKILL');
      await exited;
    }
    expect(existsSync(pidFile(dataDir))).toBe(true);
    expect(await storedMessages(dataDir)).toHaveLength(3);

    const restored = await runScript('scripts/restore.ts', ['copies/site.sqlite'], env);
    expect(restored.stderr).toBe('');
    expect(restored).toMatchObject({ code: 0 });
    expect(restored.stdout).toMatch(
      /Restored .*copies\/site\.sqlite into .*data: 2 contact request\(s\), schema version \d+; 0 image\(s\) added/,
    );
    expect((await storedMessages(dataDir)).sort()).toEqual(['Birinci talep', 'İkinci talep']);
    expect((await folderMediaStore(dataDir).get(IMAGE))?.toString()).toBe('an uploaded image');
  },
);

it(
  'refuses a file that is not a backup of this site with exit code 1 and the database unchanged',
  { timeout: cliTestTimeout(2) },
  async () => {
    const root = folder('restore-cli-refused');
    const dataDir = join(root, 'data');
    const handle = databaseHandle(dataDir, () => {});
    await sqliteContactStore(handle).save({
      id: 'kept',
      request: {
        ...validSubmission(),
        createDate: '2026-11-22T10:00:00.000Z',
        index: 1,
        ip: '',
        solvedDate: null,
        solved: false,
        lang: 'tr',
      },
    });
    handle.close();
    const before = readFileSync(databasePath(dataDir));
    writeFileSync(join(root, 'notes.txt'), 'not a database, only notes\n'.repeat(100));

    const refused = await runScript('scripts/restore.ts', [join(root, 'notes.txt')], { CONTACT_DATA_DIR: dataDir });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/notes\.txt is not a SQLite database \(file is not a database\)\. Nothing was changed\.\n$/);
    expect(readFileSync(databasePath(dataDir)).equals(before)).toBe(true);
    expect(readdirSync(dataDir)).toEqual(['site.sqlite']);

    const usage = await runScript('scripts/restore.ts', [], { CONTACT_DATA_DIR: dataDir });
    expect(usage).toMatchObject({ code: 2, stderr: expect.stringContaining('Usage: npm run restore -- <file>') });
  },
);

it('points to Firestore’s own backups when Firestore keeps the data', { timeout: cliTestTimeout(1) }, async () => {
  const result = await runScript('scripts/backup.ts', ['copy.sqlite'], { FIRESTORE_EMULATOR_HOST: '127.0.0.1:1' });
  expect(result).toMatchObject({ code: 2, stderr: expect.stringContaining('gcloud firestore export') });
});
