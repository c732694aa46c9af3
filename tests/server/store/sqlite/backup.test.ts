/**
 * A backup of the embedded store while the server writes: taken in one step while a server in
 * another process stores a few hundred concurrent contact requests, the copy opens, passes
 * `PRAGMA integrity_check` and holds every request acknowledged before it began; the images go
 * beside it; a name already taken is never overwritten.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { expect, it } from 'vitest';
import { backupEmbeddedStore, type BackupCopy } from '../../../../src/server/store/sqlite/backup';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { folderMediaStore } from '../../../../src/server/store/sqlite/media';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { validSubmission } from '../../contact-cases';
import { storedRequest } from '../../fixtures/stored-request';
import { postContact, startContactServer } from '../../contact-server-process';

const TOTAL = 300;
/** Requests in flight at any time. */
const CONCURRENCY = 40;
const BACKUP_AFTER = 100;
const IMAGE = `${'ab12'.repeat(8)}.jpg`;

const folder = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

it(
  `copies the database in one step while a server stores ${TOTAL} requests, ${CONCURRENCY} at a time, with every request acknowledged before it began`,
  { timeout: 60_000 },
  async () => {
    const dataDir = join(folder('backup-load'), 'data');
    const file = join(folder('backup-target'), 'copy.sqlite');
    const server = await startContactServer(dataDir);
    try {
      await folderMediaStore(dataDir).put(IMAGE, Buffer.from('the bytes of an uploaded image'));
      const submissions = Array.from({ length: TOTAL }, (_, i) => validSubmission({ message: `Yedeklenen talep ${i}: çğıöşü` }));
      const acknowledged: string[] = [];
      const statuses: number[] = [];
      let acknowledgedBeforeBackup: string[] = [];
      let backup: Promise<BackupCopy> | undefined;
      let next = 0;
      const worker = async () => {
        while (next < submissions.length) {
          const submission = submissions[next++]!;
          const status = await postContact(server.port, JSON.stringify(submission));
          statuses.push(status);
          if (status !== 201) continue;
          acknowledged.push(submission.requestId);
          // While the other workers' requests are in flight: the server commits them during the copy.
          if (acknowledged.length === BACKUP_AFTER) {
            acknowledgedBeforeBackup = [...acknowledged];
            backup = backupEmbeddedStore(dataDir, file);
          }
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
      const copy = await backup!;
      expect(statuses.filter((status) => status !== 201)).toEqual([]);

      const db = new DatabaseSync(copy.database, { readOnly: true });
      try {
        expect(db.prepare('PRAGMA integrity_check').all()).toEqual([{ integrity_check: 'ok' }]);
        // One file, no write-ahead log needed beside it.
        expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'delete' });
        expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
        const ids = (db.prepare('SELECT id FROM contact_requests').all() as { id: string }[]).map((row) => row.id);
        expect(acknowledgedBeforeBackup.filter((id) => !ids.includes(id))).toEqual([]);
        expect(new Set(ids).size).toBe(ids.length);
        const submitted = new Set<string>(submissions.map((submission) => submission.requestId));
        expect(ids.filter((id) => !submitted.has(id))).toEqual([]);
        expect(copy.requests).toBe(ids.length);
        // Every stored request has its row whole, not a torn one.
        const messages = db.prepare('SELECT message FROM contact_requests').all() as { message: string }[];
        expect(messages.every(({ message }) => /^Yedeklenen talep \d+: çğıöşü$/.test(message))).toBe(true);
      } finally {
        db.close();
      }
      expect(readdirSync(copy.media)).toEqual([IMAGE]);
      expect(readFileSync(join(copy.media, IMAGE), 'utf8')).toBe('the bytes of an uploaded image');
      expect(readdirSync(join(file, '..')).sort()).toEqual(['copy.sqlite', 'copy.sqlite.attachments', 'copy.sqlite.media']);
    } finally {
      server.child.kill();
    }
    // The server kept every request, those after the copy included.
    expect(await sqliteContactStore(databaseHandle(dataDir, () => {})).list()).toHaveLength(TOTAL);
  },
);

it('never overwrites a file or image folder of that name, and says when there is no database to copy', async () => {
  const dataDir = join(folder('backup-taken'), 'data');
  const target = folder('backup-taken-target');
  await expect(backupEmbeddedStore(dataDir, join(target, 'none.sqlite'))).rejects.toThrow(
    /There is no database to back up: .*site\.sqlite does not exist \(is CONTACT_DATA_DIR right\?\)/,
  );
  const handle = databaseHandle(dataDir, () => {});
  await sqliteContactStore(handle).save({ id: 'kept', request: { ...storedRequest } });
  handle.close();

  writeFileSync(join(target, 'taken.sqlite'), 'an earlier file');
  await expect(backupEmbeddedStore(dataDir, join(target, 'taken.sqlite'))).rejects.toThrow(/taken\.sqlite exists already/);
  expect(readFileSync(join(target, 'taken.sqlite'), 'utf8')).toBe('an earlier file');

  const copy = await backupEmbeddedStore(dataDir, join(target, 'first.sqlite'));
  expect(copy).toMatchObject({ requests: 1, images: 0, attachmentFiles: 0, version: MIGRATIONS.length });
  await expect(backupEmbeddedStore(dataDir, join(target, 'first.sqlite'))).rejects.toThrow(/first\.sqlite exists already/);
  // No half copy is left under any name.
  expect(readdirSync(target).sort()).toEqual(['first.sqlite', 'first.sqlite.attachments', 'first.sqlite.media', 'taken.sqlite']);
  expect(existsSync(join(target, 'first.sqlite.partial'))).toBe(false);
});
