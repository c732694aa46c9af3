/**
 * The subject a project's quote form starts with: the contact page's template (content, per
 * language) with the project's name in place of PROJECT_PLACEHOLDER.
 */
import { CONTACT_LIMITS } from '../content/contact-fields';

/** Where the project's name goes in the template; editors read it in the field's label. */
const PROJECT_PLACEHOLDER = '{project}';

const ELLIPSIS = '…';

/**
 * `template`: the content's, or undefined where the content was saved before it existed; then
 * `fallback` (the plain quote's subject), a colon and the name. A long name is shortened so the
 * subject fits the field's limit: the form must never start with a value the server refuses.
 */
export function projectQuoteSubject(template: string | undefined, fallback: string, name: string): string {
  const pattern = template ?? `${fallback}: ${PROJECT_PLACEHOLDER}`;
  const fill = (value: string) => pattern.replaceAll(PROJECT_PLACEHOLDER, value);
  const subject = fill(name);
  if (subject.length <= CONTACT_LIMITS.subject) return subject;
  const places = pattern.split(PROJECT_PLACEHOLDER).length - 1;
  const room = places === 0 ? 0 : Math.floor((CONTACT_LIMITS.subject - fill('').length) / places) - ELLIPSIS.length;
  // A template too long for any name (or without one) keeps its own words, cut to the limit.
  if (room <= 0) return subject.slice(0, CONTACT_LIMITS.subject);
  return fill(`${name.slice(0, room).trimEnd()}${ELLIPSIS}`);
}
