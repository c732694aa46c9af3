/**
 * The inbox read a page at a time (the CSV's source), on both stores: every request once, newest
 * first, across pages that end inside a millisecond, and nothing for an empty inbox.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inboxPages } from '../../../src/server/store/admin';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the inbox's pages with the ${kind}`, () => {
    it('gives every request once, newest first, in pages of the size asked', async () => {
      const stores = makeStores();
      // Three requests of one millisecond: a page boundary falls among them.
      for (const index of [1_000, 2_000, 3_000, 3_000, 3_000, 4_000, 5_000]) await stores.contactStore.save(contactRequest(index));
      const pages: string[][] = [];
      for await (const page of inboxPages(stores.adminStore, 2)) pages.push(page.map((item) => item.id));
      expect(pages.slice(0, -1).every((page) => page.length === 2)).toBe(true);
      expect(pages.flat()).toEqual((await stores.adminStore.allItems()).map((item) => item.id));
      expect(new Set(pages.flat()).size).toBe(7);
    });

    it('gives no page for an empty inbox', async () => {
      const stores = makeStores();
      const pages = [];
      for await (const page of inboxPages(stores.adminStore, 2)) pages.push(page);
      expect(pages).toEqual([]);
    });
  });
}
