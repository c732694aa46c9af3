/**
 * Contact requests older than CONTACT_RETENTION_DAYS are deleted with their notifications and
 * files: by the server, once at start and then daily, where the store needs it (the embedded
 * database); by Firestore's TTL policies on `expireAt` otherwise. The files sent with requests
 * are swept by the server on both, at the same cutoff, by when each was stored: the embedded
 * store deletes a request's files with it, and this catches any left behind; Cloud Storage has
 * no TTL of Firestore's, so there the sweep is what deletes them. The timer is unref'd: it
 * never keeps a stopping process alive.
 */
import type { Log } from './log';
import { DAY_MS } from '../lib/contact-retention';
import type { AttachmentStore } from './store/attachments';
import type { ContactRetention } from './store/contact-retention';

export const SWEEP_EVERY_MS = DAY_MS;

interface SweepOptions {
  retention: ContactRetention;
  /** The files sent with requests; undefined where none are kept. */
  attachments: AttachmentStore | undefined;
  retentionDays: number;
  log: Log;
  now?: () => Date;
}

/** Starts the sweep where the store needs one; returns what stops it. */
export function startRetentionSweep({ retention, attachments, retentionDays, log, now = () => new Date() }: SweepOptions): () => void {
  const deleteSentBefore = retention.deleteSentBefore;
  if (!deleteSentBefore)
    log.info(`Contact requests expire ${retentionDays} days after they were sent (Firestore's TTL policy on expireAt deletes them)`);
  if (!deleteSentBefore && !attachments) return () => {};
  const sweep = async () => {
    const cutoff = new Date(now().getTime() - retentionDays * DAY_MS);
    if (deleteSentBefore) {
      try {
        const deleted = await deleteSentBefore(cutoff);
        log.info(`Retention: deleted ${deleted} contact request(s) older than ${retentionDays} days, with their files and notifications`);
      } catch (error) {
        log.error('Retention: the daily deletion of old contact requests failed; it runs again tomorrow', error);
      }
    }
    if (attachments) {
      try {
        const deleted = await attachments.deleteStoredBefore(cutoff);
        log.info(`Retention: deleted ${deleted} file(s) sent with contact requests, stored more than ${retentionDays} days ago`);
      } catch (error) {
        log.error('Retention: the daily deletion of old files sent with contact requests failed; it runs again tomorrow', error);
      }
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
