/**
 * Which language changed after another: what an editor must look at, since a change made in
 * one language alone leaves the other telling an older story.
 */
import type { Lang } from '../../../i18n/routes';

interface Head {
  updatedAt: string | null;
}

/** Saves of the languages this close together were one edit of both (one Save of the editor). */
const SAME_EDIT_MS = 60_000;

/** The language saved last and the one saved longest before it, when they are more than one edit apart. */
export function laterLanguage(heads: Partial<Record<Lang, Head>>): { newer: Lang; older: Lang; at: string } | undefined {
  const times = (Object.entries(heads) as [Lang, Head][]).map(([lang, head]) => ({
    lang,
    at: head.updatedAt,
    time: head.updatedAt ? Date.parse(head.updatedAt) : Number.NEGATIVE_INFINITY,
  }));
  if (times.length < 2) return undefined;
  const sorted = [...times].sort((a, b) => b.time - a.time);
  const newer = sorted[0]!;
  const older = sorted.at(-1)!;
  if (newer.at === null || newer.time - older.time <= SAME_EDIT_MS) return undefined;
  return { newer: newer.lang, older: older.lang, at: newer.at };
}
