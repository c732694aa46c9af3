/**
 * The lead figures in the staff API, with both stores: an inbox account gets the store's
 * figures as JSON and the same as a CSV download (UTF-8 with a BOM, an attachment, no-store);
 * signed out is 401 and an account without `inbox` 403 (tests/server/admin/security.test.ts
 * and api.test.ts hold the routes in their matrices too).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApi, languages } from '../../../src/i18n/routes';
import type { LeadFigures } from '../../../src/lib/lead-figures';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { addStaff, client, contactRequest, EDITOR, storeKinds, type TestStores } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

/** Wednesday 25 November 2026, noon in Istanbul. */
const NOW = new Date('2026-11-25T09:00:00Z');
const HOUR = 3_600_000;

async function seed(stores: TestStores) {
  // Won (a final status: solved) `hours` after it arrived, where given.
  const requests: [ReturnType<typeof contactRequest>, number | undefined][] = [
    [contactRequest(Date.parse('2026-11-24T08:00:00Z'), { lang: 'tr', kindOfWork: 'automation', sentFrom: 'contact' }), 3],
    [contactRequest(Date.parse('2026-11-02T08:00:00Z'), { lang: 'en', sentFrom: 'home' }), 1],
    [contactRequest(Date.parse('2026-03-10T08:00:00Z'), { lang: 'tr', kindOfWork: 'other' }), undefined],
  ];
  for (const [entry, hours] of requests) {
    await stores.contactStore.save(entry);
    const won = new Date(Date.parse(entry.request.createDate) + (hours ?? 0) * HOUR);
    if (hours !== undefined) await stores.adminStore.setStatus(entry.id, { status: 'won', lostReason: null }, 'satis@example.com', won);
  }
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`lead figures in the staff API with the ${kind}`, () => {
    it('answers an inbox account the figures as JSON and as a CSV download', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await seed(stores);
      const api = client(stores, { now: () => NOW });
      expect((await api.signIn()).status).toBe(204);

      const answer = await api.call('GET', adminApi.leadFigures);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const figures = (await answer.json()) as LeadFigures;
      expect(figures).toMatchObject({
        since: '2025-11-30T21:00:00.000Z',
        until: '2026-11-30T21:00:00.000Z',
        total: 3,
        open: 1,
        solved: 2,
        medianToSolvedMs: HOUR,
        p90ToSolvedMs: 3 * HOUR,
        languages: [
          { key: 'tr', count: 2 },
          { key: 'en', count: 1 },
          ...languages.filter((lang) => lang !== 'tr' && lang !== 'en').map((key) => ({ key, count: 0 })),
        ],
        pagesSentFrom: [
          // As many from each: in the route table's order.
          { key: 'home', count: 1 },
          { key: 'contact', count: 1 },
          { key: 'notGiven', count: 1 },
        ],
      });
      expect(figures.kindsOfWork.filter(({ count }) => count > 0)).toEqual([
        { key: 'automation', count: 1 },
        { key: 'other', count: 1 },
        { key: 'notGiven', count: 1 },
      ]);
      expect(figures.months.map(({ count }) => count)).toEqual([0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 2]);
      expect(figures.weeks.at(-1)).toEqual({ key: '2026-W48', start: '2026-11-22T21:00:00.000Z', count: 1 });

      const csv = await api.call('GET', adminApi.leadFiguresCsv);
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(csv.headers.get('content-disposition')).toBe('attachment; filename="lead-figures-2026-11-25.csv"');
      expect(csv.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await csv.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = new TextDecoder().decode(bytes.slice(3)).split('\r\n');
      expect(lines[0]).toBe('"figure","key","start","value"');
      expect(lines).toContain('"requests","","2025-11-30T21:00:00.000Z","3"');
      expect(lines).toContain('"open","","","1"');
      expect(lines).toContain('"week","2026-W48","2026-11-22T21:00:00.000Z","1"');
      expect(lines).toContain('"month","2026-03","2026-02-28T21:00:00.000Z","1"');
      expect(lines).toContain('"language","tr","","2"');
      expect(lines).toContain('"kindOfWork","notGiven","","1"');
      expect(lines).toContain('"sentFrom","home","","1"');
      expect(lines).toContain('"minutesToSolvedMedian","","2025-11-30T21:00:00.000Z","60"');
      expect(lines).toContain('"minutesToSolved90thPercentile","","2025-11-30T21:00:00.000Z","180"');
      expect(lines.filter((line) => line.startsWith('"week"'))).toHaveLength(52);
      expect(lines.at(-1)).toBe('');
    });

    it('refuses them signed out (401) and to an account without the inbox permission (403)', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      await seed(stores);
      const api = client(stores, { now: () => NOW });
      for (const path of [adminApi.leadFigures, adminApi.leadFiguresCsv]) expect((await api.call('GET', path)).status, path).toBe(401);
      expect((await api.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
      for (const path of [adminApi.leadFigures, adminApi.leadFiguresCsv]) {
        const refused = await api.call('GET', path);
        expect(refused.status, path).toBe(403);
        expect(await refused.json()).toEqual({ error: expect.stringContaining('inbox permission') });
      }
    });
  });
}
