/**
 * The upload line's fairness, without sockets: its bounds per address and in all, the turn that
 * goes to addresses in order, a visitor who leaves giving the place up at once; and the rate
 * watch with a ticker the test turns.
 */
import { describe, expect, it } from 'vitest';
import { uploadLine, watchRate, type Ticker } from '../../../src/server/http/upload-line';

/** Work that runs until the test ends it. */
function held() {
  let end!: () => void;
  const done = new Promise<void>((resolve) => (end = resolve));
  return { work: () => done.then(() => 'done'), end };
}

const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the upload line', () => {
  it('gives one address two places at most, refusing its third at once while others still get theirs', async () => {
    const line = uploadLine({ running: 2, waiting: 6, perAddress: 2 });
    const slow = [held(), held()];
    const first = slow.map(({ work }) => line.run('198.51.100.7', undefined, work));
    expect(await line.run('198.51.100.7', undefined, async () => 'third')).toEqual({ ran: false, why: 'full' });
    const honest = held();
    const waiting = line.run('203.0.113.9', undefined, honest.work);
    await flush();
    slow[0]!.end();
    expect(await first[0]).toEqual({ ran: true, value: 'done' });
    honest.end();
    expect(await waiting).toEqual({ ran: true, value: 'done' });
    slow[1]!.end();
    await first[1];
  });

  it('passes a freed place to the addresses in turn, not to the one that queued most', async () => {
    const line = uploadLine({ running: 1, waiting: 6, perAddress: 3 });
    const order: string[] = [];
    const first = held();
    const running = line.run('a', undefined, first.work);
    const queued = [
      ['a', 'a2'],
      ['a', 'a3'],
      ['b', 'b1'],
      ['c', 'c1'],
      ['b', 'b2'],
    ].map(([address, name]) => line.run(address!, undefined, async () => order.push(name!)));
    await flush();
    first.end();
    await running;
    await Promise.all(queued);
    expect(order).toEqual(['a2', 'b1', 'c1', 'a3', 'b2']);
  });

  it('refuses at once past its waiting places', async () => {
    const line = uploadLine({ running: 1, waiting: 1, perAddress: 2 });
    const one = held();
    const running = line.run('a', undefined, one.work);
    const waiting = line.run('b', undefined, async () => 'b');
    expect(await line.run('c', undefined, async () => 'c')).toEqual({ ran: false, why: 'full' });
    one.end();
    await running;
    expect(await waiting).toEqual({ ran: true, value: 'b' });
  });

  it('frees the place of a visitor who leaves, waiting or running, at once', async () => {
    const line = uploadLine({ running: 1, waiting: 1, perAddress: 2 });
    const running = new AbortController();
    const stuck = held();
    const first = line.run('a', running.signal, stuck.work);
    const leaving = new AbortController();
    const waiting = line.run('b', leaving.signal, async () => 'b');
    leaving.abort();
    expect(await waiting).toEqual({ ran: false, why: 'left' });
    // Its waiting place is free again.
    const next = line.run('c', undefined, async () => 'c');
    running.abort();
    // The running post's work has not ended, yet the next one runs.
    expect(await next).toEqual({ ran: true, value: 'c' });
    stuck.end();
    await first;
    expect(await line.run('a', AbortSignal.abort(), async () => 'x')).toEqual({ ran: false, why: 'left' });
  });
});

/** A ticker the test turns by hand: each tick is one check. */
function handTicker() {
  let check: (() => void) | undefined;
  const ticker: Ticker = (_ms, fn) => {
    check = fn;
    return () => (check = undefined);
  };
  return { ticker, tick: (times = 1) => Array.from({ length: times }, () => check?.()) };
}

describe('the rate watch', () => {
  const RATE = { bytesPerSecond: 8 * 1024, windowMs: 10_000 };

  it('gives up a body slower than the rate over a whole window, once', () => {
    const { ticker, tick } = handTicker();
    let slow = 0;
    const watch = watchRate({ ...RATE, ticker }, () => slow++);
    for (let second = 0; second < 9; second++) {
      watch.arrived(8 * 1024 - 1);
      tick();
    }
    expect(slow).toBe(0);
    watch.arrived(8 * 1024 - 1);
    tick();
    expect(slow).toBe(1);
    tick(20);
    expect(slow).toBe(1);
  });

  it('keeps a body at the rate, and one that was slow a moment but fast over the window', () => {
    const { ticker, tick } = handTicker();
    let slow = 0;
    const watch = watchRate({ ...RATE, ticker }, () => slow++);
    for (let second = 0; second < 30; second++) {
      watch.arrived(second % 5 === 0 ? 40 * 1024 : 0);
      tick();
    }
    expect(slow).toBe(0);
    watch.stop();
  });
});
