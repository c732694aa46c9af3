/**
 * The endpoint's per-address limits as configured from the environment, with the embedded
 * store (limits in memory) and with Firestore (the accepted limit in Firestore, shared by
 * every instance): only accepted requests use up a visitor's slots.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../src/server/backend';
import { DEFAULT_LIMITS, type Environment } from '../../src/server/config';
import { contactSettings, type ContactSettings } from '../../src/server/contact/settings';
import { handleContactRequest } from '../../src/server/contact/handler';
import type { ContactStore } from '../../src/server/store/contact-requests';
import { startEmulator, type TestEmulator } from '../scripts/emulator';
import { json, ORIGIN, validSubmission } from './contact-cases';

const WINDOW_MS = DEFAULT_LIMITS.windowSeconds * 1000;
/** A minute into a window: a refused visitor waits the other nine. */
const NOW = new Date(3_000 * WINDOW_MS + 60_000);
const NEXT_WINDOW = new Date(3_001 * WINDOW_MS);
const VISITOR = '203.0.113.7';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
}, 30_000);
afterAll(() => emulator.stop());

let projects = 0;
const setups: [string, () => NodeJS.ProcessEnv][] = [
  ['the embedded store (limits in memory)', () => ({ CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'contact-limits-')), 'requests') })],
  [
    'Firestore (accepted limit in Firestore)',
    () => ({ FIRESTORE_EMULATOR_HOST: emulator.host, FIREBASE_PROJECT_ID: `demo-limits-${process.pid}-${++projects}` }),
  ],
];

/** The contact endpoint's settings as a server process started with `env` builds them. */
const contactEnvironment = (env: Environment, site: string | undefined) => contactSettings(env, site, createBackend(env));

function sender(environment: ContactSettings, store: ContactStore = environment.store) {
  return (body: unknown, now = NOW, ip = VISITOR) =>
    handleContactRequest(json(body), { store, limits: environment.limits, ip, allowedOrigins: [ORIGIN], now: () => now });
}

const mistyped = () => validSubmission({ phone: 'O532 OOO OO OO' });

for (const [name, baseEnv] of setups) {
  describe(`limits with ${name}`, () => {
    it('a visitor who mistyped their phone five times can still send', { timeout: 30_000 }, async () => {
      const environment = contactEnvironment(baseEnv(), undefined);
      const send = sender(environment);
      for (let i = 0; i < 5; i++) expect((await send(mistyped())).status).toBe(400);
      expect((await send(validSubmission())).status).toBe(201);
      expect(await environment.store.list()).toHaveLength(1);
    });

    it('counts only accepted requests toward the limit, then answers 429 with Retry-After', { timeout: 30_000 }, async () => {
      const environment = contactEnvironment({ ...baseEnv(), CONTACT_RATE_LIMIT: '2' }, undefined);
      const send = sender(environment);
      for (const body of [mistyped(), validSubmission(), mistyped(), validSubmission(), mistyped()]) await send(body);
      const refused = await send(validSubmission());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect(((await refused.json()) as { ok: boolean }).ok).toBe(false);
      expect((await send(validSubmission(), NOW, '203.0.113.8')).status).toBe(201);
      expect((await send(validSubmission(), NEXT_WINDOW)).status).toBe(201);
      expect(await environment.store.list()).toHaveLength(4);
    });

    it('refused requests have a limit of their own, higher than the accepted one', { timeout: 30_000 }, async () => {
      expect(DEFAULT_LIMITS.invalid).toBeGreaterThan(DEFAULT_LIMITS.accepted);
      const environment = contactEnvironment({ ...baseEnv(), CONTACT_INVALID_LIMIT: '3' }, undefined);
      const send = sender(environment);
      for (let i = 0; i < 3; i++) expect((await send(mistyped())).status).toBe(400);
      // Past it, the address is refused before its body is even read.
      const refused = await send(validSubmission());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('540');
      expect((await send(validSubmission(), NEXT_WINDOW)).status).toBe(201);
    });

    it('gives the slot back when the store fails, so the retry is accepted', { timeout: 30_000 }, async () => {
      const environment = contactEnvironment({ ...baseEnv(), CONTACT_RATE_LIMIT: '1' }, undefined);
      let failures = 1;
      const flaky: ContactStore = {
        save: async (entry) => {
          if (failures-- > 0) throw new Error('the store is away');
          return environment.store.save(entry);
        },
        list: () => environment.store.list(),
      };
      const send = sender(environment, flaky);
      const submission = validSubmission();
      expect((await send(submission)).status).toBe(503);
      expect((await send(submission)).status).toBe(201);
      expect((await send(validSubmission())).status).toBe(429);
    });
  });
}

describe('two instances of the endpoint on one Firestore', () => {
  it('hold the per-address limit together', { timeout: 30_000 }, async () => {
    const env = setups[1]![1]();
    const [first, second] = [contactEnvironment(env, undefined), contactEnvironment(env, undefined)];
    expect(first.limits.accepted).not.toBe(second.limits.accepted);
    const sends = [sender(first), sender(second)];
    const responses = await Promise.all(Array.from({ length: 12 }, (_, i) => sends[i % 2]!(validSubmission({ message: `Attempt ${i}` }))));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(DEFAULT_LIMITS.accepted);
    expect(statuses.filter((s) => s === 429)).toHaveLength(12 - DEFAULT_LIMITS.accepted);
    expect(await first.store.list()).toHaveLength(DEFAULT_LIMITS.accepted);
    // Another visitor is not held back by this one.
    expect((await sends[1]!(validSubmission(), NOW, '203.0.113.99')).status).toBe(201);
  });
});
