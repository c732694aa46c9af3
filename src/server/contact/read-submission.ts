/**
 * From a request to a valid submission, or to the refusal that names what is wrong: content
 * type, size, syntax, the schema, the honeypot and, for the island's JSON, the fill time.
 * Two readers share the body handling: the island's (JSON, or form-encoded with the same
 * fields) and the native form post's (form-encoded, without JavaScript).
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type * as z from 'zod/mini';
import { ATTACHMENTS_FIELD, ATTACHMENT_KIND_IDS, ATTACHMENT_LIMITS } from '../../content/attachments';
import {
  FORM_FIELDS,
  MIN_FILL_MS,
  QUOTE_FIELDS,
  type FormField,
  type FormFieldProblem,
  type FormValues,
} from '../../content/contact-fields';
import { expectation, fieldPath } from '../../content/errors';
import {
  contactFormPostSchema,
  contactRequestSchema,
  contactSubmissionSchema,
  type ContactSubmission,
} from '../../content/contact-request-schemas';
import { contactFormPages, type ContactFormPage, type Lang } from '../../i18n/routes';
import { mediaType, readLimitedText } from '../http/body';
import { uploadLine, type MinimumRate, type UploadLine } from '../http/upload-line';
import { CONTACT_BODY_BYTES, UPLOAD_WORK } from '../limits';
import type { AttachmentStore } from '../store/attachments';
import type { FilesBudget } from './attachments/daily-budget';
import { preparePhotos } from './attachments/prepare-photos';
import { readMultipart, type FileProblem, type MultipartBody, type StagedFile } from './attachments/read-multipart';
import { hashedUuid } from './hashed-uuid';

/**
 * A native post percent-encodes the text: a character outside ASCII takes up to 9 bytes, so a
 * full-length Turkish message can exceed CONTACT_BODY_BYTES and must still arrive.
 */
const MAX_FORM_BODY_BYTES = 64 * 1024;

/** Where a post's files wait while it is read, and where they go once it is accepted. */
export interface UploadSettings {
  /** Undefined where this server keeps no files: a post with files is refused, one without is not. */
  store: AttachmentStore | undefined;
  stagingDir: string;
  /** Posts with files read at once, fair between addresses (UPLOAD_WORK). */
  work: UploadLine;
  /** How fast a post's bytes must arrive to keep its place (UPLOAD_MINIMUM_RATE); none: no bound but the request timeout. */
  minimumRate?: MinimumRate;
  /** The bytes of files kept a day (CONTACT_FILES_DAILY_BYTES); none: no daily bound. */
  dailyBudget?: FilesBudget;
}

/** Where a server without settings, or a test, reads posts: no file is kept, only what was typed is given back. */
export const FILES_OFF: UploadSettings = {
  store: undefined,
  stagingDir: join(tmpdir(), 'contact-files-off'),
  work: uploadLine(UPLOAD_WORK),
};

interface FieldError {
  field: string;
  message: string;
  /** Why, for the form to name the right reason: 'tooLong' when the value's length alone was refused. */
  problem?: FormFieldProblem;
}

/** Why a request was not accepted, before anything was stored. */
export interface Refusal {
  /**
   * 'fields': the schema refused what was typed; 'files': the files sent (`file` says which and
   * why); 'busy': too many posts with files at once, none of them the visitor's fault;
   * 'request': the request itself is wrong.
   */
  reason: 'fields' | 'files' | 'busy' | 'request';
  status: 400 | 408 | 413 | 415 | 429 | 503;
  error: string;
  fields: FieldError[];
  file?: FileProblem;
  retryAfterSeconds?: number;
}

/** The files of an accepted request, waiting in the staging folder until they are stored. */
export interface Upload {
  files: readonly StagedFile[];
  /** Deletes what is left of them in the staging folder. */
  discard(): Promise<void>;
}

/** What is stored, whichever way it was sent. */
type AcceptedSubmission = Pick<ContactSubmission, 'requestId' | 'name' | 'phone' | 'email' | 'subject' | 'message' | 'lang'> &
  Partial<Pick<ContactSubmission, 'kindOfWork' | 'location' | 'sentFrom' | 'project'>>;

export type SubmissionResult = { ok: true; submission: AcceptedSubmission; upload?: Upload } | { ok: false; refusal: Refusal };

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
    return {
      field: fieldPath(issue.path) || 'body',
      message: missing ? 'required' : `expected ${expectation(issue)}`,
      problem: issue.code === 'too_big' ? 'tooLong' : 'invalid',
    };
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

const accepted = (submission: AcceptedSubmission, upload?: Upload): SubmissionResult => ({
  ok: true,
  ...(upload && upload.files.length > 0 ? { upload } : {}),
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
    ...(submission.project === undefined ? {} : { project: submission.project }),
  },
});

const MULTIPART = 'multipart/form-data';

/** The refusal of a multipart body's files, or of the body itself; undefined when both are fine. */
function multipartRefusal(body: MultipartBody): SubmissionResult | undefined {
  if (body.broken) return refuse(body.broken.status, body.broken.error, [{ field: 'body', message: 'a well-formed, smaller request' }]);
  if (body.problem) {
    const { reason, name } = body.problem;
    const status = reason === 'size' ? 413 : reason === 'off' ? 503 : 400;
    const error = FILE_PROBLEMS[reason];
    return {
      ok: false,
      refusal: {
        reason: 'files',
        status,
        error: name ? `${name}: ${error}` : error,
        fields: [{ field: ATTACHMENTS_FIELD, message: error }],
        file: body.problem,
      },
    };
  }
  if (body.repeated.length > 0) return refuse(400, 'a field was sent twice', [{ field: body.repeated[0]!, message: 'one value' }]);
  return undefined;
}

/** In English for the API's callers; the form words each in the visitor's language. */
const FILE_PROBLEMS: Record<FileProblem['reason'], string> = {
  kind: `not a ${ATTACHMENT_KIND_IDS.map((kind) => kind.toUpperCase()).join(', ')} file (read from its bytes)`,
  count: `at most ${ATTACHMENT_LIMITS.files} files`,
  size: `the files are larger than ${ATTACHMENT_LIMITS.totalBytes / 1e6} MB together`,
  image: 'the image could not be read',
  pixels: `the image has more than ${ATTACHMENT_LIMITS.photoPixels / 1e6} megapixels (read from its header)`,
  off: 'this server cannot receive files now; send the request without them, or by e-mail',
};

type MultipartRead = { ok: true; body: MultipartBody } | { ok: false; result: SubmissionResult };

const BUSY: MultipartRead = {
  ok: false,
  result: {
    ok: false,
    refusal: {
      reason: 'busy',
      status: 429,
      error: 'other files are being received; send again in a moment',
      fields: [],
      retryAfterSeconds: UPLOAD_WORK.retryAfterSeconds,
    },
  },
};

/**
 * A multipart body read in its turn: posts that may carry files wait in UPLOAD_WORK (their
 * bodies unread until then). A small one (the native form without files) is read at once, but
 * should it carry files after all, their checks and a photo's decoding still wait for a turn:
 * a file of a few kilobytes may claim a picture of tens of megapixels, and no size skips that.
 */
async function readMultipartInTurn(request: Request, uploads: UploadSettings, address: string): Promise<MultipartRead> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const prepare = async (body: MultipartBody): Promise<MultipartBody> => {
    if (body.problem || body.broken || body.files.length === 0) return body;
    if (!uploads.store) {
      await body.discard();
      return { ...body, files: [], problem: { reason: 'off' as const, name: null } };
    }
    const photos = await preparePhotos(body.files);
    if (photos.ok) return { ...body, files: photos.files };
    await body.discard();
    return { ...body, files: [], problem: photos.problem };
  };
  if (declared <= SMALL_MULTIPART_BYTES) {
    const body = await readMultipart(request, uploads.stagingDir);
    if (body.problem || body.broken || body.files.length === 0) return { ok: true, body };
    const turn = await uploads.work.run(address, request.signal, () => prepare(body));
    if (turn.ran) return { ok: true, body: turn.value };
    await body.discard();
    return BUSY;
  }
  const turn = await uploads.work.run(address, request.signal, async () =>
    prepare(await readMultipart(request, uploads.stagingDir, uploads.minimumRate)),
  );
  if (turn.ran) return { ok: true, body: turn.value };
  // A visitor who left reads no answer; whatever is answered, nothing was kept.
  return BUSY;
}

/** A multipart post this small is read before its turn: the form's fields fit many times over, and its files are checked in a turn. */
const SMALL_MULTIPART_BYTES = 96 * 1024;

/** The island's post to /api/contact: JSON, form-encoded or multipart (with files) with its request id and fill time. */
export async function readSubmission(request: Request, uploads: UploadSettings, address = ''): Promise<SubmissionResult> {
  const type = mediaType(request);
  if (type !== 'application/json' && type !== 'application/x-www-form-urlencoded' && type !== MULTIPART) {
    return refuse(415, `send application/json, application/x-www-form-urlencoded or ${MULTIPART}`, [
      { field: 'content-type', message: 'JSON, form-encoded or multipart' },
    ]);
  }
  let data: Record<string, unknown>;
  let upload: Upload | undefined;
  if (type === MULTIPART) {
    const read = await readMultipartInTurn(request, uploads, address);
    if (!read.ok) return read.result;
    const refusal = multipartRefusal(read.body);
    if (refusal) {
      await read.body.discard();
      return refusal;
    }
    data = read.body.fields;
    upload = { files: read.body.files, discard: read.body.discard };
  } else {
    const body = await readLimitedText(request, CONTACT_BODY_BYTES);
    if (body === undefined)
      return refuse(413, `the request is larger than ${CONTACT_BODY_BYTES} bytes`, [{ field: 'body', message: 'a smaller request' }]);
    const fields = type === 'application/json' ? jsonFields(body) : formFields(body);
    if (!fields.ok) return fields.result;
    data = fields.data;
  }

  const result = validSubmission(data, upload);
  if (!result.ok) await upload?.discard();
  return result;
}

/** The island's fields through the schema and the fill time; the honeypot (website) must be empty, which the schema holds. */
function validSubmission(data: Record<string, unknown>, upload: Upload | undefined): SubmissionResult {
  const parsed = contactSubmissionSchema.safeParse(data);
  if (!parsed.success) return refuse(400, 'some fields are not valid', fieldErrors(parsed.error), 'fields');
  if (parsed.data.elapsedMs < MIN_FILL_MS)
    return refuse(400, 'sent too fast to be a person', [{ field: 'elapsedMs', message: `at least ${MIN_FILL_MS} ms` }]);
  return accepted(parsed.data, upload);
}

export interface FormPost {
  result: SubmissionResult;
  /** What the visitor typed, as sent, so every answer but 'sent' can give it back. */
  values: FormValues;
  /** The page the form said it was on, when that is one of the form's pages: the answer renders it again. */
  sentFrom?: ContactFormPage;
  /** The project a project's quote form sent, so the answer's form sends it again. */
  project?: string;
  /** The post carried files (kept or refused). */
  filesSent?: true;
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

function formPage(data: Record<string, unknown>): { sentFrom?: ContactFormPage; project?: string } {
  const page = contactFormPages.find((key) => key === data['sentFrom']);
  // Given back only in the form a project's id has: the answer renders it into the page again.
  const project = contactRequestSchema.shape.project.safeParse(data['project']).data;
  return { ...(page ? { sentFrom: page } : {}), ...(project ? { project } : {}) };
}

/** How long a resent native post is recognised as the one already stored. */
export const FORM_RESEND_WINDOW_MS = 10 * 60 * 1000;

/**
 * A native post carries no request id, so the server derives one from what was sent and the
 * current ten minutes: a browser's resend after a lost answer then stores nothing twice (the
 * stores keep one request per id), while the same text sent another day is a new request.
 */
function formRequestId(submission: Omit<AcceptedSubmission, 'requestId'>, now: number, files: readonly StagedFile[] = []): string {
  const { name, phone, email, subject, message, lang, kindOfWork, location, project } = submission;
  const period = Math.floor(now / FORM_RESEND_WINDOW_MS);
  // The quote's fields, the project and the files count only where given, so a post without them keeps the id it always had.
  const quote = kindOfWork === undefined && location === undefined ? [] : [kindOfWork ?? null, location ?? null];
  const sentFiles = files.length === 0 ? [] : [files.map(({ name, size }) => [name, size])];
  const about = project === undefined ? [] : [{ project }];
  return hashedUuid([name, phone, email, subject, message, lang, period, ...quote, ...sentFiles, ...about]);
}

/**
 * The form posted natively (no JavaScript) to the contact page's language: form-encoded, no
 * request id (derived from the content, formRequestId) and no fill time (only a script can
 * measure it: the honeypot and the rate limits remain).
 */
export async function readFormPost(request: Request, lang: Lang, now: number, uploads: UploadSettings, address = ''): Promise<FormPost> {
  const empty = typedValues({});
  const type = mediaType(request);
  if (type !== 'application/x-www-form-urlencoded' && type !== MULTIPART) {
    return {
      values: empty,
      result: refuse(415, `send application/x-www-form-urlencoded or ${MULTIPART}`, [
        { field: 'content-type', message: 'form-encoded or multipart' },
      ]),
    };
  }
  if (type === MULTIPART) {
    const read = await readMultipartInTurn(request, uploads, address);
    if (!read.ok) return { values: empty, result: read.result };
    const { fields, files, discard } = read.body;
    const values = typedValues(fields);
    const page = { ...formPage(fields), ...(files.length > 0 || read.body.problem ? { filesSent: true as const } : {}) };
    const refusal = multipartRefusal(read.body);
    if (refusal) {
      await discard();
      return { values, ...page, result: refusal };
    }
    const parsed = contactFormPostSchema.safeParse(fields);
    if (!parsed.success) {
      await discard();
      return { values, ...page, result: refuse(400, 'some fields are not valid', fieldErrors(parsed.error), 'fields') };
    }
    const requestId = formRequestId({ ...parsed.data, lang }, now, files);
    return { values, ...page, result: accepted({ ...parsed.data, lang, requestId }, { files, discard }) };
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
