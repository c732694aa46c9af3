/**
 * Methods the built server serves on no path (TRACE and the Fetch standard's other forbidden
 * methods, methods Node's HTTP parser refuses, CONNECT) answer 501 on every kind of path, and
 * the server logs nothing at error level for them: the request log says INFO.
 */
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { adminApi, contactEndpoint, pathFor, probePaths } from '../../../src/i18n/routes';
import { embeddedStoreEnv } from '../../browser/contact-data';
import { killLeftoverServers, startServer } from '../server-process';

test.afterEach(killLeftoverServers);

/** A page, the contact endpoint, the staff API, an asset, a file, a probe and a path that is nothing. */
const PATHS = [pathFor('home', 'en'), contactEndpoint, adminApi.status, '/_astro/none.js', '/robots.txt', probePaths.health, '/nothing'];

/** Sends one request as raw bytes (any method, as a scanner would) and reads its status line. */
function statusOf(origin: string, method: string, target: string): Promise<string> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

test('TRACE, TRACK, CONNECT and methods Node does not know answer 501 on every path, and nothing is logged as an error', async () => {
  const server = await startServer(embeddedStoreEnv(join(mkdtempSync(join(tmpdir(), 'methods-')), 'data')));
  const { origin } = server;
  const asked: string[] = [];
  for (const method of ['TRACE', 'TRACK', 'FOO', 'trace'])
    for (const path of PATHS) asked.push(`${method} ${path}: ${await statusOf(origin, method, path)}`);
  asked.push(`CONNECT: ${await statusOf(origin, 'CONNECT', 'example.com:443')}`);

  const expected = [
    ...['TRACE', 'TRACK', 'FOO', 'trace'].flatMap((method) => PATHS.map((path) => `${method} ${path}: HTTP/1.1 501 Not Implemented`)),
    'CONNECT: HTTP/1.1 501 Not Implemented',
  ];
  expect(asked).toEqual(expected);
  // The server still serves: a GET after them is answered.
  expect((await fetch(`${origin}${probePaths.health}`)).status).toBe(200);

  const lines = server.output().split('\n');
  expect(lines.filter((line) => /ERROR/.test(line))).toEqual([]);
  expect(lines.filter((line) => line.includes(`"message":"TRACE ${contactEndpoint} 501"`))).toEqual([
    expect.stringContaining('"severity":"INFO"'),
  ]);
});
