/**
 * The inbox's reads in the embedded database: the summary's counts are kept counts or counts on an index, never
 * a pass over the table, and a page after a cursor is a range of an index, never a scan from the
 * top (the answers themselves are checked on both stores in tests/server/admin/api.test.ts).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageQuery, RECENT_COUNT } from '../../../../src/server/store/sqlite/admin-store';
import { OPEN_COUNT, STAGE_COUNTS } from '../../../../src/server/store/sqlite/stage-counts';
import { statusFilters } from '../../../../src/admin-api/request-status';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';

describe("the embedded database's inbox reads", () => {
  it('read a page after a cursor as a range of the index, whatever the view and its order (no sort)', () => {
    const handle = databaseHandle(mkdtempSync(join(tmpdir(), 'pages-')), () => {});
    try {
      const db = handle.get();
      for (const status of statusFilters) {
        const params = [...(status === 'all' ? [] : [status]), 1, 'id', 20];
        const plan = (db.prepare(`EXPLAIN QUERY PLAN ${pageQuery(status, true)}`).all(...params) as { detail: string }[]).map(
          (row) => row.detail,
        );
        expect(plan, status).toEqual([
          expect.stringMatching(
            status === 'all'
              ? /^SEARCH r USING INDEX contact_requests_newest \(\(idx,id\)<\(\?,\?\)\)$/
              : /^SEARCH r USING INDEX contact_requests_by_stage \(stage=\? AND \(idx,id\)[<>]\(\?,\?\)\)$/,
          ),
          // The notification's row, by its key.
          expect.stringMatching(/^SEARCH o USING INDEX sqlite_autoindex_outbox_1 /),
        ]);
      }
    } finally {
      handle.close();
    }
  });

  it('count from the kept counts or on one index, covering, never the table', () => {
    const handle = databaseHandle(mkdtempSync(join(tmpdir(), 'summary-')), () => {});
    try {
      const db = handle.get();
      const plan = (sql: string, ...params: (number | string)[]) =>
        (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all(...params) as { detail: string }[]).map((row) => row.detail);
      expect(plan(OPEN_COUNT, 'closed')).toEqual([expect.stringMatching(/^SCAN request_stage_counts/)]);
      // Kept counts: a row per stage, whatever the number of requests.
      expect(plan(STAGE_COUNTS)).toEqual([expect.stringMatching(/^SCAN request_stage_counts/)]);
      expect(plan(RECENT_COUNT, 0)).toEqual([
        expect.stringMatching(/^SEARCH contact_requests USING COVERING INDEX contact_requests_newest /),
      ]);
    } finally {
      handle.close();
    }
  });
});
