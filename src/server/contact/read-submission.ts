/**
 * From a request to a valid submission, or to the refusal that names what is wrong: content
 * type, size, syntax, the schema, the honeypot and, for the island's JSON, the fill time.
 * Two readers share the body handling: the island's (JSON, or form-encoded with the same
 * fields) and the native form post's (form-encoded, without JavaScript).
 */
import { createHash } from 'node:crypto';
import type * as z from 'zod/mini';
import { FORM_FIELDS, MIN_FILL_MS, QUOTE_FIELDS, type FormField, type FormValues } from '../../content/contact-fields';
import { expectation, fieldPath } from '../../content/errors';
import { contactFormPostSchema, contactSubmissionSchema, type ContactSubmission } from '../../content/schemas';
import { contactFormPages, type ContactFormPage, type Lang } from '../../i18n/routes';
import { mediaType, readLimitedText } from '../http/body';

/** Bodies larger than this are refused unread (a message of 5,000 characters fits easily). */
export const MAX_BODY_BYTES = 16 * 1024;
/**
 * A native post percent-encodes the text: a character outside ASCII takes up to 9 bytes, so a
 * full-length Turkish message can exceed MAX_BODY_BYTES and must still arrive.
 */
const MAX_FORM_BODY_BYTES = 64 * 1024;

interface FieldError {
  field: string;
  message: string;
}

/** Why a request was not accepted, before anything was stored. */
export interface Refusal {
  /** 'fields': the schema refused what was typed; 'request': the request itself is wrong. */
  reason: 'fields' | 'request';
  status: 400 | 413 | 415;
  error: string;
  fields: FieldError[];
}

/** What is stored, whichever way it was sent. */
type AcceptedSubmission = Pick<ContactSubmission, 'requestId' | 'name' | 'phone' | 'email' | 'subject' | 'message' | 'lang'> &
  Partial<Pick<ContactSubmission, 'kindOfWork' | 'location' | 'sentFrom'>>;

export type SubmissionResult = { ok: true; submission: AcceptedSubmission } | { ok: false; refusal: Refusal };

const refuse = (
  status: Refusal['status'],
  error: string,
  fields: FieldError[],
  reason: Refusal['reason'] = 'request',
): SubmissionResult => ({
  ok: false,
  refusal: { reason, status, error, fields },
});

function fieldErrors(error: z.core.$ZodError): FieldError[] {
  return error.issues.map((issue) => {
    if (issue.code === 'unrecognized_keys') return { field: issue.keys[0] ?? 'body', message: 'unknown field' };
    const missing = issue.code === 'invalid_type' && issue.message.endsWith('received undefined');
    return { field: fieldPath(issue.path) || 'body', message: missing ? 'required' : `expected ${expectation(issue)}` };
  });
}

type Body = { ok: true; data: Record<string, unknown> } | { ok: false; result: SubmissionResult };

/** A form-encoded body as an object; a field sent twice is refused, as JSON cannot repeat one. */
function formFields(body: string): Body {
  const params = new URLSearchParams(body);
  const keys = [...params.keys()];
  const repeated = keys.find((key, i) => keys.indexOf(key) !== i);
  if (repeated) return { ok: false, result: refuse(400, 'a field was sent twice', [{ field: repeated, message: 'one value' }]) };
  return { ok: true, data: Object.fromEntries(params) };
}

function jsonFields(body: string): Body {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, result: refuse(400, 'the body is not valid JSON', [{ field: 'body', message: 'valid JSON' }]) };
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { ok: false, result: refuse(400, 'the body must be a JSON object', [{ field: 'body', message: 'an object' }]) };
  return { ok: true, data: data as Record<string, unknown> };
}

const accepted = (submission: AcceptedSubmission): SubmissionResult => ({
  ok: true,
  submission: {
    requestId: submission.requestId,
    name: submission.name,
    phone: submission.phone,
    email: submission.email,
    subject: submission.subject,
    message: submission.message,
    lang: submission.lang,
    // The quote's fields and the page, only where given: requests without them store none.
    ...(submission.kindOfWork === undefined ? {} : { kindOfWork: submission.kindOfWork }),
    ...(submission.location === undefined ? {} : { location: submission.location }),
    ...(submission.sentFrom === undefined ? {} : { sentFrom: submission.sentFrom }),
  },
});

/** The island's post to /api/contact: JSON (or form-encoded) with its request id and fill time. */
export async function readSubmission(request: Request): Promise<SubmissionResult> {
  const type = mediaType(request);
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded') {
    return refuse(415, 'send application/json or application/x-www-form-urlencoded', [
      { field: 'content-type', message: 'JSON or form-encoded' },
    ]);
  }
  const body = await readLimitedText(request, MAX_BODY_BYTES);
  if (body === undefined)
    return refuse(413, `the request is larger than ${MAX_BODY_BYTES} bytes`, [{ field: 'body', message: 'a smaller request' }]);
  const fields = type === 'application/json' ? jsonFields(body) : formFields(body);
  if (!fields.ok) return fields.result;

  const parsed = contactSubmissionSchema.safeParse(fields.data);
  if (!parsed.success) return refuse(400, 'some fields are not valid', fieldErrors(parsed.error), 'fields');
  // The honeypot (website) must be empty: the schema already refused a filled one.
  if (parsed.data.elapsedMs < MIN_FILL_MS)
    return refuse(400, 'sent too fast to be a person', [{ field: 'elapsedMs', message: `at least ${MIN_FILL_MS} ms` }]);
  return accepted(parsed.data);
}

export interface FormPost {
  result: SubmissionResult;
  /** What the visitor typed, as sent, so every answer but 'sent' can give it back. */
  values: FormValues;
  /** The page the form said it was on, when that is one of the form's pages: the answer renders it again. */
  sentFrom?: ContactFormPage;
}

const isQuoteField = (field: FormField) => (QUOTE_FIELDS as readonly FormField[]).includes(field);

/** Every SPEC field (empty where missing), and the quote's where they were sent. */
function typedValues(data: Record<string, unknown>): FormValues {
  return Object.fromEntries(
    FORM_FIELDS.flatMap((field) => {
      const value = data[field];
      if (typeof value === 'string') return [[field, value]];
      return isQuoteField(field) ? [] : [[field, '']];
    }),
  ) as FormValues;
}

function formPage(data: Record<string, unknown>): { sentFrom?: ContactFormPage } {
  const page = contactFormPages.find((key) => key === data['sentFrom']);
  return page ? { sentFrom: page } : {};
}

/** How long a resent native post is recognised as the one already stored. */
export const FORM_RESEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * A native post carries no request id, so the server derives one from what was sent and the
 * current ten minutes: a browser's resend after a lost answer then stores nothing twice (the
 * stores keep one request per id), while the same text sent another day is a new request.
 */
function formRequestId(submission: Omit<AcceptedSubmission, 'requestId'>, now: number): string {
  const { name, phone, email, subject, message, lang, kindOfWork, location } = submission;
  const period = Math.floor(now / FORM_RESEND_WINDOW_MS);
  // The quote's fields count only where given, so a post without them keeps the id it always had.
  const quote = kindOfWork === undefined && location === undefined ? [] : [kindOfWork ?? null, location ?? null];
  const hex = createHash('sha256')
    .update(JSON.stringify([name, phone, email, subject, message, lang, period, ...quote]))
    .digest('hex');
  // Shaped as an RFC 9562 UUID (version 8, custom) so it is an id like the island's.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The form posted natively (no JavaScript) to the contact page's language: form-encoded, no
 * request id (derived from the content, formRequestId) and no fill time (only a script can
 * measure it: the honeypot and the rate limits remain).
 */
export async function readFormPost(request: Request, lang: Lang, now: number): Promise<FormPost> {
  const empty = typedValues({});
  if (mediaType(request) !== 'application/x-www-form-urlencoded') {
    return {
      values: empty,
      result: refuse(415, 'send application/x-www-form-urlencoded', [{ field: 'content-type', message: 'form-encoded' }]),
    };
  }
  const body = await readLimitedText(request, MAX_FORM_BODY_BYTES);
  if (body === undefined)
    return {
      values: empty,
      result: refuse(413, `the request is larger than ${MAX_FORM_BODY_BYTES} bytes`, [{ field: 'body', message: 'a smaller request' }]),
    };
  // Values are given back even when a field came twice: the first of each is what the form showed.
  const sent = Object.fromEntries([...new URLSearchParams(body)].reverse());
  const values = typedValues(sent);
  const page = formPage(sent);
  const fields = formFields(body);
  if (!fields.ok) return { values, ...page, result: fields.result };

  const parsed = contactFormPostSchema.safeParse(fields.data);
  if (!parsed.success) return { values, ...page, result: refuse(400, 'some fields are not valid', fieldErrors(parsed.error), 'fields') };
  return { values, ...page, result: accepted({ ...parsed.data, lang, requestId: formRequestId({ ...parsed.data, lang }, now) }) };
}
