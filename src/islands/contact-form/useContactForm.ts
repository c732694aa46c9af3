/**
 * The contact form's island state, adapted from plain functions: the draft (useDraft), what is
 * checked before sending (validation.ts), the phases and refusals (status.ts) and one send with
 * its progress and cancel (send.ts).
 */
import { useEffect, useReducer, useRef, useState, type RefObject } from 'react';
import type { FormField, FormValues } from '../../content/contact-fields';
import { chosenFilesProblem } from '../../lib/chosen-files';
import type { FormState } from '../../lib/contact-form-state';
import { withReference } from '../../lib/request-reference';
import { FILES_INPUT_ID } from './ids';
import { fieldsOnPage } from './takeover';
import { sendRequest } from './send';
import { formReducer, initialStatus } from './status';
import { draftKey } from './draft';
import { useDraft } from './useDraft';
import { useFocusTarget } from './useFocusTarget';
import { refusedBeforeSending } from './validation';

export interface FormSetup {
  lang: string;
  endpoint: string;
  /** The 'sent' page, where a stored request leads with its reference. */
  sentHref: string;
  sentFrom: string;
  project: string | undefined;
  /** The fields this form shows. */
  asked: readonly FormField[];
  start: FormValues;
  initial: FormState | undefined;
  formRef: RefObject<HTMLFormElement | null>;
  alertRef: RefObject<HTMLElement | null>;
}

export function useContactForm(setup: FormSetup) {
  const [files, setFiles] = useState<File[]>([]);
  const draft = useDraft(draftKey(setup.project), setup.start, setup.initial?.values, fieldsOnPage, files);
  const [status, dispatch] = useReducer(formReducer, setup.initial, initialStatus);
  const requestId = useRef<string | null>(null);
  const sending = useRef<AbortController | null>(null);
  useFocusTarget(status.focus, dispatch, setup.formRef, setup.alertRef);
  // Files chosen before the island hydrated are in the server-rendered input: they are taken over.
  useEffect(() => {
    const input = document.getElementById(FILES_INPUT_ID);
    if (!(input instanceof HTMLInputElement) || !input.files?.length) return;
    setFiles([...input.files]);
    dispatch({ type: 'filesChosen', problem: chosenFilesProblem([...input.files]) });
  }, []);

  const send = async (website: string) => {
    const invalid = refusedBeforeSending(draft.values, setup.asked);
    const fileProblem = chosenFilesProblem(files);
    if (invalid.length > 0 || fileProblem) return dispatch({ type: 'refused', invalid, fileProblem });
    // Chosen once: a retry after a lost answer is the same request, stored once.
    const id = (requestId.current ??= crypto.randomUUID());
    const controller = (sending.current = new AbortController());
    dispatch({ type: 'sending', bytes: files.reduce((total, file) => total + file.size, 0) });
    const outcome = await sendRequest({
      endpoint: setup.endpoint,
      fields: {
        ...draft.values,
        lang: setup.lang,
        requestId: id,
        sentFrom: setup.sentFrom,
        ...(setup.project ? { project: setup.project } : {}),
        website,
      },
      files,
      begunAt: draft.begunAt.current,
      signal: controller.signal,
      onProgress: (loaded, total) => dispatch({ type: 'progress', loaded, total }),
    });
    if (outcome.kind === 'cancelled') return dispatch({ type: 'cancelled' });
    if (outcome.kind === 'sent') {
      draft.clear();
      window.location.assign(withReference(setup.sentHref, id, outcome.filesRefused));
    }
    dispatch({ type: 'answered', outcome });
  };

  return {
    values: draft.values,
    files,
    filesToChooseAgain: draft.filesToChooseAgain,
    status,
    edit: (field: FormField, value: string) => {
      draft.setValues((current) => ({ ...current, [field]: value }));
      dispatch({ type: 'edited', field });
    },
    chooseFiles: (chosen: File[]) => {
      setFiles(chosen);
      dispatch({ type: 'filesChosen', problem: chosenFilesProblem(chosen) });
    },
    send,
    cancel: () => sending.current?.abort(),
    retry: () => dispatch({ type: 'retried' }),
  };
}
