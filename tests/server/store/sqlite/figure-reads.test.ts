/**
 * The figures that steer in the embedded database read indexes, never the table: every query
 * the first answers' counts and the lead counts prepare is planned on an index (step 15's for
 * the new ones), with requests stored so the planner has rows to weigh.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { figureWindow } from '../../../../src/lib/lead-figures';
import { sqliteFirstAnswerCounts } from '../../../../src/server/store/sqlite/first-answer-counts';
import { sqliteLeadCounts } from '../../../../src/server/store/sqlite/lead-counts';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import type { Database } from '../../../../src/server/store/sqlite/transaction';

it('plans every query of the figures on an index, never a scan of the requests', () => {
  const handle = databaseHandle(mkdtempSync(join(tmpdir(), 'figures-')), () => {});
  try {
    const db = handle.get();
    const prepared: string[] = [];
    const recording = { prepare: (sql: string) => (prepared.push(sql), db.prepare(sql)) } as unknown as Database;
    const window = figureWindow(new Date('2026-11-26T04:00:00Z'));
    sqliteFirstAnswerCounts(recording, window, {
      targetMinutes: 120,
      offices: [{ office: 'ankara', langs: ['tr', 'en'], overdueBefore: '2026-11-25T06:00:00.000Z' }],
      staff: ['staff@example.com'],
    });
    sqliteLeadCounts(recording, window);
    // The open requests come from the kept counts (stage-counts.ts), checked in inbox-reads.test.ts.
    const queries = [...new Set(prepared)].filter((sql) => sql.includes('FROM contact_requests'));
    expect(queries.length).toBeGreaterThan(8);
    for (const sql of queries) {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((row) => row.detail);
      const reads = plan.filter((detail) => /contact_requests\b/.test(detail));
      expect(reads.length, sql).toBeGreaterThan(0);
      for (const detail of reads) expect(detail, sql).toMatch(/USING (COVERING )?INDEX contact_requests_/);
    }
    expect(queries.some((sql) => /first_answer_minutes/.test(sql))).toBe(true);
  } finally {
    handle.close();
  }
});
