/**
 * Which of the accepted kinds a visitor's file is, read from its first bytes alone: never from
 * its name nor from the type the browser sent, both of which the visitor chooses. A file that
 * is none of them is refused by the caller.
 */
import type { AttachmentKind } from '../../../content/attachments';

/** The bytes fileKindOf reads: Acrobat looks for a PDF's header this far into the file. */
export const FILE_KIND_HEAD_BYTES = 1024;

const PDF_HEADER = ascii('%PDF-');
/** AutoCAD R13, R14, 2000, 2004, 2007, 2010, 2013 and 2018 onwards (2018's format is still the current one). */
const DWG_VERSIONS = ['AC1012', 'AC1014', 'AC1015', 'AC1018', 'AC1021', 'AC1024', 'AC1027', 'AC1032'].map(ascii);
const BINARY_DXF_SENTINEL = ascii('AutoCAD Binary DXF\r\n\x1a\x00');
const JPEG_START = [0xff, 0xd8, 0xff];
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/**
 * Programs and archives: a file that begins as one of them is not taken for a PDF even when
 * `%PDF-` follows (a polyglot), since a real PDF never begins so. Windows (MZ), Linux (ELF),
 * macOS (Mach-O, both byte orders, 32 and 64 bits, and universal), scripts (#!) and ZIP.
 */
const PROGRAM_STARTS = [
  ascii('MZ'),
  [0x7f, 0x45, 0x4c, 0x46],
  [0xfe, 0xed, 0xfa, 0xce],
  [0xfe, 0xed, 0xfa, 0xcf],
  [0xce, 0xfa, 0xed, 0xfe],
  [0xcf, 0xfa, 0xed, 0xfe],
  [0xca, 0xfe, 0xba, 0xbe],
  ascii('#!'),
  ascii('PK\x03\x04'),
];

export function fileKindOf(head: Uint8Array): AttachmentKind | undefined {
  const bytes = head.subarray(0, FILE_KIND_HEAD_BYTES);
  if (startsWith(bytes, JPEG_START)) return 'jpeg';
  if (startsWith(bytes, PNG_SIGNATURE)) return 'png';
  if (DWG_VERSIONS.some((version) => startsWith(bytes, version))) return 'dwg';
  if (startsWith(bytes, BINARY_DXF_SENTINEL)) return 'dxf';
  if (PROGRAM_STARTS.some((start) => startsWith(bytes, start))) return undefined;
  if (indexOf(bytes, PDF_HEADER) >= 0) return 'pdf';
  if (isAsciiDxf(bytes)) return 'dxf';
  return undefined;
}

/**
 * An ASCII DXF has no magic number: it is pairs of lines, a group code and a value, and the
 * first pair that is not a comment (code 999) opens a section (code 0, value SECTION). Writers
 * differ in what comes first: blank lines, a byte-order mark, comments, codes padded to three
 * columns (`  0`), Windows line ends.
 */
function isAsciiDxf(bytes: Uint8Array): boolean {
  const text = Buffer.from(bytes).toString('latin1');
  let at = text.startsWith('\xef\xbb\xbf') ? 3 : 0;
  while (at < text.length && ' \t\r\n'.includes(text[at]!)) at += 1;
  const nextLine = (): string | undefined => {
    const end = text.indexOf('\n', at);
    if (end < 0) return undefined;
    const line = text.slice(at, end);
    at = end + 1;
    // Trimmed: codes are padded to three columns, and a Windows line end leaves its \r.
    return line.trim();
  };
  for (;;) {
    const code = nextLine();
    const value = nextLine();
    if (code === undefined || value === undefined) return false;
    if (code === '999') continue;
    return code === '0' && value === 'SECTION';
  }
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

function startsWith(bytes: Uint8Array, start: readonly number[]): boolean {
  return start.length <= bytes.length && start.every((value, index) => bytes[index] === value);
}

function indexOf(bytes: Uint8Array, needle: readonly number[]): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(Uint8Array.from(needle));
}
