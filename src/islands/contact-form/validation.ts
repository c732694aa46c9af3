/**
 * The form's own check before a byte is sent, by the server's rules (the limits and patterns of
 * src/content/contact-fields.ts, which the server's schema is built from): each field it would
 * refuse, in the form's order, with why. The island shows these in the page's language instead of
 * the browser's bubbles, which speak the browser's language and vanish.
 */
import {
  CONTACT_EMAIL_PATTERN,
  CONTACT_FIELDS,
  CONTACT_OPTIONAL_FIELDS,
  CONTACT_PHONE_PATTERN,
  KINDS_OF_WORK,
  TEXT_FIELD_LIMITS,
  visitorTextValue,
  type FormField,
  type FormFieldProblem,
  type FormValues,
  type RefusedField,
} from '../../content/contact-fields';

const PHONE = new RegExp(`^(?:${CONTACT_PHONE_PATTERN})$`, 'u');

/** The SPEC's fields but e-mail must be filled in; the quote's may stay empty. */
export const isRequired = (field: FormField): boolean =>
  (CONTACT_FIELDS as readonly FormField[]).includes(field) && !(CONTACT_OPTIONAL_FIELDS as readonly FormField[]).includes(field);

function problemOf(field: FormField, value: string): FormFieldProblem | undefined {
  if (value === '') return isRequired(field) ? 'invalid' : undefined;
  if (field === 'kindOfWork') return (KINDS_OF_WORK as readonly string[]).includes(value) ? undefined : 'invalid';
  // What the field needs before its length, as the server says it: a long text of letters is no phone number.
  if (field === 'phone' && !PHONE.test(value)) return 'invalid';
  if (field === 'email' && !CONTACT_EMAIL_PATTERN.test(value)) return 'invalid';
  return value.length > TEXT_FIELD_LIMITS[field] ? 'tooLong' : undefined;
}

/** `asked`: the fields this form shows (the quote's only where its content labels them). */
export function refusedBeforeSending(values: Partial<FormValues>, asked: readonly FormField[]): RefusedField[] {
  return asked.flatMap((field) => {
    const problem = problemOf(field, visitorTextValue(values[field] ?? ''));
    return problem ? [{ field, problem }] : [];
  });
}
