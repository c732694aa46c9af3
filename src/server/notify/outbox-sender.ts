/**
 * Delivers the embedded database's outbox over SMTP (nodemailer, loaded only when SMTP_URL is
 * set). One loop per process; a row is claimed by one UPDATE before it is sent, so two loops
 * (two processes, or a restart while an old one lingers) never send it twice. A failed send is
 * retried with doubling waits; an SMTP 5xx answer, or too many attempts, marks it failed with
 * the reason. After a restart the loop resumes what is pending, and takes back a row whose
 * claim ran out (the process died mid-send).
 */
import type { DatabaseHandle } from '../sqlite/lazy';
import type { NotificationMessage } from './message';

export interface MailTransport {
  send(message: NotificationMessage): Promise<void>;
}

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
        from: sender,
        to: message.to,
        ...(message.replyTo ? { replyTo: message.replyTo } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
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
  log?: (line: string) => void;
  /** Called once a row's outcome is recorded (sent, retry scheduled, or failed). */
  onRecorded?: (requestId: string, state: 'sent' | 'pending' | 'failed') => void;
}

const defaultBackoff = (attempt: number) => Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));

interface OutboxRow {
  request_id: string;
  recipients: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
}

export interface OutboxSender {
  /** Sends every row due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Runs the loop: now, at each row's next attempt, and whenever kick() is called. */
  start(): void;
  /** A new row was committed: look now rather than at the next timer. */
  kick(): void;
  stop(): void;
}

export function outboxSender(handle: DatabaseHandle, transport: MailTransport, options: SenderOptions = {}): OutboxSender {
  const now = options.now ?? Date.now;
  const claimMs = options.claimMs ?? 2 * 60_000;
  const maxAttempts = options.maxAttempts ?? 10;
  const backoff = options.backoffMs ?? defaultBackoff;
  const log = options.log ?? console.log;

  const claim = (): OutboxRow | undefined => {
    const at = now();
    return handle
      .get()
      .prepare(
        `UPDATE outbox SET state = 'processing', claimed_until = ?, attempts = attempts + 1
         WHERE request_id = (
           SELECT request_id FROM outbox
           WHERE (state = 'pending' AND next_attempt_at <= ?) OR (state = 'processing' AND claimed_until <= ?)
           ORDER BY next_attempt_at LIMIT 1)
         RETURNING request_id, recipients, reply_to, subject, text, html, attempts`,
      )
      .get(at + claimMs, at, at) as OutboxRow | undefined;
  };

  const deliverOne = async (row: OutboxRow): Promise<boolean> => {
    const db = handle.get();
    try {
      await transport.send({
        to: JSON.parse(row.recipients) as string[],
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        subject: row.subject,
        text: row.text,
        html: row.html,
      });
      db.prepare("UPDATE outbox SET state = 'sent', sent_date = ?, error = NULL, claimed_until = NULL WHERE request_id = ?").run(
        new Date(now()).toISOString(),
        row.request_id,
      );
      options.onRecorded?.(row.request_id, 'sent');
      return true;
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      const code = (error as { responseCode?: number }).responseCode;
      const permanent = typeof code === 'number' && code >= 500 && code < 600;
      if (permanent || row.attempts >= maxAttempts) {
        db.prepare("UPDATE outbox SET state = 'failed', error = ?, claimed_until = NULL WHERE request_id = ?").run(reason, row.request_id);
        console.error(`Notification of contact request ${row.request_id} failed for good after ${row.attempts} attempt(s): ${reason}`);
        options.onRecorded?.(row.request_id, 'failed');
      } else {
        const wait = backoff(row.attempts);
        db.prepare("UPDATE outbox SET state = 'pending', error = ?, next_attempt_at = ?, claimed_until = NULL WHERE request_id = ?").run(
          reason,
          now() + wait,
          row.request_id,
        );
        log(
          `Notification of contact request ${row.request_id} not sent (attempt ${row.attempts}): ${reason}; next attempt in ${Math.round(wait / 1000)} s`,
        );
        options.onRecorded?.(row.request_id, 'pending');
      }
      return false;
    }
  };

  const runOnce = async () => {
    let sent = 0;
    for (let row = claim(); row; row = claim()) if (await deliverOne(row)) sent++;
    return sent;
  };

  let started = false;
  let running = false;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  const nextDue = (): number | undefined => {
    const row = handle
      .get()
      .prepare(
        `SELECT min(CASE state WHEN 'pending' THEN next_attempt_at ELSE claimed_until END) AS due
         FROM outbox WHERE state IN ('pending', 'processing')`,
      )
      .get() as { due: number | null };
    return row.due ?? undefined;
  };

  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(delay, 2 ** 31 - 1)));
    timer.unref();
  };

  const tick = async () => {
    if (!started) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    try {
      do {
        again = false;
        await runOnce();
      } while (again);
      const due = nextDue();
      if (started && due !== undefined) schedule(due - now());
    } catch (error) {
      console.error('The notification sender stopped on an error and tries again in a minute:', error);
      if (started) schedule(60_000);
    } finally {
      running = false;
    }
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
    stop() {
      started = false;
      clearTimeout(timer);
    },
  };
}
