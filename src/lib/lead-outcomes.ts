/**
 * How the year's requests ended: won, lost, not a fit, or still open (any other status), per
 * language, kind of work, page and project (which pages bring work), and why the lost ones were
 * lost. Counts of requests, as the other figures: the store counts the final statuses per key,
 * and "open" is the rest of the key's requests.
 */
import { lostReasons, type LostReason } from '../admin-api/request-status';

export const finalOutcomes = ['won', 'lost', 'notAFit'] as const;
export type FinalOutcome = (typeof finalOutcomes)[number];

/** How many of a group's requests reached each end (a missing one: none). */
export type FinalCounts = Readonly<Partial<Record<FinalOutcome, number>>>;

/** A row of the figures: a group's requests by how they ended. */
export type Outcomes = Record<FinalOutcome | 'open', number>;

/** The group's outcomes, of its `count` requests. */
export function outcomesOf(count: number, finals: FinalCounts | undefined): Outcomes {
  const won = finals?.won ?? 0;
  const lost = finals?.lost ?? 0;
  const notAFit = finals?.notAFit ?? 0;
  return { won, lost, notAFit, open: count - won - lost - notAFit };
}

/** `all` less every row's: what the rows of "not given" hold. */
export function outcomesLeft(all: Outcomes, rows: readonly Outcomes[]): Outcomes {
  const left = { ...all };
  for (const row of rows) for (const key of Object.keys(left) as (keyof Outcomes)[]) left[key] -= row[key];
  return left;
}

/** Every reason, in the list's order, and the lost requests that give none (stored before reasons, or a reason no longer listed). */
export function lostReasonCounts(
  lost: number,
  counts: Readonly<Record<string, number>>,
): { key: LostReason | 'notGiven'; count: number }[] {
  const rows = lostReasons.map((key) => ({ key, count: counts[key] ?? 0 }));
  return [...rows, { key: 'notGiven' as const, count: lost - rows.reduce((sum, { count }) => sum + count, 0) }];
}
