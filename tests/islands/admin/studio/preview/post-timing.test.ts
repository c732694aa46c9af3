/**
 * When the pane asks for the page again: a pause in the typing, or, for a steady typist, a while
 * after the oldest change it has not shown, never later; a change already overdue goes at once.
 */
import { describe, expect, it } from 'vitest';
import { LONGEST_WAIT_MS, postDelay, TYPING_PAUSE_MS } from '../../../../../src/islands/admin/studio/preview/post-timing';

describe("the pane's next post", () => {
  it('waits for a pause in the typing after a first change', () => {
    expect(postDelay(1_000, 1_000)).toBe(TYPING_PAUSE_MS);
  });

  it('keeps a steady typist waiting no longer than the longest wait after the oldest change', () => {
    // One key every 150 ms: each key moves the pause on, but not the deadline.
    const first = 10_000;
    const delays = [0, 150, 300, 450].map((typed) => first + typed + postDelay(first + typed, first));
    expect(delays.at(-1)).toBe(first + LONGEST_WAIT_MS);
    expect(Math.max(...delays)).toBeLessThanOrEqual(first + LONGEST_WAIT_MS);
  });

  it('posts at once a change already overdue', () => {
    expect(postDelay(5_000, 5_000 - LONGEST_WAIT_MS - 1)).toBe(0);
  });
});
