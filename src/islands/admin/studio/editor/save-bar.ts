/**
 * The editor's sticky save bar never hides what the editor is working on (WCAG 2.2 2.4.11):
 * it is one row while it sticks, and every control of the form keeps the bar's height (plus a little) as its scroll margin, so the
 * browser scrolls a focused button or one-line box clear of it; a text box or rich text, whose
 * focus the browser counts as shown once its caret is, is scrolled clear here.
 */
import type { FocusEvent } from 'react';

const SAVE_BAR = 'data-save-bar';
/** On the bar while its status needs more than one row beside Save: then it stops being sticky. */
const GROWN = 'data-grown';
/** How far past Save's height, above and below, the status may reach and still be one row with it: three short lines on a phone. */
const ROW_SLACK_PX = 6;

/** Whether the status sits in one row beside Save: not on a line of its own, not much taller. */
function statusFitsOneRow(bar: HTMLElement): boolean {
  const save = bar.querySelector('[data-studio-save]')?.getBoundingClientRect();
  const status = bar.querySelector('[data-studio-status]')?.getBoundingClientRect();
  if (!save || !status || status.height === 0) return true;
  return status.top >= save.top - ROW_SLACK_PX && status.bottom <= save.bottom + ROW_SLACK_PX;
}

/**
 * Keeps the bar one row while it sticks: a status too long for the row beside Save (a colleague's
 * change said on a phone) puts the bar in the form's flow, where it covers nothing and shows the
 * message whole, scrolled into view, until the message is short again. Keeps the bar's height in its form's
 * `--save-bar` while it sticks, nothing while it does not.
 */
export function measureSaveBar(bar: HTMLElement | null) {
  const form = bar?.closest('form');
  if (!bar || !form) return;
  const measure = () => {
    // Laid out as one row first, whatever it is now, so a message that went lets the bar stick again.
    const wasGrown = bar.hasAttribute(GROWN);
    bar.removeAttribute(GROWN);
    const grown = !statusFitsOneRow(bar);
    bar.toggleAttribute(GROWN, grown);
    // The bar was in view, at the screen's bottom, when its message came (the answer to a Save):
    // in the form's flow it would leave the screen with the message and the focused Save, so the
    // screen follows it.
    if (grown && !wasGrown) bar.scrollIntoView({ block: 'nearest' });
    form.style.setProperty('--save-bar', grown ? '0px' : `${bar.offsetHeight}px`);
  };
  const observer = new ResizeObserver(measure);
  observer.observe(bar);
  // A message replaced by one as tall leaves the bar's height as it was: the status is watched too.
  const status = bar.querySelector('[data-studio-status]');
  if (status) observer.observe(status);
  return () => observer.disconnect();
}

/** The form's focus handler: a control the bar covers, even in part, scrolls into the room above it. */
export function keepClearOfSaveBar(event: FocusEvent<HTMLFormElement>) {
  const bar = event.currentTarget.querySelector(`[${SAVE_BAR}]`);
  const target = event.target;
  // A dialog's controls lie above the page, where the bar covers nothing.
  if (!bar || !(target instanceof HTMLElement) || bar.contains(target) || target.closest('dialog')) return;
  const box = target.getBoundingClientRect();
  const barTop = bar.getBoundingClientRect().top;
  if (box.bottom <= barTop) return;
  // Taller than the room above the bar: its start shows, where the caret is.
  target.scrollIntoView({ block: box.height < barTop ? 'nearest' : 'start' });
}
