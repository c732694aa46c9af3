/** Costly work a few at a time: the rest waits its turn in order, and past the line is refused. */
import { describe, expect, it } from 'vitest';
import { workQueue } from '../../../src/server/http/work-queue';

/** Work that ends when the test says so. */
function held() {
  let finish!: () => void;
  let fail!: (error: Error) => void;
  const ended = new Promise<void>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return { ended, finish, fail };
}

describe('workQueue', () => {
  it('runs `running` at once, lets `waiting` more wait in order, and refuses the next without running it', async () => {
    const queue = workQueue({ running: 1, waiting: 2 });
    const started: string[] = [];
    const works = ['a', 'b', 'c'].map((name) => ({ name, ...held() }));
    const runs = works.map((work) =>
      queue.run(async () => {
        started.push(work.name);
        await work.ended;
        return work.name;
      }),
    );
    let refusedRan = false;
    expect(
      await queue.run(async () => {
        refusedRan = true;
      }),
    ).toEqual({ ran: false });
    expect(refusedRan).toBe(false);
    expect(started).toEqual(['a']);

    works[0]!.finish();
    expect(await runs[0]).toEqual({ ran: true, value: 'a' });
    expect(started).toEqual(['a', 'b']);
    works[1]!.finish();
    works[2]!.finish();
    expect(await Promise.all(runs.slice(1))).toEqual([
      { ran: true, value: 'b' },
      { ran: true, value: 'c' },
    ]);
    // Everything done: the places are free again.
    expect(await queue.run(async () => 'd')).toEqual({ ran: true, value: 'd' });
  });

  it('frees the place of work that failed', async () => {
    const queue = workQueue({ running: 1, waiting: 0 });
    const work = held();
    const failing = queue.run(() => work.ended);
    expect(await queue.run(async () => 'refused')).toEqual({ ran: false });
    work.fail(new Error('cannot read this image'));
    await expect(failing).rejects.toThrow('cannot read this image');
    expect(await queue.run(async () => 'next')).toEqual({ ran: true, value: 'next' });
  });
});
