/**
 * POST /api/contact as a plain function of (Request, dependencies), so the same code runs as
 * the Astro endpoint or as a Cloud Function. It answers 201 only after the store has the
 * request durably; bad input gets a 4xx JSON error naming the field, and nothing is stored.
 *
 * Order: method, origin, the refused-attempt limit, reading and validating (a refusal
 * counts), an accepted slot, the store. Only accepted requests use up the visitor's slots.
 */
import type { ContactRequest } from '../../content/schemas';
import type { AttemptLimiter, SlotLimiter } from './rate-limit';
import { readSubmission, rejected } from './read-submission';
import { json } from './responses';
import type { ContactStore } from './store';

export { MAX_BODY_BYTES, MIN_FILL_MS, type FieldError } from './read-submission';

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
}

const tooMany = (retryAfterSeconds: number) =>
  json(429, { ok: false, error: 'too many requests, try again later', fields: [] }, { 'Retry-After': String(retryAfterSeconds) });

const unavailable = () => json(503, { ok: false, error: 'the request could not be stored; nothing was saved', fields: [] });

export async function handleContactRequest(request: Request, deps: ContactDependencies): Promise<Response> {
  if (request.method !== 'POST') return json(405, { ok: false, error: 'method not allowed', fields: [] }, { Allow: 'POST' });

  const origin = request.headers.get('origin');
  if (!origin || !deps.allowedOrigins.includes(origin)) return rejected(403, 'cross-origin requests are not accepted', [{ field: 'origin', message: 'the site itself' }]);

  const now = (deps.now ?? (() => new Date()))();
  const at = now.getTime();
  const refusedWait = deps.limits.invalid.retryAfter(deps.ip, at);
  if (refusedWait > 0) return tooMany(refusedWait);

  const result = await readSubmission(request);
  if (!result.ok) {
    deps.limits.invalid.record(deps.ip, at);
    return result.response;
  }
  const { submission } = result;

  let claim;
  try {
    claim = await deps.limits.accepted.claim(deps.ip, at);
  } catch (error) {
    console.error(`contact request ${submission.requestId}: the rate limit could not be checked:`, error);
    return unavailable();
  }
  if (!claim.granted) return tooMany(claim.retryAfterSeconds);

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
  };
  try {
    await deps.store.save({ id: submission.requestId, request: stored });
  } catch (error) {
    console.error(`contact request ${submission.requestId} could not be stored:`, error);
    // Nothing was stored, so the visitor's retry must not find the slot used up.
    await claim.release().catch((releaseError: unknown) => console.error(`contact request ${submission.requestId}: its rate-limit slot stays taken:`, releaseError));
    return unavailable();
  }
  return json(201, { ok: true, id: submission.requestId });
}
