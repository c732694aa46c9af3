/**
 * Keys in the studio's forms. A browser submits a form when Enter is pressed in a one-line
 * input (implicit submission): an editor confirming a word, or a phone's Go key, would save the
 * whole form unasked. The studio saves only through its Save button.
 */

/** Input types where Enter does nothing of its own, so the browser submits the form. */
const BUTTON_LIKE = new Set(['submit', 'button', 'reset', 'image', 'file']);

/** Whether Enter pressed on `target` would submit its form implicitly. */
function submitsImplicitly(target: EventTarget | null, key: string): boolean {
  return key === 'Enter' && target instanceof HTMLInputElement && !BUTTON_LIKE.has(target.type);
}

/** A form's ref: Enter in its one-line boxes no longer submits it. */
export function noImplicitSubmit(form: HTMLFormElement | null) {
  if (!form) return;
  const listener = (event: KeyboardEvent) => {
    if (submitsImplicitly(event.target, event.key)) event.preventDefault();
  };
  form.addEventListener('keydown', listener);
  return () => form.removeEventListener('keydown', listener);
}
