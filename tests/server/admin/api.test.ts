/**
 * The staff API against both stores: sign-in, list (paged, by view), statuses, an answer by phone, CSV,
 * sign-out, and the notification state the inbox shows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, WRONG_CREDENTIALS } from '../../../src/server/admin/api';
import { SESSION_COOKIE } from '../../../src/server/http/cookies';
import { adminApi, adminContactRequestPath } from '../../../src/i18n/routes';
import { startEmulator, type TestEmulator } from '../../scripts/emulator';
import type { AdminStatus, AdminSummary, InboxItem, InboxPageAnswer } from '../../../src/admin-api/contract';
import { contentProjects } from '../../../src/lib/project-catalog';
import { addStaff, client, contactRequest, EDITOR, STAFF, storeKinds } from '../store/stores';

let emulator: TestEmulator;
beforeAll(async () => {
  emulator = await startEmulator();
});
afterAll(() => emulator.stop());

for (const [kind, makeStores] of storeKinds(() => emulator)) {
  describe(`staff API with the ${kind}`, () => {
    it('says sign-in is not set up before the first account, without the command, and signs in with the right password only', async () => {
      const stores = makeStores();
      const api = client(stores);
      const before = await api.call('GET', adminApi.status);
      expect(before.headers.get('cache-control')).toBe('no-store');
      const answer = await before.text();
      expect(JSON.parse(answer)).toEqual({ signedIn: false, user: null, setupNeeded: true });
      // The operator's command is in the server's log (services.test.ts), not in a public answer.
      expect(answer).not.toContain('npm');

      await addStaff(stores.adminStore);
      const wrong = await api.signIn(STAFF.email, 'wrong password!!');
      expect(wrong.status).toBe(401);
      const unknown = await api.signIn('nobody@example.com', STAFF.password);
      expect(unknown.status).toBe(401);
      expect(await wrong.json()).toEqual({ error: WRONG_CREDENTIALS });
      expect(await unknown.json()).toEqual({ error: WRONG_CREDENTIALS });

      const ok = await api.signIn(STAFF.email.toUpperCase());
      expect(ok.status).toBe(204);
      const setCookie = ok.headers.get('set-cookie') ?? '';
      expect(setCookie).toMatch(
        new RegExp(`^${SESSION_COOKIE}=[\\w-]+\\.[\\w-]+; HttpOnly; Secure; SameSite=Strict; Path=/; Max-Age=28800$`),
      );
      const status = await api.call('GET', adminApi.status);
      expect(await status.json()).toEqual({
        signedIn: true,
        user: { email: STAFF.email, displayName: STAFF.displayName, permissions: ['inbox'] },
        setupNeeded: false,
      });
      expect((await stores.adminStore.getUser(STAFF.email))?.lastSignInDate).toEqual(expect.any(String));
    });

    it('refuses a sign-in or a solve body over 4 KiB with 413, before it reads the rest', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const api = client(stores);
      const huge = await api.call('POST', adminApi.session, { email: STAFF.email, password: 'x'.repeat(5000) });
      expect(huge.status).toBe(413);
      expect(await huge.json()).toEqual({ error: expect.stringContaining('4096 bytes') });
      expect((await api.signIn()).status).toBe(204);
      const entry = contactRequest(1_800_000_000_000);
      await stores.contactStore.save(entry);
      const patch = await api.call('PATCH', adminContactRequestPath(entry.id), { status: 'won', note: 'x'.repeat(5000) });
      expect(patch.status).toBe(413);
      expect((await stores.contactStore.list())[0]?.request.solved).toBe(false);
    });

    it('keeps contact requests from an account without the inbox permission: 403 on every inbox route, no counts', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content']);
      const entry = contactRequest(1_800_000_000_000);
      await stores.contactStore.save(entry);
      const api = client(stores);
      expect((await api.signIn(EDITOR.email, EDITOR.password)).status).toBe(204);
      expect(((await (await api.call('GET', adminApi.status)).json()) as AdminStatus).user?.permissions).toEqual(['content']);
      for (const [method, path, body] of [
        ['GET', `${adminApi.contactRequests}?status=all`],
        ['GET', adminApi.contactRequestsCsv],
        ['PATCH', adminContactRequestPath(entry.id), { status: 'won' }],
        ['PATCH', adminContactRequestPath(entry.id), { answered: 'phone' }],
        ['GET', adminApi.leadFigures],
        ['GET', adminApi.leadFiguresCsv],
      ] as const) {
        const refused = await api.call(method, path, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(await refused.json(), `${method} ${path}`).toEqual({ error: expect.stringContaining('inbox permission') });
      }
      expect(await stores.adminStore.getItem(entry.id)).toMatchObject({ status: 'new', firstAnswer: null });
      const summary = (await (await api.call('GET', adminApi.summary)).json()) as AdminSummary;
      expect(summary).toEqual({ open: null, thisWeek: null, snapshotExportedAt: null });
    });

    it("keeps an account's permissions through a password reset unless new ones are given", async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore, EDITOR, undefined, ['content', 'inbox']);
      await addStaff(stores.adminStore, EDITOR);
      expect((await stores.adminStore.getUser(EDITOR.email))?.permissions).toEqual(['content', 'inbox']);
      await addStaff(stores.adminStore, EDITOR, undefined, ['inbox']);
      expect((await stores.adminStore.getUser(EDITOR.email))?.permissions).toEqual(['inbox']);
    });

    it('lists 20 a page by view (work to do oldest first, the rest newest first), through requests of the same millisecond, with counts', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      // 45 requests; five share one millisecond, across the first page's end; a third closed, a third answered.
      const entries = Array.from({ length: 45 }, (_, i) => contactRequest(1_800_000_000_000 + (i >= 22 && i <= 26 ? 22 : i) * 1000));
      const viewOf = new Map<string, string>();
      for (const [i, entry] of entries.entries()) {
        await stores.contactStore.save(entry);
        const status = (['won', 'answered', 'new'] as const)[i % 3]!;
        if (status !== 'new') await stores.adminStore.setStatus(entry.id, { status, lostReason: null }, STAFF.email, new Date());
        viewOf.set(entry.id, { won: 'closed', answered: 'inProgress', new: 'waiting' }[status]);
      }
      const api = client(stores);
      expect((await api.signIn()).status).toBe(204);

      const expected = [...entries].sort((a, b) => b.request.index - a.request.index || (a.id < b.id ? 1 : -1));
      // The names before statuses: open (then: not answered) is the waiting view, solved the closed one.
      for (const status of ['all', 'waiting', 'inProgress', 'closed', 'open', 'solved'] as const) {
        const ids: string[] = [];
        let cursor: string | null = null;
        let pages = 0;
        do {
          const response = await api.call(
            'GET',
            `${adminApi.contactRequests}?status=${status}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
          );
          expect(response.status).toBe(200);
          const body = (await response.json()) as InboxPageAnswer;
          expect(body.items.length).toBeLessThanOrEqual(PAGE_SIZE);
          expect(body.counts).toEqual({ waiting: 15, inProgress: 15, closed: 15, all: 45 });
          ids.push(...body.items.map((item) => item.id));
          cursor = body.next;
          pages++;
        } while (cursor && pages < 10);
        const view = { open: 'waiting', solved: 'closed' }[status as string] ?? status;
        const want = expected.filter((e) => view === 'all' || viewOf.get(e.id) === view).map((e) => e.id);
        expect(ids, status).toEqual(view === 'waiting' || view === 'inProgress' ? want.reverse() : want);
      }
      const first = (await (await api.call('GET', `${adminApi.contactRequests}?status=all`)).json()) as {
        items: Record<string, unknown>[];
      };
      expect(first.items[0]).toEqual({
        id: expected[0]!.id,
        name: 'Ayşe Yılmaz',
        subject: expected[0]!.request.subject,
        phone: '+90 312 555 01 23',
        email: 'ayse@example.com',
        message: expected[0]!.request.message,
        createDate: expected[0]!.request.createDate,
        lang: 'tr',
        solved: false,
        solvedDate: null,
        solvedBy: null,
        status: 'new',
        lostReason: null,
        firstAnswer: null,
        statusChanged: null,
        attachments: [],
        notification: { state: 'off' },
        replies: [],
      });
      expect((await api.call('GET', `${adminApi.contactRequests}?status=won`)).status).toBe(400);
      expect((await api.call('GET', `${adminApi.contactRequests}?cursor=not-a-cursor`)).status).toBe(400);
    });

    it('closes and reopens a request, records an answer by phone once, recording who and when; 404 for an unknown id', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const entry = contactRequest(1_800_000_000_000);
      await stores.contactStore.save(entry);
      const at = new Date('2027-02-03T04:05:06.000Z');
      const api = client(stores, { now: () => at });
      await api.signIn();
      const byPhone = await api.call('PATCH', adminContactRequestPath(entry.id), { answered: 'phone' });
      expect(((await byPhone.json()) as { item: unknown }).item).toMatchObject({
        status: 'answered',
        firstAnswer: { date: at.toISOString(), by: STAFF.email, channel: 'phone' },
      });
      const solved = await api.call('PATCH', adminContactRequestPath(entry.id), { status: 'lost', lostReason: 'timing' });
      expect(solved.status).toBe(200);
      expect(((await solved.json()) as { item: unknown }).item).toMatchObject({
        id: entry.id,
        status: 'lost',
        lostReason: 'timing',
        solved: true,
        solvedDate: at.toISOString(),
        solvedBy: STAFF.email,
      });
      const summary = await (await api.call('GET', adminApi.summary)).json();
      expect(summary).toEqual({ open: 0, thisWeek: 0, snapshotExportedAt: null });

      const reopened = await api.call('PATCH', adminContactRequestPath(entry.id), { status: 'quoteSent' });
      expect(((await reopened.json()) as { item: unknown }).item).toMatchObject({
        status: 'quoteSent',
        lostReason: null,
        solved: false,
        solvedDate: null,
        solvedBy: null,
        firstAnswer: { channel: 'phone' },
      });
      if (stores.database) {
        expect(stores.database.get().prepare('SELECT changed_by, changed_date FROM contact_requests').get()).toEqual({
          changed_by: STAFF.email,
          changed_date: at.toISOString(),
        });
      } else {
        const doc = await stores.firestore!.collection('contactRequests').doc(entry.id).get();
        expect(doc.get('changedBy')).toBe(STAFF.email);
        expect(doc.get('changedDate').toDate().toISOString()).toBe(at.toISOString());
      }
      const unknown = adminContactRequestPath('00000000-0000-4000-8000-000000000000');
      expect((await api.call('PATCH', unknown, { status: 'won' })).status).toBe(404);
      expect((await api.call('PATCH', unknown, { answered: 'phone' })).status).toBe(404);
      for (const body of [{ solved: true }, { status: 'lost' }, { status: 'won', lostReason: 'price' }])
        expect((await api.call('PATCH', adminContactRequestPath(entry.id), body)).status, JSON.stringify(body)).toBe(400);
    });

    it("says how long each open request has waited, in the business hours of its language's lead office", async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      // Friday 27 November 2026, 16:00 in Ankara and in Munich; closed requests wait no longer.
      const ankara = contactRequest(Date.parse('2026-11-27T13:00:00.000Z'), { lang: 'tr' });
      const munich = contactRequest(Date.parse('2026-11-27T15:00:00.000Z'), { lang: 'de' });
      const solved = contactRequest(Date.parse('2026-11-27T12:00:00.000Z'));
      // Saturday 28 November, 20:00 in Ankara, after its half day: it waits from Monday 08:30.
      const afterHours = contactRequest(Date.parse('2026-11-28T17:00:00.000Z'), { lang: 'tr' });
      for (const entry of [ankara, munich, solved, afterHours]) await stores.contactStore.save(entry);
      await stores.adminStore.setStatus(
        solved.id,
        { status: 'notAFit', lostReason: null },
        STAFF.email,
        new Date('2026-11-27T12:30:00.000Z'),
      );
      // Monday 30 November, 10:50 in Ankara (Friday 2 h, Saturday 4 h, Monday 2 h 20 min), 08:50 in Munich (1 h, 50 min).
      const now = new Date('2026-11-30T07:50:00.000Z');
      const api = client(stores, { now: () => now, projects: contentProjects });
      await api.signIn();
      const { items } = (await (await api.call('GET', `${adminApi.contactRequests}?status=all`)).json()) as InboxPageAnswer;
      const waited = Object.fromEntries(items.map((item) => [item.id, item.waited]));
      expect(waited).toEqual({ [ankara.id]: 500, [munich.id]: 110, [solved.id]: undefined, [afterHours.id]: 140 });
      const starts = Object.fromEntries(items.map((item) => [item.id, item.waitStarts]));
      expect(starts).toEqual({
        [ankara.id]: undefined,
        [munich.id]: undefined,
        [solved.id]: undefined,
        [afterHours.id]: '2026-11-30T05:30:00.000Z',
      });
      const reopened = await api.call('PATCH', adminContactRequestPath(solved.id), { status: 'new' });
      expect(((await reopened.json()) as { item: InboxItem }).item.waited).toBe(560);
    });

    it('counts open requests and those of the last seven days', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const now = new Date('2027-03-10T12:00:00.000Z');
      const day = 24 * 60 * 60 * 1000;
      for (const [daysAgo, solved] of [
        [1, false],
        [3, true],
        [6, false],
        [8, false],
        [30, false],
      ] as const) {
        const entry = contactRequest(now.getTime() - daysAgo * day);
        await stores.contactStore.save(entry);
        if (solved) await stores.adminStore.setStatus(entry.id, { status: 'won', lostReason: null }, STAFF.email, now);
      }
      const api = client(stores, { now: () => now, snapshotExportedAt: () => '2027-03-01T09:00:00.000Z' });
      await api.signIn();
      expect(await (await api.call('GET', adminApi.summary)).json()).toEqual({
        open: 4,
        thisWeek: 3,
        snapshotExportedAt: '2027-03-01T09:00:00.000Z',
      });
    });

    it('exports every request as CSV with a BOM, formulas neutralised and Turkish letters intact', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      await stores.contactStore.save(
        contactRequest(1_800_000_000_000, {
          name: '=HYPERLINK("http://evil.example","tıkla")',
          subject: '+90 arayın',
          message: '-2+3 "tırnak", satır\nikinci',
          phone: '@SUM(1)',
        }),
      );
      await stores.contactStore.save(contactRequest(1_800_000_001_000, { name: 'Şükrü Öztürk' }));
      await stores.contactStore.save(
        contactRequest(1_800_000_002_000, { name: 'Teklif', kindOfWork: 'automation', location: '=Ostim', sentFrom: 'contactQuote' }),
      );
      const api = client(stores, { now: () => new Date('2027-04-05T10:00:00Z') });
      await api.signIn();
      const response = await api.call('GET', adminApi.contactRequestsCsv);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(response.headers.get('content-disposition')).toBe('attachment; filename="contact-requests-2027-04-05.csv"');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1);
      const lines = text.split('\r\n');
      expect(lines[0]).toBe(
        '"id","createDate","name","phone","email","subject","message","kindOfWork","location","sentFrom","project","projectName","attachments","lang","solved","solvedDate","solvedBy","notification","status","lostReason","firstAnswerDate","firstAnswerBy","firstAnswerChannel"',
      );
      // The quote's fields where the request has them (a location is the visitor's text: no formula), else empty.
      expect(lines[1]).toContain(`"Teklif"`);
      expect(lines[1]).toContain(`,"automation","'=Ostim","contactQuote","","","",`);
      expect(lines[2]).toContain('"Şükrü Öztürk"');
      expect(lines[2]).toMatch(/,"","","","",/);
      expect(text).toContain(`"'=HYPERLINK(""http://evil.example"",""tıkla"")"`);
      expect(text).toContain(`"'+90 arayın"`);
      expect(text).toContain(`"'-2+3 ""tırnak"", satır\nikinci"`);
      expect(text).toContain(`"'@SUM(1)"`);
      // No cell starts with a formula character.
      expect(text).not.toMatch(/(^|,)"[=+\-@]/m);
    });

    it('signs out: 204, the cookie cleared, and the session no longer valid server-side', async () => {
      const stores = makeStores();
      await addStaff(stores.adminStore);
      const api = client(stores);
      await api.signIn();
      const cookie = api.cookie;
      const out = await api.call('DELETE', adminApi.session);
      expect(out.status).toBe(204);
      expect(out.headers.get('set-cookie')).toMatch(new RegExp(`^${SESSION_COOKIE}=; .*Max-Age=0`));
      api.cookie = cookie;
      expect((await api.call('GET', adminApi.summary)).status).toBe(401);
    });
  });
}

describe('staff API routes', () => {
  it('answers a method a path lacks with 405 and the methods it has, and an unknown path with 404, before any session check', async () => {
    const [, makeStores] = storeKinds(() => emulator)[0]!;
    const api = client(makeStores());
    const id = adminContactRequestPath('00000000-0000-4000-8000-000000000000');
    for (const [method, path, allow] of [
      ['PUT', adminApi.status, 'GET'],
      ['GET', adminApi.session, 'POST, DELETE'],
      ['POST', adminApi.summary, 'GET'],
      ['DELETE', adminApi.contactRequests, 'GET'],
      ['POST', adminApi.contactRequestsCsv, 'GET'],
      ['GET', id, 'PATCH'],
    ] as const) {
      const response = await api.call(method, path);
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toBe(allow);
      expect(response.headers.get('cache-control')).toBe('no-store');
    }
    for (const path of [`${adminApi.status}/x`, `${adminApi.contactRequests}/`, `${id}/x`, '/api/admin/other']) {
      const response = await api.call('GET', path);
      expect(response.status, path).toBe(404);
      expect(await response.json()).toEqual({ error: 'no such admin route' });
    }
  });
});
