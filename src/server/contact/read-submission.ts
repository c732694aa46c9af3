/**
 * From a request to a valid ContactSubmission, or to the 4xx answer that names what is wrong:
 * content type, size, syntax, the schema, the honeypot and the fill time.
 */
import { ZodError } from 'zod';
import { expectation, fieldPath } from '../../content/errors';
import { contactSubmissionSchema, type ContactSubmission } from '../../content/schemas';
import { json } from './responses';

/** Bodies larger than this are refused unread (a message of 5,000 characters fits easily). */
export const MAX_BODY_BYTES = 16 * 1024;
/** A person needs longer than this to fill in the form. */
export const MIN_FILL_MS = 3000;

export interface FieldError {
  field: string;
  message: string;
}

export function rejected(status: number, error: string, fields: FieldError[] = []): Response {
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

export type SubmissionResult = { ok: true; submission: ContactSubmission } | { ok: false; response: Response };

const refuse = (response: Response): SubmissionResult => ({ ok: false, response });

export async function readSubmission(request: Request): Promise<SubmissionResult> {
  const type = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    return refuse(rejected(415, 'send application/json or application/x-www-form-urlencoded', [{ field: 'content-type', message: 'JSON or form-encoded' }]));
  }
  const body = await readBody(request);
  if (body === undefined) return refuse(rejected(413, `the request is larger than ${MAX_BODY_BYTES} bytes`, [{ field: 'body', message: 'a smaller request' }]));

  let data: unknown;
  if (type === 'application/json') {
    try {
      data = JSON.parse(body);
    } catch {
      return refuse(rejected(400, 'the body is not valid JSON', [{ field: 'body', message: 'valid JSON' }]));
    }
    if (!data || typeof data !== 'object' || Array.isArray(data)) return refuse(rejected(400, 'the body must be a JSON object', [{ field: 'body', message: 'an object' }]));
  } else {
    const params = new URLSearchParams(body);
    const keys = [...params.keys()];
    const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
    if (repeated) return refuse(rejected(400, 'a field was sent twice', [{ field: repeated, message: 'one value' }]));
    data = Object.fromEntries(params);
  }

  const parsed = contactSubmissionSchema.safeParse(data);
  if (!parsed.success) return refuse(rejected(400, 'some fields are not valid', fieldErrors(parsed.error)));
  // The honeypot (website) must be empty: the schema already refused a filled one.
  if (parsed.data.elapsedMs < MIN_FILL_MS) return refuse(rejected(400, 'sent too fast to be a person', [{ field: 'elapsedMs', message: `at least ${MIN_FILL_MS} ms` }]));
  return { ok: true, submission: parsed.data };
}
