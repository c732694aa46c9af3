/**
 * The placeholders a reply template may hold, filled in from the request it answers. A brace
 * pair naming anything else would reach the visitor as written, so the studio refuses it.
 */
const REPLY_PLACEHOLDERS = ['name'] as const;
type ReplyPlaceholder = (typeof REPLY_PLACEHOLDERS)[number];

const PLACEHOLDER = /\{([^{}\s]*)\}/g;

const isKnown = (name: string): name is ReplyPlaceholder => (REPLY_PLACEHOLDERS as readonly string[]).includes(name);

/** Each placeholder of `text` that is not one of REPLY_PLACEHOLDERS, once, in order. */
export function unknownPlaceholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!).filter((name) => !isKnown(name)))];
}

/** `text` with each known placeholder replaced by its value; an unknown one stays as written. */
export function fillPlaceholders(text: string, values: Readonly<Record<ReplyPlaceholder, string>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => (isKnown(name) ? values[name] : whole));
}

/** How a placeholder is written in a template, for messages: `{name}`. */
export const placeholderList = REPLY_PLACEHOLDERS.map((name) => `{${name}}`).join(', ');
