/**
 * The staff API's answers, for the server that sends them and the admin island that
 * reads them: one definition, so neither side can drift. A request's own fields come from the
 * content schema's ContactRequest; the inbox adds who solved it and its notification.
 */
import type { Attachment } from '../content/attachments';
import type { ContactRequest } from '../content/contact-request-schemas';
import type { DocumentKey } from '../content/documents';
import type { FieldProblemCode } from '../content/field-problems';
import type { Lang } from '../i18n/routes';
import type { FirstAnswer, LostReason, RequestStatus, StatusFilter } from './request-status';

/**
 * What an account may do: `inbox`, the contact requests (personal data, so KVKK's data
 * minimisation keeps them from accounts that only edit); `content`, the site's content.
 */
export const permissions = ['inbox', 'content'] as const;
export type Permission = (typeof permissions)[number];

export function isPermission(value: string): value is Permission {
  return (permissions as readonly string[]).includes(value);
}

/** What an account gets when nobody says otherwise: what every account could do before permissions. */
export const DEFAULT_PERMISSIONS: readonly Permission[] = ['inbox'];

/** The Trigger Email extension's delivery states (Firestore) and the outbox's (SMTP); 'off': notifications were off. */
export type NotificationState = 'pending' | 'sent' | 'failed' | 'off' | 'processing' | 'error' | 'success' | 'retry';

/**
 * The project a project's quote form asked about: its document id, and where the content still has
 * it, its name and page in the request's language (the staff API reads them from the content).
 */
export interface RequestProject {
  id: string;
  name?: string;
  path?: string;
}

export type InboxItem = Pick<
  ContactRequest,
  | 'name'
  | 'subject'
  | 'phone'
  | 'email'
  | 'message'
  | 'createDate'
  | 'lang'
  | 'solved'
  | 'solvedDate'
  | 'kindOfWork'
  | 'location'
  | 'sentFrom'
> & {
  id: string;
  project?: RequestProject;
  /** The files sent with the request, in the order sent; none for most requests. */
  attachments: Attachment[];
  /** Who made it final (solved); null while it is open. */
  solvedBy: string | null;
  status: RequestStatus;
  /** Why it was lost; null in any other status. */
  lostReason: LostReason | null;
  /** Its first answer, recorded once; null until then. */
  firstAnswer: FirstAnswer | null;
  /** Who last changed its status, and when; null while nobody has. */
  statusChanged: { by: string; date: string } | null;
  /**
   * The business minutes an open request has waited at the office its language's pages lead
   * with, when the answer was made; none once solved, or where the content gives no hours.
   */
  waited?: number;
  /**
   * With `waited`, for a request that came outside business hours: the office's next opening
   * after it, from which its wait counts.
   */
  waitStarts?: string;
  notification: { state: NotificationState; error?: string } | null;
  /** The replies staff sent the visitor from the inbox, oldest first (the staff API adds them to its pages). */
  replies?: SentReply[];
};

/**
 * A reply's delivery: stored and waiting for its first or next attempt, accepted by the mail
 * server, or given up (`reason`: the mail server's words), which staff may send again.
 */
export type ReplyDelivery = 'pending' | 'sent' | 'failed';

/** One reply as the inbox lists it: who sent it, when, what it said, and how far it got. */
export interface SentReply {
  id: string;
  /** The staff member's e-mail and name when they sent it. */
  by: string;
  byName: string;
  at: string;
  text: string;
  delivery: ReplyDelivery;
  /** Why the last attempt failed, while retrying or once given up. */
  reason?: string;
}

/** POST contact-requests/{id}/replies answers the reply as stored, before its first attempt, and its request. */
export interface ReplyAnswer {
  reply: SentReply;
  /** A new reply's request as the reply left it: answered, its first answer recorded (if it had none). */
  item?: InboxItem;
}

/** One template as the inbox's composer offers it: its id (the same in every language), name and text. */
interface ReplyTemplateChoice {
  id: string;
  name: string;
  text: string;
}

/** GET reply-templates: each site language's templates, so a reply starts in its request's language. */
export interface ReplyTemplatesAnswer {
  templates: Partial<Record<Lang, ReplyTemplateChoice[]>>;
  /** Why replies cannot be sent from this server (no mail settings), or null. */
  replyProblem: string | null;
}

/**
 * GET contact-requests?status=view: a page (oldest first where the view is work still to do,
 * else newest first); `next` is an opaque cursor; `counts`, how many requests each view holds.
 */
export interface InboxPageAnswer {
  items: InboxItem[];
  next: string | null;
  counts: Record<StatusFilter, number>;
}

/**
 * PATCH contact-requests/{id}: `{status, lostReason?}` sets the status (a lost one needs its
 * reason), `{answered: 'phone'}` records a first answer by phone (answered if it was new).
 */
export type RequestChange = { status: RequestStatus; lostReason?: LostReason } | { answered: 'phone' };

/**
 * POST contact-erasure `{addresses: [e-mail or phone, ...]}` (a visitor's demand, KVKK/GDPR):
 * how many requests of those addresses were deleted with their notifications.
 */
export interface ContactErasureAnswer {
  erased: number;
}

/**
 * POST contact-erasure `{addresses, dryRun: true}`: how many stored requests each address
 * matches (in the order given), so staff see before they confirm whether a shared number (an
 * office phone) would take other people's requests too. Nothing is deleted.
 */
export interface ContactErasureMatches {
  matches: number[];
}

/** The dashboard's figures; the request counts are null for an account without `inbox`. */
export interface AdminSummary {
  open: number | null;
  thisWeek: number | null;
  snapshotExportedAt: string | null;
}

export interface AdminStatus {
  signedIn: boolean;
  user: { email: string; displayName: string; permissions: Permission[] } | null;
  /**
   * Staff sign-in is not set up yet (no account, or no session secret): the sign-in screen says
   * so to whoever opens it, in the admin's language. What to do is for the operator only: the
   * server's start-up log and docs/operators/ say it, never this public answer.
   */
  setupNeeded: boolean;
}

/** One unit of the site's content (a document's own fields, or an item) as the staff API answers it. */
export interface ContentVersion {
  /** The data in the snapshot file's shape; null once an item was deleted (in a history). */
  data: Record<string, unknown> | null;
  /** 0: as the snapshot has it; each save adds one. */
  revision: number;
  updatedAt: string | null;
  /** The e-mail of the account that saved it. */
  updatedBy: string | null;
}

/**
 * PUT a unit (and POST its restore): saved as `revision`; the facts it shares with the other
 * languages (`shared` in the schemas) were written to the same unit in each of `alsoSaved`, in
 * the same store write, each as that language's new version.
 */
export interface ContentSavedAnswer {
  revision: number;
  alsoSaved: Partial<Record<Lang, ContentVersion>>;
}

export interface ContentRevision extends ContentVersion {
  /** The field paths this revision changed (`hero.headline`). */
  changed: string[];
}

/** GET content: every document of every language, with its items where it has a sub-collection. */
export interface ContentOverviewEntry extends Omit<ContentVersion, 'data'> {
  lang: string;
  key: string;
  /** `title`: what names the item to editors (its sub-collection's titleField). */
  items: (Omit<ContentVersion, 'data'> & { id: string; title: string; outdated?: number; empty?: string[] })[] | null;
  /** How many of the document's own fields are marked out of date in this language (each item says its own). */
  outdated?: number;
  /** The paths of the translated fields the document's own fields hold empty in this language (each item says its own). */
  empty?: string[];
  /**
   * The items deleted in this language, the last deleted first: the deletion's revision, when
   * and by whom, and the title of its last revision with data (`restorable`: one is kept).
   */
  deleted: (Omit<ContentVersion, 'data'> & { id: string; title: string; restorable: boolean })[] | null;
}

/** content-items/{key}/{id}: PUT `{data: {lang: data}}` creates it in every language; DELETE `{baseRevisions: {lang: revision}}`; POST …/restore. */
export interface ItemWriteAnswer {
  /** Each language written, with its new revision. */
  revisions: Record<string, number>;
}

/** 200 of a unit saved in several languages at once: each language's answer, as a one-language save gives it. */
export interface LanguagesSavedAnswer {
  saved: Record<string, ContentSavedAnswer>;
}

/** 400 of an item written in every language: each refused language's fields (nothing was written). */
export interface ItemFieldProblemsAnswer {
  error: string;
  languages: Record<string, FieldProblemsAnswer['fields']>;
}

/** 409 of an item written in every language: each refused language's current version (nothing was written). */
export interface ItemConflictAnswer {
  error: string;
  current: Record<string, ContentVersion>;
}

/**
 * A field of a unit marked out of date: language `from` changed it (last at `revision`, `at`, by
 * `by`) since it was last checked against `from`'s revision `since`.
 */
export interface ContentOutdatedField {
  field: string;
  from: string;
  since: number;
  revision: number;
  at: string;
  by: string;
  /** `from`'s field at revision `since`, when that revision is still kept (`beforeKept`), and now. */
  before?: unknown;
  beforeKept: boolean;
  now?: unknown;
}

/** GET content .../outdated: the unit's fields marked out of date in its language. */
export interface ContentOutdatedAnswer {
  fields: ContentOutdatedField[];
}

/**
 * POST content .../outdated/checked `{field, from, revision}` ("Checked", with the revision of
 * `from`'s unit the editor saw): 200 'cleared'; 409 'changed since' when a later change marked
 * it again (it stays, checked against that revision); 404 'not marked'.
 */
export interface ContentCheckedAnswer {
  result: 'cleared' | 'changed since' | 'not marked';
}

/** 409: the unit changed since `baseRevision`; what it holds now and who saved it. */
export interface ContentConflictAnswer {
  error: string;
  current: ContentVersion;
}

/**
 * One field a save was refused for: its path in the unit's data, the problem's code and the
 * values its message needs (src/content/field-problems.ts), and the message in English.
 * A client meeting a code it does not know shows `message`.
 */
export interface FieldProblemAnswer {
  field: string;
  code: FieldProblemCode;
  values: Readonly<Record<string, string | number>>;
  message: string;
}

/** 400: each field the save was refused for, by its path in the unit's data. */
export interface FieldProblemsAnswer {
  error: string;
  fields: FieldProblemAnswer[];
}

/** An uploaded image (POST media answers one): `src` is what an image field holds. */
export interface UploadedImage {
  src: string;
  width: number;
  height: number;
  /** The file's name on the editor's computer, as sent; null when none was. */
  originalName: string | null;
}

/** GET media: the uploaded images an editor can pick again, the newest first. */
export interface MediaListAnswer {
  /** `originalName`: the file's name when it was first uploaded; null for uploads from before names were kept. */
  images: { src: string; originalName: string | null }[];
}

// --- Preview and publish (src/server/store/publish-runs.ts keeps them) -------------

/** The build the server started with (`npm start`): not a run, but what a roll back can return to. */
export const STARTUP_BUILD = 'startup';
export type PublishTarget = 'preview' | 'live';
export type PublishState = 'queued' | 'running' | 'ready' | 'live' | 'failed';

export type PublishChangeKind = 'added' | 'changed' | 'removed';

/** One content document of one language an export changed, and its items that changed (the studio names it). */
export interface PublishDocumentChange {
  key: DocumentKey;
  lang: Lang;
  kind: PublishChangeKind;
  /** Each item's name in that language, with its id: 'Marina (p04)'. */
  items: { kind: PublishChangeKind; id: string; label: string }[];
}

/** What an export changed against the snapshot before it, and which pages that touches. */
export interface PublishChanges {
  documents: PublishDocumentChange[];
  /**
   * Pages visitors see (never the admin's) by the path they are served at: `changed` are those
   * whose main content differs; `frameOnly` differ only around it (the shared header, footer, head).
   */
  pages: { added: string[]; changed: string[]; removed: string[]; frameOnly: string[] };
}

export interface PublishRun {
  id: string;
  target: PublishTarget;
  state: PublishState;
  /** export, build, verify, swap: what it is doing (or failed at). */
  stage: string | null;
  progress: { done: number; total: number } | null;
  /** The e-mail of the account that started it. */
  startedBy: string;
  startedAt: string;
  finishedAt: string | null;
  /** Why it failed, in the words of the step that failed (the export names the document and field). */
  error: string | null;
  changes: PublishChanges | null;
  /** Production (the rebuild workflow reports these): the Firebase Hosting preview channel's address and end. */
  previewUrl?: string | null;
  previewExpiresAt?: string | null;
  /** Production: the code the build was made from (scripts/code-commit.ts); only that code's server may publish it. */
  codeCommit?: string | null;
  /** Production: the workflow run that made it, for its log. */
  workflowRunUrl?: string | null;
}

/**
 * How this server publishes: `embedded` builds on this machine and serves the build itself;
 * `workflow` asks the rebuild workflow of `repository`, which previews on Firebase Hosting
 * channels, where browsers keep a page `pageMaxAgeSeconds` after publishing.
 */
export interface PublishMode {
  kind: 'embedded' | 'workflow';
  repository: string | null;
  pageMaxAgeSeconds: number;
}

/** Why a start, a publish or a preview was refused (the answer's `reason`, beside its English `error`). */
export type PublishRefusal = 'busy' | 'unknown' | 'notReady' | 'removed' | 'expired' | 'otherCode' | 'elsewhere' | 'unavailable';

/** GET publish. */
export interface PublishRunsAnswer {
  runs: PublishRun[];
  mode: PublishMode;
  /** The build this server serves (a run's id, or STARTUP_BUILD); null where the workflow publishes. */
  served: string | null;
  /** The build this session previews, or null. */
  previewing: string | null;
}

/**
 * The page preview's page (adminApi.pagePreview) carries, for the studio's pane and never in a
 * built page: on each element showing a field of the unit, this attribute with the field's path;
 * in its head, a meta element of this name whose content is the JSON of the fields not shown.
 */
export const PREVIEW_FIELD_ATTRIBUTE = 'data-studio-field';
export const PREVIEW_NOT_SHOWN_META = 'studio-not-shown';
