/**
 * Delivers the outbox (src/server/store/outbox.ts) over SMTP (nodemailer, loaded only when
 * SMTP_URL is set). One loop per process; a message is claimed before it is sent, so two loops
 * (two processes, or a restart while an old one lingers) never send it twice. A failed send is
 * retried with doubling waits; an SMTP 5xx answer, or too many attempts, marks it failed with
 * the reason. After a restart the loop resumes what is pending, and takes back a row whose
 * claim ran out (the process died mid-send). A stop lets the message being sent finish and
 * claims no other: what is still pending waits for the next start.
 */
import { consoleLog, type Log } from '../log';
import type { Outbox, OutboxMessage } from '../store/outbox';
import type { NotificationMessage } from './message';

export interface MailTransport {
  send(message: NotificationMessage): Promise<void>;
}

/** The address of a sender written `Name <address>` or as the address alone. */
const addressOf = (sender: string) => /<([^<>]+)>\s*$/.exec(sender)?.[1] ?? sender.trim();

/** A transport for SMTP_URL (smtp://user:pass@host:587, smtps://…). */
export function smtpTransport(url: string, from?: string): MailTransport {
  let transporter: Promise<import('nodemailer').Transporter> | undefined;
  const sender = from || `Web sitesi <${new URL(url).username ? decodeURIComponent(new URL(url).username) : 'no-reply@localhost'}>`;
  return {
    async send(message) {
      transporter ??= import('nodemailer').then((nodemailer) => nodemailer.createTransport(url));
      await (
        await transporter
      ).sendMail({
        from: message.fromName ? { name: message.fromName, address: addressOf(sender) } : sender,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
        ...(message.messageId ? { messageId: message.messageId } : {}),
      });
    },
  };
}

export interface SenderOptions {
  now?: () => number;
  /** How long a claimed row is left to its sender before another may take it. */
  claimMs?: number;
  maxAttempts?: number;
  /** Wait after the n-th failed attempt. */
  backoffMs?: (attempt: number) => number;
  log?: Log;
  /** How the log names a row's message (by default, a contact request's notification). */
  named?: (id: string) => string;
  /** Called once a row's outcome is recorded (sent, retry scheduled, or failed). */
  onRecorded?: (requestId: string, state: 'sent' | 'pending' | 'failed') => void;
}

const defaultBackoff = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

export interface OutboxSender {
  /** Sends every row due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Runs the loop: now, at each row's next attempt, and whenever kick() is called. */
  start(): void;
  /** A new row was committed: look now rather than at the next timer. */
  kick(): void;
  /** Claims no further message; resolves once the one being sent (if any) is recorded. */
  stop(): Promise<void>;
}

export function outboxSender(outbox: Outbox, transport: MailTransport, options: SenderOptions = {}): OutboxSender {
  const now = options.now ?? Date.now;
  const claimMs = options.claimMs ?? 2 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoff = options.backoffMs ?? defaultBackoff;
  const log = options.log ?? consoleLog;
  const named = options.named ?? ((id: string) => `Notification of contact request ${id}`);

  const claim = (): OutboxMessage | undefined => {
    const at = now();
    return outbox.claimNext(at, at + claimMs);
  };

  const deliverOne = async ({ requestId, message, attempts }: OutboxMessage): Promise<boolean> => {
    try {
      await transport.send(message);
      outbox.markSent(requestId, new Date(now()).toISOString());
      options.onRecorded?.(requestId, 'sent');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: number }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      if (permanent || attempts >= maxAttempts) {
        outbox.markFailed(requestId, reason);
        log.error(`${named(requestId)} failed for good after ${attempts} attempt(s): ${reason}`);
        options.onRecorded?.(requestId, 'failed');
      } else {
        const wait = backoff(attempts);
        outbox.retryAt(requestId, reason, now() + wait);
        log.warn(`${named(requestId)} not sent (attempt ${attempts}): ${reason}; next attempt in ${Math.round(wait / 1000)} s`);
        options.onRecorded?.(requestId, 'pending');
      }
      return false;
    }
  };

  /** Sends while `going()` holds: the loop stops claiming once the sender is stopped. */
  const deliverDue = async (going: () => boolean) => {
    let sent = 0;
    for (let row = going() ? claim() : undefined; row; row = going() ? claim() : undefined) if (await deliverOne(row)) sent++;
    return sent;
  };
  const runOnce = () => deliverDue(() => true);

  let started = false;
  /** The loop's pass under way, which a stop waits for. */
  let running: Promise<void> | undefined;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(delay, 2 ** 31 - 1)));
    timer.unref();
  };

  const pass = async () => {
    try {
      do {
        again = false;
        await deliverDue(() => started);
      } while (again && started);
      const due = outbox.nextDue();
      if (started && due !== undefined) schedule(due - now());
    } catch (error) {
      log.error('The notification sender stopped on an error and tries again in a minute', error);
      if (started) schedule(60_000);
    } finally {
      running = undefined;
    }
  };

  const tick = async () => {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = pass();
    await running;
  };

  return {
    runOnce,
    start() {
      if (started) return;
      started = true;
      schedule(0);
    },
    kick() {
      if (started) schedule(0);
    },
    async stop() {
      started = false;
      clearTimeout(timer);
      await running;
    },
  };
}
