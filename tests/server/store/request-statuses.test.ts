/**
 * Where a request stands, on both backends: every transition staff may make (any status from
 * any other), SPEC's solved fields following it, who changed it and when, the first answer
 * recorded once, the views' pages in their order through keyset pages, the counts each view
 * holds (after arrivals, changes and an erasure), and the requests stored before statuses (a
 * solved one reads as answered, its mark its first answer) on Firestore, where they are
 * written so at the first inbox read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import { contactRequest, storeKinds } from './stores';
import { requestStatuses, statusFilters, type StatusFilter } from '../../../src/admin-api/request-status';
import type { AdminStore, PageCursor } from '../../../src/server/store/admin';
import { CONTACT_REQUESTS } from '../../../src/server/store/firestore/contact-store';
import { firestoreAdminStore } from '../../../src/server/store/firestore/admin-store';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

const STAFF = 'satis@example.com';
const OTHER = 'destek@example.com';
const at = (minute: number) => new Date(Date.UTC(2026, 11, 1, 9, minute));
const none = { lostReason: null };

/** Every id of a view, page after page of `size`. */
async function idsOf(store: AdminStore, view: StatusFilter, size: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: PageCursor | null = null;
  do {
    const page: Awaited<ReturnType<AdminStore['page']>> = await store.page(view, cursor, size);
    ids.push(...page.items.map((item) => item.id));
    cursor = page.next;
  } while (cursor);
  return ids;
}

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`request statuses in the ${kind}`, () => {
    it('go from any status to any other, solved following a final one, with who changed it and when', async () => {
      const { contactStore, adminStore } = makeStores();
      const entry = contactRequest(1_000);
      await contactStore.save(entry);
      expect(await adminStore.getItem(entry.id)).toMatchObject({
        status: 'new',
        solved: false,
        solvedDate: null,
        firstAnswer: null,
        statusChanged: null,
      });

      expect(await adminStore.setStatus(entry.id, { status: 'quoteSent', ...none }, STAFF, at(1))).toMatchObject({
        status: 'quoteSent',
        solved: false,
        solvedDate: null,
        solvedBy: null,
        statusChanged: { by: STAFF, date: at(1).toISOString() },
      });
      expect(await adminStore.setStatus(entry.id, { status: 'won', ...none }, STAFF, at(2))).toMatchObject({
        status: 'won',
        lostReason: null,
        solved: true,
        solvedDate: at(2).toISOString(),
        solvedBy: STAFF,
      });
      // Corrected from won to lost: it ended when it was first closed, and says why it was lost.
      expect(await adminStore.setStatus(entry.id, { status: 'lost', lostReason: 'price' }, OTHER, at(3))).toMatchObject({
        status: 'lost',
        lostReason: 'price',
        solved: true,
        solvedDate: at(2).toISOString(),
        solvedBy: STAFF,
        statusChanged: { by: OTHER, date: at(3).toISOString() },
      });
      // Back to open work: no longer solved, and no lost reason left behind.
      expect(await adminStore.setStatus(entry.id, { status: 'answered', ...none }, OTHER, at(4))).toMatchObject({
        status: 'answered',
        lostReason: null,
        solved: false,
        solvedDate: null,
        solvedBy: null,
      });
      for (const status of requestStatuses) {
        const item = await adminStore.setStatus(entry.id, { status, lostReason: status === 'lost' ? 'noReply' : null }, STAFF, at(5));
        expect(item?.status).toBe(status);
        expect(await adminStore.getItem(entry.id)).toEqual(item);
      }
      expect(await adminStore.setStatus('no-such-request', { status: 'won', ...none }, STAFF, at(6))).toBeUndefined();
    });

    it('record the first answer once: a new request becomes answered, a later call keeps the first', async () => {
      const { contactStore, adminStore } = makeStores();
      const waiting = contactRequest(2_000);
      const quoted = contactRequest(2_001);
      await contactStore.save(waiting);
      await contactStore.save(quoted);

      const first = await adminStore.recordFirstAnswer(waiting.id, { by: STAFF, at: at(10), channel: 'phone' });
      expect(first).toMatchObject({
        status: 'answered',
        firstAnswer: { date: at(10).toISOString(), by: STAFF, channel: 'phone' },
        statusChanged: { by: STAFF, date: at(10).toISOString() },
      });
      const again = await adminStore.recordFirstAnswer(waiting.id, { by: OTHER, at: at(20), channel: 'email' });
      expect(again).toEqual(first);

      // A request already further on keeps its status; its first answer is still recorded.
      await adminStore.setStatus(quoted.id, { status: 'quoteSent', ...none }, OTHER, at(11));
      expect(await adminStore.recordFirstAnswer(quoted.id, { by: STAFF, at: at(12), channel: 'email' })).toMatchObject({
        status: 'quoteSent',
        firstAnswer: { date: at(12).toISOString(), by: STAFF, channel: 'email' },
        statusChanged: { by: OTHER, date: at(11).toISOString() },
      });
      expect(await adminStore.recordFirstAnswer('no-such-request', { by: STAFF, at: at(13), channel: 'phone' })).toBeUndefined();
    });

    it('list each view in its order, page after page, and count what each holds', async () => {
      const { contactStore, adminStore, contactRetention } = makeStores();
      const zero = { waiting: 0, inProgress: 0, closed: 0, all: 0 };
      expect(await adminStore.statusCounts()).toEqual(zero);
      // Five requests, two of the same millisecond (ids break the tie).
      const entries = [3_000, 3_001, 3_001, 3_002, 3_003].map((index, i) =>
        contactRequest(index, i === 4 ? { email: 'silinecek@example.com', phone: '+90 532 000 00 99' } : {}),
      );
      for (const entry of entries) await contactStore.save(entry);
      const [a, b, c, d, e] = entries.map((entry) => entry.id) as [string, string, string, string, string];
      await adminStore.setStatus(b, { status: 'answered', ...none }, STAFF, at(1));
      await adminStore.recordFirstAnswer(d, { by: STAFF, at: at(2), channel: 'phone' });
      await adminStore.setStatus(e, { status: 'notAFit', ...none }, STAFF, at(3));
      expect(await adminStore.statusCounts()).toEqual({ waiting: 2, inProgress: 2, closed: 1, all: 5 });

      const tie = [b, c].sort();
      for (const size of [1, 2, 10]) {
        expect(await idsOf(adminStore, 'waiting', size), `waiting, ${size} a page`).toEqual([a, c]);
        expect(await idsOf(adminStore, 'inProgress', size), `in progress, ${size} a page`).toEqual([b, d]);
        expect(await idsOf(adminStore, 'closed', size)).toEqual([e]);
        expect(await idsOf(adminStore, 'all', size), `all, ${size} a page`).toEqual([e, d, tie[1], tie[0], a]);
      }

      // Counts follow an erasure and a status moved back.
      expect(await contactRetention.erase([{ kind: 'email', email: 'silinecek@example.com' }])).toBe(1);
      await adminStore.setStatus(b, { status: 'new', ...none }, STAFF, at(4));
      expect(await adminStore.statusCounts()).toEqual({ waiting: 3, inProgress: 1, closed: 0, all: 4 });
      const [waiting, all] = await Promise.all([idsOf(adminStore, 'waiting', 2), idsOf(adminStore, 'all', 2)]);
      expect(waiting).toEqual([a, ...tie]);
      expect(all).toHaveLength(4);
      for (const view of statusFilters) expect((await adminStore.page(view, null, 10)).items.every((item) => item.id !== e)).toBe(true);
    });
  });
}

describe('requests Firestore holds from before statuses', () => {
  it('read as legacyStatus says, and are written so at the first inbox read, once', async () => {
    const { db } = emulator.connect();
    const requests = db.collection(CONTACT_REQUESTS);
    const base = contactRequest(5_000).request;
    const solvedDate = Timestamp.fromDate(at(30));
    await requests
      .doc('old-open')
      .create({ ...base, index: 5_000, createDate: Timestamp.fromMillis(5_000), solved: false, solvedDate: null });
    await requests.doc('old-solved').create({
      ...base,
      index: 5_001,
      createDate: Timestamp.fromMillis(5_001),
      solved: true,
      solvedDate,
      solvedBy: STAFF,
      solvedAfterMs: 60_000,
    });
    const store = firestoreAdminStore(db);

    expect(await store.getItem('old-solved')).toMatchObject({
      status: 'answered',
      solved: false,
      solvedDate: null,
      firstAnswer: { date: at(30).toISOString(), by: STAFF, channel: 'unknown' },
    });
    expect(await store.statusCounts()).toEqual({ waiting: 1, inProgress: 1, closed: 0, all: 2 });
    const written = (await requests.doc('old-solved').get()).data();
    expect(written).toMatchObject({ status: 'answered', stage: 'inProgress', solved: false, solvedDate: null, solvedAfterMs: null });
    expect((await requests.doc('old-open').get()).data()).toMatchObject({ status: 'new', stage: 'waiting', firstAnswerDate: null });
    expect((await store.page('waiting', null, 10)).items.map((item) => item.id)).toEqual(['old-open']);
    // The first answer it read is the one it keeps.
    expect(await store.recordFirstAnswer('old-solved', { by: 'x@example.com', at: at(40), channel: 'phone' })).toMatchObject({
      firstAnswer: { by: STAFF, channel: 'unknown' },
    });
  });
});
