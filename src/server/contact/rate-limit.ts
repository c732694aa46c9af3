/** At most `limit` submissions per client address in a sliding window (per server process). */
export interface RateLimiter {
  /** Counts one attempt; returns the seconds to wait when over the limit, or 0. */
  hit(key: string, now?: number): number;
}

export function slidingWindowLimiter(limit: number, windowMs: number): RateLimiter {
  const hits = new Map<string, number[]>();
  return {
    hit(key, now = Date.now()) {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < windowMs);
      if (recent.length >= limit) {
        hits.set(key, recent);
        return Math.ceil((windowMs - (now - recent[0]!)) / 1000);
      }
      recent.push(now);
      hits.set(key, recent);
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((t) => now - t >= windowMs)) hits.delete(k);
      }
      return 0;
    },
  };
}
