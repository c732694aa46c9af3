/**
 * Putting a backup back: the requests, images and files sent with requests of the backup
 * return, and no file stays of a request the restored database does not have; a file that is not a
 * database of this site is refused with the current database unchanged; nothing is replaced
 * while a server (a live process in the pid file) or any other process holds the database,
 * while a pid file its process left behind when it died holds nothing.
 */
import { spawnSync } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../../src/content/contact-request-schemas';
import { attachmentsBeside, backupEmbeddedStore } from '../../../../src/server/store/sqlite/backup';
import { attachmentsFolder, folderAttachmentStore } from '../../../../src/server/store/sqlite/attachments';
import { RestoreRefused } from '../../../../src/server/store/sqlite/backup-check';
import { databasePath } from '../../../../src/server/store/sqlite/connection';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { folderMediaStore } from '../../../../src/server/store/sqlite/media';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { restoreEmbeddedStore } from '../../../../src/server/store/sqlite/restore';
import { claimDataDir, pidFile } from '../../../../src/server/store/sqlite/server-pid';

const request = (name: string, index: number): ContactRequest => ({
  createDate: '2026-11-22T10:00:00.000Z',
  email: 'ayse@example.com',
  subject: 'Teklif',
  phone: '+90 312 555 01 23',
  message: `Merhaba, ${name} için teklif rica ederiz.`,
  name,
  index,
  ip: '203.0.113.7',
  solvedDate: null,
  solved: false,
  lang: 'tr',
});
const quiet = () => {};
const folder = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));
const IMAGE = `${'c0ffee00'.repeat(4)}.jpg`;
const LATER_IMAGE = `${'0badf00d'.repeat(4)}.jpg`;

/** A data folder with `names` stored as requests and one image; its database closed. */
async function storeWith(names: string[], image = IMAGE): Promise<string> {
  const dataDir = join(folder('restore'), 'data');
  const handle = databaseHandle(dataDir, quiet);
  for (const [index, name] of names.entries()) await sqliteContactStore(handle).save({ id: `id-${name}`, request: request(name, index) });
  await folderMediaStore(dataDir).put(image, Buffer.from(`bytes of ${image}`));
  handle.close();
  return dataDir;
}

async function storedNames(dataDir: string): Promise<string[]> {
  const handle = databaseHandle(dataDir, quiet);
  try {
    return (await sqliteContactStore(handle).list()).map((entry) => entry.request.name);
  } finally {
    handle.close();
  }
}

/** Every file under `dir` with a hash of its bytes: what "nothing changed" compares. */
function contents(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}

async function backupOf(dataDir: string): Promise<string> {
  const file = join(folder('restore-backup'), 'backup.sqlite');
  await backupEmbeddedStore(dataDir, file);
  return file;
}

/** A file that is not what a backup writes. */
function foreignFile(make: (db: DatabaseSync) => void): string {
  const file = join(folder('restore-foreign'), 'other.sqlite');
  const db = new DatabaseSync(file);
  make(db);
  db.close();
  return file;
}

describe('a backup put back', () => {
  it('gives back its requests and images, in place of the database that was there and into an empty folder', async () => {
    const dataDir = await storeWith(['Ayşe', 'Mehmet', 'Zeynep']);
    const file = await backupOf(dataDir);
    // After the backup: a request and an image the restore takes back and keeps.
    const handle = databaseHandle(dataDir, quiet);
    await sqliteContactStore(handle).save({ id: 'id-later', request: request('Later', 9) });
    handle.close();
    await folderMediaStore(dataDir).put(LATER_IMAGE, Buffer.from('a later image'));

    const restored = await restoreEmbeddedStore(dataDir, file);
    expect(restored).toEqual({ requests: 3, version: MIGRATIONS.length, images: 0, attachmentFiles: 0, attachmentFilesRemoved: 0 });
    expect(await storedNames(dataDir)).toEqual(['Ayşe', 'Mehmet', 'Zeynep']);
    expect((await folderMediaStore(dataDir).list()).map(({ name }) => name).sort()).toEqual([IMAGE, LATER_IMAGE].sort());
    // Nothing of the swap is left beside it.
    expect(readdirSync(dataDir).sort()).toEqual(['attachments', 'media', 'site.sqlite']);

    const elsewhere = join(folder('restore-new'), 'data');
    expect(await restoreEmbeddedStore(elsewhere, file)).toEqual({
      requests: 3,
      version: MIGRATIONS.length,
      images: 1,
      attachmentFiles: 0,
      attachmentFilesRemoved: 0,
    });
    expect(await storedNames(elsewhere)).toEqual(['Ayşe', 'Mehmet', 'Zeynep']);
    expect((await folderMediaStore(elsewhere).get(IMAGE))?.toString()).toBe(`bytes of ${IMAGE}`);
  });

  it('gives back the files sent with its requests as they were stored, and keeps none of requests it does not have', async () => {
    const dataDir = join(folder('restore-files'), 'data');
    const handle = databaseHandle(dataDir, quiet);
    const store = folderAttachmentStore(dataDir);
    const put = async (requestId: string, bytes: string) => {
      const attachmentId = randomUUID();
      const file = join(folder('upload'), 'part');
      writeFileSync(file, bytes);
      await store.put(requestId, attachmentId, 'application/pdf', file);
      return `${requestId}/${attachmentId}`;
    };
    const [ayse, mehmet, later] = [randomUUID(), randomUUID(), randomUUID()];
    const kept = [await put(ayse, '%PDF ayşe 1'), await put(ayse, '%PDF ayşe 2'), await put(mehmet, '%PDF mehmet')];
    // Stored long ago: the restored copy keeps that time, which retention reads.
    const storedAt = new Date('2025-03-01T09:00:00Z');
    utimesSync(join(attachmentsFolder(dataDir), kept[0]!), storedAt, storedAt);
    await sqliteContactStore(handle).save({ id: ayse, request: request('Ayşe', 0) });
    await sqliteContactStore(handle).save({ id: mehmet, request: request('Mehmet', 1) });
    // A file whose request never came (the endpoint failed between the two): left out of the copy.
    await put(randomUUID(), '%PDF orphan');
    const file = await backupOf(dataDir);
    const before = contents(attachmentsFolder(dataDir));
    expect(contents(attachmentsBeside(file))).toEqual(Object.fromEntries(kept.map((path) => [path, before[path]])));

    // After the backup: a request with a file, which the restored database does not have; and the files lost.
    await put(later, '%PDF later');
    await sqliteContactStore(handle).save({ id: later, request: request('Later', 2) });
    handle.close();
    rmSync(join(attachmentsFolder(dataDir), ayse), { recursive: true });

    expect(await restoreEmbeddedStore(dataDir, file)).toMatchObject({ requests: 2, attachmentFiles: 2, attachmentFilesRemoved: 2 });
    // Exactly the restored requests' files, byte for byte.
    expect(contents(attachmentsFolder(dataDir))).toEqual(Object.fromEntries(kept.map((path) => [path, before[path]])));
    expect(statSync(join(attachmentsFolder(dataDir), kept[0]!)).mtime).toEqual(storedAt);
    expect(readdirSync(attachmentsFolder(dataDir)).sort()).toEqual([ayse, mehmet].sort());
  });

  it('takes a backup of an older schema and brings it to this server’s', async () => {
    const file = foreignFile((db) => {
      for (const step of MIGRATIONS.slice(0, 3)) db.exec(step);
      db.exec('PRAGMA user_version = 3');
      db.prepare(
        "INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, lang) VALUES ('old', ?, '', 's', '+90 312 555 01 23', 'm', 'Eski', 1, 'ip', 'tr')",
      ).run('2025-01-01T00:00:00.000Z');
    });
    const dataDir = await storeWith(['Ayşe']);
    expect(await restoreEmbeddedStore(dataDir, file)).toMatchObject({ requests: 1, version: 3 });
    expect(await storedNames(dataDir)).toEqual(['Eski']);
    const db = new DatabaseSync(databasePath(dataDir), { readOnly: true });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    db.close();
  });
});

describe('a file that is not a backup of this site', () => {
  const cases: [string, () => string, RegExp][] = [
    ['a name with no file', () => join(folder('restore-missing'), 'missing.sqlite'), /There is no file .*missing\.sqlite to restore/],
    [
      'not a database at all',
      () => {
        const file = join(folder('restore-text'), 'notes.sqlite');
        writeFileSync(file, 'These are notes, not a database.\n'.repeat(200));
        return file;
      },
      /notes\.sqlite is not a SQLite database \(file is not a database\)/,
    ],
    ['an empty file', () => foreignFile(() => {}), /is a SQLite database, but not one of this site: it has no schema version/],
    [
      'another program’s database',
      () => foreignFile((db) => db.exec('CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT)')),
      /other\.sqlite is a SQLite database, but not one of this site: it has no schema version/,
    ],
    [
      'another database that sets a schema version',
      () =>
        foreignFile((db) => {
          db.exec('CREATE TABLE contact_requests (id TEXT PRIMARY KEY, body TEXT); CREATE TABLE customers (id INTEGER)');
          db.exec(`PRAGMA user_version = 3`);
        }),
      /not a database of this site: at schema version 3 .*missing table\(s\) admin_sessions, admin_users, outbox, settings, sign_in_throttles; table\(s\) this site does not have: customers; table contact_requests has the columns \(id TEXT, body TEXT\)/,
    ],
    [
      'a database of a newer server',
      () =>
        foreignFile((db) => {
          for (const step of MIGRATIONS) db.exec(step);
          db.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
        }),
      new RegExp(`schema version ${MIGRATIONS.length + 1}, newer than this server's \\(${MIGRATIONS.length}\\)`),
    ],
  ];
  for (const [what, make, message] of cases)
    it(`is refused with the reason, the current database unchanged: ${what}`, async () => {
      const dataDir = await storeWith(['Ayşe', 'Mehmet']);
      const before = contents(dataDir);
      const refusal = restoreEmbeddedStore(dataDir, make());
      await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
      await expect(refusal).rejects.toThrow(message);
      expect(contents(dataDir)).toEqual(before);
      expect(await storedNames(dataDir)).toEqual(['Ayşe', 'Mehmet']);
    });

  it('leaves no folder behind where there was none', async () => {
    const dataDir = join(folder('restore-none'), 'data');
    await expect(
      restoreEmbeddedStore(
        dataDir,
        foreignFile(() => {}),
      ),
    ).rejects.toBeInstanceOf(RestoreRefused);
    expect(existsSync(dataDir)).toBe(false);
  });
});

describe('while the folder is in use', () => {
  async function refusedUnchanged(dataDir: string, file: string, message: RegExp) {
    const before = contents(dataDir);
    const refusal = restoreEmbeddedStore(dataDir, file);
    await expect(refusal).rejects.toBeInstanceOf(RestoreRefused);
    await expect(refusal).rejects.toThrow(message);
    expect(contents(dataDir)).toEqual(before);
  }

  it('is refused while a live process of this host holds the pid file, and goes ahead once it released it', async () => {
    const dataDir = await storeWith(['Ayşe']);
    const file = await backupOf(await storeWith(['Backup']));
    const claim = claimDataDir(dataDir);
    await refusedUnchanged(
      dataDir,
      file,
      new RegExp(`a server \\(process ${process.pid} on ${hostname()}\\) uses it.*stop the server first`),
    );
    claim.release();
    expect(existsSync(pidFile(dataDir))).toBe(false);
    await restoreEmbeddedStore(dataDir, file);
    expect(await storedNames(dataDir)).toEqual(['Backup']);
  });

  it('is not held by the pid file of a process that has died', async () => {
    const dataDir = await storeWith(['Ayşe']);
    const ended = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
    writeFileSync(pidFile(dataDir), `${ended.stdout}\n${hostname()}\n`);
    await restoreEmbeddedStore(dataDir, await backupOf(await storeWith(['Backup'])));
    expect(await storedNames(dataDir)).toEqual(['Backup']);
  });

  it('is refused while the pid file names a process on another host, or cannot be read', async () => {
    const dataDir = await storeWith(['Ayşe']);
    const file = await backupOf(await storeWith(['Backup']));
    writeFileSync(pidFile(dataDir), `1\nanother-machine\n`);
    await refusedUnchanged(
      dataDir,
      file,
      /process 1 on another-machine\) uses it.*if that process is not the server any more, delete .*server\.pid/,
    );
    writeFileSync(pidFile(dataDir), 'garbage');
    await refusedUnchanged(dataDir, file, /server\.pid cannot be read as a process id: if no server uses the folder, delete it/);
  });

  it('is refused while another connection has the database open, even without a pid file', async () => {
    const dataDir = await storeWith(['Ayşe']);
    const file = await backupOf(await storeWith(['Backup']));
    const open = new DatabaseSync(databasePath(dataDir));
    try {
      open.prepare('SELECT count(*) FROM contact_requests').get();
      await expect(restoreEmbeddedStore(dataDir, file)).rejects.toThrow(/another process has .*site\.sqlite open .*stop it first/);
      expect(open.prepare('SELECT name FROM contact_requests').all()).toEqual([{ name: 'Ayşe' }]);
    } finally {
      open.close();
    }
    expect(readdirSync(dataDir).sort()).toEqual(['media', 'site.sqlite']);
  });
});

it('keeps a pid file in the folder that is not a request file for the import of the old store', () => {
  const dataDir = folder('pid');
  mkdirSync(dataDir, { recursive: true });
  const claim = claimDataDir(dataDir);
  expect(readdirSync(dataDir)).toEqual(['server.pid']);
  expect(readFileSync(pidFile(dataDir), 'utf8')).toBe(`${process.pid}\n${hostname()}\n`);
  claim.release();
  expect(readdirSync(dataDir)).toEqual([]);
});
