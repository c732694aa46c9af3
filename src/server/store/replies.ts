/**
 * The replies staff send a visitor from the inbox: each stored with its message before any
 * attempt to send it (so a restart resumes it), listed on its request with its delivery, and
 * erased with the request. The embedded database sends them through its own outbox (`outbox`,
 * claimed and retried by the same sender as the notifications); Firestore writes each as a
 * `mail` document that the Trigger Email extension sends and records the delivery on.
 */
import type { SentReply } from '../../admin-api/contract';
import type { NotificationMessage } from '../notify/message';
import type { Outbox } from './outbox';

export interface NewReply {
  id: string;
  requestId: string;
  by: string;
  byName: string;
  at: string;
  text: string;
  /** The e-mail to send: To the visitor, Reply-To staff. */
  message: NotificationMessage;
}

export interface ReplyStore {
  /** Stores the reply and its message in one write, due at once. */
  add(reply: NewReply, at: number): Promise<SentReply>;
  /** The replies of each of `requestIds` that has any, oldest first. */
  of(requestIds: readonly string[]): Promise<Map<string, SentReply[]>>;
  /** A failed reply of the request due again at `at`; undefined when it has no such reply. */
  retry(requestId: string, replyId: string, at: number): Promise<SentReply | undefined>;
  /** The messages to send, where this backend sends them itself (the embedded database). */
  outbox: Outbox | undefined;
}
