/**
 * The accepted-request limit's contract (SlotLimiter, src/server/store/rate-limits.ts), run
 * against both stores' limiters: the embedded store's, in memory, and Firestore's, against the
 * Firestore protocol server. What only Firestore adds (several instances sharing the limit,
 * its slot documents): firestore/rate-limits.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firestoreSlotLimiter } from '../../../src/server/store/firestore/rate-limits';
import { memoryLimiter, type LimitPolicy, type SlotLimiter } from '../../../src/server/store/rate-limits';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';

const WINDOW_MS = 600_000;
const T0 = 3_000 * WINDOW_MS;

let emulator: TestEmulator;
const closers: (() => Promise<void>)[] = [];
beforeAll(async () => {
  emulator = await startEmulator();
}, 30_000);
afterAll(async () => {
  await Promise.all(closers.map((close) => close()));
  emulator.stop();
});

const limiters: [string, (policy: LimitPolicy) => SlotLimiter][] = [
  ['the embedded store (in memory)', (policy) => memoryLimiter(policy)],
  [
    'Firestore',
    (policy) => {
      const { db, close } = emulator.connect();
      closers.push(close);
      return firestoreSlotLimiter(db, policy);
    },
  ],
];

for (const [name, makeLimiter] of limiters) {
  describe(`accepted-request limit of ${name}`, () => {
    it('grants `limit` slots per address and window, then says how long to wait', async () => {
      const limiter = makeLimiter({ limit: 3, windowMs: WINDOW_MS });
      for (let i = 0; i < 3; i++) expect((await limiter.claim('203.0.113.7', T0 + i)).granted).toBe(true);
      expect(await limiter.claim('203.0.113.7', T0 + 60_000)).toEqual({ granted: false, retryAfterSeconds: 540 });
      // Another address and the next window are unaffected.
      expect((await limiter.claim('2001:db8::7', T0 + 60_000)).granted).toBe(true);
      expect((await limiter.claim('203.0.113.7', T0 + WINDOW_MS)).granted).toBe(true);
    });

    it('takes a released slot back', async () => {
      const limiter = makeLimiter({ limit: 1, windowMs: WINDOW_MS });
      const claim = await limiter.claim('198.51.100.23', T0);
      expect(claim.granted).toBe(true);
      expect((await limiter.claim('198.51.100.23', T0)).granted).toBe(false);
      if (claim.granted) await claim.release();
      expect((await limiter.claim('198.51.100.23', T0)).granted).toBe(true);
    });
  });
}
