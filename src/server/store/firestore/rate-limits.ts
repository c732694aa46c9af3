/**
 * The accepted-request limit shared by every instance of the server, in Firestore.
 *
 * Each accepted request claims one slot document with create(), whose does-not-exist
 * precondition lets exactly one writer win: slot 0, 1, ... of the address in the current
 * window, until `limit` of them exist. No read-modify-write transaction is involved, so the
 * limit holds even where transactions are not isolated (the protocol server the tests use).
 * Slots carry an expiry timestamp; Firestore's TTL policy (firestore.indexes.json) deletes
 * them once their window is over.
 */
import { createHash } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreSdk } from './sdk';
import { ALREADY_EXISTS } from './contact-store';
import { secondsLeftInWindow, windowNumber, type LimitPolicy, type SlotLimiter } from '../rate-limits';

/** Top-level collection of the slot documents (its TTL policy names it). */
export const RATE_LIMIT_COLLECTION = 'contactRateLimits';
/** The slot's expiry, a Timestamp: the TTL field of RATE_LIMIT_COLLECTION. */
export const RATE_LIMIT_EXPIRY_FIELD = 'expireAt';

/**
 * A hash, so document ids have one safe shape whatever the address (IPv6 colons, odd
 * proxies) and the ids list no visitor's address in plain sight.
 */
export function slotId(key: string, window: number, slot: number): string {
  const hash = createHash('sha256').update(key).digest('hex').slice(0, 32);
  return `${hash}-${window}-${slot}`;
}

export function firestoreSlotLimiter(db: Firestore, { limit, windowMs }: LimitPolicy): SlotLimiter {
  const slots = db.collection(RATE_LIMIT_COLLECTION);
  return {
    async claim(key, now) {
      const window = windowNumber(now, windowMs);
      const expireAt = firestoreSdk().Timestamp.fromMillis((window + 1) * windowMs);
      for (let slot = 0; slot < limit; slot++) {
        const ref = slots.doc(slotId(key, window, slot));
        try {
          await ref.create({ [RATE_LIMIT_EXPIRY_FIELD]: expireAt });
        } catch (error) {
          if ((error as { code?: number }).code === ALREADY_EXISTS) continue;
          throw error;
        }
        return {
          granted: true,
          release: async () => {
            await ref.delete();
          },
        };
      }
      return { granted: false, retryAfterSeconds: secondsLeftInWindow(now, windowMs) };
    },
  };
}
