/**
 * The contact request's one path from a Request to an outcome, whoever presents it: the JSON
 * endpoint for the island (handler.ts) and the contact page's native form post
 * (form-answer.ts). Both share the store, the limits and every check; only the reading of
 * the body differs.
 *
 * Order: method, origin, the refused-attempt limit, reading and validating (a refusal
 * counts), an accepted slot, the store. Only accepted requests use up the visitor's slots.
 * 'stored' only after the store has the request durably.
 */
import { fromAllowedOrigin } from '../http/allowed-origin';
import type { ContactRequest } from '../../content/schemas';
import type { AttemptLimiter, SlotLimiter } from '../store/rate-limits';
import type { Refusal, SubmissionResult } from './read-submission';
import type { ContactStore } from '../store/contact-requests';
import { consoleLog, type Log } from '../log';

export interface ContactLimits {
  /** Accepted requests per address; shared by every instance when it lives in Firestore. */
  accepted: SlotLimiter;
  /** Refused requests per address, at a higher limit. */
  invalid: AttemptLimiter;
}

export interface ContactDependencies {
  store: ContactStore;
  limits: ContactLimits;
  /** The visitor's address, as the server or its trusted proxies report it. */
  ip: string;
  /** Origins allowed to post: the site's own, from configuration, never from the request. */
  allowedOrigins: readonly string[];
  now?: () => Date;
  /** Where a store's failure is told (the server's log); never what the visitor typed. */
  log?: Log;
}

export type ContactOutcome =
  | { kind: 'stored'; id: string }
  | { kind: 'methodNotAllowed' }
  | { kind: 'forbidden' }
  | { kind: 'tooMany'; retryAfterSeconds: number }
  | ({ kind: 'invalid' } & Refusal)
  | { kind: 'unavailable' };

export type SubmissionReader = (request: Request) => Promise<SubmissionResult>;

export async function submitContactRequest(request: Request, deps: ContactDependencies, read: SubmissionReader): Promise<ContactOutcome> {
  if (request.method !== 'POST') return { kind: 'methodNotAllowed' };

  if (!fromAllowedOrigin(request, deps.allowedOrigins)) return { kind: 'forbidden' };

  const now = (deps.now ?? (() => new Date()))();
  const at = now.getTime();
  const refusedWait = deps.limits.invalid.retryAfter(deps.ip, at);
  if (refusedWait > 0) return { kind: 'tooMany', retryAfterSeconds: refusedWait };

  const result = await read(request);
  if (!result.ok) {
    deps.limits.invalid.record(deps.ip, at);
    return { kind: 'invalid', ...result.refusal };
  }
  const { submission } = result;
  const log = deps.log ?? consoleLog;

  let claim;
  try {
    claim = await deps.limits.accepted.claim(deps.ip, at);
  } catch (error) {
    log.error(`Contact request ${submission.requestId}: the rate limit could not be checked`, error);
    return { kind: 'unavailable' };
  }
  if (!claim.granted) return { kind: 'tooMany', retryAfterSeconds: claim.retryAfterSeconds };

  const stored: ContactRequest = {
    createDate: now.toISOString(),
    email: submission.email,
    subject: submission.subject,
    phone: submission.phone,
    message: submission.message,
    name: submission.name,
    index: at,
    ip: deps.ip,
    solvedDate: null,
    solved: false,
    lang: submission.lang,
    ...(submission.kindOfWork === undefined ? {} : { kindOfWork: submission.kindOfWork }),
    ...(submission.location === undefined ? {} : { location: submission.location }),
    ...(submission.sentFrom === undefined ? {} : { sentFrom: submission.sentFrom }),
  };
  try {
    await deps.store.save({ id: submission.requestId, request: stored });
  } catch (error) {
    log.error(`Contact request ${submission.requestId} could not be stored`, error);
    // Nothing was stored, so the visitor's retry must not find the slot used up.
    await claim
      .release()
      .catch((releaseError: unknown) =>
        log.error(`Contact request ${submission.requestId}: its rate-limit slot stays taken`, releaseError),
      );
    return { kind: 'unavailable' };
  }
  return { kind: 'stored', id: submission.requestId };
}
