/**
 * A quote request with its drawings, through the island's endpoint and the native form post, on
 * both stores: the files kept beside the request (the folder, the bucket) and listed in the inbox
 * with what staff need; refusals that keep nothing; a failing store that keeps nothing either.
 */
import { pngClaiming } from './attachments/png-claiming';
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { ATTACHMENTS_FIELD, ATTACHMENT_KINDS } from '../../../src/content/attachments';
import { submitContactForm } from '../../../src/server/contact/form-answer';
import { dailyFilesBudget } from '../../../src/server/contact/attachments/daily-budget';
import { handleContactRequest } from '../../../src/server/contact/handler';
import type { UploadSettings } from '../../../src/server/contact/read-submission';
import type { ContactDependencies } from '../../../src/server/contact/submit';
import { uploadLine } from '../../../src/server/http/upload-line';
import { UPLOAD_WORK } from '../../../src/server/limits';
import type { AttachmentStore } from '../../../src/server/store/attachments';
import type { ContactStore } from '../../../src/server/store/contact-requests';
import { memoryLimiter } from '../../../src/server/store/rate-limits';
import { renamedExecutable, sampleDwg, sampleDxf, sampleJpeg, samplePdf, type SampleFile } from '../../fixtures/drawings';
import { ORIGIN } from '../contact-cases';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { storeKinds } from '../store/stores';

const servers = firestoreAndStorage();
const NOW = new Date('2026-11-26T10:00:00.000Z');
const TYPED = {
  name: 'Ayşe Yılmaz',
  phone: '+90 312 555 01 23',
  email: 'ayse@example.com',
  subject: 'Teklif talebi',
  kindOfWork: 'mediumVoltage',
  location: 'Ankara / Yenimahalle',
  message: 'İki trafo merkezi için fiyat rica ederiz; çizimler ekte.',
};

/** A multipart post as a browser sends it: with its Content-Length, as the server then reads it. */
async function multipart(fields: Record<string, string>, files: readonly SampleFile[], page = '/api/contact'): Promise<Request> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append(ATTACHMENTS_FIELD, new Blob([new Uint8Array(file.bytes)], { type: file.mediaType }), file.name);
  const encoded = new Response(form);
  const body = new Uint8Array(await encoded.arrayBuffer());
  const headers = { origin: ORIGIN, 'content-type': encoded.headers.get('content-type')!, 'content-length': String(body.byteLength) };
  return new Request(`${ORIGIN}${page}`, { method: 'POST', headers, body });
}

const islandPost = (files: readonly SampleFile[]) =>
  multipart({ ...TYPED, lang: 'tr', requestId: crypto.randomUUID(), sentFrom: 'contactQuote', website: '', elapsedMs: '9000' }, files);

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

function dependencies(store: ContactStore, attachments: AttachmentStore | undefined, stagingDir: string): ContactDependencies {
  const limiter = memoryLimiter({ limit: 10_000, windowMs: 60_000 });
  const uploads: UploadSettings = { store: attachments, stagingDir, work: uploadLine(UPLOAD_WORK) };
  return { store, limits: { accepted: limiter, invalid: limiter }, allowedOrigins: [ORIGIN], ip: '203.0.113.9', now: () => NOW, uploads };
}

for (const [kind, makeStores] of storeKinds(
  () => servers.emulator,
  () => servers.storage,
)) {
  describe(`a quote request with drawings, on the ${kind}`, () => {
    const setUp = () => {
      const stores = makeStores();
      const staging = mkdtempSync(join(tmpdir(), 'staging-'));
      return { ...stores, staging, deps: dependencies(stores.contactStore, stores.attachmentStore, staging) };
    };

    it('keeps a PDF, a DWG, a DXF and a photo with the request, each byte as sent but the photo without its metadata', async () => {
      const { deps, adminStore: admin, attachmentStore: attachments, staging } = setUp();
      const photo = await sampleJpeg();
      const files = [samplePdf(), sampleDwg(), sampleDxf(), photo];
      const response = await handleContactRequest(await islandPost(files), deps);
      expect(response.status).toBe(201);
      const { id } = (await response.json()) as { id: string };

      const [item] = await admin.allItems();
      expect(item?.id).toBe(id);
      expect(item?.kindOfWork).toBe('mediumVoltage');
      expect(item?.attachments.map(({ name, type, activeContent }) => ({ name, type, activeContent }))).toEqual([
        { name: files[0]!.name, type: ATTACHMENT_KINDS.pdf.mediaType, activeContent: false },
        { name: files[1]!.name, type: ATTACHMENT_KINDS.dwg.mediaType, activeContent: false },
        { name: files[2]!.name, type: ATTACHMENT_KINDS.dxf.mediaType, activeContent: false },
        { name: photo.name, type: ATTACHMENT_KINDS.jpeg.mediaType, activeContent: false },
      ]);
      for (const [i, attachment] of item!.attachments.entries()) {
        const stored = await attachments!.read(id, attachment.id);
        const bytes = await bytesOf(stored!.stream);
        expect(stored!.size).toBe(attachment.size);
        expect(bytes.byteLength).toBe(attachment.size);
        if (i < 3) expect(bytes.equals(files[i]!.bytes)).toBe(true);
        else {
          const metadata = await sharp(bytes).metadata();
          expect(metadata.format).toBe('jpeg');
          expect(metadata.exif).toBeUndefined();
          expect((await sharp(photo.bytes).metadata()).exif).toBeDefined();
        }
      }
      expect(readdirSync(staging)).toEqual([]);
    });

    it('keeps each file under a name that ends as its kind, the visitor’s name beside it as a label', async () => {
      const { deps, adminStore: admin } = setUp();
      const files = [
        { ...samplePdf(), name: 'invoice.html' },
        { ...samplePdf(), name: 'plan.hta' },
        { ...sampleDwg(), name: 'plan.exe' },
        { ...sampleDxf(), name: 'çizim.bat' },
        samplePdf(),
      ];
      expect((await handleContactRequest(await islandPost(files), deps)).status).toBe(201);
      const [item] = await admin.allItems();
      expect(item?.attachments.map(({ name, sentName, type }) => ({ name, sentName, type }))).toEqual([
        { name: 'invoice.pdf', sentName: 'invoice.html', type: ATTACHMENT_KINDS.pdf.mediaType },
        { name: 'plan.pdf', sentName: 'plan.hta', type: ATTACHMENT_KINDS.pdf.mediaType },
        { name: 'plan.dwg', sentName: 'plan.exe', type: ATTACHMENT_KINDS.dwg.mediaType },
        { name: 'çizim.dxf', sentName: 'çizim.bat', type: ATTACHMENT_KINDS.dxf.mediaType },
        // A name that already says its kind is kept as it is, with no label.
        { name: samplePdf().name, sentName: undefined, type: ATTACHMENT_KINDS.pdf.mediaType },
      ]);
    });

    it('stores the text and refuses the files by name once the day’s budget for files is used up, logging it for the operator', async () => {
      const { deps, adminStore: admin, attachmentStore: attachments } = setUp();
      const errors: string[] = [];
      const budgeted: ContactDependencies = {
        ...deps,
        uploads: { ...deps.uploads!, dailyBudget: dailyFilesBudget(samplePdf().bytes.byteLength + 10) },
        log: { error: (message: string) => errors.push(message), warn: () => {}, info: () => {} },
      };
      expect((await handleContactRequest(await islandPost([samplePdf()]), budgeted)).status).toBe(201);
      const over = await handleContactRequest(await islandPost([{ ...samplePdf(), name: 'ikinci.pdf' }, sampleDwg()]), budgeted);
      expect(over.status).toBe(201);
      const body = (await over.json()) as { id: string; filesRefused: { reason: string; names: string[]; error: string } };
      expect(body.filesRefused).toMatchObject({ reason: 'budget', names: ['ikinci.pdf', sampleDwg().name] });
      expect(body.filesRefused.error).toContain('by e-mail');
      const stored = (await admin.allItems()).find((item) => item.id === body.id);
      expect(stored?.message).toBe(TYPED.message);
      expect(stored?.attachments).toEqual([]);
      expect(errors).toEqual([expect.stringContaining('CONTACT_FILES_DAILY_BYTES')]);
      expect(attachments).toBeDefined();
    });

    it('flags a PDF with active content to staff, and keeps it', async () => {
      const { deps, adminStore: admin } = setUp();
      const response = await handleContactRequest(await islandPost([samplePdf({ active: true })]), deps);
      expect(response.status).toBe(201);
      const [item] = await admin.allItems();
      expect(item?.attachments.map(({ activeContent }) => activeContent)).toEqual([true]);
    });

    it('refuses a renamed executable by its name and keeps neither the request nor a file', async () => {
      const { deps, contactStore: contacts, staging, attachmentStore: attachments } = setUp();
      const exe = renamedExecutable();
      const response = await handleContactRequest(await islandPost([samplePdf(), exe]), deps);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: string; file: unknown; fields: { field: string }[] };
      expect(body.file).toEqual({ reason: 'kind', name: exe.name });
      expect(body.error).toContain(exe.name);
      expect(body.fields).toEqual([expect.objectContaining({ field: ATTACHMENTS_FIELD })]);
      expect(await contacts.list()).toEqual([]);
      expect(readdirSync(staging)).toEqual([]);
      expect(attachments).toBeDefined();
    });

    it('keeps no file when the request itself cannot be stored', async () => {
      const { attachmentStore: attachments, staging } = setUp();
      const failing: ContactStore = {
        save: () => Promise.reject(new Error('the store is down')),
        list: () => Promise.resolve([]),
      };
      const kept: string[] = [];
      const watched: AttachmentStore = {
        ...attachments!,
        put: async (requestId, attachmentId, type, file) => {
          kept.push(`${requestId}/${attachmentId}`);
          await attachments!.put(requestId, attachmentId, type, file);
        },
      };
      const deps = { ...dependencies(failing, watched, staging), log: { error: () => {}, warn: () => {}, info: () => {} } };
      const response = await handleContactRequest(await islandPost([samplePdf(), sampleDwg()]), deps as ContactDependencies);
      expect(response.status).toBe(503);
      expect(kept).toHaveLength(2);
      for (const key of kept) {
        const [requestId, attachmentId] = key.split('/') as [string, string];
        expect(await attachments!.read(requestId, attachmentId)).toBeUndefined();
      }
      expect(readdirSync(staging)).toEqual([]);
    });

    it('keeps a resent request once, with its files once', async () => {
      const { deps, adminStore: admin } = setUp();
      const fields = { ...TYPED, lang: 'tr', requestId: crypto.randomUUID(), website: '', elapsedMs: '9000' };
      for (let i = 0; i < 2; i++) expect((await handleContactRequest(await multipart(fields, [samplePdf()]), deps)).status).toBe(201);
      const items = await admin.allItems();
      expect(items).toHaveLength(1);
      expect(items[0]?.attachments).toHaveLength(1);
    });

    it('takes the native post with files, and answers a refused one with what was typed and why', async () => {
      const { deps, adminStore: admin } = setUp();
      const page = '/iletisim/gonder';
      const sent = await submitContactForm(
        await multipart({ ...TYPED, website: '', sentFrom: 'contactQuote' }, [sampleDxf()], page),
        deps,
        'tr',
      );
      expect(sent).toMatchObject({ kind: 'sent' });
      expect((await admin.allItems())[0]?.attachments).toHaveLength(1);

      const exe = renamedExecutable();
      const refused = await submitContactForm(
        await multipart({ ...TYPED, website: '', sentFrom: 'contactQuote' }, [exe], page),
        deps,
        'tr',
      );
      expect(refused.kind).toBe('form');
      if (refused.kind !== 'form') return;
      expect(refused.status).toBe(400);
      expect(refused.form.values).toMatchObject({ name: TYPED.name, message: TYPED.message, location: TYPED.location });
      expect(refused.form.fileProblem).toEqual({ reason: 'kind', name: exe.name });
      expect(refused.form.filesDropped).toBe(true);
      expect(refused.form.sentFrom).toBe('contactQuote');
    });
  });
}

describe('a server that keeps no files', () => {
  it('refuses a post with files as unavailable (not the visitor’s fault), and takes one without', async () => {
    const [, makeStores] = storeKinds(() => servers.emulator)[0]!;
    const { contactStore: contacts } = makeStores();
    const deps = dependencies(contacts, undefined, mkdtempSync(join(tmpdir(), 'staging-')));
    const withFiles = await handleContactRequest(await islandPost([samplePdf()]), deps);
    expect(withFiles.status).toBe(503);
    expect(((await withFiles.json()) as { file: unknown }).file).toEqual({ reason: 'off', name: null });
    expect((await handleContactRequest(await islandPost([]), deps)).status).toBe(201);
  });
});

describe('posts with files at once', () => {
  it('answers 429 with Retry-After when the line of posts with files is full, and keeps nothing', async () => {
    const [, makeStores] = storeKinds(() => servers.emulator)[0]!;
    const { contactStore: contacts, attachmentStore: attachments } = makeStores();
    const staging = mkdtempSync(join(tmpdir(), 'staging-'));
    const full = uploadLine({ running: 0, waiting: 0, perAddress: 2 });
    const deps = { ...dependencies(contacts, attachments, staging), uploads: { store: attachments, stagingDir: staging, work: full } };
    // Past the size a post without files has, so it must take a turn.
    const pdf = samplePdf();
    const large = { ...pdf, bytes: Buffer.concat([pdf.bytes, Buffer.alloc(200_000, 0x20)]) };
    const response = await handleContactRequest(await islandPost([large]), deps);
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(String(UPLOAD_WORK.retryAfterSeconds));
    expect(await contacts.list()).toEqual([]);
    expect(readdirSync(staging)).toEqual([]);
    // The form without files never waits in that line.
    expect((await handleContactRequest(await islandPost([]), deps)).status).toBe(201);
  });

  it('gives a small post with a photo no way round the line: its decoding waits for a turn like any other', async () => {
    const [, makeStores] = storeKinds(() => servers.emulator)[0]!;
    const { contactStore: contacts, attachmentStore: attachments } = makeStores();
    const staging = mkdtempSync(join(tmpdir(), 'staging-'));
    const full = uploadLine({ running: 0, waiting: 0, perAddress: 2 });
    const deps = { ...dependencies(contacts, attachments, staging), uploads: { store: attachments, stagingDir: staging, work: full } };
    const tiny = smallPng(6_300, 6_300);
    expect(tiny.bytes.byteLength).toBeLessThan(5_000);
    const response = await handleContactRequest(await islandPost([tiny]), deps);
    expect(response.status).toBe(429);
    expect(await contacts.list()).toEqual([]);
    expect(readdirSync(staging)).toEqual([]);
  });
});

/** A PNG of a few kilobytes whose header claims `width` x `height` pixels: its rows, all zero, deflate to nearly nothing. */
function smallPng(width: number, height: number): SampleFile {
  // One bit a pixel, grey: the rows a scanner or an attacker can make smallest.
  const bytes = pngClaiming(width, height, { bitDepth: 1, colourType: 0, rows: Buffer.alloc((Math.ceil(width / 8) + 1) * 16) });
  return { name: 'ekran.png', bytes, mediaType: ATTACHMENT_KINDS.png.mediaType };
}

describe('a photo past the pixel limit, however small its file', () => {
  it('is refused by its name, saying the limit, before a pixel is decoded; nothing is kept', async () => {
    const [, makeStores] = storeKinds(() => servers.emulator)[0]!;
    const { contactStore: contacts, attachmentStore: attachments } = makeStores();
    const staging = mkdtempSync(join(tmpdir(), 'staging-'));
    const deps = dependencies(contacts, attachments, staging);
    const bomb = { ...smallPng(6_400, 6_400), name: 'tarama.png' };
    const response = await handleContactRequest(await islandPost([samplePdf(), bomb]), deps);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; file: unknown };
    expect(body.file).toEqual({ reason: 'pixels', name: 'tarama.png' });
    expect(body.error).toBe('tarama.png: the image has more than 40 megapixels (read from its header)');
    expect(await contacts.list()).toEqual([]);
    expect(readdirSync(staging)).toEqual([]);
  });
});
