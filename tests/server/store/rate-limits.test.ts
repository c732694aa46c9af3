/** The in-memory limits: fixed windows, slots given back, and memory that stays bounded. */
import { describe, expect, it } from 'vitest';
import { memoryLimiter, secondsLeftInWindow, windowNumber } from '../../../src/server/store/rate-limits';

const WINDOW_MS = 600_000;
/** The start of a window, so the seconds left are easy to state. */
const T0 = 3_000 * WINDOW_MS;

describe('windows', () => {
  it('are aligned to the epoch, so every instance agrees on them', () => {
    expect(windowNumber(T0, WINDOW_MS)).toBe(3_000);
    expect(windowNumber(T0 + WINDOW_MS - 1, WINDOW_MS)).toBe(3_000);
    expect(windowNumber(T0 + WINDOW_MS, WINDOW_MS)).toBe(3_001);
  });

  it('tell a refused visitor the whole seconds until the window ends, at least 1', () => {
    expect(secondsLeftInWindow(T0, WINDOW_MS)).toBe(600);
    expect(secondsLeftInWindow(T0 + 1, WINDOW_MS)).toBe(600);
    expect(secondsLeftInWindow(T0 + 1_000, WINDOW_MS)).toBe(599);
    expect(secondsLeftInWindow(T0 + WINDOW_MS - 1, WINDOW_MS)).toBe(1);
  });
});

// Its contract as the accepted-request limit, beside Firestore's: slot-limiter.test.ts.
describe('memoryLimiter as the refused-attempt limit', () => {
  it('only checks until attempts are recorded', () => {
    const limiter = memoryLimiter({ limit: 2, windowMs: WINDOW_MS });
    expect(limiter.retryAfter('a', T0)).toBe(0);
    expect(limiter.retryAfter('a', T0)).toBe(0);
    limiter.record('a', T0);
    expect(limiter.retryAfter('a', T0)).toBe(0);
    limiter.record('a', T0);
    expect(limiter.retryAfter('a', T0 + 100_000)).toBe(500);
    expect(limiter.retryAfter('b', T0)).toBe(0);
    expect(limiter.retryAfter('a', T0 + WINDOW_MS)).toBe(0);
  });
});

describe('memoryLimiter memory', () => {
  it('forgets an address once its window is over', async () => {
    const limiter = memoryLimiter({ limit: 5, windowMs: WINDOW_MS });
    for (let i = 0; i < 500; i++) limiter.record(`10.0.${i >> 8}.${i & 255}`, T0 + i);
    await limiter.claim('192.0.2.1', T0 + 1_000);
    expect(limiter.size).toBe(501);
    // The next window: only the address seen in it is remembered.
    limiter.record('192.0.2.2', T0 + WINDOW_MS);
    expect(limiter.size).toBe(1);
    expect(limiter.retryAfter('192.0.2.2', T0 + WINDOW_MS)).toBe(0);
  });

  it('keeps at most maxKeys addresses, dropping the oldest, and still limits the newest', async () => {
    const limiter = memoryLimiter({ limit: 2, windowMs: WINDOW_MS, maxKeys: 100 });
    for (let i = 0; i < 1_000; i++) {
      limiter.record(`10.0.${i >> 8}.${i & 255}`, T0 + i);
      expect(limiter.size).toBeLessThanOrEqual(100);
    }
    expect(limiter.size).toBe(100);
    const last = '10.0.3.231';
    limiter.record(last, T0 + 2_000);
    expect(limiter.retryAfter(last, T0 + 2_000)).toBeGreaterThan(0);
    // The first address was dropped to make room.
    expect(limiter.retryAfter('10.0.0.0', T0 + 2_000)).toBe(0);

    for (let i = 0; i < 300; i++) await limiter.claim(`172.16.${i >> 8}.${i & 255}`, T0 + 3_000);
    expect(limiter.size).toBe(100);
  });
});
