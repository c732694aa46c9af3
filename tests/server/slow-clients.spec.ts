/**
 * A client that sends its headers a line at a time and never finishes them (slowloris) is
 * answered 408 and cut once the header timeout (src/server/limits.ts) has passed, instead of
 * being held for as long as it keeps dribbling; the server answers everyone else meanwhile.
 */
import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { contactEndpoint, probePaths } from '../../src/i18n/routes';
import { HEADERS_TIMEOUT_MS, TIMEOUT_CHECK_INTERVAL_MS } from '../../src/server/limits';
import { embeddedStoreEnv } from '../browser/contact-data';
import { killLeftoverServers, startServer } from './server-process';

test.afterEach(killLeftoverServers);

/** Slower than any header timeout's check, faster than the connection's idle timeout. */
const LINE_EVERY_MS = 1000;

test('cuts a connection that dribbles its headers once the header timeout has passed', async () => {
  test.setTimeout(HEADERS_TIMEOUT_MS + 30_000);
  const server = await startServer(embeddedStoreEnv(join(mkdtempSync(join(tmpdir(), 'slow-clients-')), 'data')));
  const { port } = new URL(server.origin);

  const openedAt = performance.now();
  const socket = connect(Number(port), '127.0.0.1');
  let answer = '';
  socket.on('data', (data: Buffer) => (answer += data.toString('latin1')));
  socket.on('error', () => {});
  socket.write(`POST ${contactEndpoint} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n`);
  let line = 0;
  const dribble = setInterval(() => socket.writable && socket.write(`X-Slow-${line++}: a\r\n`), LINE_EVERY_MS);
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - openedAt)));

  // Everyone else is answered while it dribbles.
  expect((await fetch(`${server.origin}${probePaths.health}`)).status).toBe(200);

  const heldMs = await closed;
  clearInterval(dribble);
  expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  expect(heldMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - LINE_EVERY_MS);
  expect(heldMs).toBeLessThan(HEADERS_TIMEOUT_MS + 2 * TIMEOUT_CHECK_INTERVAL_MS + 2000);
});
