/** The name a visitor's file is kept and offered under ends in the extension of the kind its bytes are. */
import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS, attachmentKindOfType, fileNameForKind } from '../../src/content/attachments';

describe('a file named by what it is', () => {
  it('keeps a name that already ends in one of its kind’s extensions, whatever the case', () => {
    expect(fileNameForKind('kat-planı.pdf', 'pdf')).toBe('kat-planı.pdf');
    expect(fileNameForKind('FOTO.JPEG', 'jpeg')).toBe('FOTO.JPEG');
    expect(fileNameForKind('pano.jpg', 'jpeg')).toBe('pano.jpg');
  });

  it('replaces the extension of another kind, a program’s or a page’s, with the kind’s', () => {
    expect(fileNameForKind('invoice.html', 'pdf')).toBe('invoice.pdf');
    expect(fileNameForKind('plan.hta', 'pdf')).toBe('plan.pdf');
    expect(fileNameForKind('plan.exe', 'dwg')).toBe('plan.dwg');
    expect(fileNameForKind('çizim.bat', 'dxf')).toBe('çizim.dxf');
    expect(fileNameForKind('foto.png', 'jpeg')).toBe('foto.jpg');
    // Only the last: what comes before stays part of the name.
    expect(fileNameForKind('rapor.2026.exe', 'pdf')).toBe('rapor.2026.pdf');
  });

  it('adds the kind’s extension to a name without one, and gives a name to one that is only an extension', () => {
    expect(fileNameForKind('plan', 'dwg')).toBe('plan.dwg');
    expect(fileNameForKind('.bashrc', 'pdf')).toBe('.bashrc.pdf');
    expect(fileNameForKind('invoice.pdf.exe', 'pdf')).toBe('invoice.pdf.pdf');
    // Windows drops trailing dots and spaces, which would show the extension before them.
    expect(fileNameForKind('invoice.exe. . ', 'pdf')).toBe('invoice.pdf');
    expect(fileNameForKind('...', 'pdf')).toBe('file.pdf');
  });

  it('stays within the kept length', () => {
    const long = `${'ş'.repeat(ATTACHMENT_LIMITS.nameLength - 4)}.exe`;
    const named = fileNameForKind(long, 'jpeg');
    expect([...named]).toHaveLength(ATTACHMENT_LIMITS.nameLength);
    expect(named.endsWith('ş.jpg')).toBe(true);
  });

  it('reads a stored media type back as its kind', () => {
    expect(attachmentKindOfType('image/vnd.dwg')).toBe('dwg');
    expect(attachmentKindOfType('application/pdf')).toBe('pdf');
  });
});
