/**
 * What a change of a request's status writes, the same in both stores: the status, its stage
 * (the inbox's view, which the stores index and count by), and SPEC's solved fields, which follow
 * the status (admin-api/request-status.ts's isFinal).
 */
import {
  isLostReason,
  isRequestStatus,
  answerChannels,
  isFinal,
  legacyStatus,
  stageOf,
  type AnswerChannel,
  type FirstAnswer,
  type LostReason,
  type RequestStatus,
  type Stage,
} from '../../admin-api/request-status';
import type { InboxItem } from '../../admin-api/contract';
import type { OpeningHours } from '../../content/schemas';
import type { Lang } from '../../i18n/routes';
import { businessMinutesBetween } from '../../lib/business-time';

export interface StatusFields {
  status: RequestStatus;
  stage: Stage;
  lostReason: LostReason | null;
  solved: boolean;
  solvedDate: string | null;
  solvedBy: string | null;
}

/** A status as staff set it: a lost request with its reason, any other without one. */
export interface StatusChange {
  status: RequestStatus;
  lostReason: LostReason | null;
}

/** The first answer as the replies and the inbox's "answered by phone" record it. */
export interface FirstAnswerRecord {
  by: string;
  at: Date;
  channel: Exclude<AnswerChannel, 'unknown'>;
  /**
   * The opening hours of the office a request in `lang` goes to, as they are now: the answer's
   * time is counted in them once and stored, so a later change of the hours leaves it. None (or
   * no office for the language): the answer is stored without a time.
   */
  officeOf?: ((lang: Lang) => OpeningHours | undefined) | undefined;
}

/** A first answer's business minutes (whole, rounded down) since the request arrived, and the office they count in. */
export interface AnswerTime {
  minutes: number | null;
  office: string | null;
}

export function answerTime(arrived: string, lang: Lang, answer: FirstAnswerRecord): AnswerTime {
  const office = answer.officeOf?.(lang);
  if (!office) return { minutes: null, office: null };
  return { minutes: Math.floor(businessMinutesBetween(new Date(arrived), answer.at, office)), office: office.office };
}

/**
 * The fields after `change`, from those `before`: a request that becomes final is solved then,
 * by whom set it; one already final keeps when it became so (won corrected to lost ended then).
 */
export function changedStatus(
  before: Pick<StatusFields, 'solved' | 'solvedDate' | 'solvedBy'>,
  change: StatusChange,
  by: string,
  at: Date,
): StatusFields {
  const final = isFinal(change.status);
  const keep = final && before.solved;
  return {
    status: change.status,
    stage: stageOf(change.status),
    lostReason: change.status === 'lost' ? change.lostReason : null,
    solved: final,
    solvedDate: final ? (keep ? before.solvedDate : at.toISOString()) : null,
    solvedBy: final ? (keep ? before.solvedBy : by) : null,
  };
}

/** The status a first answer leaves: a new request is answered by it; any later status stays. */
export const statusAfterAnswer = (status: RequestStatus): RequestStatus => (status === 'new' ? 'answered' : status);

/** A stored request's status fields: as stored, or for one stored before statuses, as legacyStatus reads it. */
export function storedStatus(stored: {
  status: unknown;
  lostReason: unknown;
  firstAnswer: { date: unknown; by: unknown; channel: unknown };
  solved: boolean;
  solvedDate: string | null;
  solvedBy: string | null;
}): Pick<InboxItem, 'status' | 'lostReason' | 'firstAnswer' | 'solved' | 'solvedDate' | 'solvedBy'> {
  if (!isRequestStatus(stored.status)) {
    const legacy = legacyStatus(stored);
    return { status: legacy.status, lostReason: null, firstAnswer: legacy.firstAnswer, solved: false, solvedDate: null, solvedBy: null };
  }
  const { date, by, channel } = stored.firstAnswer;
  const firstAnswer: FirstAnswer | null =
    typeof date === 'string'
      ? {
          date,
          by: typeof by === 'string' ? by : null,
          channel: answerChannels.find((known) => known === channel) ?? 'unknown',
        }
      : null;
  return {
    status: stored.status,
    lostReason: stored.status === 'lost' && isLostReason(stored.lostReason) ? stored.lostReason : null,
    firstAnswer,
    solved: stored.solved,
    solvedDate: stored.solved ? stored.solvedDate : null,
    solvedBy: stored.solved ? stored.solvedBy : null,
  };
}

/** What a request saved through the contact store starts with: a new one waits; one saved solved (a seed, an import) reads as legacyStatus says. */
export function savedStatus(request: { solved: boolean; solvedDate: string | null }): StatusFields & { firstAnswer: FirstAnswer | null } {
  const { status, firstAnswer } = legacyStatus({ ...request, solvedBy: null });
  return { status, stage: stageOf(status), lostReason: null, solved: false, solvedDate: null, solvedBy: null, firstAnswer };
}
