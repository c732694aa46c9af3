/**
 * The admin's sample state, written into an embedded store through the store's own code: a staff
 * account and contact requests in every notification state the embedded store knows, every fifth
 * solved. The admin specs' server (admin-server.ts) and the handbook's screenshots
 * (scripts/docs-screenshots.ts) start from it.
 */
import type { Permission } from '../../src/admin-api/contract';
import { KINDS_OF_WORK } from '../../src/content/contact-fields';
import { hashPassword } from '../../src/server/admin/passwords';
import { sqliteAdminStore } from '../../src/server/store/sqlite/admin-store';
import { sqliteContactStore } from '../../src/server/store/sqlite/contact-store';
import type { DatabaseHandle } from '../../src/server/store/sqlite/lazy';
import { sqliteOutbox } from '../../src/server/store/sqlite/outbox';
import { followSeededRequests } from './followed-seed';

/** The staff account the seeded store holds. */
export const staff = { email: 'yonetici@ornek-elektromekanik.example', password: 'Doğru-Parola-2026', displayName: 'Ayşe Yılmaz' } as const;

const people = ['Deniz Kaya', 'Çağrı Öztürk', 'Jane Miller', 'Gülşen İnce', 'Şükrü Ağaoğlu', 'Mark Weber', 'Işıl Dönmez', 'Ümit Çelik'];
const subjects = ['Trafo merkezi teklifi', 'Quote for a substation', 'Otomasyon bakımı', 'Zayıf akım projesi', 'Jeneratör revizyonu'];
/** What happened to each request's notification, in turn: the embedded store's states, and none. */
const notificationFates = ['sent', 'pending', 'failed', 'off'] as const;

export interface AdminSeed {
  /** Whether the staff account exists (without one, the admin says the site is not set up yet). */
  account: boolean;
  /** How many contact requests the store holds. */
  requests: number;
  /** What the account may do (default: what `npm run admin:user -- add` gives). */
  permissions?: Permission[];
  /** Whether the requests are answered and followed to a status (followed-seed.ts), for the figures that steer. */
  followed?: boolean;
}

/**
 * `count` requests, one every 7 hours back from an hour ago: the newest 24 are this week's, the
 * next is a day older than a week, so no request is near the dashboard's boundary.
 */
export async function seedAdminStore(handle: DatabaseHandle, { account, requests, permissions, followed = false }: AdminSeed) {
  const admin = sqliteAdminStore(handle);
  if (account) {
    const passwordHash = await hashPassword(staff.password);
    await admin.putUser({ email: staff.email, displayName: staff.displayName, passwordHash, permissions }, new Date());
  }
  const notified = sqliteContactStore(handle, { notifyTo: ['teklif@ornek-elektromekanik.example'] });
  const silent = sqliteContactStore(handle);
  const outbox = sqliteOutbox(handle);
  const newest = Date.now() - 3600_000;
  for (let index = 0; index < requests; index++) {
    const id = `req-${String(index + 1).padStart(3, '0')}`;
    const fate = notificationFates[index % notificationFates.length]!;
    const createDate = new Date(newest - index * 7 * 3600_000).toISOString();
    await (fate === 'off' ? silent : notified).save({
      id,
      request: {
        name: people[index % people.length]!,
        subject: `${subjects[index % subjects.length]} #${index + 1}`,
        phone: index % 2 ? `+90 532 000 00 ${String(index).padStart(2, '0')}` : '0312 555 01 23',
        email: index % 6 === 5 ? '' : `kisi${index + 1}@example.com`,
        message: `Merhaba,\nprojemiz için keşif istiyoruz. (${index + 1})`,
        createDate,
        lang: index % 3 === 1 ? 'en' : 'tr',
        index: Date.parse(createDate),
        ip: '203.0.113.7',
        solved: false,
        solvedDate: null,
        // What a quote adds (the lead figures count by it): a kind of work on every third request, each in turn.
        ...(index % 3 === 0 ? { kindOfWork: KINDS_OF_WORK[(index / 3) % KINDS_OF_WORK.length]! } : {}),
        sentFrom: index % 2 ? 'contact' : 'projectDetail',
      },
    });
    if (fate === 'sent') outbox.markSent(id, createDate);
    if (fate === 'failed') outbox.markFailed(id, 'SMTP 550: mailbox unavailable');
    if (index % 5 === 4)
      await admin.setStatus(id, { status: 'won', lostReason: null }, staff.email, new Date(Date.parse(createDate) + 86_400_000));
  }
  if (followed) await followSeededRequests(admin, staff.email);
}
