/**
 * Sign-in attempts per address and per account, with backoff. Every attempt is counted before
 * the password is checked (so parallel guesses are counted too); past the free attempts each
 * one locks the key for twice as long as the last, up to 15 minutes. A successful sign-in
 * clears the account's count and gives the address its attempt back. A key is forgotten after
 * a day without attempts. The records live in the store, so every instance shares them.
 */
import { createHash } from 'node:crypto';
import type { AdminStore, ThrottleState } from '../store/admin';

export interface ThrottlePolicy {
  free: number;
  baseMs: number;
  maxMs: number;
  forgetMs: number;
}

export const ACCOUNT_POLICY: ThrottlePolicy = { free: 5, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 };
export const ADDRESS_POLICY: ThrottlePolicy = { free: 20, baseMs: 30_000, maxMs: 15 * 60_000, forgetMs: 24 * 60 * 60_000 };

const throttleKey = (kind: 'address' | 'account', value: string) => createHash('sha256').update(`${kind}:${value}`).digest('hex');

type AttemptResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

function attempt(state: ThrottleState | undefined, now: number, policy: ThrottlePolicy): { state: ThrottleState; result: AttemptResult } {
  const current = state && now - state.lastAttempt < policy.forgetMs ? state : { count: 0, lockedUntil: 0, lastAttempt: now };
  if (current.lockedUntil > now) {
    return { state: current, result: { allowed: false, retryAfterSeconds: Math.ceil((current.lockedUntil - now) / 1000) } };
  }
  const count = current.count + 1;
  const over = count - policy.free;
  const lockedUntil = over > 0 ? now + Math.min(policy.maxMs, policy.baseMs * 2 ** (over - 1)) : 0;
  return { state: { count, lockedUntil, lastAttempt: now }, result: { allowed: true } };
}

export interface SignInThrottle {
  /** Counts the attempt on both keys; refused when either is locked. */
  begin(address: string, email: string, now: number): Promise<AttemptResult>;
  succeeded(address: string, email: string, now: number): Promise<void>;
}

export function signInThrottle(store: AdminStore, policies = { address: ADDRESS_POLICY, account: ACCOUNT_POLICY }): SignInThrottle {
  const expiry = (policy: ThrottlePolicy, now: number) => now + policy.forgetMs + policy.maxMs;
  const take = (key: string, policy: ThrottlePolicy, now: number) =>
    store.updateThrottle(key, (state) => attempt(state, now, policy), expiry(policy, now));
  return {
    async begin(address, email, now) {
      const byAddress = await take(throttleKey('address', address), policies.address, now);
      if (!byAddress.allowed) return byAddress;
      return take(throttleKey('account', email), policies.account, now);
    },
    async succeeded(address, email, now) {
      await store.updateThrottle(throttleKey('account', email), () => ({ state: null, result: undefined }), now);
      await store.updateThrottle(
        throttleKey('address', address),
        (state) => ({ state: state ? { ...state, count: Math.max(0, state.count - 1) } : null, result: undefined }),
        expiry(policies.address, now),
      );
    },
  };
}
