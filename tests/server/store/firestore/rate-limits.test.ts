/**
 * The accepted-request limit in Firestore, against the Firestore protocol server: separate
 * limiters (separate firebase-admin apps, as separate Cloud Run instances have) share it.
 */
import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectFirestore, type FirestoreConnection } from '../../../../src/server/store/firestore/connection';
import {
  firestoreSlotLimiter,
  RATE_LIMIT_COLLECTION,
  RATE_LIMIT_EXPIRY_FIELD,
  slotId,
} from '../../../../src/server/store/firestore/rate-limits';
import { startEmulator, type TestEmulator } from '../../../scripts/emulator';

const WINDOW_MS = 600_000;
const T0 = 3_000 * WINDOW_MS;

let emulator: TestEmulator;
const connections: FirestoreConnection[] = [];
beforeAll(async () => {
  emulator = await startEmulator();
}, 30_000);
afterAll(async () => {
  await Promise.all(connections.map((c) => c.close()));
  emulator.stop();
});

/** `count` separate apps on one fresh project of the protocol server: one per instance. */
function instances(count: number) {
  const first = emulator.connect();
  const { projectId, db } = first;
  connections.push(first);
  const others = Array.from({ length: count - 1 }, () =>
    connectFirestore({ projectId, emulatorHost: emulator.host, source: 'test emulator' }),
  );
  connections.push(...others);
  return [db, ...others.map((c) => c.db)];
}

describe('Firestore slot limiter', () => {
  it('holds the limit across two instances, even when they claim at the same moment', { timeout: 30_000 }, async () => {
    const [a, b] = instances(2);
    const limiters = [
      firestoreSlotLimiter(a!, { limit: 3, windowMs: WINDOW_MS }),
      firestoreSlotLimiter(b!, { limit: 3, windowMs: WINDOW_MS }),
    ];
    const claims = await Promise.all(Array.from({ length: 10 }, (_, i) => limiters[i % 2]!.claim('203.0.113.7', T0 + 1_000)));
    expect(claims.filter((c) => c.granted)).toHaveLength(3);
    expect(claims.filter((c) => !c.granted)).toEqual(Array.from({ length: 7 }, () => ({ granted: false, retryAfterSeconds: 599 })));
    // Another address and the next window are unaffected.
    expect((await limiters[0]!.claim('203.0.113.8', T0 + 1_000)).granted).toBe(true);
    expect((await limiters[1]!.claim('203.0.113.7', T0 + WINDOW_MS)).granted).toBe(true);
  });

  it('gives a released slot back to every instance', { timeout: 30_000 }, async () => {
    const [a, b] = instances(2);
    const first = firestoreSlotLimiter(a!, { limit: 1, windowMs: WINDOW_MS });
    const second = firestoreSlotLimiter(b!, { limit: 1, windowMs: WINDOW_MS });
    const claim = await first.claim('2001:db8::7', T0);
    expect(claim.granted).toBe(true);
    expect((await second.claim('2001:db8::7', T0)).granted).toBe(false);
    if (claim.granted) await claim.release();
    expect((await second.claim('2001:db8::7', T0)).granted).toBe(true);
  });

  it('keeps one slot document per accepted request, named by a hash, expiring when its window ends', { timeout: 30_000 }, async () => {
    const [db] = instances(1);
    const limiter = firestoreSlotLimiter(db!, { limit: 5, windowMs: WINDOW_MS });
    await limiter.claim('198.51.100.23', T0 + 5_000);
    await limiter.claim('198.51.100.23', T0 + 6_000);
    const docs = (await db!.collection(RATE_LIMIT_COLLECTION).get()).docs;
    const hash = createHash('sha256').update('198.51.100.23').digest('hex').slice(0, 32);
    expect(docs.map((d) => d.id).sort()).toEqual([`${hash}-3000-0`, `${hash}-3000-1`]);
    expect(docs.map((d) => d.id)).toEqual(docs.map((_, i) => slotId('198.51.100.23', 3_000, i)));
    for (const doc of docs) {
      expect(doc.id).not.toContain('198.51');
      expect(Object.keys(doc.data())).toEqual([RATE_LIMIT_EXPIRY_FIELD]);
      const expireAt = doc.get(RATE_LIMIT_EXPIRY_FIELD) as unknown;
      expect(expireAt).toBeInstanceOf(Timestamp);
      expect((expireAt as Timestamp).toMillis()).toBe(T0 + WINDOW_MS);
    }
  });
});
