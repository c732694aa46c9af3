/**
 * JSON that goes into HTML (JSON-LD in <script type="application/ld+json">). JSON.stringify
 * leaves `</script>`, `<!--` and U+2028/2029 as they are, so content could end the script
 * element and start markup of its own. Escaping <, >, & and the two line separators as JSON
 * unicode escapes keeps the data identical for any JSON parser and inert for the HTML parser.
 */
const UNSAFE_IN_HTML = /[<>&\u2028\u2029]/g;

export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(UNSAFE_IN_HTML, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
