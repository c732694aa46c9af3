/** The embedded database: schema steps by user_version, and the import of the old store's request files. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../../src/content/schemas';
import { DATABASE_FILE, databasePath, openDatabase } from '../../../../src/server/store/sqlite/connection';
import type { Database } from '../../../../src/server/store/sqlite/transaction';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { importLegacyRequests } from '../../../../src/server/store/sqlite/legacy-import';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { storedRequest } from '../../fixtures/stored-request';

// Turkish letters in the message: the database keeps them as sent.
const request: ContactRequest = { ...storedRequest, message: 'Merhaba, ışık ve güç tesisatı için.' };
const quiet = () => {};
const folder = () => join(mkdtempSync(join(tmpdir(), 'contact-db-')), 'requests');
/** A request file exactly as the old file store wrote it. */
const legacyFile = (dir: string, id: string, r: ContactRequest) =>
  writeFileSync(join(dir, `${id}.json`), `${JSON.stringify({ id, request: r }, null, 2)}\n`);

describe('schema', () => {
  it('is created at the first open with WAL, full sync and the latest user_version, and reopening changes nothing', () => {
    const dir = folder();
    const lines: string[] = [];
    const db = openDatabase(dir, { log: (line) => lines.push(line) });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    expect(db.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    expect(db.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 2 });
    expect(lines).toEqual([expect.stringContaining(`${MIGRATIONS.length} schema step(s) applied`)]);
    db.close();
    const again: string[] = [];
    openDatabase(dir, { log: (line) => again.push(line) }).close();
    expect(again).toEqual([]);
    expect(readdirSync(dir).filter((name) => !name.startsWith(`${DATABASE_FILE}-`))).toEqual([DATABASE_FILE]);
  });

  it('moves a database of an older version forward, keeping its rows', () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const old = new DatabaseSync(databasePath(dir));
    old.exec(MIGRATIONS[0]!);
    old.exec('PRAGMA user_version = 1');
    old
      .prepare(
        "INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, lang) VALUES ('a', ?, '', 's', 'p', 'm', 'n', 5, 'ip', 'tr')",
      )
      .run(request.createDate);
    old.close();
    const db = openDatabase(dir, { log: quiet });
    expect(db.prepare('PRAGMA user_version').get()).toEqual({ user_version: MIGRATIONS.length });
    expect(db.prepare('SELECT id, idx FROM contact_requests').all()).toEqual([{ id: 'a', idx: 5 }]);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'outbox'").get()).toEqual({ name: 'outbox' });
    db.close();
  });

  it('refuses a database newer than the server instead of touching it', () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const newer = new DatabaseSync(databasePath(dir));
    newer.exec(`PRAGMA user_version = ${MIGRATIONS.length + 1}`);
    newer.close();
    expect(() => openDatabase(dir, { log: quiet })).toThrow(/newer than this server/);
  });

  it('stores the same request id once', async () => {
    const store = sqliteContactStore(databaseHandle(folder(), quiet));
    await store.save({ id: 'same', request });
    await store.save({ id: 'same', request: { ...request, message: 'a second copy' } });
    expect(await store.list()).toEqual([{ id: 'same', request }]);
  });
});

describe("import of the old store's files", () => {
  it('imports every request file at the first start, removes them and the crash leftovers once committed, and keeps the rest', async () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const ids = ['0b9e4f5e-7d41-4c0e-9f4e-2a1f3c5d6e7f', '5f0c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f'];
    legacyFile(dir, ids[0]!, request);
    legacyFile(dir, ids[1]!, { ...request, index: 2, email: 'ali@example.com', solved: true, solvedDate: '2026-11-23T08:00:00.000Z' });
    // What a kill of the old store between open() and link() left, and a file that is no request.
    writeFileSync(join(dir, `.${ids[0]}.11111111-1111-4111-8111-111111111111.tmp`), '{"id":');
    writeFileSync(join(dir, 'notes.json'), '{"not": "a request"}');
    const lines: string[] = [];
    const warnings: string[] = [];
    const store = sqliteContactStore(databaseHandle(dir, (line, severity) => (severity ? warnings : lines).push(line)));
    const stored = await store.list();
    expect(stored.map((entry) => entry.id)).toEqual(ids);
    expect(stored[1]?.request).toMatchObject({ solved: true, email: 'ali@example.com', index: 2 });
    expect(lines).toContainEqual(expect.stringMatching(/^Imported 2 contact request file\(s\)/));
    expect(warnings).toEqual([expect.stringContaining('notes.json')]);
    expect(
      readdirSync(dir)
        .filter((name) => !name.startsWith(DATABASE_FILE))
        .sort(),
    ).toEqual(['notes.json']);
  });

  it('keeps the files when the import does not commit, and imports them at the next start', () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    legacyFile(dir, 'kept', request);
    const db = openDatabase(join(dir, 'elsewhere'), { log: quiet });
    const failingCommit = new Proxy(db, {
      get: (target, name) => {
        if (name === 'exec')
          return (sql: string) => {
            if (sql === 'COMMIT') throw new Error('disk I/O error');
            return target.exec(sql);
          };
        const value = Reflect.get(target, name, target) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    }) as Database;
    expect(() => importLegacyRequests(failingCommit, dir, quiet)).toThrow('disk I/O error');
    expect(readdirSync(dir)).toContain('kept.json');
    expect(db.prepare('SELECT count(*) AS n FROM contact_requests').get()).toEqual({ n: 0 });
    db.close();

    const reopened = openDatabase(dir, { log: quiet });
    expect(reopened.prepare('SELECT id FROM contact_requests').all()).toEqual([{ id: 'kept' }]);
    expect(readdirSync(dir)).not.toContain('kept.json');
    reopened.close();
  });

  it('imports a file again after a crash between commit and removal without a second copy', () => {
    const dir = folder();
    const db = openDatabase(dir, { log: quiet });
    legacyFile(dir, 'twice', request);
    expect(importLegacyRequests(db, dir, quiet)).toMatchObject({ imported: 1, alreadyThere: 0 });
    legacyFile(dir, 'twice', { ...request, message: 'an edited copy' });
    expect(importLegacyRequests(db, dir, quiet)).toMatchObject({ imported: 0, alreadyThere: 1 });
    expect(db.prepare('SELECT message FROM contact_requests').all()).toEqual([{ message: request.message }]);
    db.close();
  });
});
