/**
 * The inbox's view of a request (the staff API's item) carries the kind of work, the project's
 * location, the page the form was sent from and the project a project's quote form asked about
 * (by its id: the staff API names it) where the request has them, on both backends; a request
 * without them shows none.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const QUOTE = { kindOfWork: 'weakCurrent', location: 'Çankaya, Ankara', sentFrom: 'projectQuote', project: 'p04' } as const;
const SHOWN = { ...QUOTE, project: { id: QUOTE.project } };

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`the inbox in the ${kind}`, () => {
    it("shows a request's quote fields, page and project, and none on a request without them", async () => {
      const stores = makeStores();
      const quote = contactRequest(2, QUOTE);
      const plain = contactRequest(1);
      await stores.contactStore.save(quote);
      await stores.contactStore.save(plain);

      const items = await stores.adminStore.allItems();
      const byId = (id: string) => items.find((item) => item.id === id);
      expect(byId(quote.id)).toMatchObject(SHOWN);
      for (const field of Object.keys(QUOTE)) expect(byId(plain.id)).not.toHaveProperty(field);
      const { items: page } = await stores.adminStore.page('all', null, 10);
      expect(page.find((item) => item.id === quote.id)).toMatchObject(SHOWN);
      // The request as stored, and as the inbox reads it once closed.
      expect((await stores.contactStore.list()).find((entry) => entry.id === quote.id)?.request).toMatchObject(QUOTE);
      expect(
        await stores.adminStore.setStatus(quote.id, { status: 'won', lostReason: null }, 'staff@example.com', new Date()),
      ).toMatchObject(SHOWN);
    });
  });
}
