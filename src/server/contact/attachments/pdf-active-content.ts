/**
 * Whether a PDF can do more than show pages: the names PDFiD counts for scripts, actions run on
 * opening, launched programs, embedded files, rich media and forms. Such a PDF is kept, and
 * staff are told which of the names it holds.
 *
 * The file is read as it streams past, a byte at a time, in time linear in its size and constant
 * memory: the only state between chunks is the name being read, and only as many of its
 * characters as the longest keyword has, so a keyword split across two chunks is still seen.
 * Names are decoded as a PDF reader decodes them (`/J#61vaScript` is `/JavaScript`) and match
 * whole only (`/JSX` is not `/JS`).
 *
 * What it cannot see: compressed streams are not inflated, and with them not the object streams
 * (`/ObjStm`) that hold most objects of a modern PDF. A name hidden inside one is not seen, so a
 * PDF without a flag is not known to be inert; staff are told only what is seen. `/ObjStm`
 * itself is not flagged: nearly every PDF written today has one. The scan does not tell
 * dictionaries from strings or stream data either, so a keyword written in a page's text, or a
 * short one (`/JS`, `/AA`) arising by chance in compressed bytes, flags the file too.
 */

/** High risk: scripts and what runs without asking; medium: what carries other content. */
const KEYWORDS = [
  '/JS',
  '/JavaScript',
  '/AA',
  '/OpenAction',
  '/Launch',
  '/JBIG2Decode',
  '/EmbeddedFile',
  '/RichMedia',
  '/XFA',
  '/AcroForm',
] as const;
const LONGEST = Math.max(...KEYWORDS.map((keyword) => keyword.length));

/** White-space and delimiter bytes, which end a name (ISO 32000-1, 7.2.2). */
const ENDS_NAME = new Uint8Array(256);
for (const char of '\0\t\n\f\r ()<>[]{}/%') ENDS_NAME[char.charCodeAt(0)] = 1;
const SOLIDUS = 0x2f;
const NUMBER_SIGN = 0x23;

const HEX_DIGIT = new Uint8Array(256);
for (const char of '0123456789ABCDEFabcdef') HEX_DIGIT[char.charCodeAt(0)] = 1;

export function activeContentScanner(): { push(chunk: Uint8Array): void; found(): string[] } {
  const seen = new Set<string>();
  /** The name being read, decoded, or null between names; `overlong` once it outgrew every keyword. */
  let name: string | null = null;
  let overlong = false;
  /** After `#`: the escape's characters so far (`#`, then `#` and one hex digit), or '' outside one. */
  let escape = '';

  const append = (text: string) => {
    if (overlong || text === '') return;
    if (name!.length + text.length > LONGEST) overlong = true;
    else name += text;
  };
  const keywordOf = (candidate: string) => (!overlong && (KEYWORDS as readonly string[]).includes(candidate) ? candidate : undefined);

  const startName = () => {
    name = '/';
    overlong = false;
    escape = '';
  };
  const endName = () => {
    // A `#` without two hex digits after it is no escape: a reader keeps it as it stands.
    append(escape);
    const keyword = keywordOf(name!);
    if (keyword) seen.add(keyword);
    name = null;
    escape = '';
  };
  const readInName = (byte: number) => {
    if (ENDS_NAME[byte]) {
      endName();
      if (byte === SOLIDUS) startName();
      return;
    }
    if (escape !== '') {
      if (!HEX_DIGIT[byte]) {
        append(escape);
        escape = '';
      } else if (escape.length === 1) {
        escape += String.fromCharCode(byte);
        return;
      } else {
        append(String.fromCharCode(parseInt(escape.slice(1) + String.fromCharCode(byte), 16)));
        escape = '';
        return;
      }
    }
    if (byte === NUMBER_SIGN) escape = '#';
    else append(String.fromCharCode(byte));
  };

  return {
    push(chunk) {
      let at = 0;
      while (at < chunk.length) {
        if (name === null) {
          // Between names only a solidus matters: skip to the next one.
          const solidus = chunk.indexOf(SOLIDUS, at);
          if (solidus < 0) return;
          startName();
          at = solidus + 1;
        } else {
          readInName(chunk[at]!);
          at += 1;
        }
      }
    },
    /** The keywords seen so far, in the order of KEYWORDS; a name the data ends with counts as ended. */
    found() {
      const last = name === null ? undefined : keywordOf(name + escape);
      return KEYWORDS.filter((keyword) => seen.has(keyword) || keyword === last);
    },
  };
}
