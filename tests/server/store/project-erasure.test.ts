/**
 * The project a request names goes with the request, on both backends: a visitor's erasure leaves
 * it nowhere (the inbox, the store underneath, the lead figures' count per project), and the
 * embedded database's expiry sweep deletes it with the request (Firestore's TTL deletes whole
 * documents: tests/server/store/firestore/contact-expiry.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { figureWindow } from '../../../src/lib/lead-figures';
import { contactAddress } from '../../../src/server/store/contact-retention';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, NOTIFY_TO, storeKinds, type TestStores } from './stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const NOW = new Date('2026-11-26T04:00:00Z');
const quoteFor = (index: number, project: string, email: string) =>
  contactRequest(index, { email, phone: `+90 532 000 00 ${index % 100}`, sentFrom: 'projectQuote', project });

/** How many stored requests name the project, read underneath the store. */
async function namingProject(stores: TestStores, project: string): Promise<number> {
  if (stores.database) {
    const row = stores.database.get().prepare('SELECT count(*) AS count FROM contact_requests WHERE project = ?').get(project);
    return (row as { count: number }).count;
  }
  return (await stores.firestore!.collection(CONTACT_REQUESTS).where('project', '==', project).count().get()).data().count;
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`a request's project in the ${kind}`, () => {
    it("goes with the request when the visitor's data is erased, and the figures count it no more", async () => {
      const stores = makeStores(NOTIFY_TO);
      const at = Date.parse('2026-11-20T10:00:00Z');
      const erased = quoteFor(at, 'p01', 'ayse@example.com');
      const kept = quoteFor(at + 1, 'p01', 'mark@example.com');
      for (const entry of [erased, kept]) await stores.contactStore.save(entry);
      const window = figureWindow(NOW);
      expect((await stores.adminStore.leadCounts(window, ['p01'])).projects).toEqual({ p01: 2 });

      expect(await stores.contactRetention.erase([contactAddress('ayse@example.com')!])).toBe(1);

      expect(await namingProject(stores, 'p01')).toBe(1);
      expect((await stores.adminStore.allItems()).map((item) => [item.id, item.project])).toEqual([[kept.id, { id: 'p01' }]]);
      expect((await stores.adminStore.leadCounts(window, ['p01'])).projects).toEqual({ p01: 1 });
    });
  });
}

describe('the embedded database', () => {
  it('deletes the project with a request past the retention period', async () => {
    const stores = storeKinds(() => emulator)[0]![1]();
    const old = quoteFor(Date.parse('2024-01-10T10:00:00Z'), 'p02', 'eski@example.com');
    const recent = quoteFor(Date.parse('2026-11-20T10:00:00Z'), 'p03', 'yeni@example.com');
    for (const entry of [old, recent]) await stores.contactStore.save(entry);
    expect(await stores.contactRetention.deleteSentBefore!(new Date('2025-01-01T00:00:00Z'))).toBe(1);
    expect([await namingProject(stores, 'p02'), await namingProject(stores, 'p03')]).toEqual([0, 1]);
  });
});
