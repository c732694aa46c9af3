/**
 * /api/contact as Astro runs it (every method, the environment, the visitor's address), with
 * the embedded store in a temporary folder.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIContext } from 'astro';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import { databaseHandle } from '../../src/server/store/sqlite/lazy';
import { createSiteServices } from '../../src/server/services';
import { silentLog, type Log } from '../../src/server/log';
import { collectedLog } from './collected-log';
import type { Environment } from '../../src/server/config';
import { ENDPOINT, ORIGIN, validSubmission } from './contact-cases';

const SITE = `${ORIGIN}/`;
const PROXY = '10.8.0.1';
const VISITOR = '203.0.113.7';

/** The JSON endpoint of a server process started with this environment. */
const createContactRoute = (env: Environment, log: Log = silentLog) =>
  createSiteServices(env, { site: SITE, contentExportedAt: null }, log).contact.json;

const dataDir = () => join(mkdtempSync(join(tmpdir(), 'contact-route-')), 'requests');
const request = (method: string, headers: Record<string, string> = {}) =>
  new Request(ENDPOINT, {
    method,
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    ...(method === 'GET' || method === 'HEAD' ? {} : { body: JSON.stringify(validSubmission()) }),
  });

describe('the contact route', () => {
  it('answers every method but POST with a JSON 405 naming POST', async () => {
    const route = createContactRoute({ CONTACT_DATA_DIR: dataDir() });
    for (const method of ['GET', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']) {
      const response = await route(request(method), PROXY);
      expect(response.status, method).toBe(405);
      expect(response.headers.get('allow'), method).toBe('POST');
      expect(response.headers.get('content-type'), method).toMatch(/^application\/json/);
      expect(await response.json(), method).toMatchObject({ ok: false });
    }
  });

  for (const [trustProxy, chain] of [
    ['1', (spoofed: string) => `${spoofed}, ${VISITOR}`],
    ['2', (spoofed: string) => `${spoofed}, ${VISITOR}, ${PROXY}`],
  ] as const) {
    it(`behind TRUST_PROXY=${trustProxy} proxies, a client-chosen X-Forwarded-For neither escapes the limit nor becomes the address`, async () => {
      const dir = dataDir();
      const route = createContactRoute({ CONTACT_DATA_DIR: dir, TRUST_PROXY: trustProxy, CONTACT_RATE_LIMIT: '3' });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const response = await route(request('POST', { 'x-forwarded-for': chain(`198.51.100.${i}`) }), PROXY);
        statuses.push(response.status);
      }
      expect(statuses).toEqual([201, 201, 201, 429, 429]);
      expect((await sqliteContactStore(databaseHandle(dir)).list()).map((entry) => entry.request.ip)).toEqual([VISITOR, VISITOR, VISITOR]);
    });
  }

  it('without TRUST_PROXY, keeps the socket address and ignores the header', async () => {
    const dir = dataDir();
    const route = createContactRoute({ CONTACT_DATA_DIR: dir });
    expect((await route(request('POST', { 'x-forwarded-for': VISITOR }), PROXY)).status).toBe(201);
    expect((await sqliteContactStore(databaseHandle(dir)).list())[0]?.request.ip).toBe(PROXY);
  });

  it('with LOG_FORWARDED_FOR=1, logs the X-Forwarded-For of the first request once', async () => {
    const { log, lines } = collectedLog();
    const route = createContactRoute({ CONTACT_DATA_DIR: dataDir(), LOG_FORWARDED_FOR: '1' }, log);
    await route(request('POST', { 'x-forwarded-for': `${VISITOR}, ${PROXY}` }), PROXY);
    await route(request('POST', { 'x-forwarded-for': '192.0.2.1' }), PROXY);
    expect(lines.map((line) => line.message).filter((line) => line.includes('X-Forwarded-For'))).toEqual([
      `X-Forwarded-For of the first contact request: "${VISITOR}, ${PROXY}"`,
    ]);
  });

  it('accepts the site and its own listen address as origins, and not the Host a request names', async () => {
    const route = createContactRoute({ CONTACT_DATA_DIR: dataDir(), HOST: '0.0.0.0', PORT: '8080' });
    expect((await route(request('POST'), PROXY)).status).toBe(201);
    expect((await route(request('POST', { origin: 'http://localhost:8080' }), PROXY)).status).toBe(201);
    const forged = new Request('https://attacker.example/api/contact', {
      method: 'POST',
      headers: { origin: 'https://attacker.example', host: 'attacker.example', 'content-type': 'application/json' },
      body: JSON.stringify(validSubmission()),
    });
    expect((await route(forged, PROXY)).status).toBe(403);
  });

  it('answers 503 and says why in the log when its settings are wrong', async () => {
    const { log, lines } = collectedLog();
    const route = createContactRoute({ CONTACT_DATA_DIR: dataDir(), TRUST_PROXY: 'yes' }, log);
    const response = await route(request('POST'), PROXY);
    expect(response.status).toBe(503);
    expect(lines).toContainEqual(
      expect.objectContaining({ severity: 'ERROR', error: expect.objectContaining({ message: expect.stringContaining('TRUST_PROXY') }) }),
    );
  });
});

describe('src/routes/contact-endpoint.ts', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.restoreAllMocks();
  });

  it('exports one handler for every method, so GET gets the 405 and not the not-found page', async () => {
    const services = createSiteServices({ CONTACT_DATA_DIR: dataDir() }, { site: SITE, contentExportedAt: null }, silentLog);
    const page = await import('../../src/routes/contact-endpoint');
    expect(page.prerender).toBe(false);
    expect(Object.keys(page).filter((name) => /^[A-Z]+$/.test(name))).toEqual(['ALL']);
    const context = { request: request('GET'), clientAddress: PROXY, locals: { services } };
    const response = await page.ALL(context as unknown as APIContext);
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });
});
