/**
 * One call of the staff API as its handlers see it (api.ts dispatches, the handlers of each
 * concern answer): what the server gave it, the request, and who is signed in.
 */
import type { ContentService } from '../content/service';
import { json } from '../http/json';
import type { Permission } from '../../admin-api/contract';
import type { AdminStore, StaffUser, StoredSession } from '../store/admin';
import type { MediaStore } from '../store/media';
import type { AttachmentStore } from '../store/attachments';
import type { Publisher } from '../publish/publisher';
import type { ContactRetention } from '../store/contact-retention';
import type { PublishRunStore } from '../store/publish-runs';
import type { SignInThrottle } from './sign-in-throttle';
import type { WorkQueue } from '../http/work-queue';
import type { ProjectCatalog } from '../../lib/project-catalog';
import { businessMinutesBetween, nextOpening } from '../../lib/business-time';
import type { InboxItem } from '../store/admin';
import type { ReplyStore } from '../store/replies';
import type { Lang } from '../../i18n/routes';
import type { ReminderRunner } from '../reminders/runner';

/** A request's project named from the content, as the inbox shows it. */
export function withProjectNamed(item: InboxItem, projects: ProjectCatalog | undefined): InboxItem {
  return item.project && projects ? { ...item, project: projects.named(item.project.id, item.lang) } : item;
}

/** An open request with how long it has waited by `now`, in the business time of the office it went to. */
export function withWait(item: InboxItem, projects: ProjectCatalog | undefined, now: Date): InboxItem {
  const office = item.solved ? undefined : projects?.requestOffice(item.lang);
  if (!office) return item;
  const created = new Date(item.createDate);
  const starts = nextOpening(created, office);
  return {
    ...item,
    waited: Math.floor(businessMinutesBetween(created, now, office)),
    ...(starts > created ? { waitStarts: starts.toISOString() } : {}),
  };
}

/** The office a request in a language goes to, from the content being served: a first answer's time counts in its hours. */
export const officesOf = (projects: ProjectCatalog | undefined) => (projects ? (lang: Lang) => projects.requestOffice(lang) : undefined);

export interface AdminDependencies {
  store: AdminStore;
  /** Erasure of a visitor's requests on their demand. */
  retention: ContactRetention;
  /** Where the audit line of an erasure goes (the server's log). */
  log: (line: string) => void;
  /** The site's content as editors change it. */
  content: ContentService;
  /** Uploaded images; undefined where this store keeps none yet (the reason in mediaProblem). */
  media: MediaStore | undefined;
  mediaProblem?: string | undefined;
  /** The files sent with contact requests, which staff with `inbox` download; undefined where none are kept (the reason in attachmentProblem). */
  attachments: AttachmentStore | undefined;
  attachmentProblem?: string | undefined;
  /** Preview and publish runs; the publisher is undefined where this server cannot build (the reason in publishProblem). */
  publishRuns: PublishRunStore;
  publisher: Publisher | undefined;
  publishProblem?: string | undefined;
  /** The replies staff send visitors, and why none can be sent from this server (no mail settings). */
  replies: ReplyStore;
  replyProblem?: string | undefined;
  /** The staff list a reply's Reply-To names beside its writer (NOTIFY_TO). */
  staffList: readonly string[];
  /**
   * The reminders' pass, which the "send what is due" endpoint runs for Cloud Scheduler with
   * REMINDER_SECRET as its bearer token; the endpoint answers 503 without both, saying `problem`.
   */
  reminders?: { runner: ReminderRunner | undefined; secret: string | undefined; problem: string | undefined };
  /** A new reply's id (random by default). */
  newReplyId?: () => string;
  /** The key that signs cookies; undefined while the operator has not set one. */
  sessionSecret: () => Promise<string | undefined>;
  /** What the operator must set before anyone can sign in. */
  secretProblem?: string | undefined;
  allowedOrigins: readonly string[];
  /** The client's address, as the server or its trusted proxies report it. */
  ip: string;
  throttle?: SignInThrottle;
  /** Where sign-ins wait to have their password checked (default: the process's one line, limits.ts). */
  passwordChecks?: WorkQueue;
  /** When the content of the build being served was exported (it changes when an editor publishes). */
  snapshotExportedAt?: () => string | null;
  /** The projects of the build being served, which name a request's project (none: requests show its id). */
  projects?: ProjectCatalog | undefined;
  /** Resolves once the answer's socket takes more: the CSV waits for it between pages (none in tests: at once). */
  socketDrain?: (() => Promise<void>) | undefined;
  now?: () => Date;
}

export interface Signed {
  user: StaffUser;
  session: StoredSession;
  /** A refreshed cookie, when the session's idle expiry moved. */
  setCookie?: string;
}

/** One call of the staff API: the request, what it needs, and who is signed in (asked lazily). */
export interface AdminCall {
  request: Request;
  deps: AdminDependencies;
  store: AdminStore;
  now: Date;
  at: number;
  url: URL;
  secure: boolean;
  signedIn(): Promise<Signed | undefined>;
  /** The answer for a signed-in staff member, else 401; 403 when the account lacks `needs`. */
  authenticated(answer: (signed: Signed) => Promise<Response>, needs?: Permission): Promise<Response>;
}

/** A path segment as sent, decoded; undefined when it cannot name a stored thing. */
export function pathSegment(raw: string | undefined): string | undefined {
  try {
    const value = decodeURIComponent(raw ?? '');
    return value !== '' && value.length <= 200 && !value.includes('/') ? value : undefined;
  } catch {
    return undefined;
  }
}

export const error = (status: number, message: string, headers: Record<string, string> = {}) => json(status, { error: message }, headers);

/** Why an account is refused a route it lacks the permission for (403). */
export const FORBIDDEN: Record<Permission, string> = {
  inbox: 'this account may not see contact requests (it lacks the inbox permission)',
  content: "this account may not work on the site's content (it lacks the content permission)",
};
