/**
 * Plain text from the content with its e-mail addresses picked out, so a page can show each
 * address as a mailto: link while every other character stays text (escaped as text).
 */
export type TextPart = { text: string } | { email: string };

/**
 * An address as people write one in a sentence: the domain ends in letters, so a full stop or
 * comma after it stays with the sentence.
 */
const EMAIL = /[\w.+-]+@(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}/gi;

export function withEmailLinks(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(EMAIL)) {
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ email: match[0] });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}
