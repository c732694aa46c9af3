/**
 * A visitor's file is the kind its first bytes say, whatever its name: PDF, DWG (AutoCAD R13
 * to 2018+), DXF (ASCII as its writers differ, or binary), JPEG or PNG; nothing else.
 */
import { describe, expect, it } from 'vitest';
import { FILE_KIND_HEAD_BYTES, fileKindOf } from '../../../../src/server/contact/attachments/file-kind';
import { renamedExecutable, sampleBinaryDxf, sampleDwg, sampleDxf, sampleJpeg, samplePdf, samplePng } from '../../../fixtures/drawings';

const bytes = (text: string) => Buffer.from(text, 'latin1');
/** What the caller hands over: the file's first FILE_KIND_HEAD_BYTES, or the whole of a shorter file. */
const head = (file: Uint8Array) => file.subarray(0, FILE_KIND_HEAD_BYTES);

describe('fileKindOf', () => {
  it('reads the samples the other tests send as the kinds they are', async () => {
    expect(fileKindOf(head(samplePdf().bytes))).toBe('pdf');
    expect(fileKindOf(head(samplePdf({ active: true }).bytes))).toBe('pdf');
    expect(fileKindOf(head(sampleDwg().bytes))).toBe('dwg');
    expect(fileKindOf(head(sampleDxf().bytes))).toBe('dxf');
    expect(fileKindOf(head(sampleBinaryDxf().bytes))).toBe('dxf');
    expect(fileKindOf(head((await sampleJpeg()).bytes))).toBe('jpeg');
    expect(fileKindOf(head((await samplePng()).bytes))).toBe('png');
  });

  it('needs no more than its head: Acrobat looks for a PDF header within the first 1,024 bytes', () => {
    expect(FILE_KIND_HEAD_BYTES).toBe(1024);
  });

  describe('PDF', () => {
    const withHeaderAt = (offset: number) => Buffer.concat([Buffer.alloc(offset, 0x20), bytes('%PDF-1.7\n1 0 obj')]);

    it('is a PDF with its header at the start or anywhere in the first 1,024 bytes', () => {
      expect(fileKindOf(withHeaderAt(0))).toBe('pdf');
      expect(fileKindOf(withHeaderAt(900))).toBe('pdf');
      expect(fileKindOf(withHeaderAt(1024 - 5))).toBe('pdf');
    });

    it('is not a PDF when the header comes later, even if the caller hands over more', () => {
      expect(fileKindOf(withHeaderAt(1100))).toBeUndefined();
      // Begun inside the first 1,024 bytes, ended outside them.
      expect(fileKindOf(withHeaderAt(1024 - 4))).toBeUndefined();
    });

    it('is not a PDF when the file begins as a program or an archive, whatever follows', () => {
      for (const start of ['MZ', '\x7fELF', '\xfe\xed\xfa\xcf', '\xcf\xfa\xed\xfe', '\xca\xfe\xba\xbe', '#!/bin/sh\n', 'PK\x03\x04']) {
        expect(fileKindOf(bytes(`${start}\0\0\0\0%PDF-1.4\n`)), JSON.stringify(start)).toBeUndefined();
      }
    });
  });

  describe('DWG', () => {
    it.each([
      ['AC1012', 'R13'],
      ['AC1014', 'R14'],
      ['AC1015', '2000'],
      ['AC1018', '2004'],
      ['AC1021', '2007'],
      ['AC1024', '2010'],
      ['AC1027', '2013'],
      ['AC1032', '2018 and later'],
    ])('is a DWG with the header %s (AutoCAD %s)', (version) => {
      expect(fileKindOf(Buffer.concat([bytes(version), Buffer.alloc(20, 0)]))).toBe('dwg');
    });

    it.each(['AC1009', 'AC1013', 'AC1031', 'AC2000', 'AC10', 'ac1032', 'AC103'])('is not a DWG with the header %s', (version) => {
      expect(fileKindOf(Buffer.concat([bytes(version), Buffer.alloc(20, 0)]))).toBeUndefined();
    });

    it('is not a DWG when the header is further in', () => {
      expect(fileKindOf(bytes(' AC1032\0\0\0\0'))).toBeUndefined();
    });
  });

  describe('DXF', () => {
    it.each([
      ['the plain start', '0\nSECTION\n2\nHEADER\n'],
      ['a group code padded to three columns', '  0\nSECTION\n  2\nHEADER\n'],
      ['Windows line ends', '  0\r\nSECTION\r\n  2\r\nHEADER\r\n'],
      ['a byte-order mark', '\xef\xbb\xbf  0\r\nSECTION\r\n'],
      ['blank lines and spaces first', '\r\n\n   \n  0\nSECTION\n'],
      ['a comment first', '999\ndxfrw 1.1.0\n  0\nSECTION\n'],
      ['comments first, padded, one of them empty', '\xef\xbb\xbf999\r\nMade by a plotter\r\n999\r\n\r\n  0\r\nSECTION\r\n'],
      ['trailing spaces after code and value', '  0  \nSECTION \n'],
    ])('is a DXF with %s', (_, text) => {
      expect(fileKindOf(bytes(text))).toBe('dxf');
    });

    it('is a DXF in binary, by its sentinel', () => {
      expect(fileKindOf(bytes('AutoCAD Binary DXF\r\n\x1a\x00\x00\x00SECTION\x00'))).toBe('dxf');
      expect(fileKindOf(bytes('AutoCAD Binary DXF\r\n\x1a\x01'))).toBeUndefined();
      expect(fileKindOf(bytes('AutoCAD Binary DXF\n\x1a\x00'))).toBeUndefined();
    });

    it.each([
      ['another group code first', '  2\nSECTION\n'],
      ['another value', '  0\nSECTIONS\n'],
      ['the value in lower case', '  0\nsection\n'],
      ['a comment code without its comment line', '999'],
      ['the section line unfinished', '  0\nSECT'],
      ['the section line without its end, which may go on', '  0\nSECTION'],
      ['a code and a value on one line', '0 SECTION\n'],
      ['text that begins with a zero', '0\nSome text\n'],
      ['comments only', '999\na\n999\nb\n'],
    ])('is not a DXF with %s', (_, text) => {
      expect(fileKindOf(bytes(text))).toBeUndefined();
    });
  });

  it('is a JPEG or a PNG by their signatures alone', () => {
    expect(fileKindOf(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(fileKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(fileKindOf(Uint8Array.from([0xff, 0xd8]))).toBeUndefined();
    expect(fileKindOf(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a]))).toBeUndefined();
  });

  it('is nothing for a program named as an invoice, nor for anything else a browser would open', () => {
    expect(renamedExecutable().name).toMatch(/\.pdf$/);
    expect(fileKindOf(head(renamedExecutable().bytes))).toBeUndefined();
    for (const text of [
      '',
      'PK\x03\x04\x14\x00\x00\x00',
      '<!doctype html><html><script>alert(1)</script>',
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>',
      'GIF89a\x01\x00\x01\x00',
      'RIFF\x1a\x00\x00\x00WEBPVP8 ',
      'Plain text about a quote',
    ]) {
      expect(fileKindOf(bytes(text)), JSON.stringify(text)).toBeUndefined();
    }
  });
});
