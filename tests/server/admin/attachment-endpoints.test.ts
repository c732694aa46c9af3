/**
 * A request's files downloaded through the staff API: the exact bytes, always as a download
 * with the stored name and type and headers that keep the file from running in the admin's
 * origin; only a file the request itself lists; only for accounts with `inbox`. On both stores,
 * each with its own attachment store (a folder beside the database; Cloud Storage's stand-in).
 */
import { randomUUID } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Attachment } from '../../../src/content/attachments';
import { adminApi, adminApiPath } from '../../../src/i18n/routes';
import type { AttachmentStore } from '../../../src/server/store/attachments';
import { firestoreAndStorage } from '../store/firestore/test-servers';
import { addStaff, client, contactRequest, EDITOR, storeKinds, type TestStores } from '../store/stores';

const servers = firestoreAndStorage();

const PDF = Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A file kept in `files` and its record, as the contact endpoint leaves them. */
async function keep(files: AttachmentStore, requestId: string, name: string, type: Attachment['type'], bytes: Buffer): Promise<Attachment> {
  const id = randomUUID();
  const source = join(await mkdtemp(join(tmpdir(), 'upload-')), 'file');
  await writeFile(source, bytes);
  await files.put(requestId, id, type, source);
  return { id, name, type, size: bytes.length, activeContent: false };
}

/** A request with files, saved, and staff signed in. */
async function requestWithFiles(stores: TestStores, named: readonly [string, Attachment['type'], Buffer][]) {
  const files = stores.attachmentStore!;
  const entry = contactRequest(1_800_000_000_000);
  const attachments: Attachment[] = [];
  for (const [name, type, bytes] of named) attachments.push(await keep(files, entry.id, name, type, bytes));
  await stores.contactStore.save({ id: entry.id, request: { ...entry.request, attachments } });
  await addStaff(stores.adminStore);
  const api = client(stores);
  expect((await api.signIn()).status).toBe(204);
  return { api, files, id: entry.id, attachments };
}

const pathOf = (id: string, attachmentId: string) => adminApiPath(adminApi.contactRequestAttachment, { id, attachmentId });

const kinds = storeKinds(
  () => servers.emulator,
  () => servers.storage,
);

for (const [kind, makeStores] of kinds) {
  describe(`downloading a request's files with the ${kind}`, () => {
    it('answers the exact bytes as a download with the stored type, length and name, and headers that keep it from running', async () => {
      const { api, id, attachments } = await requestWithFiles(makeStores(), [
        ['kat-planı şema.pdf', 'application/pdf', PDF],
        ['cephe.png', 'image/png', PNG],
      ]);
      const [pdf, png] = attachments as [Attachment, Attachment];

      const response = await api.call('GET', pathOf(id, pdf.id));
      expect(response.status).toBe(200);
      expect(Buffer.from(await response.arrayBuffer()).equals(PDF)).toBe(true);
      expect(response.headers.get('content-type')).toBe('application/pdf');
      expect(response.headers.get('content-length')).toBe(String(PDF.length));
      expect(response.headers.get('content-disposition')).toBe(
        `attachment; filename="kat-plani sema.pdf"; filename*=UTF-8''kat-plan%C4%B1%20%C5%9Fema.pdf`,
      );
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      expect(response.headers.get('cache-control')).toBe('no-store');

      const image = await api.call('GET', pathOf(id, png.id));
      expect(image.status).toBe(200);
      expect(Buffer.from(await image.arrayBuffer()).equals(PNG)).toBe(true);
      expect(image.headers.get('content-type')).toBe('image/png');
      expect(image.headers.get('content-disposition')).toMatch(/^attachment; filename="cephe\.png"; filename\*=UTF-8''cephe\.png$/);
    });

    it('offers a file stored under a name that is not its kind (before names were made to be) under its kind’s extension', async () => {
      const DWG = Buffer.from('AC1032\0\0\0\0\0 a drawing');
      const DXF = Buffer.from('  0\nSECTION\n  2\nHEADER\n  0\nENDSEC\n  0\nEOF\n');
      const { api, id, attachments } = await requestWithFiles(makeStores(), [
        ['invoice.html', 'application/pdf', PDF],
        ['plan.hta', 'application/pdf', PDF],
        ['plan.exe', 'image/vnd.dwg', DWG],
        ['çizim.bat', 'image/vnd.dxf', DXF],
      ]);
      const offered = [];
      for (const attachment of attachments) {
        const response = await api.call('GET', pathOf(id, attachment.id));
        expect(response.status).toBe(200);
        const disposition = response.headers.get('content-disposition') ?? '';
        offered.push([response.headers.get('content-type'), decodeURIComponent(disposition.split("UTF-8''")[1]!)]);
      }
      expect(offered).toEqual([
        ['application/pdf', 'invoice.pdf'],
        ['application/pdf', 'plan.pdf'],
        ['image/vnd.dwg', 'plan.dwg'],
        ['image/vnd.dxf', 'çizim.dxf'],
      ]);
    });

    it('keeps a hostile name inside its header: quotes, line breaks and semicolons never end it', async () => {
      const hostile = 'a"\r\nX-Evil: 1; b=(x)*\'.pdf';
      const { api, id, attachments } = await requestWithFiles(makeStores(), [[hostile, 'application/pdf', PDF]]);
      const response = await api.call('GET', pathOf(id, attachments[0]!.id));
      expect(response.status).toBe(200);
      expect(response.headers.get('x-evil')).toBeNull();
      const disposition = response.headers.get('content-disposition') ?? '';
      expect(disposition).toBe(
        `attachment; filename="a___X-Evil_ 1_ b=(x)_'.pdf"; filename*=UTF-8''a%22%0D%0AX-Evil%3A%201%3B%20b%3D%28x%29%2A%27.pdf`,
      );
      expect(decodeURIComponent(disposition.split("UTF-8''")[1]!)).toBe(hostile);
    });

    it("refuses a file another request lists (404): ids cannot be mixed to read someone else's file", async () => {
      const stores = makeStores();
      const { api, id, files } = await requestWithFiles(stores, [['bizim.pdf', 'application/pdf', PDF]]);
      const other = contactRequest(1_800_000_000_001, { name: 'Mehmet Demir' });
      const theirs = await keep(files, other.id, 'onların.pdf', 'application/pdf', Buffer.from('%PDF-1.4 başkasının\n'));
      await stores.contactStore.save({ id: other.id, request: { ...other.request, attachments: [theirs] } });

      const mixed = await api.call('GET', pathOf(id, theirs.id));
      expect(mixed.status).toBe(404);
      expect(await mixed.json()).toEqual({ error: 'this contact request has no such file' });
      expect((await api.call('GET', pathOf(other.id, theirs.id))).status).toBe(200);
    });

    it('says so (404) when a listed file is missing from the store', async () => {
      const { api, id, attachments, files } = await requestWithFiles(makeStores(), [['kayıp.dwg', 'image/vnd.dwg', PDF]]);
      await files.deleteOf([id]);
      const response = await api.call('GET', pathOf(id, attachments[0]!.id));
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ error: "the file 'kayıp.dwg' of this request is missing from the store" });
    });
  });
}

for (const [kind, makeStores] of kinds) {
  describe(`refusing a request's files with the ${kind}`, () => {
    it('answers 401 without a session and 403 to an account without the inbox permission', async () => {
      const stores = makeStores();
      const { id, attachments } = await requestWithFiles(stores, [['plan.pdf', 'application/pdf', PDF]]);
      const path = pathOf(id, attachments[0]!.id);
      const stranger = client(stores);
      const anonymous = await stranger.call('GET', path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers.get('content-disposition')).toBeNull();

      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const editor = client(stores);
      await editor.signIn(EDITOR.email, EDITOR.password);
      const refused = await editor.call('GET', path);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('inbox permission') });
    });

    it('answers 404 for an unknown request or file, and other methods 405', async () => {
      const { api, id } = await requestWithFiles(makeStores(), [['plan.pdf', 'application/pdf', PDF]]);
      const unknownRequest = await api.call('GET', pathOf(randomUUID(), randomUUID()));
      expect(unknownRequest.status).toBe(404);
      expect(await unknownRequest.json()).toEqual({ error: 'no such contact request' });
      for (const odd of ['a/b', '%E0%A4%A', 'x'.repeat(201)]) {
        const response = await api.call('GET', `${adminApi.contactRequests}/${odd}/attachments/${randomUUID()}`);
        expect(response.status, odd).toBe(404);
      }
      const unknownFile = await api.call('GET', pathOf(id, randomUUID()));
      expect(unknownFile.status).toBe(404);
      expect(await unknownFile.json()).toEqual({ error: 'this contact request has no such file' });
      expect((await api.call('DELETE', pathOf(id, randomUUID()))).status).toBe(405);
    });

    it('answers 503 naming the reason when this server keeps no files', async () => {
      const stores = makeStores();
      const { id, attachments } = await requestWithFiles(stores, [['plan.pdf', 'application/pdf', PDF]]);
      const api = client(stores, { attachments: undefined, attachmentProblem: 'ATTACHMENT_BUCKET is not set' });
      await api.signIn();
      const response = await api.call('GET', pathOf(id, attachments[0]!.id));
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'ATTACHMENT_BUCKET is not set' });
    });
  });
}
