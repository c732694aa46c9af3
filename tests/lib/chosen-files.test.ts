import { describe, expect, it } from 'vitest';
import { ATTACHMENT_LIMITS } from '../../src/content/attachments';
import { chosenFilesProblem, fileText } from '../../src/lib/chosen-files';

const file = (name: string, size = 1000) => ({ name, size });

describe('chosenFilesProblem', () => {
  it('takes drawings and photos by their names, in any case', () => {
    expect(
      chosenFilesProblem([file('plan.PDF'), file('tesisat.dwg'), file('pano.dxf'), file('saha.jpeg'), file('a.JPG'), file('b.png')]),
    ).toBeUndefined();
    expect(chosenFilesProblem([])).toBeUndefined();
  });

  it('names the first file no accepted kind has', () => {
    expect(chosenFilesProblem([file('plan.pdf'), file('kurulum.exe'), file('x.zip')])).toEqual({ reason: 'kind', name: 'kurulum.exe' });
    expect(chosenFilesProblem([file('pdf')])).toEqual({ reason: 'kind', name: 'pdf' });
  });

  it(`refuses more than ${ATTACHMENT_LIMITS.files} files, and more than the total together`, () => {
    const ten = Array.from({ length: ATTACHMENT_LIMITS.files }, (_, i) => file(`${i}.pdf`));
    expect(chosenFilesProblem(ten)).toBeUndefined();
    expect(chosenFilesProblem([...ten, file('11.pdf')])).toEqual({ reason: 'count', name: null });
    const half = ATTACHMENT_LIMITS.totalBytes / 2;
    expect(chosenFilesProblem([file('a.pdf', half), file('b.pdf', half)])).toBeUndefined();
    expect(chosenFilesProblem([file('a.pdf', half), file('b.pdf', half + 1)])).toEqual({ reason: 'size', name: null });
  });
});

describe('fileText', () => {
  it('fills the limits and the kinds in the visitor’s language', () => {
    expect(fileText('{kinds}; {files} / {megabytes} MB', 'tr')).toBe('PDF, DWG, DXF, JPEG veya PNG; 10 / 25 MB');
    expect(fileText('{name}: not a {kinds} file', 'en', 'x.exe')).toBe('x.exe: not a PDF, DWG, DXF, JPEG, or PNG file');
  });
});
