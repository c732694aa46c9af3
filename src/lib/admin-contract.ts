/**
 * The staff API's answers (issue 12), for the server that sends them and the admin island that
 * reads them: one definition, so neither side can drift. A request's own fields come from the
 * content schema's ContactRequest; the inbox adds who solved it and its notification.
 */
import type { ContactRequest } from '../content/schemas';

export const statusFilters = ['open', 'solved', 'all'] as const;
export type StatusFilter = (typeof statusFilters)[number];

export function isStatusFilter(value: string): value is StatusFilter {
  return (statusFilters as readonly string[]).includes(value);
}

/** The Trigger Email extension's delivery states (Firestore) and the outbox's (SMTP); 'off': notifications were off. */
export type NotificationState = 'pending' | 'sent' | 'failed' | 'off' | 'processing' | 'error' | 'success' | 'retry';

export type InboxItem = Pick<
  ContactRequest,
  'name' | 'subject' | 'phone' | 'email' | 'message' | 'createDate' | 'lang' | 'solved' | 'solvedDate'
> & {
  id: string;
  solvedBy: string | null;
  notification: { state: NotificationState; error?: string } | null;
};

/** GET contact-requests: a page, newest first; `next` is an opaque cursor. */
export interface InboxPageAnswer {
  items: InboxItem[];
  next: string | null;
}

export interface AdminSummary {
  open: number;
  thisWeek: number;
  snapshotExportedAt: string | null;
}

export interface AdminStatus {
  signedIn: boolean;
  user: { email: string; displayName: string } | null;
  /** A message for the operator (e.g. no staff account exists yet) that replaces the sign-in form. */
  setup: { message: string } | null;
}
