/**
 * Contact requests older than CONTACT_RETENTION_DAYS are deleted with their notifications:
 * by the server, once at start and then daily, where the store needs it (the embedded
 * database); by Firestore's TTL policies on `expireAt` otherwise. The timer is unref'd: it
 * never keeps a stopping process alive.
 */
import type { Log } from './log';
import { DAY_MS } from '../lib/contact-retention';
import type { ContactRetention } from './store/contact-retention';

export const SWEEP_EVERY_MS = DAY_MS;

interface SweepOptions {
  retention: ContactRetention;
  retentionDays: number;
  log: Log;
  now?: () => Date;
}

/** Starts the sweep where the store needs one; returns what stops it. */
export function startRetentionSweep({ retention, retentionDays, log, now = () => new Date() }: SweepOptions): () => void {
  const deleteSentBefore = retention.deleteSentBefore;
  if (!deleteSentBefore) {
    log.info(`Contact requests expire ${retentionDays} days after they were sent (Firestore's TTL policy on expireAt deletes them)`);
    return () => {};
  }
  const sweep = async () => {
    try {
      const deleted = await deleteSentBefore(new Date(now().getTime() - retentionDays * DAY_MS));
      log.info(`Retention: deleted ${deleted} contact request(s) older than ${retentionDays} days, with their notifications`);
    } catch (error) {
      log.error('Retention: the daily deletion of old contact requests failed; it runs again tomorrow', error);
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
