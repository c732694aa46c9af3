/**
 * Firestore is ready when it answers a read within the probe's time: one document that need
 * not exist, so the check costs one read and writes nothing. The client keeps retrying an
 * unreachable server for much longer; the probe does not wait for it.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { READINESS_TIMEOUT_MS, type Readiness, type ReadinessCheck } from '../readiness';

/** Never written: reading it proves the connection, the credentials and the permission to read. */
const PROBE_DOCUMENT = 'readiness/probe';

export function firestoreReadiness(db: Firestore, timeoutMs = READINESS_TIMEOUT_MS): ReadinessCheck {
  return async () => {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<Readiness>((resolve) => {
      timer = setTimeout(() => resolve({ ready: false, reason: `Firestore did not answer within ${timeoutMs / 1000} s` }), timeoutMs);
    });
    const read = db
      .doc(PROBE_DOCUMENT)
      .get()
      .then(
        (): Readiness => ({ ready: true }),
        (error: unknown): Readiness => {
          const code = (error as { code?: unknown }).code;
          return { ready: false, reason: `Firestore refused the read${typeof code === 'number' ? ` (gRPC status ${code})` : ''}`, error };
        },
      );
    try {
      return await Promise.race([read, late]);
    } finally {
      clearTimeout(timer);
    }
  };
}
