/**
 * A visitor's erasure through the staff API, on both stores: the `inbox` permission, the
 * addresses checked, the count answered, and an audit line that names the staff member, the
 * count and the time, never the visitor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from '../../../src/i18n/routes';
import type { ContactErasureAnswer, ContactErasureMatches, InboxPageAnswer } from '../../../src/admin-api/contract';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { addStaff, client, contactRequest, EDITOR, NOTIFY_TO, STAFF, storeKinds } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const AT = new Date(Date.UTC(2026, 10, 25, 10, 15));
const VISITOR = { name: 'Ayşe Yılmaz', email: 'ayse@example.com', phone: '+90 312 555 01 23' };

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`erasure through the staff API with the ${kind}`, () => {
    it("erases every request of the visitor's e-mail and phone, answers the count, and audits without the visitor's data", async () => {
      const stores = makeStores(NOTIFY_TO);
      await addStaff(stores.adminStore);
      const hers = [
        contactRequest(1_800_000_000_001, { ...VISITOR, email: 'Ayse@Example.com' }),
        contactRequest(1_800_000_000_002, { ...VISITOR, email: '' }),
      ];
      const other = contactRequest(1_800_000_000_003, { name: 'Mehmet Demir', email: 'mehmet@example.com', phone: '+90 212 000 00 00' });
      for (const entry of [...hers, other]) await stores.contactStore.save(entry);
      const lines: string[] = [];
      const api = client(stores, { now: () => AT, log: (line) => lines.push(line) });
      expect((await api.signIn()).status).toBe(204);

      const response = await api.call('POST', adminApi.contactErasure, { addresses: [VISITOR.email, VISITOR.phone] });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect((await response.json()) as ContactErasureAnswer).toEqual({ erased: 2 });
      const left = (await (await api.call('GET', `${adminApi.contactRequests}?status=all`)).json()) as InboxPageAnswer;
      expect(left.items.map((item) => item.id)).toEqual([other.id]);

      expect(lines).toEqual([
        `Erasure: ${STAFF.email} erased 2 contact request(s) with their files and notifications at ${AT.toISOString()}`,
      ]);
      for (const personal of [VISITOR.name, VISITOR.email, VISITOR.phone, '5550123', 'ayse', 'Ayse'])
        expect(lines.join('\n')).not.toContain(personal);
    });

    it('counts first (dryRun): how many requests each address matches, deleting and auditing nothing', async () => {
      const stores = makeStores(NOTIFY_TO);
      await addStaff(stores.adminStore);
      const hers = contactRequest(1_800_000_000_001, VISITOR);
      const colleague = contactRequest(1_800_000_000_002, { name: 'Mehmet Demir', email: 'mehmet@example.com', phone: VISITOR.phone });
      for (const entry of [hers, colleague]) await stores.contactStore.save(entry);
      const lines: string[] = [];
      const api = client(stores, { now: () => AT, log: (line) => lines.push(line) });
      await api.signIn();
      const response = await api.call('POST', adminApi.contactErasure, { addresses: [VISITOR.email, VISITOR.phone], dryRun: true });
      expect(response.status).toBe(200);
      expect((await response.json()) as ContactErasureMatches).toEqual({ matches: [1, 2] });
      expect(await stores.contactStore.list()).toHaveLength(2);
      expect(lines).toEqual([]);
      const wrong = await api.call('POST', adminApi.contactErasure, { addresses: [VISITOR.email], dryRun: 'yes' });
      expect(wrong.status).toBe(400);
    });

    it('answers 0 for an address it holds nothing of, and audits that too', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await stores.contactStore.save(contactRequest(1_800_000_000_000));
      const lines: string[] = [];
      const api = client(stores, { now: () => AT, log: (line) => lines.push(line) });
      await api.signIn();
      const response = await api.call('POST', adminApi.contactErasure, { addresses: ['kimse@example.com'] });
      expect(await response.json()).toEqual({ erased: 0 });
      expect(lines).toEqual([
        `Erasure: ${STAFF.email} erased 0 contact request(s) with their files and notifications at ${AT.toISOString()}`,
      ]);
      expect(await stores.contactStore.list()).toHaveLength(1);
    });

    it('refuses what is not a list of addresses (400, nothing erased) and an account without the inbox permission (403)', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      await stores.contactStore.save(contactRequest(1_800_000_000_000));
      const lines: string[] = [];
      const api = client(stores, { log: (line) => lines.push(line) });
      await api.signIn();
      for (const [body, message] of [
        [{}, /addresses/],
        [{ addresses: [] }, /1 to 10 addresses/],
        [{ addresses: 'ayse@example.com' }, /1 to 10 addresses/],
        [{ addresses: Array.from({ length: 11 }, (_, i) => `k${i}@example.com`) }, /1 to 10 addresses/],
        [{ addresses: ['ayse@example.com', 'Ayşe'] }, /^addresses\[1\] is neither an e-mail address nor a phone number$/],
        [{ addresses: [42] }, /^addresses\[0\] is neither/],
        [{ addresses: ['ayse@example.com'], all: true }, /unknown: all/],
      ] as const) {
        const response = await api.call('POST', adminApi.contactErasure, body);
        expect(response.status, JSON.stringify(body)).toBe(400);
        expect(((await response.json()) as { error: string }).error, JSON.stringify(body)).toMatch(message);
      }
      expect((await api.call('GET', adminApi.contactErasure)).status).toBe(405);

      const editor = client(stores, { log: (line) => lines.push(line) });
      await editor.signIn(EDITOR.email, EDITOR.password);
      const refused = await editor.call('POST', adminApi.contactErasure, { addresses: ['ayse@example.com'] });
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: expect.stringContaining('inbox permission') });

      expect(await stores.contactStore.list()).toHaveLength(1);
      expect(lines).toEqual([]);
    });
  });
}
