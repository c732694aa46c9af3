/**
 * What the contact endpoint needs from the process's store and settings: the store, the
 * limits, the proxies to trust, and the origins allowed to post (http/allowed-origin.ts).
 * Built once at start (src/server/services.ts); a bad setting throws a ConfigError naming it.
 */
import type { Backend } from '../backend';
import { allowedOrigins } from '../http/allowed-origin';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactDataDir, contactFilesDailyBytes, contactLimits, logForwardedFor, trustedProxies, type Environment } from '../config';
import { uploadLine } from '../http/upload-line';
import { CONTACT_POST_PACE, UPLOAD_MINIMUM_RATE, UPLOAD_WORK } from '../limits';
import { postPace, type PostPace } from '../http/post-pace';
import type { UploadSettings } from './read-submission';
import { dailyFilesBudget } from './attachments/daily-budget';
import { memoryLimiter } from '../store/rate-limits';
import type { ContactStore } from '../store/contact-requests';
import type { ContactLimits } from './submit';

export interface ContactSettings {
  store: ContactStore;
  uploads: UploadSettings;
  limits: ContactLimits;
  /** The pace at which posts are read, shared by the JSON endpoint and the form post. */
  pace: PostPace;
  allowedOrigins: string[];
  trustedProxies: number;
  logForwardedFor: boolean;
}

/**
 * Where a post's files wait while it is read: beside the embedded database (one disk, so keeping
 * them is a rename), else the machine's temporary folder. What a crash left there is cleared.
 */
function stagingDir(env: Environment, backend: Backend): string {
  const dir = backend.kind === 'sqlite' ? join(contactDataDir(env), STAGING_FOLDER) : join(tmpdir(), `contact-${STAGING_FOLDER}`);
  rmSync(dir, { recursive: true, force: true });
  return dir;
}
const STAGING_FOLDER = 'incoming';

export function contactSettings(env: Environment, siteUrl: string | undefined, backend: Backend): ContactSettings {
  const limits = contactLimits(env);
  const windowMs = limits.windowSeconds * 1000;
  return {
    store: backend.contactStore,
    uploads: {
      store: backend.attachmentStore,
      stagingDir: stagingDir(env, backend),
      work: uploadLine(UPLOAD_WORK),
      minimumRate: UPLOAD_MINIMUM_RATE,
      dailyBudget: dailyFilesBudget(contactFilesDailyBytes(env)),
    },
    limits: {
      accepted: backend.acceptedLimiter({ limit: limits.accepted, windowMs }),
      invalid: memoryLimiter({ limit: limits.invalid, windowMs }),
    },
    pace: postPace(CONTACT_POST_PACE),
    allowedOrigins: allowedOrigins(env, siteUrl),
    trustedProxies: trustedProxies(env),
    logForwardedFor: logForwardedFor(env),
  };
}
