/**
 * POST /api/contact, the island's JSON endpoint, as a plain function of (Request,
 * dependencies), so the same code runs as the Astro endpoint or as a Cloud Function. It
 * presents the shared outcome (submit.ts) as JSON: 201 only after the store has the request
 * durably; bad input gets a 4xx JSON error naming the field, and nothing is stored.
 */
import { FILES_OFF, readSubmission } from './read-submission';
import { json } from '../http/json';
import { submitContactRequest, type ContactDependencies, type ContactOutcome } from './submit';

export type { ContactDependencies } from './submit';

/** In English for the API's callers; the form words it in the visitor's language. */
const FILES_OVER_BUDGET = 'the request was stored, but not its files: this server takes no more files today; send them by e-mail';

function jsonAnswer(outcome: ContactOutcome): Response {
  switch (outcome.kind) {
    case 'stored':
      // Stored; where the day's budget left the files out, which ones, for the form to say so.
      return json(201, {
        ok: true,
        id: outcome.id,
        ...(outcome.filesRefused ? { filesRefused: { reason: 'budget', names: outcome.filesRefused, error: FILES_OVER_BUDGET } } : {}),
      });
    case 'methodNotAllowed':
      return json(405, { ok: false, error: 'method not allowed', fields: [] }, { Allow: 'POST' });
    case 'forbidden':
      return json(403, {
        ok: false,
        error: 'cross-origin requests are not accepted',
        fields: [{ field: 'origin', message: 'the site itself' }],
      });
    case 'tooMany':
      return json(
        429,
        { ok: false, error: 'too many requests, try again later', fields: [] },
        { 'Retry-After': String(outcome.retryAfterSeconds) },
      );
    case 'invalid':
      // `file`: which file was refused and why, for the form to say in the visitor's language.
      return json(outcome.status, {
        ok: false,
        error: outcome.error,
        fields: outcome.fields,
        ...(outcome.file ? { file: outcome.file } : {}),
      });
    case 'unavailable':
      return json(503, { ok: false, error: 'the request could not be stored; nothing was saved', fields: [] });
  }
}

export async function handleContactRequest(request: Request, deps: ContactDependencies): Promise<Response> {
  return jsonAnswer(await submitContactRequest(request, deps, (sent) => readSubmission(sent, deps.uploads ?? FILES_OFF, deps.ip)));
}
