import { FORM_FIELDS, type FormValues } from '../../content/contact-fields';
import { inputId } from './ids';

/**
 * The values a hydrating form starts from. The server rendered the form before its script
 * arrived, and the visitor may have typed into it meanwhile (or the browser restored or
 * autofilled it): what a field holds now that differs from what the server rendered is this
 * page view's input, and it wins. A field still as rendered takes the draft kept from an
 * earlier page view in this tab, when there is one; else it stays as rendered. A field the draft
 * holds empty leaves a value the page presets (the quote page's subject) in place.
 */
export function takeOverValues<T extends Record<string, string>>(
  rendered: T,
  onPage: Partial<Record<keyof T, string>>,
  draft?: Record<string, unknown>,
): T {
  const start = (field: keyof T & string, asRendered: string): string => {
    const now = onPage[field];
    if (now !== undefined && now !== asRendered) return now;
    const kept = draft?.[field];
    return typeof kept === 'string' && (kept !== '' || asRendered === '') ? kept : asRendered;
  };
  return Object.fromEntries(Object.entries(rendered).map(([field, asRendered]) => [field, start(field, asRendered)])) as T;
}

/** Whether two sets of values hold the same text in every field: then nothing needs rendering. */
export function sameValues<T extends Record<string, string>>(a: T, b: T): boolean {
  return Object.keys(a).every((field) => a[field] === b[field]);
}

/** What the server-rendered fields hold now: typed before the island hydrated, or restored or autofilled by the browser; nothing on the server. */
export const fieldsOnPage = (): Partial<FormValues> =>
  typeof document === 'undefined'
    ? {}
    : Object.fromEntries(
        FORM_FIELDS.flatMap((field) => {
          const element = document.getElementById(inputId(field));
          return element && 'value' in element && typeof element.value === 'string' ? [[field, element.value]] : [];
        }),
      );
