/** Moves the focus where the form's status says the visitor must look next, once that is on the screen. */
import { useEffect, type Dispatch, type RefObject } from 'react';
import { FILES_INPUT_ID, inputId } from './ids';
import type { FocusTarget, FormEvent } from './status';

export function useFocusTarget(
  target: FocusTarget | undefined,
  dispatch: Dispatch<FormEvent>,
  formRef: RefObject<HTMLFormElement | null>,
  alertRef: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!target) return;
    const element = {
      field: () => (target.kind === 'field' ? document.getElementById(inputId(target.field)) : null),
      files: () => document.getElementById(FILES_INPUT_ID),
      alert: () => alertRef.current,
      form: () => formRef.current?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"]), textarea') ?? null,
    }[target.kind]();
    element?.focus();
    dispatch({ type: 'focused' });
  }, [target, dispatch, formRef, alertRef]);
}
