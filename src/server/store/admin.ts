/**
 * What the admin API needs from a store: staff accounts, sessions, sign-in throttles, and the
 * inbox view of the contact requests. Two implementations with the same tests: the embedded
 * SQLite database (sqlite-store.ts) and Firestore (firestore-store.ts).
 */
import type { Attachment } from '../../content/attachments';
import { KINDS_OF_WORK } from '../../content/contact-fields';
import { attachmentSchema } from '../../content/contact-request-schemas';
import { defaultLang, isLang, routeKeys, type Lang } from '../../i18n/routes';
import { DEFAULT_PERMISSIONS, isPermission, type InboxItem, type Permission } from '../../admin-api/contract';
import type { StatusFilter } from '../../admin-api/request-status';
import type { FirstAnswerRecord, StatusChange } from './status-changes';
import type { FigureWindow, LeadCounts } from '../../lib/lead-figures';
import type { FirstAnswerCounts, FirstAnswerScope } from '../../lib/first-answer-figures';
export interface StaffUser {
  /** Lower-case: the account's key. */
  email: string;
  displayName: string;
  passwordHash: string;
  permissions: Permission[];
  createdDate: string;
  lastSignInDate: string | null;
}

type NewStaffUser = Pick<StaffUser, 'email' | 'displayName' | 'passwordHash'> & { permissions?: Permission[] | undefined };

export interface StoredSession {
  /** sha256 of the cookie's random part: the store never holds a usable cookie. */
  id: string;
  email: string;
  createdAt: number;
  lastSeenAt: number;
}

export interface ThrottleState {
  count: number;
  lockedUntil: number;
  lastAttempt: number;
}

export type { InboxItem, NotificationState } from '../../admin-api/contract';
export type { StatusFilter } from '../../admin-api/request-status';

/**
 * A stored request's quote fields, page and project, as the inbox reads them back: each only
 * where stored. The project is its id here; the staff API names it from the content (api.ts).
 */
export function storedQuoteFields(stored: {
  kindOfWork: unknown;
  location: unknown;
  sentFrom: unknown;
  project: unknown;
}): Pick<InboxItem, 'kindOfWork' | 'location' | 'sentFrom' | 'project'> {
  const kindOfWork = KINDS_OF_WORK.find((kind) => kind === stored.kindOfWork);
  const sentFrom = routeKeys.find((key) => key === stored.sentFrom);
  return {
    ...(kindOfWork ? { kindOfWork } : {}),
    ...(typeof stored.location === 'string' ? { location: stored.location } : {}),
    ...(sentFrom ? { sentFrom } : {}),
    ...(typeof stored.project === 'string' ? { project: { id: stored.project } } : {}),
  };
}

/** A stored request's files as the inbox reads them back: those whose record is whole (they were validated when stored). */
export function storedAttachments(value: unknown): Attachment[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Attachment => attachmentSchema.safeParse(item).success);
}

/** A stored request's language, as the inbox reads it back (it was validated when stored). */
export function storedLang(value: unknown): Lang {
  return typeof value === 'string' && isLang(value) ? value : defaultLang;
}

/** An account's stored permissions as the API reads them back: the known ones, in order; the default for an account stored before permissions. */
export function storedPermissions(value: unknown): Permission[] {
  if (!Array.isArray(value)) return [...DEFAULT_PERMISSIONS];
  return value.filter((item): item is Permission => typeof item === 'string' && isPermission(item));
}

/** Where a page starts: after this request, in the view's order. */
export interface PageCursor {
  index: number;
  id: string;
}

interface InboxPage {
  items: InboxItem[];
  next: PageCursor | null;
}

/**
 * Every request, newest first, a page of `size` at a time: the same keyset pages as the inbox
 * (index and id, never an offset), so a page costs the same however deep it is.
 */
export async function* inboxPages(store: Pick<AdminStore, 'page'>, size: number): AsyncGenerator<InboxItem[], void, undefined> {
  let cursor: PageCursor | null = null;
  do {
    const page: InboxPage = await store.page('all', cursor, size);
    if (page.items.length > 0) yield page.items;
    cursor = page.next;
  } while (cursor);
}

export interface AdminStore {
  getUser(email: string): Promise<StaffUser | undefined>;
  /**
   * Creates the account, or resets its password and display name (ending its sessions); true
   * when it was new. Without `permissions`, an existing account keeps its own and a new one
   * gets DEFAULT_PERMISSIONS.
   */
  putUser(user: NewStaffUser, now: Date): Promise<boolean>;
  /** Removes the account and its sessions; false when there was none. */
  removeUser(email: string): Promise<boolean>;
  listUsers(): Promise<StaffUser[]>;
  hasUsers(): Promise<boolean>;
  recordSignIn(email: string, at: Date): Promise<void>;

  createSession(session: StoredSession, expiresAt: number): Promise<void>;
  getSession(id: string): Promise<StoredSession | undefined>;
  touchSession(id: string, at: number, expiresAt: number): Promise<void>;
  deleteSession(id: string): Promise<void>;

  /** Reads and replaces one throttle record atomically; `update` gets undefined for a new key. */
  updateThrottle<T>(
    key: string,
    update: (state: ThrottleState | undefined) => { state: ThrottleState | null; result: T },
    expiresAt: number,
  ): Promise<T>;

  /** The generated session secret, created on the first call; undefined when this store cannot keep one. */
  generatedSecret(): Promise<string | undefined>;

  /** A page of a view: oldest first where it is work still to do (oldestFirst), else newest first. */
  page(status: StatusFilter, cursor: PageCursor | null, size: number): Promise<InboxPage>;
  getItem(id: string): Promise<InboxItem | undefined>;
  /** Sets the status (solved follows it: status-changes.ts); records who changed it and when. undefined for an unknown id. */
  setStatus(id: string, change: StatusChange, by: string, at: Date): Promise<InboxItem | undefined>;
  /**
   * Records the request's first answer, unless it has one (a second call keeps the first); a
   * new request becomes answered. undefined for an unknown id.
   */
  recordFirstAnswer(id: string, answer: FirstAnswerRecord): Promise<InboxItem | undefined>;
  /** How many requests each view holds, counted on the stores' indexes (no request is read). */
  statusCounts(): Promise<Record<StatusFilter, number>>;
  /** Every request, newest first, at once: for a few (tests); the CSV reads inboxPages(). */
  allItems(): Promise<InboxItem[]>;
  counts(since: number): Promise<{ open: number; since: number }>;
  /**
   * The lead figures' counts for `window`, computed in the store (lib/lead-figures.ts says what
   * each is); per project, at least those of `projects` (the content's ids) that have requests.
   */
  leadCounts(window: FigureWindow, projects: readonly string[]): Promise<LeadCounts>;
  /** The first answers' counts for `window` and `scope` (lib/first-answer-figures.ts), computed in the store. */
  firstAnswerCounts(window: FigureWindow, scope: FirstAnswerScope): Promise<FirstAnswerCounts>;
}
