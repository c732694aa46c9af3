/**
 * When the pane asks for the page again: a moment after the typing pauses, but never later than
 * a while after the oldest change it has not shown, so a steady typist sees each change within
 * a second too (the server answers in tens of milliseconds; the frame's load takes the rest).
 */
export const TYPING_PAUSE_MS = 300;
export const LONGEST_WAIT_MS = 600;

/** The delay from `now` to the next post, the oldest change not yet posted made at `oldestChange`. */
export function postDelay(now: number, oldestChange: number): number {
  return Math.max(0, Math.min(TYPING_PAUSE_MS, oldestChange + LONGEST_WAIT_MS - now));
}
