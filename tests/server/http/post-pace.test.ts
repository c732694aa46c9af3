/**
 * The pace of posts, on fake timers: a second's worth at once, the rest let go as the
 * allowance comes back, the addresses in turn; refusals at the line's bounds, past the longest
 * wait, and a visitor who leaves giving the place up.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { postPace, type PaceTurn, type PostPaceBounds } from '../../../src/server/http/post-pace';

const BOUNDS: PostPaceBounds = { perSecond: 2, waiting: 4, perAddress: 3, maxWaitMs: 5_000, retryAfterSeconds: 7 };

beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
});
afterEach(() => {
  vi.useRealTimers();
});

const pace = (bounds: Partial<PostPaceBounds> = {}) => postPace({ ...BOUNDS, ...bounds }, () => Date.now());

/** Each turn as it settles: the address and what it got. */
function watch(turns: [string, Promise<PaceTurn>][]) {
  const settled: string[] = [];
  for (const [address, turn] of turns) void turn.then((t) => settled.push(t.go ? address : `${address}:${t.why}`));
  return settled;
}

describe('the pace of posts', () => {
  it('lets a second’s worth go at once and the next when the allowance comes back', async () => {
    const line = pace();
    expect(await line.enter('a')).toEqual({ go: true });
    expect(await line.enter('b')).toEqual({ go: true });
    const settled = watch([['c', line.enter('c')]]);
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toEqual(['c']);
  });

  it('lets the waiting go by address in turn, not in the order they came', async () => {
    const line = pace({ perSecond: 1 });
    await line.enter('flood');
    const settled = watch([
      ['flood', line.enter('flood')],
      ['flood', line.enter('flood')],
      ['flood', line.enter('flood')],
      ['office', line.enter('office')],
    ]);
    await vi.advanceTimersByTimeAsync(4_000);
    expect(settled).toEqual(['flood', 'office', 'flood', 'flood']);
  });

  it('refuses at once past the places of one address and of the whole line, with the wait to retry', async () => {
    const line = pace({ perSecond: 1 });
    await line.enter('flood');
    const waiting = ['flood', 'flood', 'flood'].map((address) => line.enter(address));
    expect(await line.enter('flood')).toEqual({ go: false, why: 'full', retryAfterSeconds: 7 });
    const office = line.enter('office');
    expect(await line.enter('another')).toEqual({ go: false, why: 'full', retryAfterSeconds: 7 });
    await vi.advanceTimersByTimeAsync(4_000);
    expect((await Promise.all([...waiting, office])).every((turn) => turn.go)).toBe(true);
  });

  it('refuses a post that waited the longest wait, and the line goes on', async () => {
    const line = pace({ perSecond: 1, maxWaitMs: 1_500 });
    await line.enter('a');
    const settled = watch([
      ['a', line.enter('a')],
      ['b', line.enter('b')],
    ]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toEqual(['a']);
    await vi.advanceTimersByTimeAsync(500);
    expect(settled).toEqual(['a', 'b:late']);
    // The allowance b did not use comes back for the next.
    const next = watch([['c', line.enter('c')]]);
    await vi.advanceTimersByTimeAsync(500);
    expect(next).toEqual(['c']);
  });

  it('gives a leaving visitor’s place to the next at once', async () => {
    const line = pace({ perSecond: 1 });
    await line.enter('a');
    const leaving = new AbortController();
    const settled = watch([
      ['a', line.enter('a', leaving.signal)],
      ['b', line.enter('b')],
    ]);
    leaving.abort();
    await vi.advanceTimersByTimeAsync(0);
    expect(settled).toEqual(['a:left']);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(settled).toEqual(['a:left', 'b']);
    expect(await line.enter('c', AbortSignal.abort())).toEqual({ go: false, why: 'left', retryAfterSeconds: 7 });
  });
});
