/**
 * The contact form as the server's answer to a native post renders it: shared by the server
 * (src/server/contact/form-answer.ts) and the form's island, which must not import the server.
 */
import type { FileProblem } from '../content/attachments';
import type { FormField, FormValues } from '../content/contact-fields';
import type { ContactFormPage } from '../i18n/routes';

/** What the form shows above its fields after a post that was not stored. */
export type FormNotice = { kind: 'notSent' } | { kind: 'tooMany'; minutes: number };

/** The form as the answer page renders it. */
export interface FormState {
  values: FormValues;
  /** Fields the server refused, in the form's order. */
  invalid: FormField[];
  notice?: FormNotice;
  /** The page the form was posted from, as its hidden field said (the quote page's answer stays a quote's). */
  sentFrom?: ContactFormPage;
  /** Why the files sent were refused. */
  fileProblem?: FileProblem;
  /** The post carried files, and they were not kept: the visitor chooses them again (a browser cannot be given them back). */
  filesDropped?: true;
}
