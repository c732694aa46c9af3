/**
 * Reminders sent over SMTP from the embedded database: the outbox sender (notify/outbox-sender.ts)
 * claims each due step from the `reminders` table, sends it and records it, retrying with the
 * notifications' backoff; the message is written at the claim, with the pass's settings.
 */
import { outboxSender, type MailTransport, type SenderOptions } from '../notify/outbox-sender';
import type { Outbox } from '../store/outbox';
import type { ComposeReminder, ReminderSending } from '../store/reminders';

/** `outbox`: the store's queue of due steps, writing each with the composer it is handed (sqliteReminderOutbox). */
export function smtpReminderSending(
  outbox: (compose: () => ComposeReminder) => Outbox,
  transport: MailTransport,
  options: Omit<SenderOptions, 'now' | 'named'> = {},
): ReminderSending {
  let at = 0;
  let current: ComposeReminder | undefined;
  const sender = outboxSender(
    outbox(() => {
      if (!current) throw new Error('a reminder was claimed outside a pass');
      return current;
    }),
    transport,
    { ...options, now: () => at, named: (id) => `Reminder ${id} of a contact request` },
  );
  return {
    async sendDue(now, compose) {
      at = now;
      current = compose;
      return sender.runOnce();
    },
  };
}
