/**
 * The inbox summary's counts in the embedded database are counts on an index, never a pass over
 * the table (the figures themselves are checked on both stores in tests/server/admin/api.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OPEN_COUNT, RECENT_COUNT } from '../../../../src/server/store/sqlite/admin-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';

describe("the embedded database's summary counts", () => {
  it('each read one index, covering, not the table', () => {
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
