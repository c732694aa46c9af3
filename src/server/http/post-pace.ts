/**
 * The pace at which visitors' posts are taken in: `perSecond` on average (a second's worth at
 * once), the rest waiting their turn with their bodies unread, the addresses in turn
 * (turns-by-address.ts). One process's loop both serves pages and stores posts, and a post
 * costs it several times a page: 50 connections posting back to back took three quarters of the
 * loop, and the home page fell to a fifth of its pace. Paced, a flood of posts takes a bounded
 * share of the loop and waits in line instead, holding nothing but its socket.
 *
 * A post that would wait past the line's bounds (in all, or for its address) is refused at once,
 * one that waits longer than `maxWaitMs` when that time comes, and one whose visitor leaves
 * (the request's signal) gives its place up: the caller answers the refusals 429 with
 * Retry-After, and the visitor's form keeps what they typed.
 */
import { turnsByAddress } from './turns-by-address';

export interface PostPaceBounds {
  perSecond: number;
  /** Posts that may wait, in all and from one address. */
  waiting: number;
  perAddress: number;
  maxWaitMs: number;
  retryAfterSeconds: number;
}

export type PaceTurn = { go: true } | { go: false; why: 'full' | 'late' | 'left'; retryAfterSeconds: number };

export interface PostPace {
  /** Resolves when the post may be read, or with why it may not. */
  enter(address: string, signal?: AbortSignal): Promise<PaceTurn>;
}

interface Waiter {
  go: () => void;
}

/** `now`: a monotonic clock in milliseconds (a test hands the one its fake timers move). */
export function postPace(bounds: PostPaceBounds, now: () => number = () => performance.now()): PostPace {
  const { perSecond, waiting, perAddress, maxWaitMs, retryAfterSeconds } = bounds;
  const line = turnsByAddress<Waiter>();
  /** Posts that may go now; refilled at `perSecond`, up to a second's worth. */
  let allowance = perSecond;
  let filledAt = now();
  let release: ReturnType<typeof setTimeout> | undefined;

  const refill = () => {
    const at = now();
    allowance = Math.min(perSecond, allowance + ((at - filledAt) * perSecond) / 1000);
    filledAt = at;
  };
  /** Lets the waiting go as the allowance comes back, one timer at a time. */
  const releaseInTurn = () => {
    if (release !== undefined || line.size === 0) return;
    release = setTimeout(
      () => {
        release = undefined;
        refill();
        for (let waiter = allowance >= 1 ? line.next() : undefined; waiter; waiter = allowance >= 1 ? line.next() : undefined) {
          allowance--;
          waiter.go();
        }
        releaseInTurn();
      },
      Math.max(1, Math.ceil(((1 - allowance) * 1000) / perSecond)),
    );
  };
  const refused = (why: 'full' | 'late' | 'left'): PaceTurn => ({ go: false, why, retryAfterSeconds });

  return {
    enter(address, signal) {
      if (signal?.aborted) return Promise.resolve(refused('left'));
      refill();
      if (line.size === 0 && allowance >= 1) {
        allowance--;
        return Promise.resolve({ go: true });
      }
      if (line.size >= waiting || line.waitingFrom(address) >= perAddress) return Promise.resolve(refused('full'));
      return new Promise<PaceTurn>((resolve) => {
        const end = (turn: PaceTurn) => {
          clearTimeout(deadline);
          signal?.removeEventListener('abort', leave);
          resolve(turn);
        };
        const waiter: Waiter = { go: () => end({ go: true }) };
        const leave = () => {
          if (line.leave(address, waiter)) end(refused('left'));
        };
        const deadline = setTimeout(() => {
          if (line.leave(address, waiter)) end(refused('late'));
        }, maxWaitMs);
        signal?.addEventListener('abort', leave, { once: true });
        line.join(address, waiter);
        releaseInTurn();
      });
    },
  };
}
