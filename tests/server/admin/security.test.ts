/**
 * The staff API's defences, route by route, with both stores: no session, an expired one or a
 * tampered cookie gets 401 everywhere but the status and the sign-in; a state-changing
 * request from another origin gets 403; guessing passwords gets 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, adminContactRequestPath } from '../../../src/i18n/routes';
import { ABSOLUTE_MS, IDLE_MS } from '../../../src/server/admin/session-cookie';
import { ACCOUNT_POLICY, ADDRESS_POLICY } from '../../../src/server/admin/sign-in-throttle';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { addStaff, client, contactRequest, STAFF, storeKinds } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const ID = '6b1f0c1e-2d3a-4b5c-8d7e-9f0a1b2c3d4e';
/** Every route that needs a session: [method, path, body]. */
const PROTECTED: [string, string, unknown][] = [
  ['DELETE', adminApi.session, undefined],
  ['GET', adminApi.summary, undefined],
  ['GET', adminApi.contactRequests, undefined],
  ['GET', `${adminApi.contactRequests}?status=open`, undefined],
  ['PATCH', adminContactRequestPath(ID), { status: 'won' }],
  ['GET', adminApi.contactRequestsCsv, undefined],
  ['POST', adminApi.contactErasure, { addresses: ['ayse@example.com'] }],
  ['GET', adminApi.leadFigures, undefined],
  ['GET', adminApi.leadFiguresCsv, undefined],
];
const STATE_CHANGING: [string, string, unknown][] = [
  ['POST', adminApi.session, { email: STAFF.email, password: STAFF.password }],
  ['DELETE', adminApi.session, undefined],
  ['PATCH', adminContactRequestPath(ID), { status: 'won' }],
  ['POST', adminApi.contactErasure, { addresses: ['ayse@example.com'] }],
];

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`staff API defences with the ${kind}`, () => {
    it('answers 401 on every protected route without a session, with a tampered cookie, and after idle or absolute expiry', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await stores.contactStore.save({ ...contactRequest(1_800_000_000_000), id: ID });
      let now = 1_900_000_000_000;
      const api = client(stores, { now: () => new Date(now) });

      const expectAll401 = async (why: string) => {
        for (const [method, path, body] of PROTECTED) {
          const response = await api.call(method, path, body);
          expect(response.status, `${why}: ${method} ${path}`).toBe(401);
          expect(response.headers.get('cache-control'), `${why}: ${method} ${path}`).toBe('no-store');
        }
        const status = (await (await api.call('GET', adminApi.status)).json()) as { signedIn: boolean };
        expect(status.signedIn, why).toBe(false);
      };

      await expectAll401('no session');
      expect((await api.signIn()).status).toBe(204);
      const good = api.cookie;
      // The one route signed in is fine: the session works before it is tampered with.
      expect((await api.call('GET', adminApi.summary)).status).toBe(200);
      const [token, signature] = good.split('.') as [string, string];
      const flip = (s: string) => `${s.slice(0, -1)}${s.endsWith('A') ? 'B' : 'A'}`;
      for (const tampered of [`${flip(token)}.${signature}`, `${token}.${flip(signature)}`, token, `${token}.${signature}.x`, 'garbage']) {
        api.cookie = tampered;
        await expectAll401(`tampered cookie ${tampered.slice(0, 12)}`);
      }

      api.cookie = good;
      now += IDLE_MS;
      await expectAll401('idle for 8 hours');

      // Active every few hours, the session still ends 7 days after sign-in.
      await api.signIn();
      const fresh = api.cookie;
      const signedInAt = now;
      for (now = signedInAt + 4 * 3600_000; now < signedInAt + ABSOLUTE_MS; now += 4 * 3600_000) {
        api.cookie = fresh;
        expect((await api.call('GET', adminApi.summary)).status).toBe(200);
      }
      api.cookie = fresh;
      await expectAll401('7 days after sign-in');
    });

    it('answers 403 to every state-changing request from another origin or none, signed in or not', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await stores.contactStore.save({ ...contactRequest(1_800_000_000_000), id: ID });
      const api = client(stores);
      expect((await api.signIn()).status).toBe(204);
      for (const [method, path, body] of STATE_CHANGING) {
        for (const origin of ['https://evil.example', 'null', 'https://www.ornekelektromekanik.com.tr.evil.example']) {
          const response = await api.call(method, path, body, { origin });
          expect(response.status, `${method} ${path} from ${origin}`).toBe(403);
          expect(response.headers.get('set-cookie'), `${method} ${path}`).toBeNull();
        }
      }
      // The request is still open and the session still valid: nothing above took effect.
      const list = (await (await api.call('GET', adminApi.contactRequests)).json()) as { items: { solved: boolean }[] };
      expect(list.items.map((item) => item.solved)).toEqual([false]);
    });

    it('throttles guessing per account and per address with growing waits (429, Retry-After), and the right password then waits too', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      let now = 1_900_000_000_000;
      const api = client(stores, { now: () => new Date(now) });
      for (let i = 0; i < ACCOUNT_POLICY.free; i++) expect((await api.signIn(STAFF.email, `guess ${i}`)).status).toBe(401);
      // The next attempt is let through and, wrong, locks the account for 30 s.
      expect((await api.signIn(STAFF.email, 'one more')).status).toBe(401);
      const locked = await api.signIn();
      expect(locked.status).toBe(429);
      expect(locked.headers.get('retry-after')).toBe(String(ACCOUNT_POLICY.baseMs / 1000));
      expect(await locked.json()).toEqual({ error: expect.any(String) });
      now += ACCOUNT_POLICY.baseMs;
      expect((await api.signIn(STAFF.email, 'again wrong')).status).toBe(401);
      const longer = await api.signIn();
      expect(Number(longer.headers.get('retry-after'))).toBe((ACCOUNT_POLICY.baseMs * 2) / 1000);
      now += ACCOUNT_POLICY.baseMs * 2;
      expect((await api.signIn()).status).toBe(204);
      // A success clears the account's count.
      expect((await api.signIn(STAFF.email, 'typo')).status).toBe(401);
      expect((await api.signIn()).status).toBe(204);

      // One address trying many accounts is stopped by its own limit.
      const sprayer = client(stores, { now: () => new Date(now), ip: '192.0.2.66' });
      const statuses: number[] = [];
      for (let i = 0; i <= ADDRESS_POLICY.free + 1; i++)
        statuses.push((await sprayer.signIn(`user${i}@example.com`, 'password123456')).status);
      expect(statuses.slice(0, ADDRESS_POLICY.free + 1)).toEqual(Array(ADDRESS_POLICY.free + 1).fill(401));
      expect(statuses.at(-1)).toBe(429);
    }, 60_000);
  });
}
