/**
 * The bytes of visitors' files a process keeps in one day (UTC), CONTACT_FILES_DAILY_BYTES: past
 * it the contact endpoint stores a request's text without its files, so a flood of posts with
 * files fills no disk (nor, on Cloud Run, the bucket's bill) while every request still arrives.
 * Counted in the process, not in the store: the count needs no write of its own on every post,
 * a restart starts the day's count anew, and on Cloud Run each instance counts its own (the
 * bound is this budget times the instances' maximum).
 */
export interface FilesBudget {
  /** Takes `bytes` of today's budget at `at` (ms); false, taking nothing, when they do not fit. */
  take(bytes: number, at: number): boolean;
}

const DAY_MS = 86_400_000;

export function dailyFilesBudget(bytesPerDay: number): FilesBudget {
  let day = Number.NaN;
  let used = 0;
  return {
    take(bytes, at) {
      const today = Math.floor(at / DAY_MS);
      if (today !== day) [day, used] = [today, 0];
      if (used + bytes > bytesPerDay) return false;
      used += bytes;
      return true;
    },
  };
}
