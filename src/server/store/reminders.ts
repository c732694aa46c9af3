/**
 * The reminders of requests waiting for their first answer: each request's steps (1: the staff
 * list once the first-answer target has passed, 2: the manager one business day later) with
 * their due times stored, never held in a timer, so a restart or another instance finds them.
 * Who computes the due times (business time, the studio's settings) is src/server/reminders/;
 * the store keeps them with the basis they were computed on, so a changed target or office
 * hours moves the due times of the requests still waiting, and no other.
 */
import type { KindOfWork } from '../../content/contact-fields';
import type { Lang } from '../../i18n/routes';
import type { NotificationMessage } from '../notify/message';

export const reminderSteps = [1, 2] as const;
export type ReminderStep = (typeof reminderSteps)[number];

/** A request without a first answer or a final status, as its due times are computed from. */
export interface WaitingRequest {
  id: string;
  lang: Lang;
  createDate: string;
}

/** When a step is due, in epoch milliseconds; null when the step is off (no manager's address, no office hours). */
export interface StepDue {
  step: ReminderStep;
  dueAt: number | null;
}

/** A step as stored: `off`, `pending` (due at `dueAt`), `processing` (claimed), `sent` or `failed`. */
export interface StoredStep extends StepDue {
  state: 'off' | 'pending' | 'processing' | 'sent' | 'failed';
  basis: string;
}

export interface ReminderStore {
  /**
   * Up to `limit` waiting requests whose steps are not stored yet (new, or stored before
   * reminders existed) or were computed on another basis than their language's (`basis`): a
   * pass when nothing changed finds none, and reads none of the waiting requests where the
   * backend can ask for those alone (Firestore, by the basis field).
   */
  unscheduled(basis: Readonly<Record<Lang, string>>, limit: number): Promise<WaitingRequest[]>;
  /** Stores a request's due times on `basis`; a step already claimed, sent or failed keeps its own. */
  schedule(requestId: string, steps: readonly StepDue[], basis: string): Promise<void>;
  /** A request's steps as stored (the inbox, the tests). */
  stepsOf(requestId: string): Promise<StoredStep[]>;
  /** The earliest due time of a step still to send for a request still waiting, if any. */
  nextDue(): Promise<number | undefined>;
}

/** What a reminder says of its request. */
export interface RemindedRequest {
  id: string;
  lang: Lang;
  createDate: string;
  name: string;
  subject: string;
  kindOfWork: KindOfWork | null;
}

/** A step due now and its request, claimed: the message to send for it. */
export type ComposeReminder = (step: ReminderStep, request: RemindedRequest) => NotificationMessage;

export interface ReminderSending {
  /**
   * Sends each step due by `now` whose request still waits, as `compose` writes it, and records
   * it sent; how many it sent. Whether the request still waits is checked where the step is
   * claimed, so an answer recorded before the claim stops it.
   */
  sendDue(now: number, compose: ComposeReminder): Promise<number>;
}
