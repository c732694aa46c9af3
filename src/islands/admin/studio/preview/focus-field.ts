/**
 * Click to edit: the field a click in the pane named (its path, as the pane's page carries it),
 * focused in the editor's form, in the pane's language's column or, for a fact shared by every
 * language, in the column that holds it. A closed part of the form around it is opened first.
 */
import type { FieldDescription } from '../../../../content/field-meta';
import type { Lang } from '../../../../i18n/routes';
import { controlId, parseFieldPath } from '../unit/unit-data';

const CONTROLS = 'input:not([type="hidden"]), textarea, select, [contenteditable="true"], button';

/** The element that takes the focus for the control `id`: itself, or the first control inside it. */
function focusable(id: string): HTMLElement | null {
  const element = document.getElementById(id);
  if (!element || element.matches(CONTROLS)) return element;
  return element.querySelector<HTMLElement>(CONTROLS);
}

/** Focuses the field at `path`; false when the form shows no control for it. */
export function focusField(fields: readonly FieldDescription[], path: string, columns: readonly Lang[]): boolean {
  const parts = parseFieldPath(path);
  for (const lang of columns) {
    const control = focusable(controlId(fields, `field-${lang}`, parts));
    if (!control) continue;
    for (let around = control.parentElement; around; around = around.parentElement)
      if (around instanceof HTMLDetailsElement) around.open = true;
    control.focus({ preventScroll: true });
    control.scrollIntoView({ block: 'center' });
    return true;
  }
  return false;
}
