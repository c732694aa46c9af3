/**
 * Where a contact request stands, from its arrival to its end: the one list of statuses, the
 * rule that makes a request `solved` (SPEC's field), the views the inbox filters by, and how a
 * request stored before statuses existed reads. The staff API, the stores and the admin island
 * all read them from here.
 */

/** In the order a request usually goes through them; staff may set any from any other (they correct mistakes). */
export const requestStatuses = ['new', 'answered', 'quoteSent', 'won', 'lost', 'notAFit'] as const;
export type RequestStatus = (typeof requestStatuses)[number];

export function isRequestStatus(value: unknown): value is RequestStatus {
  return typeof value === 'string' && (requestStatuses as readonly string[]).includes(value);
}

/** Why a request was lost: the short list staff pick from (the figures count by it). */
export const lostReasons = ['price', 'timing', 'otherFirm', 'noReply', 'other'] as const;
export type LostReason = (typeof lostReasons)[number];

export function isLostReason(value: unknown): value is LostReason {
  return typeof value === 'string' && (lostReasons as readonly string[]).includes(value);
}

/**
 * How a request was first answered: a reply sent from the inbox, or by phone; `unknown` for the
 * requests marked solved before statuses existed, whose mark never said how (calling them
 * either would make the figures by channel say what nobody recorded).
 */
export const answerChannels = ['email', 'phone', 'unknown'] as const;
export type AnswerChannel = (typeof answerChannels)[number];

/** A request's first answer, recorded once. */
export interface FirstAnswer {
  date: string;
  by: string | null;
  channel: AnswerChannel;
}

/**
 * SPEC's `solved`: the request reached an end (won, lost, or not a fit); `solvedDate` is when
 * it did. Answered or quoted requests are still open work.
 */
export function isFinal(status: RequestStatus): boolean {
  return status === 'won' || status === 'lost' || status === 'notAFit';
}

/** The inbox's views, each a stage of the statuses, and every request. */
export const statusFilters = ['waiting', 'inProgress', 'closed', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];
/** A view of some of the requests (every view but `all`): what the stores index and count by. */
export type Stage = Exclude<StatusFilter, 'all'>;
export const stages = statusFilters.filter((filter): filter is Stage => filter !== 'all');

/** The view a request of `status` is listed in. */
export function stageOf(status: RequestStatus): Stage {
  if (status === 'new') return 'waiting';
  return isFinal(status) ? 'closed' : 'inProgress';
}

/** The views where the request that waited longest comes first: work to do, not a record. */
export function oldestFirst(filter: StatusFilter): boolean {
  return filter === 'waiting' || filter === 'inProgress';
}

/**
 * The inbox's view a `status` parameter names, the ones before statuses included (a link or
 * bookmark kept from then): `open` was the requests without an answer, `solved` the finished ones.
 */
export function statusFilterOf(value: string): StatusFilter | undefined {
  if (value === 'open') return 'waiting';
  if (value === 'solved') return 'closed';
  return (statusFilters as readonly string[]).includes(value) ? (value as StatusFilter) : undefined;
}

/**
 * A request stored before statuses: one marked solved had been answered (that was what the
 * mark meant), when and by whom it was marked, and is followed on from there; the others wait.
 */
export function legacyStatus(stored: { solved: boolean; solvedDate: string | null; solvedBy: string | null }): {
  status: RequestStatus;
  firstAnswer: FirstAnswer | null;
} {
  if (!stored.solved) return { status: 'new', firstAnswer: null };
  return {
    status: 'answered',
    firstAnswer: stored.solvedDate === null ? null : { date: stored.solvedDate, by: stored.solvedBy, channel: 'unknown' },
  };
}

/**
 * How long a request may wait for its first answer, in business minutes of the office it went
 * to, when the studio sets no other target: two hours, as help desks' first-reply targets
 * commonly are (the odds of reaching a lead fall steeply within the first hour).
 */
export const DEFAULT_FIRST_ANSWER_TARGET_MINUTES = 120;
