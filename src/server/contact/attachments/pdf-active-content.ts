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
/** The keywords' bytes after the solidus, as a decoded name is compared with them. */
const KEYWORD_BYTES = KEYWORDS.map((keyword) => Buffer.from(keyword.slice(1), 'latin1'));
const LONGEST = Math.max(...KEYWORD_BYTES.map((bytes) => bytes.length));

/** White-space and delimiter bytes, which end a name (ISO 32000-1, 7.2.2). */
const ENDS_NAME = new Uint8Array(256);
for (const char of '\0\t\n\f\r ()<>[]{}/%') ENDS_NAME[char.charCodeAt(0)] = 1;
const SOLIDUS = 0x2f;
const NUMBER_SIGN = 0x23;
/** Each byte's value as a hexadecimal digit, or -1. */
const HEX_VALUE = new Int8Array(256).fill(-1);
for (const [value, char] of [...'0123456789abcdef'].entries()) {
  HEX_VALUE[char.charCodeAt(0)] = value;
  HEX_VALUE[char.toUpperCase().charCodeAt(0)] = value;
}

/** The keywords of each length, by their index in KEYWORDS: most names end having been compared with none. */
const KEYWORDS_OF_LENGTH = Array.from({ length: LONGEST + 2 }, (_, length) =>
  KEYWORD_BYTES.flatMap((bytes, index) => (bytes.length === length ? [index] : [])),
);

/** The keyword `length` bytes of `name` spell, if any. */
function keywordOf(name: Uint8Array, length: number): (typeof KEYWORDS)[number] | undefined {
  for (const index of KEYWORDS_OF_LENGTH[length]!) {
    const keyword = KEYWORD_BYTES[index]!;
    let at = 0;
    while (at < length && name[at] === keyword[at]) at += 1;
    if (at === length) return KEYWORDS[index];
  }
  return undefined;
}

export function activeContentScanner(): { push(chunk: Uint8Array): void; found(): string[] } {
  const seen = new Set<string>();
  let inName = false;
  /** The name being read, decoded, without its solidus: its first LONGEST bytes, and how long it is (at most LONGEST + 1). */
  const name = new Uint8Array(LONGEST);
  let length = 0;
  /** Within an escape: 0 outside one, 1 after its `#`, 2 after its first hex digit (`digit`). */
  let escape = 0;
  let digit = 0;

  const add = (byte: number) => {
    if (length < LONGEST) name[length] = byte;
    if (length <= LONGEST) length += 1;
  };
  /** A `#` without two hex digits after it is no escape: a reader keeps it as it stands. */
  const keepUnfinishedEscape = () => {
    if (escape >= 1) add(NUMBER_SIGN);
    if (escape === 2) add(digit);
    escape = 0;
  };
  const startName = () => {
    inName = true;
    length = 0;
    escape = 0;
  };
  const endName = () => {
    keepUnfinishedEscape();
    const keyword = keywordOf(name, length);
    if (keyword) seen.add(keyword);
    inName = false;
  };

  return {
    push(chunk) {
      let at = 0;
      while (at < chunk.length) {
        if (!inName) {
          // Between names only a solidus matters: skip to the next one. (A loop, not indexOf: a
          // file of short names would pay a call for each.)
          while (at < chunk.length && chunk[at] !== SOLIDUS) at += 1;
          if (at === chunk.length) return;
          startName();
          at += 1;
          continue;
        }
        const byte = chunk[at]!;
        at += 1;
        if (ENDS_NAME[byte]) {
          endName();
          if (byte === SOLIDUS) startName();
        } else if (escape === 1 && HEX_VALUE[byte]! >= 0) {
          escape = 2;
          digit = byte;
        } else if (escape === 2 && HEX_VALUE[byte]! >= 0) {
          add(HEX_VALUE[digit]! * 16 + HEX_VALUE[byte]!);
          escape = 0;
        } else {
          keepUnfinishedEscape();
          if (byte === NUMBER_SIGN) escape = 1;
          else add(byte);
        }
      }
    },
    /** The keywords seen so far, in the order of KEYWORDS; a name the data ends with counts as ended. */
    found() {
      let last: string | undefined;
      if (inName) {
        const [savedLength, savedEscape] = [length, escape];
        keepUnfinishedEscape();
        last = keywordOf(name, length);
        [length, escape] = [savedLength, savedEscape];
      }
      return KEYWORDS.filter((keyword) => seen.has(keyword) || keyword === last);
    },
  };
}
