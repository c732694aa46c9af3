/**
 * Where the form stands, as plain data and one reducer: which phase (editing, sending with the
 * upload's progress, sent, not sent, too many), the fields and files refused and why, the notice a
 * native post's answer brought, and where the focus goes next. The island's hook only adapts it.
 */
import type { FileProblem } from '../../content/attachments';
import type { FormField, RefusedField } from '../../content/contact-fields';
import type { FormNotice, FormState } from '../../lib/contact-form-state';
import type { SendOutcome } from './answer';

export type Phase =
  | { kind: 'editing' }
  /** `upload`: the files' bytes on their way (a request without files has none to count). */
  | { kind: 'sending'; upload?: { loaded: number; total: number } }
  | { kind: 'sent' }
  | { kind: 'notSent' }
  | { kind: 'tooMany'; minutes: number };

/** What the visitor must look at next: the first field to fix, the files, the alert that replaced the form, or the form again. */
export type FocusTarget = { kind: 'field'; field: FormField } | { kind: 'files' } | { kind: 'alert' } | { kind: 'form' };

export interface FormStatus {
  phase: Phase;
  invalid: RefusedField[];
  fileProblem?: FileProblem | undefined;
  notice?: FormNotice | undefined;
  /** Set by the change that needs it, taken once it is shown. */
  focus?: FocusTarget | undefined;
}

export type FormEvent =
  | { type: 'edited'; field: FormField }
  | { type: 'filesChosen'; problem: FileProblem | undefined }
  | { type: 'refused'; invalid: RefusedField[]; fileProblem: FileProblem | undefined }
  | { type: 'sending'; bytes: number }
  | { type: 'progress'; loaded: number; total: number }
  | { type: 'answered'; outcome: SendOutcome }
  | { type: 'cancelled' }
  | { type: 'retried' }
  | { type: 'focused' };

/** The form as the page rendered it: empty, or the server's answer to a native post. */
export const initialStatus = (initial: FormState | undefined): FormStatus => ({
  phase: { kind: 'editing' },
  invalid: initial?.invalid ?? [],
  fileProblem: initial?.fileProblem,
  notice: initial?.notice,
});

const editing: Phase = { kind: 'editing' };

/** Fields refused, or else files: the focus goes to the first thing to fix. */
function refused(status: FormStatus, invalid: RefusedField[], fileProblem: FileProblem | undefined): FormStatus {
  const first = invalid[0];
  const focus: FocusTarget | undefined = first ? { kind: 'field', field: first.field } : fileProblem ? { kind: 'files' } : undefined;
  return { ...status, phase: editing, invalid, fileProblem, focus };
}

export function formReducer(status: FormStatus, event: FormEvent): FormStatus {
  switch (event.type) {
    case 'edited':
      // Changed since it was refused: whether it is right now, the next send will tell.
      return status.invalid.some((r) => r.field === event.field)
        ? { ...status, invalid: status.invalid.filter((r) => r.field !== event.field) }
        : status;
    case 'filesChosen':
      return { ...status, fileProblem: event.problem };
    case 'refused':
      return refused(status, event.invalid, event.fileProblem);
    case 'sending':
      return {
        ...status,
        phase: event.bytes > 0 ? { kind: 'sending', upload: { loaded: 0, total: event.bytes } } : { kind: 'sending' },
        invalid: [],
        notice: undefined,
        focus: { kind: 'alert' },
      };
    case 'progress':
      return status.phase.kind === 'sending'
        ? { ...status, phase: { kind: 'sending', upload: { loaded: event.loaded, total: event.total } } }
        : status;
    case 'answered': {
      const { outcome } = event;
      if (outcome.kind === 'fields') return refused(status, outcome.invalid, undefined);
      if (outcome.kind === 'file') return refused(status, [], outcome.problem);
      const phase: Phase = outcome.kind === 'tooMany' ? { kind: 'tooMany', minutes: outcome.minutes } : { kind: outcome.kind };
      return { ...status, phase, focus: { kind: 'alert' } };
    }
    case 'cancelled':
      return status.phase.kind === 'sending' ? { ...status, phase: editing, focus: { kind: 'form' } } : status;
    case 'retried':
      return { ...status, phase: editing, focus: { kind: 'form' } };
    case 'focused':
      return status.focus ? { ...status, focus: undefined } : status;
  }
}
