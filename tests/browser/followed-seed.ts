/**
 * The seeded requests followed on, for the figures that steer: a second colleague, each request
 * but the newest few answered (by e-mail or phone, by one colleague or the other, after a
 * wait that grows with its place) and taken on to a status, lost ones with their reasons; the
 * answers' business minutes counted in the office each request went to, as the server does.
 */
import { lostReasons, type RequestStatus } from '../../src/admin-api/request-status';
import { hashPassword } from '../../src/server/admin/passwords';
import type { AdminStore } from '../../src/server/store/admin';
import { contentProjects } from '../../src/lib/project-catalog';
import { addBusinessTime } from '../../src/lib/business-time';

export const colleague = {
  email: 'mehmet@ornek-elektromekanik.example',
  password: 'İkinci-Parola-2026',
  displayName: 'Mehmet Demir',
} as const;

/** The newest requests stay waiting for their first answer (the fifth was won: seeded-store.ts). */
export const STILL_WAITING = 4;
const MINUTE = 60_000;
const LATER: readonly RequestStatus[] = ['answered', 'lost', 'quoteSent', 'notAFit', 'won', 'lost', 'answered'];

export async function followSeededRequests(admin: AdminStore, staffEmail: string) {
  await admin.putUser({ ...colleague, passwordHash: await hashPassword(colleague.password) }, new Date());
  const items = (await admin.allItems()).sort((a, b) => Date.parse(b.createDate) - Date.parse(a.createDate));
  for (const [index, item] of items.entries()) {
    if (index < STILL_WAITING) continue;
    const by = index % 3 === 0 ? colleague.email : staffEmail;
    // From a few minutes to most of a working day, in the office's business time.
    const office = contentProjects.requestOffice(item.lang)!;
    const at = addBusinessTime(new Date(item.createDate), 5 + ((index * 53) % 400), office);
    await admin.recordFirstAnswer(item.id, {
      by,
      at,
      channel: index % 2 ? 'email' : 'phone',
      officeOf: () => office,
    });
    if (item.status === 'won') continue;
    const status = LATER[index % LATER.length]!;
    const lostReason = status === 'lost' ? lostReasons[index % lostReasons.length]! : null;
    if (status !== 'answered') await admin.setStatus(item.id, { status, lostReason }, by, new Date(at.getTime() + 60 * MINUTE));
  }
}
