/**
 * A PDF's active content is seen as the file streams past: each keyword PDFiD counts, whole,
 * hex-escaped or not, wherever the chunks happen to split it; nothing else.
 */
import { describe, expect, it } from 'vitest';
import { activeContentScanner } from '../../../../src/server/contact/attachments/pdf-active-content';
import { samplePdf } from '../../../fixtures/drawings';

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
];

/** The keywords found in `text`, handed to the scanner in the given chunks (split at `splits`). */
function scan(text: string | Buffer, splits: number[] = []): string[] {
  const bytes = typeof text === 'string' ? Buffer.from(text, 'latin1') : text;
  const scanner = activeContentScanner();
  let from = 0;
  for (const at of [...splits, bytes.length]) {
    scanner.push(bytes.subarray(from, at));
    from = at;
  }
  return scanner.found();
}

/** The name with every letter written as a hex escape, the way a file hiding it would. */
const escapeAll = (keyword: string) =>
  `/${[...keyword.slice(1)].map((char) => `#${char.charCodeAt(0).toString(16).padStart(2, '0')}`).join('')}`;

describe('activeContentScanner', () => {
  it.each(KEYWORDS)('finds %s as a dictionary key', (keyword) => {
    expect(scan(`1 0 obj\n<< /Type /Catalog ${keyword} 5 0 R >>\nendobj\n`)).toEqual([keyword]);
  });

  it.each(KEYWORDS)('finds %s whatever ends it: white space, a delimiter or the end of the data', (keyword) => {
    for (const end of [' ', '\n', '\r', '\t', '\f', '\0', '(', ')', '<', '>', '[', ']', '{', '}', '/', '%', ''])
      expect(scan(`<<${keyword}${end}`), JSON.stringify(end)).toEqual([keyword]);
  });

  it('finds names hex-escaped as a PDF reader decodes them, one letter or all, in either case of hex digit', () => {
    expect(scan('<< /S /J#61vaScript /JS (app.alert\\(1\\)) >>')).toEqual(['/JS', '/JavaScript']);
    expect(scan('<</Open#41ction 6 0 R>>')).toEqual(['/OpenAction']);
    expect(scan('<</#4a#53(x)>>')).toEqual(['/JS']);
    for (const keyword of KEYWORDS) expect(scan(`<<${escapeAll(keyword)} 1 0 R>>`), keyword).toEqual([keyword]);
  });

  it('finds each keyword split across two chunks at every point of it, escaped or not', () => {
    for (const keyword of KEYWORDS) {
      for (const written of [keyword, escapeAll(keyword)]) {
        const text = `<< /Type /Catalog ${written} 5 0 R >>`;
        const start = text.indexOf(written);
        for (let split = start; split <= start + written.length + 1; split += 1) {
          expect(scan(text, [split]), `${written} split at ${split - start}`).toEqual([keyword]);
        }
      }
    }
  });

  it('finds a keyword fed one byte at a time, and a chunk may be empty', () => {
    const text = '<</AA<</O 3 0 R>>/Launch<</F(x.exe)>>>>';
    expect(scan(text, [0, 0, ...Array.from(text, (_, index) => index)])).toEqual(['/AA', '/Launch']);
  });

  it('finds each keyword once, in the order of risk, however often it appears', () => {
    expect(scan('/AcroForm 1 0 R /JS (a) /JS (b) /J#53 (c) /OpenAction 2 0 R /AcroForm 3 0 R')).toEqual([
      '/JS',
      '/OpenAction',
      '/AcroForm',
    ]);
  });

  it('flags no false friend: longer names, shorter ones, another case, an escape that is no escape', () => {
    expect(
      scan(
        [
          '/JSX /AAB /JavaScriptFoo /OpenActions /Launcher /XFAForm /AcroForms /EmbeddedFiles /RichMediaContent',
          '/J /A /Java /JBIG2 /EmbeddedFil /javascript /js /aa /openaction /ObjStm /Root /Names /URI',
          '/J#53X /J#5 /J#5S /J#xS /JS#',
          'JS JavaScript OpenAction (OpenAction) AA',
        ].join('\n'),
      ),
    ).toEqual([]);
    // Names written straight after one another still each end the one before: /JSX then /AA.
    expect(scan('/JSX/AA')).toEqual(['/AA']);
  });

  it('keeps a # that begins no escape as a reader does, so the name it is part of is no keyword', () => {
    expect(scan('/J#S /JS#')).toEqual([]);
    expect(scan('/J#', [2])).toEqual([]);
  });

  it('flags nothing in a clean PDF and the script a PDF runs on opening in an active one', () => {
    expect(scan(samplePdf().bytes)).toEqual([]);
    expect(scan(samplePdf({ active: true }).bytes)).toEqual(['/JS', '/JavaScript', '/OpenAction']);
  });

  it('holds no more than one name between chunks: a name longer than any keyword is no keyword, however long', () => {
    const long = `/${'J'.repeat(1_000_000)}S `;
    expect(scan(long, [500_000])).toEqual([]);
    expect(scan(`${long}/XFA`)).toEqual(['/XFA']);
  });

  it('keeps its memory constant through a name of many megabytes', () => {
    const scanner = activeContentScanner();
    const chunk = Buffer.alloc(1 << 20, 0x41);
    scanner.push(Buffer.from('/'));
    scanner.push(chunk);
    const before = process.memoryUsage().heapUsed;
    for (let count = 0; count < 8; count += 1) scanner.push(chunk);
    // Keeping the name would hold eight million characters, tens of megabytes in V8's strings.
    expect(process.memoryUsage().heapUsed - before).toBeLessThan(8 << 20);
    expect(scanner.found()).toEqual([]);
  });
});
