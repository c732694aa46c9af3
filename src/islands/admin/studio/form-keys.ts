/**
 * Keys in the studio's forms. A browser submits a form when Enter is pressed in a one-line
 * input (implicit submission): an editor confirming a word, or a phone's Go key, would save the
 * whole form unasked. The studio saves only through its Save button.
 */

/** Input types where Enter does nothing of its own, so the browser submits the form. */
const BUTTON_LIKE = new Set(['submit', 'button', 'reset', 'image', 'file']);

/** Whether Enter pressed on `target` would submit its form implicitly. */
export function submitsImplicitly(target: EventTarget | null, key: string): boolean {
  return key === 'Enter' && target instanceof HTMLInputElement && !BUTTON_LIKE.has(target.type);
}
