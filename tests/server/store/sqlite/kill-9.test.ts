/**
 * Nothing acknowledged is lost: a few hundred concurrent requests to a server that is killed
 * with SIGKILL mid-way; after a restart every request that got its 201 is in the database,
 * each once.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { FIRESTORE_CONNECTION_VARIABLES } from '../../../../src/server/config';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { validSubmission } from '../../contact-cases';

const TOTAL = 300;
/** Requests in flight at any time. */
const CONCURRENCY = 40;
const KILL_AFTER = 120;

function startServer(dataDir: string, port = 0): Promise<{ child: ChildProcess; port: number }> {
  // One process (node --import tsx), so SIGKILL hits the server itself, not a wrapper.
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/contact-server.ts'], {
    env: {
      ...process.env,
      ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])),
      CONTACT_DATA_DIR: dataDir,
      CONTACT_RATE_LIMIT: '100000',
      SITE_ORIGINS: 'http://127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.once('exit', (code) => reject(new Error(`the contact server exited with ${code} before listening`)));
  });
}

/** One POST; resolves with the status, or 0 when the connection broke (the server was killed). */
function send(port: number, body: string): Promise<number> {
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: '/api/contact',
        method: 'POST',
        agent: false,
        timeout: 20_000,
        headers: { origin: 'http://127.0.0.1', 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', () => resolve(0));
      },
    );
    req.on('error', () => resolve(0));
    req.on('timeout', () => req.destroy());
    req.end(body);
  });
}

it(
  `keeps every acknowledged request when the server is killed (SIGKILL) after ${KILL_AFTER} of ${TOTAL} requests, ${CONCURRENCY} at a time`,
  { timeout: 60_000 },
  async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'contact-kill-')), 'requests');
    const first = await startServer(dataDir);
    const exited = new Promise((resolve) => first.child.once('exit', resolve));
    const submissions = Array.from({ length: TOTAL }, (_, i) => validSubmission({ message: `Eş zamanlı talep ${i}: çğıöşü` }));
    const acknowledged: string[] = [];
    const statuses: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < submissions.length) {
        const submission = submissions[next++]!;
        const status = await send(first.port, JSON.stringify(submission));
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

    const second = await startServer(dataDir);
    try {
      // The restarted server takes requests again, on the same database.
      expect(await send(second.port, JSON.stringify(validSubmission({ message: 'after the restart' })))).toBe(201);
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
