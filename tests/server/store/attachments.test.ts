/**
 * The attachment store's contract on both backends: the embedded store's folder beside the
 * database, and Cloud Storage (through tests/server/store/firestore/fake-cloud-storage.ts, which
 * says why it is a fake). Each test also reads what lies underneath: the folder's files, the
 * bucket's objects.
 */
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { AttachmentMediaType } from '../../../src/content/attachments';
import type { AttachmentStore } from '../../../src/server/store/attachments';
import { ATTACHMENTS_PREFIX, bucketAttachmentStore } from '../../../src/server/store/firestore/attachments';
import { attachmentsFolder, folderAttachmentStore } from '../../../src/server/store/sqlite/attachments';
import { firestoreAndStorage } from './firestore/test-servers';

const servers = firestoreAndStorage();

const PDF: AttachmentMediaType = 'application/pdf';
const pdfBytes = Buffer.concat([
  Buffer.from('%PDF-1.7\n'),
  Buffer.from(Array.from({ length: 70_000 }, (_, n) => n % 251)),
  Buffer.from('\n%%EOF\n'),
]);
const dwgBytes = Buffer.from('AC1032\0\0\0\0\0 a drawing');

/** A file prepared as the contact endpoint prepares one: whole, in a folder of its own. */
function prepared(bytes: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), 'upload-')), 'part');
  writeFileSync(file, bytes);
  return file;
}

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

interface Underneath {
  store: AttachmentStore;
  /** What is stored, as `<request id>/<attachment id>` with its bytes. */
  look(): Map<string, Buffer>;
  /** Makes a stored file look stored at `at`. */
  backdate(requestId: string, attachmentId: string, at: Date): void;
}

const stores: [string, () => Underneath][] = [
  [
    'the embedded store (a folder beside the database)',
    () => {
      const dataDir = join(mkdtempSync(join(tmpdir(), 'attachments-')), 'data');
      const folder = attachmentsFolder(dataDir);
      return {
        store: folderAttachmentStore(dataDir),
        look: () =>
          new Map(
            existsSync(folder)
              ? readdirSync(folder, { recursive: true, withFileTypes: true })
                  .filter((entry) => entry.isFile())
                  .map((entry) => {
                    const path = join(entry.parentPath, entry.name);
                    return [relative(folder, path), readFileSync(path)] as const;
                  })
              : [],
          ),
        backdate: (requestId, attachmentId, at) => utimesSync(join(folder, requestId, attachmentId), at, at),
      };
    },
  ],
  [
    'Cloud Storage (the fake)',
    () => {
      const bucket = `demo-attachments-${Math.random().toString(36).slice(2)}`;
      const store = bucketAttachmentStore(servers.emulator.connect().bucket({ bucket, emulatorHost: servers.storage.host }));
      const objects = () => servers.storage.objects(bucket);
      return {
        store,
        look: () =>
          new Map(
            [...objects()].map(([name, object]) => {
              expect(name.startsWith(ATTACHMENTS_PREFIX), name).toBe(true);
              return [name.slice(ATTACHMENTS_PREFIX.length), object.bytes] as const;
            }),
          ),
        backdate: (requestId, attachmentId, at) => {
          objects().get(`${ATTACHMENTS_PREFIX}${requestId}/${attachmentId}`)!.timeCreated = at.toISOString();
        },
      };
    },
  ],
];

for (const [kind, make] of stores) {
  describe(`the attachment store in ${kind}`, () => {
    it('keeps a file under its request and gives the same bytes and size back, taking the file it was given', async () => {
      const { store, look } = make();
      const [request, attachment] = [randomUUID(), randomUUID()];
      const file = prepared(pdfBytes);
      await store.put(request, attachment, PDF, file);

      expect(existsSync(file)).toBe(false);
      expect(look()).toEqual(new Map([[`${request}/${attachment}`, pdfBytes]]));
      const stored = await store.read(request, attachment);
      expect(stored?.size).toBe(pdfBytes.byteLength);
      expect(await bytesOf(stored!.stream)).toEqual(pdfBytes);
    });

    it('reads nothing by ids it does not hold', async () => {
      const { store } = make();
      const request = randomUUID();
      await store.put(request, randomUUID(), PDF, prepared(pdfBytes));
      expect(await store.read(request, randomUUID())).toBeUndefined();
      expect(await store.read(randomUUID(), randomUUID())).toBeUndefined();
    });

    it('refuses ids that are not UUIDs: nothing is written, nothing is read', async () => {
      const { store, look } = make();
      const request = randomUUID();
      const attachment = randomUUID();
      await store.put(request, attachment, PDF, prepared(pdfBytes));
      const before = look();
      for (const [requestId, attachmentId] of [
        ['../x', randomUUID()],
        [request, '../x'],
        ['..', attachment],
        [`${request}/..`, attachment],
        [request, `${attachment}/../${attachment}`],
        ['', ''],
      ] as const) {
        await expect(store.put(requestId, attachmentId, PDF, prepared(dwgBytes)), `${requestId} ${attachmentId}`).rejects.toThrow(
          /Not an attachment's ids/,
        );
        expect(await store.read(requestId, attachmentId)).toBeUndefined();
      }
      expect(look()).toEqual(before);
      await store.deleteOf(['..', '../x', '']);
      expect(look()).toEqual(before);
    });

    it("deletes every file of the requests named, and nobody else's", async () => {
      const { store, look } = make();
      const [erased, kept, alsoErased] = [randomUUID(), randomUUID(), randomUUID()];
      const keptFile = randomUUID();
      await store.put(erased, randomUUID(), PDF, prepared(pdfBytes));
      await store.put(erased, randomUUID(), 'image/vnd.dwg', prepared(dwgBytes));
      await store.put(kept, keptFile, PDF, prepared(pdfBytes));
      await store.put(alsoErased, randomUUID(), 'image/vnd.dwg', prepared(dwgBytes));

      // A request without files, and one not stored at all, are no error.
      await store.deleteOf([erased, randomUUID(), alsoErased]);
      expect([...look().keys()]).toEqual([`${kept}/${keptFile}`]);
      await store.deleteOf([]);
      expect([...look().keys()]).toEqual([`${kept}/${keptFile}`]);
    });

    it("deletes the files named of one request, and leaves that request's others and other requests' alone", async () => {
      const { store, look } = make();
      const [request, other] = [randomUUID(), randomUUID()];
      const [gone, stays, otherFile] = [randomUUID(), randomUUID(), randomUUID()];
      await store.put(request, gone, PDF, prepared(pdfBytes));
      await store.put(request, stays, 'image/vnd.dwg', prepared(dwgBytes));
      await store.put(other, otherFile, PDF, prepared(pdfBytes));

      // An id it does not hold and one that is no UUID are no error.
      await store.deleteFiles(request, [gone, randomUUID(), '../x']);
      expect([...look().keys()].sort()).toEqual([`${request}/${stays}`, `${other}/${otherFile}`].sort());
      // The id of another request's file names nothing under this one.
      await store.deleteFiles(request, [otherFile]);
      expect([...look().keys()].sort()).toEqual([`${request}/${stays}`, `${other}/${otherFile}`].sort());
    });

    it('deletes the files stored before the cutoff, counting them, and keeps the newer', async () => {
      const { store, look, backdate } = make();
      const cutoff = new Date(Date.now() - 30 * 86_400_000);
      const [old, both, recent] = [randomUUID(), randomUUID(), randomUUID()];
      const files = { old: randomUUID(), bothOld: randomUUID(), bothNew: randomUUID(), recent: randomUUID() };
      await store.put(old, files.old, PDF, prepared(pdfBytes));
      await store.put(both, files.bothOld, PDF, prepared(pdfBytes));
      await store.put(both, files.bothNew, 'image/vnd.dwg', prepared(dwgBytes));
      await store.put(recent, files.recent, 'image/vnd.dwg', prepared(dwgBytes));
      backdate(old, files.old, new Date(cutoff.getTime() - 86_400_000));
      backdate(both, files.bothOld, new Date(cutoff.getTime() - 1_000));
      backdate(both, files.bothNew, new Date(cutoff.getTime() + 1_000));

      expect(await store.deleteStoredBefore(cutoff)).toBe(2);
      expect([...look().keys()].sort()).toEqual([`${both}/${files.bothNew}`, `${recent}/${files.recent}`].sort());
      expect(await store.read(old, files.old)).toBeUndefined();
      expect(await bytesOf((await store.read(both, files.bothNew))!.stream)).toEqual(dwgBytes);
      // A second sweep finds nothing more.
      expect(await store.deleteStoredBefore(cutoff)).toBe(0);
    });

    it('never replaces a file: a second one under the same ids (a resent request) leaves the first as it was', async () => {
      const { store, look } = make();
      const [request, attachment] = [randomUUID(), randomUUID()];
      await store.put(request, attachment, PDF, prepared(pdfBytes));
      await store.put(request, attachment, 'image/vnd.dwg', prepared(dwgBytes));
      expect(look()).toEqual(new Map([[`${request}/${attachment}`, pdfBytes]]));
      const stored = await store.read(request, attachment);
      expect(stored?.size).toBe(pdfBytes.byteLength);
      expect(await bytesOf(stored!.stream)).toEqual(pdfBytes);
    });
  });
}

describe('the embedded store', () => {
  it('moves a file from another file system (the upload in a tmpfs), and leaves no file of its own in the folder but the ones it keeps', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'attachments-')), 'data');
    const shm = '/dev/shm';
    const elsewhere = existsSync(shm) ? mkdtempSync(join(shm, 'upload-')) : mkdtempSync(join(tmpdir(), 'upload-'));
    const file = join(elsewhere, 'part');
    writeFileSync(file, dwgBytes);
    const store = folderAttachmentStore(dataDir);
    const [request, attachment] = [randomUUID(), randomUUID()];
    await store.put(request, attachment, 'image/vnd.dwg', file);
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(join(attachmentsFolder(dataDir), request))).toEqual([attachment]);
    expect(readFileSync(join(attachmentsFolder(dataDir), request, attachment))).toEqual(dwgBytes);
  });

  it('reads no file outside its folder, even one that is there', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'attachments-')), 'data');
    mkdirSync(attachmentsFolder(dataDir), { recursive: true });
    writeFileSync(join(dataDir, 'site.sqlite'), 'the database');
    expect(await folderAttachmentStore(dataDir).read('..', 'site.sqlite')).toBeUndefined();
  });

  it('removes the folders of requests whose last file retention deleted, and what a crash left mid-write', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'attachments-')), 'data');
    const store = folderAttachmentStore(dataDir);
    const request = randomUUID();
    const attachment = randomUUID();
    await store.put(request, attachment, PDF, prepared(pdfBytes));
    const partial = join(attachmentsFolder(dataDir), request, `${randomUUID()}.123.partial`);
    writeFileSync(partial, 'half a file');
    const long = new Date(Date.now() - 86_400_000);
    utimesSync(partial, long, long);
    utimesSync(join(attachmentsFolder(dataDir), request, attachment), long, long);

    expect(await store.deleteStoredBefore(new Date())).toBe(1);
    expect(readdirSync(attachmentsFolder(dataDir))).toEqual([]);
  });
});

it('Cloud Storage keeps a file with its media type as the content type, under its own prefix', async () => {
  const bucket = 'demo-attachments-type';
  const store = bucketAttachmentStore(servers.emulator.connect().bucket({ bucket, emulatorHost: servers.storage.host }));
  const [request, attachment] = [randomUUID(), randomUUID()];
  await store.put(request, attachment, 'image/vnd.dwg', prepared(dwgBytes));
  expect(servers.storage.objects(bucket).get(`contact-attachments/${request}/${attachment}`)?.contentType).toBe('image/vnd.dwg');
});
