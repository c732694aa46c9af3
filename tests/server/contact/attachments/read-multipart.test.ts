import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ATTACHMENTS_FIELD, ATTACHMENT_LIMITS } from '../../../../src/content/attachments';
import { cleanFileName, readMultipart } from '../../../../src/server/contact/attachments/read-multipart';
import { renamedExecutable, sampleDwg, sampleDxf, sampleJpeg, samplePdf, type SampleFile } from '../../../fixtures/drawings';

let staging: string;
beforeEach(() => {
  staging = mkdtempSync(join(tmpdir(), 'multipart-'));
});
afterEach(() => rmSync(staging, { recursive: true, force: true }));

const FIELDS = { name: 'Ayşe Yılmaz', phone: '+90 312 000 00 00', subject: 'Teklif talebi', message: 'Trafo merkezi için fiyat.' };

function post(files: readonly SampleFile[], fields: Record<string, string> = FIELDS): Request {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.mediaType }), file.name);
  return new Request('http://localhost/api/contact', { method: 'POST', body: form });
}

/** A multipart body written by hand, for what no browser's FormData sends. */
function rawPost(body: string | Buffer, boundary = 'b0undary'): Request {
  return new Request('http://localhost/api/contact', {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    body: typeof body === 'string' ? body : new Uint8Array(body),
  });
}

const staged = () => readdirSync(staging);

describe('readMultipart', () => {
  it('keeps the fields and stages each file with the kind read from its bytes', async () => {
    const files = [samplePdf(), sampleDwg(), sampleDxf(), await sampleJpeg()];
    const body = await readMultipart(post(files), staging);
    expect(body.problem).toBeUndefined();
    expect(body.broken).toBeUndefined();
    expect(body.fields).toEqual(FIELDS);
    expect(body.files.map(({ name, kind, size }) => ({ name, kind, size }))).toEqual(
      files.map((file, i) => ({ name: file.name, kind: ['pdf', 'dwg', 'dxf', 'jpeg'][i], size: file.bytes.byteLength })),
    );
    for (const [i, file] of body.files.entries()) expect(readFileSync(file.path).equals(files[i]!.bytes)).toBe(true);
    expect(body.files.every((file) => !file.activeContent)).toBe(true);
    await body.discard();
    expect(staged()).toEqual([]);
  });

  it('flags a PDF with active content, and only that one', async () => {
    const body = await readMultipart(post([samplePdf(), { ...samplePdf({ active: true }), name: 'etkin.pdf' }]), staging);
    expect(body.files.map(({ name, activeContent }) => [name, activeContent])).toEqual([
      [samplePdf().name, false],
      ['etkin.pdf', true],
    ]);
    await body.discard();
  });

  it('refuses a renamed executable by name, keeps nothing, and still reads the fields after it', async () => {
    const exe = renamedExecutable();
    const form = new FormData();
    form.append('name', FIELDS.name);
    form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(samplePdf().bytes)]), 'plan.pdf');
    form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(exe.bytes)], { type: 'application/pdf' }), exe.name);
    form.append('message', FIELDS.message);
    const body = await readMultipart(new Request('http://localhost/', { method: 'POST', body: form }), staging);
    expect(body.problem).toEqual({ reason: 'kind', name: exe.name });
    expect(body.files).toEqual([]);
    expect(body.fields).toEqual({ name: FIELDS.name, message: FIELDS.message });
    expect(staged()).toEqual([]);
  });

  it(`refuses file number ${ATTACHMENT_LIMITS.files + 1}`, async () => {
    const many = Array.from({ length: ATTACHMENT_LIMITS.files + 1 }, (_, i) => ({ ...sampleDxf(), name: `pano-${i}.dxf` }));
    const body = await readMultipart(post(many), staging);
    expect(body.problem).toEqual({ reason: 'count', name: null });
    expect(body.files).toEqual([]);
    expect(staged()).toEqual([]);
    const ten = await readMultipart(post(many.slice(0, ATTACHMENT_LIMITS.files)), staging);
    expect(ten.problem).toBeUndefined();
    expect(ten.files).toHaveLength(ATTACHMENT_LIMITS.files);
    await ten.discard();
  });

  it('refuses files larger than the total together, naming the one that went over, with the fields kept', async () => {
    const pdf = samplePdf();
    const big = (name: string, bytes: number) => ({
      ...pdf,
      name,
      bytes: Buffer.concat([pdf.bytes, Buffer.alloc(bytes - pdf.bytes.byteLength)]),
    });
    const body = await readMultipart(post([big('a.pdf', 13_000_000), big('b.pdf', 13_000_000)]), staging);
    expect(body.problem).toEqual({ reason: 'size', name: 'b.pdf' });
    expect(body.fields).toEqual(FIELDS);
    expect(body.files).toEqual([]);
    expect(staged()).toEqual([]);
  });

  it('takes the empty part a browser sends when no file was chosen as no file', async () => {
    const form = new FormData();
    for (const [name, value] of Object.entries(FIELDS)) form.append(name, value);
    form.append(ATTACHMENTS_FIELD, new Blob([]), '');
    const body = await readMultipart(new Request('http://localhost/', { method: 'POST', body: form }), staging);
    expect(body.problem).toBeUndefined();
    expect(body.files).toEqual([]);
    expect(staged()).toEqual([]);
  });

  it('takes a file part sent without a filename like the empty part, and a filled one by its place', async () => {
    const part = (content: string) =>
      `--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\n${FIELDS.name}\r\n` +
      `--b0undary\r\nContent-Disposition: form-data; name="${ATTACHMENTS_FIELD}"\r\nContent-Type: application/octet-stream\r\n\r\n${content}\r\n--b0undary--\r\n`;
    const empty = await readMultipart(rawPost(part('')), staging);
    expect(empty.broken).toBeUndefined();
    expect(empty.problem).toBeUndefined();
    expect(empty.files).toEqual([]);
    expect(empty.fields).toEqual({ name: FIELDS.name });
    expect(staged()).toEqual([]);
    const unknown = await readMultipart(rawPost(part('not a drawing')), staging);
    expect(unknown.problem).toEqual({ reason: 'kind', name: 'file-1' });
    expect(staged()).toEqual([]);
  });

  it('refuses an empty file that has a name: it is no drawing', async () => {
    const body = await readMultipart(post([{ name: 'bos.pdf', bytes: Buffer.alloc(0), mediaType: 'application/pdf' }]), staging);
    expect(body.problem).toEqual({ reason: 'kind', name: 'bos.pdf' });
  });

  it('lists a field sent twice, keeping its first value', async () => {
    const form = new FormData();
    form.append('name', 'first');
    form.append('name', 'second');
    const body = await readMultipart(new Request('http://localhost/', { method: 'POST', body: form }), staging);
    expect(body.fields).toEqual({ name: 'first' });
    expect(body.repeated).toEqual(['name']);
  });

  it('refuses a body of thousands of tiny parts without reading them all', async () => {
    const parts = Array.from({ length: 10_000 }, (_, i) => `--b0undary\r\nContent-Disposition: form-data; name="f${i}"\r\n\r\nx\r\n`).join(
      '',
    );
    const body = await readMultipart(rawPost(`${parts}--b0undary--\r\n`), staging);
    expect(body.broken?.status).toBe(413);
    expect(body.files).toEqual([]);
  });

  it('refuses a malformed body, and one that is not multipart', async () => {
    const cut = await readMultipart(rawPost('--b0undary\r\nContent-Disposition: form-data; name="name"\r\n\r\nAyşe'), staging);
    expect(cut.broken?.status).toBe(400);
    const noBoundary = await readMultipart(
      new Request('http://localhost/', { method: 'POST', headers: { 'content-type': 'multipart/form-data' }, body: 'x' }),
      staging,
    );
    expect(noBoundary.broken?.status).toBe(400);
  });

  it('refuses a file in a field other than the files one', async () => {
    const form = new FormData();
    form.append('message', new Blob([new Uint8Array(samplePdf().bytes)]), 'plan.pdf');
    const body = await readMultipart(new Request('http://localhost/', { method: 'POST', body: form }), staging);
    expect(body.broken).toEqual({ status: 400, error: `files are sent in the field '${ATTACHMENTS_FIELD}', not 'message'` });
    expect(staged()).toEqual([]);
  });

  it('keeps a Turkish file name as sent', async () => {
    const body = await readMultipart(post([{ ...samplePdf(), name: 'kat planı ğüşöç.pdf' }]), staging);
    expect(body.files[0]?.name).toBe('kat planı ğüşöç.pdf');
    await body.discard();
  });

  it('stages a photo as sent: re-encoding comes after', async () => {
    const photo = await sampleJpeg();
    const body = await readMultipart(post([photo]), staging);
    expect((await sharp(body.files[0]!.path).metadata()).exif).toBeDefined();
    await body.discard();
  });
});

describe('cleanFileName', () => {
  it('keeps the last segment of a path, without control or direction characters', () => {
    expect(cleanFileName('C:\\Users\\ayse\\plan.pdf', 0)).toBe('plan.pdf');
    expect(cleanFileName('../../etc/passwd', 0)).toBe('passwd');
    expect(cleanFileName('fatura\u202Efdp.exe', 0)).toBe('faturafdp.exe');
    expect(cleanFileName('a\r\nb.pdf', 0)).toBe('ab.pdf');
  });

  it('names a file that has no name left by its place', () => {
    expect(cleanFileName('', 2)).toBe('file-3');
    expect(cleanFileName('..', 0)).toBe('file-1');
  });

  it(`keeps at most ${ATTACHMENT_LIMITS.nameLength} characters`, () => {
    expect([...cleanFileName(`${'ğ'.repeat(300)}.pdf`, 0)]).toHaveLength(ATTACHMENT_LIMITS.nameLength);
  });
});
