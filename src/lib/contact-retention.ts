/**
 * How long contact requests are kept when CONTACT_RETENTION_DAYS sets nothing else: two years
 * (DECISIONS.md, KVKK). One number for the server that deletes them (src/server/config.ts) and
 * the test that holds every language's privacy notice to it (tests/content/privacy-retention.test.ts),
 * so the promise and the deletion cannot drift.
 */
export const DEFAULT_CONTACT_RETENTION_DAYS = 730;

export const DAY_MS = 24 * 60 * 60 * 1000;
