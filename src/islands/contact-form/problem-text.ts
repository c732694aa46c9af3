/** What the form says of a refused field, in the page's language: its length over the limit, or the field's own message. */
import { TEXT_FIELD_LIMITS, visitorTextValue, type FormValues, type RefusedField } from '../../content/contact-fields';
import type { UiStrings } from '../../i18n/ui';

export function problemText({ field, problem }: RefusedField, values: Partial<FormValues>, strings: UiStrings['contactForm']): string {
  if (problem !== 'tooLong' || field === 'kindOfWork') return strings.invalid[field];
  return strings.tooLong
    .replace('{limit}', String(TEXT_FIELD_LIMITS[field]))
    .replace('{length}', String(visitorTextValue(values[field] ?? '').length));
}
