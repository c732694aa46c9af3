/**
 * The media store's contract on both backends: the embedded store's folder, and Cloud Storage
 * (through tests/server/store/firestore/fake-cloud-storage.ts, which says why it is a fake).
 */
import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bucketMediaStore } from '../../../src/server/store/firestore/media';
import type { MediaStore } from '../../../src/server/store/media';
import { folderMediaStore } from '../../../src/server/store/sqlite/media';
import { firestoreAndStorage } from './firestore/test-servers';

const servers = firestoreAndStorage();

const NAME = `${'a'.repeat(32)}.jpg`;
const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4]);

const stores: [string, () => { store: MediaStore; look: () => string[] }][] = [
  [
    'the embedded store (a folder beside the database)',
    () => {
      const dir = join(mkdtempSync(join(tmpdir(), 'media-')), 'data');
      return { store: folderMediaStore(dir), look: () => readdirSync(join(dir, 'media')) };
    },
  ],
  [
    'Cloud Storage (the fake)',
    () => {
      const bucket = `demo-media-${Math.random().toString(36).slice(2)}`;
      const store = bucketMediaStore(servers.emulator.connect().bucket({ bucket, emulatorHost: servers.storage.host }));
      return { store, look: () => [...servers.storage.objects(bucket).keys()] };
    },
  ],
];

for (const [kind, make] of stores) {
  describe(`the media store in ${kind}`, () => {
    it('keeps an image by name and gives the same bytes back', async () => {
      const { store, look } = make();
      expect(await store.get(NAME)).toBeUndefined();
      await store.put(NAME, bytes);
      expect(await store.get(NAME)).toEqual(bytes);
      expect(look()).toEqual([expect.stringContaining(NAME)]);
    });

    it('lists what it keeps, the newest first', async () => {
      const { store } = make();
      expect(await store.list()).toEqual([]);
      const older = `${'b'.repeat(32)}.jpg`;
      await store.put(older, bytes);
      // Both stores order by the time of writing, which has millisecond steps at best.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.put(NAME, bytes);
      expect((await store.list()).map(({ name }) => name)).toEqual([NAME, older]);
    });

    it('takes the same image twice without a second copy or an error', async () => {
      const { store } = make();
      await store.put(NAME, bytes);
      await store.put(NAME, bytes);
      expect(await store.list()).toHaveLength(1);
      expect(await store.get(NAME)).toEqual(bytes);
    });

    it("keeps each image's original file name with it, the first upload's when the same photo comes again", async () => {
      const { store } = make();
      const other = `${'c'.repeat(32)}.jpg`;
      const unnamed = `${'d'.repeat(32)}.jpg`;
      await store.put(NAME, bytes, 'Şantiye – kuzey cephe.JPG');
      await store.put(NAME, bytes, 'a copy of it.jpg');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.put(other, bytes, 'IMG_2041.jpeg');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await store.put(unnamed, bytes);
      expect(await store.list()).toEqual([
        { name: unnamed, originalName: null },
        { name: other, originalName: 'IMG_2041.jpeg' },
        { name: NAME, originalName: 'Şantiye – kuzey cephe.JPG' },
      ]);
      expect(await store.get(NAME)).toEqual(bytes);
    });
  });
}

it('Cloud Storage holds an upload as a JPEG under uploads/', async () => {
  const bucket = 'demo-media-type';
  await bucketMediaStore(servers.emulator.connect().bucket({ bucket, emulatorHost: servers.storage.host })).put(NAME, bytes);
  expect(servers.storage.objects(bucket).get(`uploads/${NAME}`)?.contentType).toBe('image/jpeg');
});
