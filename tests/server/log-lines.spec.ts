/**
 * What the built server writes, as the container runs it: one JSON line per request and per
 * event in Cloud Logging's structure, the start-up lines that tell the operator what to do, an
 * error's stack, and nothing a visitor typed: no name, e-mail, phone, subject or message, from
 * the JSON endpoint, the native form post, a refused post or a post the store could not keep.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contactEndpoint, pathFor, probePaths } from '../../src/i18n/routes';
import { embeddedStoreEnv } from '../browser/contact-data';
import { NO_STAFF_ACCOUNT } from '../../src/server/services';
import { validSubmission } from './contact-cases';
import { killLeftoverServers, startServer, type ServerProcess } from './server-process';

test.afterEach(killLeftoverServers);

const PROJECT = 'ornek-log-test';
const TRACE = '4bf92f3577b34da6a3ce929d0e0e4736';
const VISITOR = {
  name: 'Zeynep Gizlisoy',
  email: 'zeynep.gizlisoy@example.net',
  phone: '+90 555 987 65 43',
  subject: 'Gizli konu başlığı',
  message: 'Bu mesaj hiçbir günlük satırında görünmemeli',
};
/** Every trace of the visitor a line could carry, the phone also as its digits alone. */
const PERSONAL = [...Object.values(VISITOR), 'zeynep.gizlisoy', 'Gizlisoy', '5559876543', '987 65 43'];

type Line = Record<string, unknown> & { severity: string; message: string };

/** Every line the process wrote, each of which must be JSON. */
function linesOf(server: ServerProcess): Line[] {
  return server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      try {
        return JSON.parse(line) as Line;
      } catch {
        throw new Error(`not a JSON line: ${line}`);
      }
    });
}

/** The visitor's posts: the island's JSON, the native form, and a refused one (a bad phone). */
async function visitorPosts(origin: string): Promise<number[]> {
  const headers = { origin, 'x-cloud-trace-context': `${TRACE}/1;o=1` };
  const json = (body: object) =>
    fetch(`${origin}${contactEndpoint}?email=${encodeURIComponent(VISITOR.email)}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const form = () =>
    fetch(`${origin}${pathFor('contactSend', 'tr')}`, {
      method: 'POST',
      redirect: 'manual',
      headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...VISITOR, website: '' }).toString(),
    });
  // One after the other, so their lines come in this order.
  const statuses = [(await json(validSubmission(VISITOR))).status, (await form()).status];
  statuses.push((await json(validSubmission({ ...VISITOR, phone: `${VISITOR.phone} x` }))).status);
  return statuses;
}

function expectNothingPersonal(server: ServerProcess, lines: Line[]) {
  for (const text of [server.output(), JSON.stringify(lines)])
    for (const value of PERSONAL) expect(text.includes(value), `the log shows '${value}'`).toBe(false);
}

test("the server's lines are JSON for Cloud Logging, with one line per request and no personal data", async () => {
  test.setTimeout(60_000);
  const dataDir = join(mkdtempSync(join(tmpdir(), 'log-lines-')), 'data');
  const server = await startServer({ ...embeddedStoreEnv(dataDir), GOOGLE_CLOUD_PROJECT: PROJECT, ADMIN_SESSION_SECRET: 'too short' });
  const page = await fetch(`${server.origin}${pathFor('about', 'tr')}?utm_source=x`, {
    headers: { 'user-agent': 'LogTest/1.0', 'x-cloud-trace-context': `${TRACE}/2;o=1` },
  });
  expect(page.status).toBe(200);
  expect(await visitorPosts(server.origin)).toEqual([201, 303, 400]);
  expect((await fetch(`${server.origin}${probePaths.health}`)).status).toBe(200);
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });

  const lines = linesOf(server);
  for (const line of lines) {
    expect(['INFO', 'WARNING', 'ERROR'], line.message).toContain(line.severity);
    expect(typeof line.message).toBe('string');
    expect(line['time']).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  }
  // What the operator must know or do, said at start.
  const messages = lines.map((line) => `${line.severity} ${line.message}`);
  expect(messages).toContainEqual(expect.stringMatching(/^INFO Contact requests and staff accounts are kept in the SQLite database /));
  expect(messages).toContainEqual('INFO Notifications are off: NOTIFY_TO is not set');
  expect(messages).toContainEqual(
    expect.stringMatching(/^WARNING Staff sign-in is off: ADMIN_SESSION_SECRET is shorter than 32 characters\. Set /),
  );
  // Once, and only here: /admin tells visitors no more than that the site is not set up.
  expect(messages.filter((message) => message === `WARNING ${NO_STAFF_ACCOUNT}`)).toHaveLength(1);

  const requests = lines.filter((line) => 'httpRequest' in line);
  expect(requests.map((line) => line['httpRequest'])).toEqual([
    {
      requestMethod: 'GET',
      requestUrl: pathFor('about', 'tr'),
      status: 200,
      latency: expect.stringMatching(/^\d+\.\d{3}s$/),
      userAgent: 'LogTest/1.0',
      protocol: 'HTTP/1.1',
    },
    ...[
      [contactEndpoint, 201],
      [pathFor('contactSend', 'tr'), 303],
      [contactEndpoint, 400],
    ].map(([path, status]) => expect.objectContaining({ requestMethod: 'POST', requestUrl: path, status })),
    expect.objectContaining({ requestMethod: 'GET', requestUrl: probePaths.health, status: 200 }),
  ]);
  expect(requests.slice(0, 4).map((line) => line['logging.googleapis.com/trace'])).toEqual(
    Array(4).fill(`projects/${PROJECT}/traces/${TRACE}`),
  );
  expect(requests[4]).not.toHaveProperty(['logging.googleapis.com/trace']);
  expectNothingPersonal(server, lines);
});

test('a store that cannot be opened: error lines carry their stack, /api/ready answers 503 without the path, and nothing personal', async () => {
  test.setTimeout(60_000);
  const parent = mkdtempSync(join(tmpdir(), 'log-lines-'));
  writeFileSync(join(parent, 'data'), 'a file where the data folder should be');
  const server = await startServer(embeddedStoreEnv(join(parent, 'data', 'contact-requests')));
  const ready = await fetch(`${server.origin}${probePaths.ready}`);
  expect(ready.status).toBe(503);
  expect(ready.headers.get('cache-control')).toBe('no-store');
  const reason = (await ready.json()) as { status: string; reason: string };
  expect(reason).toEqual({ status: 'unready', reason: 'the embedded database could not be opened' });
  expect((await fetch(`${server.origin}${probePaths.health}`)).status).toBe(200);
  expect(await visitorPosts(server.origin)).toEqual([503, 503, 400]);
  server.child.kill('SIGTERM');
  expect(await server.exited).toEqual({ code: 0, signal: null });

  const lines = linesOf(server);
  const errors = lines.filter((line) => line.severity === 'ERROR' && !('httpRequest' in line));
  expect(errors.map((line) => line.message)).toEqual([
    expect.stringMatching(/^the SQLite database .* could not be opened; contact requests will be refused \(503\): /),
    expect.stringContaining(`The store is not ready (${probePaths.ready} answers 503): the embedded database could not be opened: `),
    ...Array(2).fill(expect.stringMatching(/^Contact request [\da-f-]+ could not be stored: /)),
  ]);
  for (const line of errors) expect(line['stack_trace'], line.message).toMatch(/^\w*Error: .*\n\s+at /);
  expectNothingPersonal(server, lines);
});
