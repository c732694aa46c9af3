/**
 * What the contact endpoint needs from the process's store and settings: the store, the
 * limits, the proxies to trust, and the origins allowed to post (http/allowed-origin.ts).
 * Built once at start (src/server/services.ts); a bad setting throws a ConfigError naming it.
 */
import type { Backend } from '../backend';
import { allowedOrigins } from '../http/allowed-origin';
import { contactLimits, logForwardedFor, trustedProxies, type Environment } from '../config';
import { memoryLimiter } from '../store/rate-limits';
import type { ContactStore } from '../store/contact-requests';
import type { AttachmentStore } from '../store/attachments';
import type { ContactLimits } from './submit';

export interface ContactSettings {
  store: ContactStore;
  /** Where the files sent with a request go; undefined where none can be kept (the start-up log says why). */
  attachments: AttachmentStore | undefined;
  limits: ContactLimits;
  allowedOrigins: string[];
  trustedProxies: number;
  logForwardedFor: boolean;
}

export function contactSettings(env: Environment, siteUrl: string | undefined, backend: Backend): ContactSettings {
  const limits = contactLimits(env);
  const windowMs = limits.windowSeconds * 1000;
  return {
    store: backend.contactStore,
    attachments: backend.attachmentStore,
    limits: {
      accepted: backend.acceptedLimiter({ limit: limits.accepted, windowMs }),
      invalid: memoryLimiter({ limit: limits.invalid, windowMs }),
    },
    allowedOrigins: allowedOrigins(env, siteUrl),
    trustedProxies: trustedProxies(env),
    logForwardedFor: logForwardedFor(env),
  };
}
