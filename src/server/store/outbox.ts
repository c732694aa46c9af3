/**
 * The notification outbox: one message per stored contact request, written in the request's
 * own commit (so a stored request always has one), then claimed, sent and recorded by the
 * sender (src/server/notify/outbox-sender.ts). A claim is exclusive until it runs out, so two
 * senders never send a message twice.
 */
import type { NotificationMessage } from '../notify/message';

export interface OutboxMessage {
  requestId: string;
  message: NotificationMessage;
  /** Attempts so far, this one included. */
  attempts: number;
}

export interface Outbox {
  /** The next message due at `now`, claimed until `claimUntil`; undefined when none is due. */
  claimNext(now: number, claimUntil: number): OutboxMessage | undefined;
  markSent(requestId: string, sentDate: string): void;
  markFailed(requestId: string, reason: string): void;
  retryAt(requestId: string, reason: string, nextAttemptAt: number): void;
  /** When the next pending message or running-out claim is due, if any. */
  nextDue(): number | undefined;
}
