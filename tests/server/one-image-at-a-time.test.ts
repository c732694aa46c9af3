/**
 * Images take turns: a decode starts only when the one before has ended, failed or not, so the
 * process never holds two pictures' pixels at once.
 */
import { describe, expect, it } from 'vitest';
import { oneImageAtATime } from '../../src/server/one-image-at-a-time';

describe('one image at a time', () => {
  it('starts each decode after the one before has ended, a failed one included', async () => {
    const events: string[] = [];
    let running = 0;
    const decode =
      (name: string, fails = false) =>
      async () => {
        running++;
        events.push(`${name} starts with ${running} running`);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running--;
        if (fails) throw new Error(`${name} cannot be read`);
        return name;
      };
    const results = await Promise.allSettled([
      oneImageAtATime(decode('upload')),
      oneImageAtATime(decode('bomb', true)),
      oneImageAtATime(decode('photo')),
    ]);
    expect(events).toEqual(['upload starts with 1 running', 'bomb starts with 1 running', 'photo starts with 1 running']);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  });
});
