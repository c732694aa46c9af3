/**
 * The line of posts whose bodies carry files: `running` read at once, up to `waiting` more in
 * line, fair between the clients' addresses. One address holds at most `perAddress` places
 * (running and waiting together), and a freed place goes to the addresses in turn, not to the
 * longest waiting post: ten slow posts from one address take two places, and an office behind one
 * address still gets its turn among the others. A post past those bounds is refused at once (the
 * caller answers 429 with Retry-After) instead of waiting for a place it may never get. A post
 * whose visitor leaves (Cancel, a closed tab: the request's signal) gives its place up at once,
 * waiting or running.
 *
 * How long a running post keeps its place is the reader's business: minimumRate below, which the
 * contact endpoint's multipart reader applies to the bytes as they arrive.
 */
import { turnsByAddress } from './turns-by-address';

export interface UploadLineBounds {
  running: number;
  waiting: number;
  perAddress: number;
}

type LineTurn<T> = { ran: true; value: T } | { ran: false; why: 'full' | 'left' };

export interface UploadLine {
  /**
   * Runs `work` when the address's turn comes. `{ ran: false, why: 'full' }` without running it when
   * the line or the address's share is full, `'left'` when `signal` aborted before the turn came.
   */
  run<T>(address: string, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<LineTurn<T>>;
}

interface Waiter {
  start: () => void;
}

export function uploadLine({ running, waiting, perAddress }: UploadLineBounds): UploadLine {
  let active = 0;
  /** Places each address holds, running and waiting. */
  const held = new Map<string, number>();
  const line = turnsByAddress<Waiter>();

  const hold = (address: string) => held.set(address, (held.get(address) ?? 0) + 1);
  const letGo = (address: string) => {
    const left = (held.get(address) ?? 1) - 1;
    if (left > 0) held.set(address, left);
    else held.delete(address);
  };
  /** A running place freed: the next address's first post takes it. */
  const passOn = () => {
    const waiter = line.next();
    if (waiter) waiter.start();
    else active--;
  };

  return {
    async run(address, signal, work) {
      if (signal?.aborted) return { ran: false, why: 'left' };
      if ((held.get(address) ?? 0) >= perAddress) return { ran: false, why: 'full' };
      if (active < running) active++;
      else if (line.size < waiting) {
        hold(address);
        const waiter: Waiter = { start: () => undefined };
        const turn = new Promise<boolean>((resolve) => {
          waiter.start = () => resolve(true);
          signal?.addEventListener(
            'abort',
            () => {
              if (line.leave(address, waiter)) resolve(false);
            },
            { once: true },
          );
        });
        line.join(address, waiter);
        if (!(await turn)) {
          letGo(address);
          return { ran: false, why: 'left' };
        }
        // The place passed on to this post: it is held already.
        return runHeld(address, signal, work);
      } else return { ran: false, why: 'full' };
      hold(address);
      return runHeld(address, signal, work);
    },
  };

  /** Runs `work` in a place already taken; the place is freed once, when the work ends or the visitor leaves. */
  async function runHeld<T>(address: string, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<LineTurn<T>> {
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      signal?.removeEventListener('abort', free);
      letGo(address);
      passOn();
    };
    // A visitor who left frees the place now, not when their post's reading has unwound.
    signal?.addEventListener('abort', free, { once: true });
    try {
      return { ran: true, value: await work() };
    } finally {
      free();
    }
  }
}

/** Calls `check` every `ms` until stopped; the rate window's clock, injected in tests. */
export type Ticker = (ms: number, check: () => void) => () => void;

const intervalTicker: Ticker = (ms, check) => {
  const timer = setInterval(check, ms);
  timer.unref();
  return () => clearInterval(timer);
};

export interface MinimumRate {
  bytesPerSecond: number;
  /** The window the rate is averaged over, and how long a post may stay below it. */
  windowMs: number;
  ticker?: Ticker;
}

/** How many checks a window holds: the rate is judged every tenth of it. */
const CHECKS_PER_WINDOW = 10;

/**
 * Watches the bytes of one body as they arrive: once a whole window has passed, a window with
 * fewer than `bytesPerSecond` x window bytes calls `tooSlow` (once). A phone on a poor connection
 * sends ten times the rate; a client that drips bytes to keep a place does not.
 */
export function watchRate({ bytesPerSecond, windowMs, ticker = intervalTicker }: MinimumRate, tooSlow: () => void) {
  let total = 0;
  /** The total at each of the last checks, oldest first. */
  const seen: number[] = [0];
  const stop = ticker(windowMs / CHECKS_PER_WINDOW, () => {
    seen.push(total);
    if (seen.length <= CHECKS_PER_WINDOW) return;
    const windowStart = seen.shift()!;
    if (total - windowStart < (bytesPerSecond * windowMs) / 1000) {
      stop();
      tooSlow();
    }
  });
  return {
    arrived(bytes: number) {
      total += bytes;
    },
    stop,
  };
}
