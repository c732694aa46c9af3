/**
 * Per-address limits of the contact endpoint, in fixed windows aligned to the epoch, so every
 * instance of the server agrees on which window a moment belongs to.
 *
 * Two limits: accepted requests take a slot before they are stored (and give it back when the
 * store fails), refused ones are only counted, at a higher limit, so a visitor who mistypes
 * their phone a few times can still send, while a script that hammers the endpoint cannot.
 */
export interface LimitPolicy {
  limit: number;
  windowMs: number;
}

export const windowNumber = (now: number, windowMs: number): number => Math.floor(now / windowMs);

/** Seconds until the window of `now` ends: what a refused visitor is told to wait. */
export function secondsLeftInWindow(now: number, windowMs: number): number {
  const end = (windowNumber(now, windowMs) + 1) * windowMs;
  return Math.max(1, Math.ceil((end - now) / 1000));
}

type SlotClaim = { granted: true; release(): Promise<void> } | { granted: false; retryAfterSeconds: number };

/** Accepted requests: one slot each, claimed before the request is stored. */
export interface SlotLimiter {
  claim(key: string, now: number): Promise<SlotClaim>;
}

/** Refused requests: checked before the body is read, counted once it is refused. */
export interface AttemptLimiter {
  /** Seconds to wait when the key is over the limit, or 0. */
  retryAfter(key: string, now: number): number;
  record(key: string, now: number): void;
}

/** Addresses one process remembers at most; beyond it the oldest are forgotten first. */
const DEFAULT_MAX_KEYS = 10_000;

export interface MemoryLimiter extends SlotLimiter, AttemptLimiter {
  /** How many addresses are remembered now. */
  readonly size: number;
}

/**
 * Both limits in one process's memory. Memory stays bounded: an address's count lives only
 * as long as its window, and at most `maxKeys` addresses are kept. Past that the oldest are
 * dropped: a flood of addresses weakens the limit for a while instead of exhausting memory
 * or refusing everyone.
 */
export function memoryLimiter({ limit, windowMs, maxKeys = DEFAULT_MAX_KEYS }: LimitPolicy & { maxKeys?: number }): MemoryLimiter {
  // Entries are (re)inserted when their window starts, so the Map's order is window order
  // and the expired ones are always at its front.
  const counts = new Map<string, { window: number; count: number }>();

  const forgetExpired = (window: number, room: number) => {
    for (const [key, entry] of counts) {
      if (entry.window >= window && counts.size <= maxKeys - room) break;
      counts.delete(key);
    }
  };

  const countOf = (key: string, now: number) => {
    const window = windowNumber(now, windowMs);
    forgetExpired(window, 0);
    const entry = counts.get(key);
    return entry?.window === window ? entry.count : 0;
  };

  const add = (key: string, now: number, delta: number) => {
    const window = windowNumber(now, windowMs);
    const entry = counts.get(key);
    if (entry?.window === window) {
      entry.count = Math.max(0, entry.count + delta);
      return;
    }
    if (delta <= 0) return;
    counts.delete(key);
    forgetExpired(window, 1);
    counts.set(key, { window, count: delta });
  };

  return {
    get size() {
      return counts.size;
    },
    retryAfter(key, now) {
      return countOf(key, now) >= limit ? secondsLeftInWindow(now, windowMs) : 0;
    },
    record(key, now) {
      add(key, now, 1);
    },
    async claim(key, now) {
      if (countOf(key, now) >= limit) return { granted: false, retryAfterSeconds: secondsLeftInWindow(now, windowMs) };
      add(key, now, 1);
      return { granted: true, release: async () => add(key, now, -1) };
    },
  };
}
