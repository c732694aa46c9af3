/**
 * POST /api/contact as a plain function of (Request, dependencies), so the same code runs as
 * the Astro endpoint or as a Cloud Function. It answers 201 only after the store has the
 * request durably; bad input gets a 4xx JSON error naming the field, and nothing is stored.
 */
import { ZodError } from 'zod';
import { expectation, fieldPath } from '../../content/errors';
import { contactSubmissionSchema, type ContactRequest } from '../../content/schemas';
import type { RateLimiter } from './rate-limit';
import type { ContactStore } from './store';

/** Bodies larger than this are refused unread (a message of 5,000 characters fits easily). */
export const MAX_BODY_BYTES = 16 * 1024;
/** A person needs longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export interface ContactDependencies {
  store: ContactStore;
  limiter: RateLimiter;
  /** The visitor's address, as the server or its proxy reports it. */
  ip: string;
  /** Origins allowed to post (the site itself); defaults to the request's own origin. */
  allowedOrigins?: string[];
  now?: () => Date;
}

export interface FieldError {
  field: string;
  message: string;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
  });
}

function rejected(status: number, error: string, fields: FieldError[] = []): Response {
  return json(status, { ok: false, error, fields });
}

async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_BODY_BYTES) return undefined;
  const reader = request.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BODY_BYTES) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks));
}

function fieldErrors(error: ZodError): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return { field: issue.keys[0] ?? 'body', message: 'unknown field' };
    const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
    return { field: fieldPath(issue.path) || 'body', message: missing ? 'required' : `expected ${expectation(issue)}` };
  });
}

export async function handleContactRequest(request: Request, deps: ContactDependencies): Promise<Response> {
  if (request.method !== 'POST') return json(405, { ok: false, error: 'method not allowed' }, { Allow: 'POST' });

  const origin = request.headers.get('origin');
  const allowed = deps.allowedOrigins ?? [new URL(request.url).origin];
  if (!origin || !allowed.includes(origin)) return rejected(403, 'cross-origin requests are not accepted', [{ field: 'origin', message: 'the site itself' }]);

  const retryAfter = deps.limiter.hit(deps.ip);
  if (retryAfter > 0) return json(429, { ok: false, error: 'too many requests, try again later', fields: [] }, { 'Retry-After': String(retryAfter) });

  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    return rejected(415, 'send application/json or application/x-www-form-urlencoded', [{ field: 'content-type', message: 'JSON or form-encoded' }]);
  }
  const body = await readBody(request);
  if (body === undefined) return rejected(413, `the request is larger than ${MAX_BODY_BYTES} bytes`, [{ field: 'body', message: 'a smaller request' }]);

  let data: unknown;
  if (type === 'application/json') {
    try {
      data = JSON.parse(body);
    } catch {
      return rejected(400, 'the body is not valid JSON', [{ field: 'body', message: 'valid JSON' }]);
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return rejected(400, 'the body must be a JSON object', [{ field: 'body', message: 'an object' }]);
  } else {
    const params = new URLSearchParams(body);
    const keys = [...params.keys()];
    const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
    if (repeated) return rejected(400, 'a field was sent twice', [{ field: repeated, message: 'one value' }]);
    data = Object.fromEntries(params);
  }

  const parsed = contactSubmissionSchema.safeParse(data);
  if (!parsed.success) return rejected(400, 'some fields are not valid', fieldErrors(parsed.error));
  // The honeypot (website) must be empty: the schema already refused a filled one.
  const submission = parsed.data;
  if (submission.elapsedMs < MIN_FILL_MS) return rejected(400, 'sent too fast to be a person', [{ field: 'elapsedMs', message: `at least ${MIN_FILL_MS} ms` }]);

  const now = (deps.now ?? (() => new Date()))();
  const stored: ContactRequest = {
    createDate: now.toISOString(),
    email: submission.email,
    subject: submission.subject,
    phone: submission.phone,
    message: submission.message,
    name: submission.name,
    index: now.getTime(),
    ip: deps.ip,
    solvedDate: null,
    solved: false,
    lang: submission.lang,
  };
  try {
    await deps.store.save({ id: submission.requestId, request: stored });
  } catch (error) {
    console.error(`contact request ${submission.requestId} could not be stored:`, error);
    return json(503, { ok: false, error: 'the request could not be stored; nothing was saved', fields: [] });
  }
  return json(201, { ok: true, id: submission.requestId });
}
