/** The embedded database: schema steps by user_version; nothing else in its folder is read. */
import { mkdirSync, mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import type { ContactRequest } from '../../../../src/content/contact-request-schemas';
import { DATABASE_FILE, databasePath, openDatabase } from '../../../../src/server/store/sqlite/connection';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { MIGRATIONS } from '../../../../src/server/store/sqlite/migrations';
import { storedRequest } from '../../fixtures/stored-request';

// Turkish letters in the message: the database keeps them as sent.
const request: ContactRequest = { ...storedRequest, message: 'Merhaba, ışık ve güç tesisatı için.' };
const quiet = () => {};
const folder = () => join(mkdtempSync(join(tmpdir(), 'contact-db-')), 'requests');
/** A request's row after the statuses' schema step: no longer solved, whatever it was. */
const row = (id: string, status: string, stage: string) => ({ id, status, stage, solved: 0, solved_date: null, solved_by: null });

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

  it('gives the requests of the schema before statuses theirs: a solved one answered (its mark its first answer), the others new, each counted', () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const old = new DatabaseSync(databasePath(dir));
    const beforeStatuses = 12;
    for (const step of MIGRATIONS.slice(0, beforeStatuses)) old.exec(step);
    old.exec(`PRAGMA user_version = ${beforeStatuses}`);
    const insert = old.prepare(
      `INSERT INTO contact_requests (id, create_date, email, subject, phone, message, name, idx, ip, lang, solved, solved_date, solved_by)
       VALUES (?, ?, '', 's', 'p', 'm', 'n', ?, 'ip', 'tr', ?, ?, ?)`,
    );
    insert.run('open', request.createDate, 1, 0, null, null);
    insert.run('solved', request.createDate, 2, 1, '2026-11-30T08:00:00.000Z', 'satis@example.com');
    insert.run('solved-undated', request.createDate, 3, 1, null, null);
    old.close();

    const db = openDatabase(dir, { log: quiet });
    const columns = 'id, status, stage, solved, solved_date, solved_by, first_answer_date, first_answer_by, first_answer_channel';
    expect(db.prepare(`SELECT ${columns} FROM contact_requests ORDER BY idx`).all()).toEqual([
      { ...row('open', 'new', 'waiting'), first_answer_date: null, first_answer_by: null, first_answer_channel: null },
      {
        ...row('solved', 'answered', 'inProgress'),
        first_answer_date: '2026-11-30T08:00:00.000Z',
        first_answer_by: 'satis@example.com',
        first_answer_channel: 'unknown',
      },
      { ...row('solved-undated', 'answered', 'inProgress'), first_answer_date: null, first_answer_by: null, first_answer_channel: null },
    ]);
    expect(db.prepare('SELECT stage, count FROM request_stage_counts ORDER BY stage').all()).toEqual([
      { stage: 'inProgress', count: 2 },
      { stage: 'waiting', count: 1 },
    ]);
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

describe('the data folder', () => {
  it('takes no file in it for a request: a JSON file there stays as it is and the inbox stays empty', async () => {
    const dir = folder();
    mkdirSync(dir, { recursive: true });
    const file = join(dir, '0b9e4f5e-7d41-4c0e-9f4e-2a1f3c5d6e7f.json');
    writeFileSync(file, JSON.stringify({ id: '0b9e4f5e-7d41-4c0e-9f4e-2a1f3c5d6e7f', request }));
    const store = sqliteContactStore(databaseHandle(dir, quiet));
    expect(await store.list()).toEqual([]);
    expect(readdirSync(dir)).toContain('0b9e4f5e-7d41-4c0e-9f4e-2a1f3c5d6e7f.json');
  });
});
