/**
 * Whether the store answers now, for the readiness probe (`/api/ready`, http/probes.ts): each
 * backend checks what it needs to take a contact request. The reason is shown to whoever asks,
 * so it names what failed and never a path, an address or a secret; the error behind it goes
 * to the log.
 */
export type Readiness = { ready: true } | { ready: false; reason: string; error?: unknown };

/** The check of one backend; it answers within READINESS_TIMEOUT_MS. */
export type ReadinessCheck = () => Promise<Readiness>;

/** How long the probe waits for the store to answer. */
export const READINESS_TIMEOUT_MS = 2000;

/** What the server's readiness probe answers: the kind of store when it answers, else why not. */
export type StoreState = { ready: true; store: 'sqlite' | 'firestore' } | { ready: false; reason: string };
