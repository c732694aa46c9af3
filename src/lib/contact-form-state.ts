/**
 * The contact form as the server's answer to a native post renders it: shared by the server
 * (src/server/contact/form-answer.ts) and the form's island, which must not import the server.
 */
import type { FileProblem } from '../content/attachments';
import { FORM_FIELDS, type FormValues, type RefusedField } from '../content/contact-fields';
import type { ContactFormPage } from '../i18n/routes';

/** What the form shows above its fields after a post that was not stored. */
export type FormNotice = { kind: 'notSent' } | { kind: 'tooMany'; minutes: number };

/** The form as the answer page renders it. */
export interface FormState {
  values: FormValues;
  /** Fields the server refused, in the form's order, each with why. */
  invalid: RefusedField[];
  notice?: FormNotice;
  /** The page the form was posted from, as its hidden field said (the quote page's answer stays a quote's). */
  sentFrom?: ContactFormPage;
  /** The project a project's quote form sent (its document id), which the form sends again. */
  project?: string;
  /** Why the files sent were refused. */
  fileProblem?: FileProblem;
  /** The post carried files, and they were not kept: the visitor chooses them again (a browser cannot be given them back). */
  filesDropped?: true;
}

/**
 * The form's fields among the refusals the server names (the JSON answer's `fields`), in the
 * form's order, each once: refused for its length alone it is 'tooLong', for anything else
 * 'invalid' (what its own message says), so the form never names a reason that was not the one.
 */
export function refusedFields(errors: readonly { field?: unknown; problem?: unknown }[]): RefusedField[] {
  return FORM_FIELDS.flatMap((field) => {
    const own = errors.filter((error) => error.field === field);
    if (own.length === 0) return [];
    return [{ field, problem: own.every((error) => error.problem === 'tooLong') ? ('tooLong' as const) : ('invalid' as const) }];
  });
}
