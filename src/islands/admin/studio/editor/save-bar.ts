/**
 * The editor's sticky save bar never hides what the editor is working on (WCAG 2.2 2.4.11):
 * every control of the form keeps the bar's height (plus a little) as its scroll margin, so the
 * browser scrolls a focused button or one-line box clear of it; a text box or rich text, whose
 * focus the browser counts as shown once its caret is, is scrolled clear here.
 */
import type { FocusEvent } from 'react';

const SAVE_BAR = 'data-save-bar';

/** Keeps the bar's height in its form's `--save-bar` (the bar grows when its message wraps on a phone). */
export function measureSaveBar(bar: HTMLElement | null) {
  const form = bar?.closest('form');
  if (!bar || !form) return;
  const observer = new ResizeObserver(() => form.style.setProperty('--save-bar', `${bar.offsetHeight}px`));
  observer.observe(bar);
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
