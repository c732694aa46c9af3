/** Whole minutes to wait from a Retry-After in seconds or as an HTTP date; at least 1. */
export function retryAfterMinutes(header: string | null, now: number = Date.now()): number {
  const value = header?.trim() ?? '';
  const seconds = /^\d+$/.test(value) ? Number(value) : (Date.parse(value) - now) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds / 60)) : 1;
}
