/**
 * The admin API, served from the test with page.route, so a spec can put the API in any state
 * (setup needed, locked out, session expired, any mix of requests and notification states)
 * without a server per test; admin-live.desktop.spec.ts and tests/server/ hold the real API to
 * the same contract (src/lib/admin-contract.ts). The admin specs take `test`, `expect` and the
 * `adminApi` fixture from here and from nowhere else, so moving them to the real server is
 * this one file: seed the store and the staff account through the server's own tools, drop the
 * page.route, and keep the fixture's methods.
 *
 * It follows the contract exactly: JSON everywhere, 401 without a session, newest first,
 * 20 a page with an opaque cursor, PATCH {solved} answered with the whole item.
 */
import { test as base, type Page, type Route } from '@playwright/test';
import { adminApi } from '../../src/i18n/routes';
import type { AdminSummary, InboxItem, StatusFilter } from '../../src/islands/admin/api';

export { expect } from '@playwright/test';

export const PAGE_SIZE = 20;

/** The one staff account the fake knows. */
export const staff = { email: 'yonetici@ornek-elektromekanik.example', password: 'Doğru-Parola-2026', displayName: 'Ayşe Yılmaz' } as const;

const people = [
  'Deniz Kaya',
  'Çağrı Öztürk',
  'Jane Miller',
  'Gülşen İnce',
  'Şükrü Ağaoğlu',
  'Mark Weber',
  'Işıl Dönmez',
  'Ümit Çelik',
  'Ahmet Yıldız',
];
const subjects = ['Trafo merkezi teklifi', 'Quote for a substation', 'Otomasyon bakımı', 'Zayıf akım projesi', 'Jeneratör revizyonu'];
const notifications: InboxItem['notification'][] = [
  { state: 'sent' },
  { state: 'pending' },
  { state: 'failed', error: 'SMTP 550: mailbox unavailable' },
  { state: 'off' },
  null,
  { state: 'success' },
  { state: 'retry', error: 'timeout' },
];

/** `count` requests, newest first, one every 7 hours back from 10 March 2026; every 5th solved, every 3rd in English. */
function sampleRequests(count = 45): InboxItem[] {
  const newest = Date.parse('2026-03-10T09:00:00.000Z');
  return Array.from({ length: count }, (_, index) => {
    const solved = index % 5 === 4;
    const name = people[index % people.length] ?? 'Deniz Kaya';
    return {
      id: `req-${String(index + 1).padStart(3, '0')}`,
      name,
      subject: `${subjects[index % subjects.length]} #${index + 1}`,
      phone: index % 2 ? '+90 532 000 00 ' + String(index).padStart(2, '0') : '0312 555 01 23',
      email: index % 6 === 5 ? '' : `kisi${index + 1}@example.com`,
      message: `Merhaba,\nprojemiz için keşif istiyoruz. (${index + 1})`,
      createDate: new Date(newest - index * 7 * 3600_000).toISOString(),
      lang: index % 3 === 1 ? 'en' : 'tr',
      solved,
      solvedDate: solved ? new Date(newest - index * 7 * 3600_000 + 86_400_000).toISOString() : null,
      solvedBy: solved ? staff.displayName : null,
      notification: notifications[index % notifications.length] ?? null,
    } satisfies InboxItem;
  });
}

/** When the fake PATCHes, the server's clock. */
export const SOLVED_AT = '2026-03-10T12:00:00.000Z';

export interface AdminApiFake {
  readonly staff: typeof staff;
  /** Replaces the stored requests (default: sampleRequests()). */
  seedRequests(items: InboxItem[]): void;
  /** The dashboard's figures; `open` defaults to the stored open requests. */
  setSummary(summary: Partial<AdminSummary>): void;
  /** No staff account yet: the status carries the operator's setup message. */
  needSetup(message: string): void;
  /** The next sign-ins are refused with 429 and Retry-After. */
  lockOut(retryAfterSeconds: number): void;
  /** The session ends on the server (expiry): every admin call answers 401 from now on. */
  expireSession(): void;
  /** The stored requests as the server holds them now. */
  requests(): readonly InboxItem[];
}

class PageRouteAdminApi implements AdminApiFake {
  readonly staff = staff;
  private items = sampleRequests();
  private summary: Partial<AdminSummary> = { thisWeek: 7, snapshotExportedAt: '2026-03-01T09:15:00.000Z' };
  private setup: string | null = null;
  private retryAfterSeconds: number | null = null;
  private signedIn = false;

  seedRequests(items: InboxItem[]) {
    this.items = items.map((item) => ({ ...item }));
  }
  setSummary(summary: Partial<AdminSummary>) {
    this.summary = { ...this.summary, ...summary };
  }
  needSetup(message: string) {
    this.setup = message;
  }
  lockOut(retryAfterSeconds: number) {
    this.retryAfterSeconds = retryAfterSeconds;
  }
  expireSession() {
    this.signedIn = false;
  }
  requests() {
    return this.items;
  }

  async install(page: Page) {
    await page.route('**/api/admin/**', (route) => this.answer(route));
  }

  private async answer(route: Route) {
    const request = route.request();
    const url = new URL(request.url());
    const method = request.method();
    const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
      route.fulfill({ status, contentType: 'application/json', headers, body: JSON.stringify(body) });

    if (url.pathname === adminApi.status && method === 'GET') {
      return json({
        signedIn: this.signedIn,
        user: this.signedIn ? { email: staff.email, displayName: staff.displayName } : null,
        setup: this.setup ? { message: this.setup } : null,
      });
    }
    if (url.pathname === adminApi.session && method === 'POST') {
      if (this.retryAfterSeconds !== null)
        return json({ error: 'too many attempts' }, 429, { 'retry-after': String(this.retryAfterSeconds) });
      const { email, password } = (request.postDataJSON() ?? {}) as { email?: string; password?: string };
      if (email !== staff.email || password !== staff.password) return json({ error: 'invalid credentials' }, 401);
      this.signedIn = true;
      return route.fulfill({ status: 204 });
    }
    if (url.pathname === adminApi.session && method === 'DELETE') {
      this.signedIn = false;
      return route.fulfill({ status: 204 });
    }
    if (!this.signedIn) return json({ error: 'not signed in' }, 401);

    if (url.pathname === adminApi.summary && method === 'GET') {
      return json({ open: this.items.filter((item) => !item.solved).length, thisWeek: 0, snapshotExportedAt: null, ...this.summary });
    }
    if (url.pathname === adminApi.contactRequestsCsv && method === 'GET') {
      const rows = this.items.map((item) => [item.id, item.name, item.subject, item.createDate, String(item.solved)].join(','));
      return route.fulfill({
        status: 200,
        contentType: 'text/csv; charset=utf-8',
        headers: { 'content-disposition': 'attachment; filename="iletisim-talepleri.csv"' },
        body: ['id,name,subject,createDate,solved', ...rows].join('\r\n'),
      });
    }
    if (url.pathname === adminApi.contactRequests && method === 'GET') {
      const status = (url.searchParams.get('status') ?? 'all') as StatusFilter;
      const matching = this.items
        .filter((item) => status === 'all' || item.solved === (status === 'solved'))
        .sort((a, b) => b.createDate.localeCompare(a.createDate));
      // Opaque to the client: here the position, encoded so nothing can rely on reading it.
      const start = Number(atob(url.searchParams.get('cursor') ?? btoa('0')));
      const end = start + PAGE_SIZE;
      return json({ items: matching.slice(start, end), next: end < matching.length ? btoa(String(end)) : null });
    }
    const itemPath = url.pathname.startsWith(`${adminApi.contactRequests}/`)
      ? decodeURIComponent(url.pathname.slice(adminApi.contactRequests.length + 1))
      : null;
    if (itemPath !== null && method === 'PATCH') {
      const index = this.items.findIndex((item) => item.id === itemPath);
      const body = request.postDataJSON() as { solved?: unknown } | null;
      if (index < 0) return json({ error: 'not found' }, 404);
      if (typeof body?.solved !== 'boolean') return json({ error: 'solved must be a boolean' }, 400);
      const item = {
        ...this.items[index]!,
        solved: body.solved,
        solvedDate: body.solved ? SOLVED_AT : null,
        solvedBy: body.solved ? staff.displayName : null,
      };
      this.items[index] = item;
      return json({ item });
    }
    return json({ error: 'not found' }, 404);
  }
}

export const test = base.extend<{ adminApi: AdminApiFake }>({
  // Automatic: every admin page needs its API, whether or not the test talks to the fixture.
  adminApi: [
    async ({ page }, use) => {
      const fake = new PageRouteAdminApi();
      await fake.install(page);
      await use(fake);
    },
    { auto: true },
  ],
});
