/**
 * The inbox's reads in the embedded database: the summary's counts are counts on an index, never
 * a pass over the table, and a page after a cursor is a range of an index, never a scan from the
 * top (the answers themselves are checked on both stores in tests/server/admin/api.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_COUNT, pageQuery, RECENT_COUNT } from '../../../../src/server/store/sqlite/admin-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';

describe("the embedded database's inbox reads", () => {
  it('read a page after a cursor as a range of the index, whatever the status', () => {
    const handle = databaseHandle(mkdtempSync(join(tmpdir(), 'pages-')), () => {});
    try {
      const db = handle.get();
      for (const status of ['all', 'open', 'solved'] as const) {
        const [request] = (db.prepare(`EXPLAIN QUERY PLAN ${pageQuery(status, true)}`).all(1, 'id', 20) as { detail: string }[]).map(
          (row) => row.detail,
        );
        expect(request, status).toMatch(
          /^SEARCH r USING INDEX contact_requests_(newest|by_state) \((solved=\? AND )?\(idx,id\)<\(\?,\?\)\)$/,
        );
      }
    } finally {
      handle.close();
    }
  });

  it('count on one index, covering, not the table', () => {
    const handle = databaseHandle(mkdtempSync(join(tmpdir(), 'summary-')), () => {});
    try {
      const db = handle.get();
      const plan = (sql: string, ...params: number[]) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);
      expect(plan(OPEN_COUNT)).toEqual([expect.stringMatching(/^SEARCH contact_requests USING COVERING INDEX contact_requests_by_state /)]);
      expect(plan(RECENT_COUNT, 0)).toEqual([
        expect.stringMatching(/^SEARCH contact_requests USING COVERING INDEX contact_requests_newest /),
      ]);
    } finally {
      handle.close();
    }
  });
});
