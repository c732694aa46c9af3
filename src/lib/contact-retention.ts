/**
 * How long contact requests are kept when CONTACT_RETENTION_DAYS sets nothing else: two years
 * (DECISIONS.md, KVKK). One number for the server that deletes them (src/server/config.ts) and
 * the privacy notice that promises it (src/content/defaults/privacy.ts), so the two cannot drift.
 */
export const DEFAULT_CONTACT_RETENTION_DAYS = 730;

export const DAY_MS = 24 * 60 * 60 * 1000;
