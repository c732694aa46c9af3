/**
 * The rules the field's HTML meets to be stored as the page will keep it (which links, when it is
 * empty): pure, shared by the editor (RichTextEditor.tsx,
 * rich-text-schema.ts) and its tests. They follow src/lib/sanitize.ts, which the island
 * does not import (sanitize-html would come with it into the browser): the tests check that
 * both agree.
 */

/** The link schemes sanitize.ts keeps; a link with any other scheme loses its href on the page. */
export const linkSchemes = ['https', 'http', 'mailto', 'tel'] as const;

const scheme = /^([a-z][a-z0-9.+-]*):/i;

/**
 * Whether the page keeps this href, as sanitize-html decides it: control characters and
 * spaces (which browsers skip inside a URL) and HTML comments do not count, then the scheme must
 * be one of linkSchemes; without a scheme, a relative URL is kept but a protocol-relative one
 * (`//host`, `\\host`) is not.
 */
export function isAllowedHref(href: unknown): href is string {
  if (typeof href !== 'string') return false;
  // eslint-disable-next-line no-control-regex -- the characters browsers ignore inside a URL
  const cleaned = href.replace(/[\x00-\x20]+/g, '').replace(/<!--[\s\S]*?-->/g, '');
  if (cleaned === '') return false;
  const found = scheme.exec(cleaned);
  if (!found) return !/^[/\\]{2}/.test(cleaned);
  return (linkSchemes as readonly string[]).includes(found[1]!.toLowerCase());
}

/**
 * What an editor typed into the link field, as an href the page keeps, or null when it cannot
 * be one: an allowed scheme as typed, a path on the site (`/…`, `#…`, `?…`) as typed, an e-mail
 * address as mailto:, a phone number written with a leading + as tel:, and a bare host name
 * (`example.com/page`) as https://.
 */
export function toLinkHref(input: string): string | null {
  const text = input.trim();
  if (/^\+[\d\s().-]{6,}$/.test(text)) return `tel:${text.replace(/[^\d+]/g, '')}`;
  if (text === '' || /\s/.test(text)) return null;
  if (scheme.test(text)) return isAllowedHref(text) && !/^https?:(?!\/\/[^/])/i.test(text) ? text : null;
  if (/^[/#?]/.test(text)) return isAllowedHref(text) ? text : null;
  if (/^[^@/]+@[^@/]+\.[^@/.]+$/.test(text)) return `mailto:${text}`;
  if (/^[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d+)?([/?#].*)?$/u.test(text)) return `https://${text}`;
  return null;
}

/** Blocks with nothing to show: the editor's empty document is `<p></p>`. */
const emptyDocument = /^(\s*<(p|h[2-4])>(\s|&nbsp;|<br\s*\/?>)*<\/\2>)*\s*$/;

/**
 * The HTML to store for what the editor holds: '' when it shows nothing (an empty paragraph
 * or heading, only line breaks), else the HTML as it is.
 */
export function normalizeRichText(html: string): string {
  return emptyDocument.test(html) ? '' : html;
}
