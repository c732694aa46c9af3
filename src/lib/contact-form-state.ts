/**
 * The contact form as the server's answer to a native post renders it: shared by the server
 * (src/server/contact/form-answer.ts) and the form's island, which must not import the server.
 */
import type { ContactField, ContactValues } from '../content/contact-fields';

/** What the form shows above its fields after a post that was not stored. */
export type FormNotice = { kind: 'notSent' } | { kind: 'tooMany'; minutes: number };

/** The form as the answer page renders it. */
export interface FormState {
  values: ContactValues;
  /** Fields the server refused, in the form's order. */
  invalid: ContactField[];
  notice?: FormNotice;
}
