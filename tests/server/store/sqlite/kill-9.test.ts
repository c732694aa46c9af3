/**
 * Nothing acknowledged is lost: a few hundred concurrent requests to a server that is killed
 * with SIGKILL mid-way; after a restart every request that got its 201 is in the database,
 * each once.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { validSubmission } from '../../contact-cases';
import { postContact, startContactServer } from '../../contact-server-process';

const TOTAL = 300;
/** Requests in flight at any time. */
const CONCURRENCY = 40;
const KILL_AFTER = 120;

it(
  `keeps every acknowledged request when the server is killed (SIGKILL) after ${KILL_AFTER} of ${TOTAL} requests, ${CONCURRENCY} at a time`,
  { timeout: 60_000 },
  async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'contact-kill-')), 'requests');
    const first = await startContactServer(dataDir);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    const submissions = Array.from({ length: TOTAL }, (_, i) => validSubmission({ message: `Eş zamanlı talep ${i}: çğıöşü` }));
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < submissions.length) {
        const submission = submissions[next++]!;
        const status = await postContact(first.port, JSON.stringify(submission));
        statuses.push(status);
        if (status === 201) {
          acknowledged.push(submission.requestId);
          if (acknowledged.length === KILL_AFTER) first.child.kill('SIGKILL');
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    await exited;
    // The kill really came mid-way: some requests got no answer.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(statuses.filter((s) => s === 0).length).toBeGreaterThan(0);
    expect(statuses.filter((s) => s !== 0 && s !== 201)).toEqual([]);

    const second = await startContactServer(dataDir);
    try {
      // The restarted server takes requests again, on the same database.
      expect(await postContact(second.port, JSON.stringify(validSubmission({ message: 'after the restart' })))).toBe(201);
    } finally {
      second.child.kill();
    }
    const stored = await sqliteContactStore(databaseHandle(dataDir)).list();
    const ids = stored.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    const missing = acknowledged.filter((id) => !ids.includes(id));
    expect(missing).toEqual([]);
    const byId = new Map(stored.map((entry) => [entry.id, entry.request.message]));
    for (const [i, s] of submissions.entries())
      if (acknowledged.includes(s.requestId)) expect(byId.get(s.requestId)).toBe(`Eş zamanlı talep ${i}: çğıöşü`);
  },
);
