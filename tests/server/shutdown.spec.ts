/**
 * SIGTERM on the built server as the container runs it (Cloud Run sends it, then SIGKILL after
 * 10 s): during a flood of contact posts on kept-alive connections, with slow posts whose body
 * is still arriving, the slow ones are answered 201, every post answered 201 is stored, every
 * other one ends in an error (never an answer that is lost), and the process exits 0 in time.
 * A post whose headers and half its body reached the machine before SIGTERM, and that the server
 * may not have read yet (on a connection not yet accepted, or a kept-alive one that looked idle),
 * is answered 201 once its body completes, round after round.
 * A client that never finishes its body cannot hold the server past the deadline. The
 * notification being sent is finished; the others stay for the next start.
 */
import { existsSync, mkdtempSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../scripts/lib/free-port';
import { contactEndpoint } from '../../src/i18n/routes';
import { databasePath } from '../../src/server/store/sqlite/connection';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { embeddedStoreEnv } from '../browser/contact-data';
import { validSubmission } from './contact-cases';
import { killLeftoverServers, startServer, type ServerProcess } from './server-process';

test.afterEach(killLeftoverServers);

/** Cloud Run's grace between SIGTERM and SIGKILL. */
const CLOUD_RUN_GRACE_MS = 10_000;
const DRAIN_STARTED = 'the server takes no new requests';

type Outcome = { id: string; status: number } | { id: string; error: string };

/** One contact post; `agent` keeps its connection alive for the next. */
function post(origin: string, agent: Agent): Promise<Outcome> {
  const submission = validSubmission();
  const body = JSON.stringify(submission);
  return new Promise((resolve) => {
    const req = httpRequest(
      `${origin}${contactEndpoint}`,
      { method: 'POST', agent, headers: { origin, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ id: submission.requestId, status: res.statusCode ?? 0 }));
        res.on('error', (error) => resolve({ id: submission.requestId, error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ id: submission.requestId, error: error.code ?? error.message }));
    req.end(body);
  });
}

/**
 * A post on a kept-alive connection that sends its headers with `Expect: 100-continue` and its
 * body only when told: the server's "100 Continue" proves it has the request in hand before
 * anything else happens. Its outcome says whether the answer closed the connection.
 */
async function slowPost(
  origin: string,
  agent: Agent,
): Promise<{ id: string; finishBody(): void; outcome: Promise<Outcome & { connection?: string }> }> {
  const submission = validSubmission();
  const body = Buffer.from(JSON.stringify(submission));
  const req = httpRequest(`${origin}${contactEndpoint}`, {
    method: 'POST',
    agent,
    headers: { origin, 'content-type': 'application/json', 'content-length': body.length, expect: '100-continue' },
  });
  const outcome = new Promise<Outcome & { connection?: string }>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ id: submission.requestId, status: res.statusCode ?? 0, connection: res.headers.connection ?? '' }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ id: submission.requestId, error: error.code ?? error.message }));
  });
  await new Promise<void>((resolve) => req.once('continue', resolve));
  const half = Math.floor(body.length / 2);
  req.write(body.subarray(0, half));
  return {
    id: submission.requestId,
    // The rest goes a few bytes at a time, each after the last was flushed.
    finishBody() {
      let at = half;
      const next = () => {
        if (at >= body.length) return void req.end();
        const chunk = body.subarray(at, at + 8);
        at += chunk.length;
        req.write(chunk, () => setImmediate(next));
      };
      next();
    },
    outcome,
  };
}

/**
 * A post that has sent its headers and half its body, each byte handed to the kernel (so it has
 * arrived at the server's machine) and nothing awaited from the server: the server may not have
 * read a byte of it yet. `finishBody` sends the rest.
 */
async function halfSentPost(origin: string, agent: Agent): Promise<{ id: string; finishBody(): void; outcome: Promise<Outcome> }> {
  const submission = validSubmission();
  const body = Buffer.from(JSON.stringify(submission));
  const req = httpRequest(`${origin}${contactEndpoint}`, {
    method: 'POST',
    agent,
    headers: { origin, 'content-type': 'application/json', 'content-length': body.length },
  });
  const outcome = new Promise<Outcome>((resolve) => {
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ id: submission.requestId, status: res.statusCode ?? 0 }));
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ id: submission.requestId, error: error.code ?? error.message }));
  });
  const half = Math.floor(body.length / 2);
  await new Promise<void>((resolve) => req.write(body.subarray(0, half), () => resolve()));
  return { id: submission.requestId, finishBody: () => req.end(body.subarray(half)), outcome };
}

const stoppedWithin = async (server: ServerProcess) => {
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  const exit = await server.exited;
  return { ...exit, ms: Date.now() - signalledAt };
};

test('SIGTERM during a flood of posts answers the slow ones, keeps every post answered 201, and exits 0 in time', async () => {
  test.setTimeout(120_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'data');
  const server = await startServer({ ...embeddedStoreEnv(dataDir), CONTACT_RATE_LIMIT: '1000000', CONTACT_INVALID_LIMIT: '1000000' });
  const { origin } = server;

  // The flood: kept-alive connections that post until the server is gone.
  const outcomes: Outcome[] = [];
  let exited = false;
  void server.exited.then(() => (exited = true));
  let acceptedBeforeSignal: () => void = () => {};
  const flooding = new Promise<void>((resolve) => (acceptedBeforeSignal = resolve));
  const agent = new Agent({ keepAlive: true, maxSockets: 6 });
  const worker = async () => {
    while (!exited) {
      const outcome = await post(origin, agent);
      outcomes.push(outcome);
      if (outcomes.filter((o) => 'status' in o && o.status === 201).length >= 30) acceptedBeforeSignal();
      // A refused connection: the server no longer accepts any.
      if ('error' in outcome && outcome.error === 'ECONNREFUSED') return;
    }
  };
  const workers = Array.from({ length: 6 }, worker);
  await flooding;

  const slowAgent = new Agent({ keepAlive: true });
  const slow = await Promise.all([slowPost(origin, slowAgent), slowPost(origin, slowAgent), slowPost(origin, slowAgent)]);
  const signalledAt = Date.now();
  server.child.kill('SIGTERM');
  await server.written(DRAIN_STARTED);
  for (const post of slow) post.finishBody();
  const slowOutcomes = await Promise.all(slow.map((post) => post.outcome));
  const exit = await server.exited;
  const stopMs = Date.now() - signalledAt;
  await Promise.all(workers);
  agent.destroy();
  slowAgent.destroy();
  test.info().annotations.push({ type: 'stop', description: `exit ${exit.code} ${stopMs} ms after SIGTERM; ${outcomes.length} posts` });

  expect(exit).toEqual({ code: 0, signal: null });
  expect(stopMs).toBeLessThan(CLOUD_RUN_GRACE_MS);
  // Answered after the drain began: each says it closes its kept-alive connection.
  expect(slowOutcomes).toEqual(slow.map((post) => ({ id: post.id, status: 201, connection: 'close' })));
  // Every answer was a 201; what was not answered ended in an error, never in another status.
  const all = [...outcomes, ...slowOutcomes];
  expect(all.filter((o) => 'status' in o && o.status !== 201)).toEqual([]);
  const acknowledged = all.filter((o) => 'status' in o).map((o) => o.id);
  expect(acknowledged.length).toBeGreaterThanOrEqual(33);
  // The database was checkpointed when closed: its write-ahead log holds nothing (looked at before this test opens it).
  const wal = `${databasePath(dataDir)}-wal`;
  expect(existsSync(wal) ? statSync(wal).size : 0).toBe(0);
  const stored = new Set((await sqliteContactStore(databaseHandle(dataDir, () => {})).list()).map((entry) => entry.id));
  expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  expect(server.output()).toContain('The server stopped');
});

test('a post whose body never ends cannot hold the server past SHUTDOWN_DEADLINE_SECONDS: it is cut, unanswered, and the server exits 0', async () => {
  test.setTimeout(60_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'data');
  const server = await startServer({ ...embeddedStoreEnv(dataDir), SHUTDOWN_DEADLINE_SECONDS: '1' });
  const agent = new Agent({ keepAlive: true });
  const endless = await slowPost(server.origin, agent);
  const { code, signal, ms } = await stoppedWithin(server);
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  expect(ms).toBeLessThan(CLOUD_RUN_GRACE_MS);
  expect(await endless.outcome).toEqual({ id: endless.id, error: expect.any(String) });
  agent.destroy();
  expect(server.output()).toContain('1 request(s) still in flight at the deadline were cut unanswered');
  expect((await sqliteContactStore(databaseHandle(dataDir, () => {})).list()).map((entry) => entry.id)).not.toContain(endless.id);
});

test('SIGTERM lets the notification sender finish the message it is sending, and claim no other', async () => {
  test.setTimeout(60_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'data');
  // An SMTP server that holds its answer to the first message until the test lets it go.
  let receiving: () => void = () => {};
  const received = new Promise<void>((resolve) => (receiving = resolve));
  let letGo: () => void = () => {};
  const released = new Promise<void>((resolve) => (letGo = resolve));
  let messages = 0;
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      messages++;
      stream.resume();
      stream.on('end', () => {
        receiving();
        void released.then(() => callback());
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));
  try {
    const server = await startServer({
      ...embeddedStoreEnv(dataDir),
      NOTIFY_TO: 'satis@example.com',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const agent = new Agent();
    const first = await post(server.origin, agent);
    await received;
    const second = await post(server.origin, agent);
    expect([first, second]).toEqual([expect.objectContaining({ status: 201 }), expect.objectContaining({ status: 201 })]);
    server.child.kill('SIGTERM');
    await server.written(DRAIN_STARTED);
    letGo();
    expect(await server.exited).toEqual({ code: 0, signal: null });
    agent.destroy();
    const database = databaseHandle(dataDir, () => {});
    const outbox = database.get().prepare('SELECT request_id AS id, state FROM outbox').all();
    database.close();
    const states = Object.fromEntries(outbox.map((row) => [row['id'], row['state']]));
    expect(states).toEqual({ [first.id]: 'sent', [second.id]: 'pending' });
    expect(messages).toBe(1);
  } finally {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  }
});

test('SIGTERM under a flood of kept-alive posts answers every post whose headers arrived before it, once its body completes, round after round', async () => {
  test.setTimeout(180_000);
  for (let round = 1; round <= 5; round++) {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'shutdown-')), 'data');
    const server = await startServer({ ...embeddedStoreEnv(dataDir), CONTACT_RATE_LIMIT: '1000000', CONTACT_INVALID_LIMIT: '1000000' });
    const { origin } = server;
    let exited = false;
    void server.exited.then(() => (exited = true));
    let flooded = 0;
    let floodingWell: () => void = () => {};
    const flooding = new Promise<void>((resolve) => (floodingWell = resolve));
    const agent = new Agent({ keepAlive: true, maxSockets: 6 });
    const worker = async () => {
      while (!exited) {
        const outcome = await post(origin, agent);
        if ('status' in outcome && ++flooded >= 30) floodingWell();
        if ('error' in outcome && outcome.error === 'ECONNREFUSED') return;
      }
    };
    const workers = Array.from({ length: 6 }, worker);
    await flooding;

    // Three on new connections, three on kept-alive connections that have just been answered.
    const fresh = new Agent({ keepAlive: true });
    const kept = new Agent({ keepAlive: true, maxSockets: 3 });
    const warmUp = await Promise.all([post(origin, kept), post(origin, kept), post(origin, kept)]);
    expect(warmUp.map((o) => 'status' in o && o.status)).toEqual([201, 201, 201]);
    const slow = await Promise.all([
      ...Array.from({ length: 3 }, () => halfSentPost(origin, fresh)),
      ...Array.from({ length: 3 }, () => halfSentPost(origin, kept)),
    ]);
    server.child.kill('SIGTERM');
    await server.written(DRAIN_STARTED);
    for (const post of slow) post.finishBody();
    const outcomes = await Promise.all(slow.map((post) => post.outcome));
    const exit = await server.exited;
    await Promise.all(workers);
    for (const each of [agent, fresh, kept]) each.destroy();

    expect({ round, outcomes }).toEqual({ round, outcomes: slow.map((post) => ({ id: post.id, status: 201 })) });
    expect(exit).toEqual({ code: 0, signal: null });
    const stored = new Set((await sqliteContactStore(databaseHandle(dataDir, () => {})).list()).map((entry) => entry.id));
    expect(slow.filter((post) => !stored.has(post.id)).map((post) => post.id)).toEqual([]);
  }
});
