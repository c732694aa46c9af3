/**
 * Sends the reminders of requests waiting for their first answer (module comment of
 * store/reminders.ts): a pass reads the studio's settings, stores the due times of the waiting
 * requests that need them (schedule.ts), then sends each step due by now through the store's
 * way of sending (SMTP with the outbox's claim and retries, or Firestore's `mail` documents).
 *
 * Exactly once, but for one window: a step is claimed before its mail is sent and recorded sent
 * after the mail server accepted it; a process that dies between the acceptance and the record
 * leaves the claim to run out, and the step is sent again. Anywhere else a death sends it once:
 * before the claim nothing was sent, after the record nothing is sent again. The second mail
 * carries the first's Message-ID (`<reminder-<step>-<request id>@…>`), so a mail client shows
 * it as one. With Firestore the mail document is written in the transaction that marks the
 * step, so there the window is the extension's own.
 *
 * Who runs a pass: on one machine the server's loop (start(): at once, at the next due time,
 * at the latest every `rescanMs` for new requests and changed settings, and when kicked); on
 * Cloud Run, which stops idle instances, Cloud Scheduler calls the staff API's "send what is
 * due" endpoint, which runs one pass. Passes of one process never overlap.
 */
import { businessMinutesBetween } from '../../lib/business-time';
import { consoleLog, type Log } from '../log';
import { reminderMessage } from '../notify/reminder-message';
import type { ComposeReminder, ReminderSending, ReminderStore } from '../store/reminders';
import { scheduleWaiting, type OfficeOf, type ReminderSettings } from './schedule';

export interface ReminderRunnerOptions {
  store: ReminderStore;
  sending: ReminderSending;
  /** The studio's settings now (settings.ts). */
  settings: () => Promise<ReminderSettings>;
  officeOf: OfficeOf;
  /** Where step 1 goes (NOTIFY_TO). */
  staffList: readonly string[];
  /** The site's address, where the inbox is. */
  siteUrl: string;
  now?: () => number;
  log?: Log;
  /** The longest the loop sleeps: a new request or a changed setting is found by the next pass. */
  rescanMs?: number;
  /** Called once a pass has stored due times, before it sends anything (a test stops the process there). */
  afterScheduling?: () => Promise<void>;
}

export interface ReminderRunner {
  /** One pass: due times stored, then what is due sent; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Runs passes: now, at the next due time (or after `rescanMs`), and whenever kicked. */
  start(): void;
  /** A request arrived or was answered: pass now rather than at the next timer. */
  kick(): void;
  /** Starts no further pass; resolves once the one under way (if any) is done. */
  stop(): Promise<void>;
}

const DEFAULT_RESCAN_MS = 60_000;

export function reminderRunner(options: ReminderRunnerOptions): ReminderRunner {
  const now = options.now ?? Date.now;
  const log = options.log ?? consoleLog;
  const rescanMs = options.rescanMs ?? DEFAULT_RESCAN_MS;

  const compose =
    (settings: ReminderSettings, at: number): ComposeReminder =>
    (step, request) => {
      const office = options.officeOf(request.lang);
      return reminderMessage({
        step,
        request,
        to: step === 1 ? options.staffList : settings.managerEmail ? [settings.managerEmail] : [],
        waitedMinutes: office ? Math.floor(businessMinutesBetween(new Date(request.createDate), new Date(at), office)) : 0,
        targetMinutes: settings.targetMinutes,
        siteUrl: options.siteUrl,
      });
    };

  const pass = async () => {
    const settings = await options.settings();
    await scheduleWaiting(options.store, settings, options.officeOf);
    await options.afterScheduling?.();
    const at = now();
    return options.sending.sendDue(at, compose(settings, at));
  };

  /** The pass under way: the next waits for it, so two never claim at once in one process. */
  let last: Promise<unknown> = Promise.resolve();
  const runOnce = () => {
    const next = last.then(pass, pass);
    last = next.catch(() => undefined);
    return next;
  };

  let started = false;
  let timer: NodeJS.Timeout | undefined;
  const schedule = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(() => void tick(), Math.max(0, Math.min(delay, rescanMs)));
    timer.unref();
  };
  const tick = async () => {
    if (!started) return;
    try {
      await runOnce();
      const due = await options.store.nextDue();
      if (started) schedule(due === undefined ? rescanMs : due - now());
    } catch (error) {
      log.error('The reminder sender stopped on an error and tries again in a minute', error);
      if (started) schedule(60_000);
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
    async stop() {
      started = false;
      clearTimeout(timer);
      await last;
    },
  };
}
