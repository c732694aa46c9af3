/**
 * The contact request's one path from a Request to an outcome, whoever presents it: the JSON
 * endpoint for the island (handler.ts) and the contact page's native form post
 * (form-answer.ts). Both share the store, the limits and every check; only the reading of
 * the body differs.
 *
 * Order: method, origin, the refused-attempt limit, the post's turn (the pace), reading and validating (a refusal
 * counts), an accepted slot, the store. Only accepted requests use up the visitor's slots.
 * 'stored' only after the store has the request durably.
 */
import { randomUUID } from 'node:crypto';
import { fromAllowedOrigin } from '../http/allowed-origin';
import type { PostPace } from '../http/post-pace';
import type { ContactRequest } from '../../content/contact-request-schemas';
import type { AttemptLimiter, SlotLimiter } from '../store/rate-limits';
import { ATTACHMENT_KINDS, fileNameForKind, type Attachment } from '../../content/attachments';
import type { AttachmentStore } from '../store/attachments';
import type { Refusal, SubmissionResult, Upload, UploadSettings } from './read-submission';
import type { ContactStore } from '../store/contact-requests';
import { consoleLog, type Log } from '../log';
import type { Lang } from '../../i18n/routes';

export interface ContactLimits {
  /** Accepted requests per address; shared by every instance when it lives in Firestore. */
  accepted: SlotLimiter;
  /** Refused requests per address, at a higher limit. */
  invalid: AttemptLimiter;
}

export interface ContactDependencies {
  store: ContactStore;
  limits: ContactLimits;
  /** When a post may be read: a flood waits its turn (default: at once). */
  pace?: PostPace;
  /** The visitor's address, as the server or its trusted proxies report it. */
  ip: string;
  /** Origins allowed to post: the site's own, from configuration, never from the request. */
  allowedOrigins: readonly string[];
  /** Where files wait while a post is read, and where they are kept (default: files are refused). */
  uploads?: UploadSettings;
  now?: () => Date;
  /** Where a store's failure is told (the server's log); never what the visitor typed. */
  log?: Log;
  /**
   * Whether the pages of a language show the project with this id (the content the page was
   * built from). Without it the project's id is kept as sent; the readers name only projects
   * the content has.
   */
  isProject?: ProjectLookup;
}

/** Whether the content of a language has the project with this document id. */
export type ProjectLookup = (lang: Lang, id: string) => boolean;

/**
 * The project a project's quote form sent, where the content has it. One it does not (taken off
 * the site since the page was loaded, or a forged id) is dropped, not refused: the visitor cannot
 * fix a hidden field, and the request is worth more than the tag.
 */
function knownProject(submission: { lang: Lang; project?: string | undefined }, isProject: ProjectLookup | undefined) {
  const { lang, project } = submission;
  return project !== undefined && (isProject?.(lang, project) ?? true) ? { project } : {};
}

export type ContactOutcome =
  /** `filesRefused`: the names of the files the daily budget left out; the request itself is stored. */
  | { kind: 'stored'; id: string; filesRefused?: string[] }
  | { kind: 'methodNotAllowed' }
  | { kind: 'forbidden' }
  | { kind: 'tooMany'; retryAfterSeconds: number }
  | ({ kind: 'invalid' } & Refusal)
  | { kind: 'unavailable' };

export type SubmissionReader = (request: Request) => Promise<SubmissionResult>;

export async function submitContactRequest(request: Request, deps: ContactDependencies, read: SubmissionReader): Promise<ContactOutcome> {
  if (request.method !== 'POST') return { kind: 'methodNotAllowed' };

  if (!fromAllowedOrigin(request, deps.allowedOrigins)) return { kind: 'forbidden' };

  const clock = deps.now ?? (() => new Date());
  const refusedWait = deps.limits.invalid.retryAfter(deps.ip, clock().getTime());
  if (refusedWait > 0) return { kind: 'tooMany', retryAfterSeconds: refusedWait };

  // Its turn first: nothing of the body is read while it waits.
  const turn = deps.pace ? await deps.pace.enter(deps.ip, request.signal) : undefined;
  if (turn?.go === false) return { kind: 'tooMany', retryAfterSeconds: turn.retryAfterSeconds };
  const now = clock();
  const at = now.getTime();

  const result = await read(request);
  if (!result.ok) {
    const { refusal } = result;
    if (refusal.reason === 'busy') return { kind: 'tooMany', retryAfterSeconds: refusal.retryAfterSeconds ?? 1 };
    // A server that takes no files now is no fault of the visitor's.
    if (refusal.file?.reason !== 'off') deps.limits.invalid.record(deps.ip, at);
    return { kind: 'invalid', ...refusal };
  }
  const { submission, upload } = result;
  try {
    return await storeAccepted(submission, upload, deps, now);
  } finally {
    await upload?.discard();
  }
}

/**
 * Each staged file into the attachment store, in order, under an id of this post's own: two posts
 * of one request id at once never write over, keep or remove each other's files, so the files the
 * stored request lists are always the bytes its names, types and flags describe. `put` lists each
 * id before it is put, so that a failure can remove whatever of them arrived.
 */
async function keepFiles(requestId: string, upload: Upload, store: AttachmentStore, put: string[]): Promise<Attachment[]> {
  const kept: Attachment[] = [];
  for (const file of upload.files) {
    const id = randomUUID();
    const type = ATTACHMENT_KINDS[file.kind].mediaType;
    put.push(id);
    await store.put(requestId, id, type, file.path);
    const name = fileNameForKind(file.name, file.kind);
    kept.push({
      id,
      name,
      ...(name === file.name ? {} : { sentName: file.name }),
      type,
      size: file.size,
      activeContent: file.activeContent,
    });
  }
  return kept;
}

async function storeAccepted(
  submission: Extract<SubmissionResult, { ok: true }>['submission'],
  upload: Upload | undefined,
  deps: ContactDependencies,
  now: Date,
): Promise<ContactOutcome> {
  const at = now.getTime();
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
    ...knownProject(submission, deps.isProject),
  };
  const store = deps.uploads?.store;
  const filesBytes = upload?.files.reduce((sum, file) => sum + file.size, 0) ?? 0;
  // Past the day's budget the text still arrives: a request is worth more than its files, which the visitor is told to e-mail.
  const overBudget = upload !== undefined && store !== undefined && deps.uploads?.dailyBudget?.take(filesBytes, at) === false;
  if (overBudget)
    log.error(
      `Contact request ${submission.requestId}: the day's budget for visitors' files (CONTACT_FILES_DAILY_BYTES) is used up; ` +
        `its ${upload.files.length} file(s), ${filesBytes} bytes, were refused and the request stored without them`,
    );
  const put: string[] = [];
  /** This post's files only: another post of the same id may have stored its own, acknowledged. */
  const removeOwnFiles = async (why: string) => {
    if (store && put.length > 0)
      await store
        .deleteFiles(submission.requestId, put)
        .catch((deleteError: unknown) => log.error(`Contact request ${submission.requestId}: ${why}`, deleteError));
  };
  try {
    // The files first: a request is never listed with a file that is not there.
    const attachments = upload && store && !overBudget ? await keepFiles(submission.requestId, upload, store, put) : [];
    const created = await deps.store.save({
      id: submission.requestId,
      request: attachments.length > 0 ? { ...stored, attachments } : stored,
    });
    // Stored already (a resend, or a second post of the id at once): the request is kept, with
    // the files it was stored with; this post's are no part of it.
    if (!created) await removeOwnFiles('the files of a post sent again stay unlisted');
  } catch (error) {
    log.error(`Contact request ${submission.requestId} could not be stored`, error);
    // The request and its files are kept together or not at all.
    await removeOwnFiles('its files stay without it');
    // Nothing was stored, so the visitor's retry must not find the slot used up.
    await claim
      .release()
      .catch((releaseError: unknown) =>
        log.error(`Contact request ${submission.requestId}: its rate-limit slot stays taken`, releaseError),
      );
    return { kind: 'unavailable' };
  }
  return { kind: 'stored', id: submission.requestId, ...(overBudget ? { filesRefused: upload.files.map((file) => file.name) } : {}) };
}
