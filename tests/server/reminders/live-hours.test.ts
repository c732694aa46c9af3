/**
 * The reminders count a request's wait in the hours of the build being served, as the inbox
 * does: a publish that changes an office's hours moves the due times at the next pass, without
 * a restart. A build whose facts predate the hours leaves them to the server's own build.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import type { OpeningHours } from '../../../src/content/schemas';
import { adminSettings } from '../../../src/server/admin/route';
import { createBackend } from '../../../src/server/backend';
import type { BuildFacts } from '../../../src/server/build-facts';
import { silentLog } from '../../../src/server/log';
import { liveOfficeOf } from '../../../src/server/reminders/office-hours';
import { startTestSmtpServer } from '../notify/test-smtp-server';
import { contactRequest, NOTIFY_TO } from '../store/stores';

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const SITE = 'https://www.ornekelektromekanik.com.tr';
const ALWAYS_OPEN: OpeningHours = {
  office: 'ankara',
  timeZone: 'Europe/Istanbul',
  holidays: 'TR',
  hours: [{ from: 'mon', to: 'sun', opens: '00:00', closes: '23:59' }],
};

/** The embedded database mailing over a test SMTP server, its reminders as the admin's settings make them, the build served saying `live()`. */
async function server(live: () => BuildFacts) {
  const smtp = await startTestSmtpServer();
  cleanups.push(() => smtp.close());
  const backend = createBackend(
    { CONTACT_DATA_DIR: join(mkdtempSync(join(tmpdir(), 'live-hours-')), 'data'), NOTIFY_TO: NOTIFY_TO.join(','), SMTP_URL: smtp.url },
    silentLog,
  );
  cleanups.push(() => backend.close());
  const { reminders } = adminSettings({}, SITE, backend, live, undefined, () => {}, silentLog);
  // A Turkish request that arrived ten days ago: past any first-answer target, in any office's hours.
  const waiting = contactRequest(1, { createDate: new Date(Date.now() - 10 * 24 * 3600_000).toISOString(), lang: 'tr' });
  await backend.contactStore.save(waiting);
  const remindersOf = (id: string) =>
    smtp.received.filter(({ mail }) => mail.messageId?.startsWith('<reminder-1-') && mail.messageId.includes(id));
  return { runner: reminders!.runner!, waiting, remindersOf };
}

it("a publish that gives the office hours starts its requests' reminders at the next pass", async () => {
  // The build served at start says the office keeps no hours: nothing is due.
  let facts: BuildFacts = { contentExportedAt: null, officeHours: {} };
  const { runner, waiting, remindersOf } = await server(() => facts);
  expect(await runner.runOnce()).toBe(0);
  expect(remindersOf(waiting.id)).toEqual([]);

  facts = { contentExportedAt: '2026-12-03T09:00:00.000Z', officeHours: { tr: ALWAYS_OPEN } };
  expect(await runner.runOnce()).toBeGreaterThan(0);
  expect(remindersOf(waiting.id)).toHaveLength(1);
});

it("a build whose facts do not name the hours leaves them to the server's own build", async () => {
  const { runner, waiting, remindersOf } = await server(() => ({ contentExportedAt: null }));
  expect(await runner.runOnce()).toBeGreaterThan(0);
  expect(remindersOf(waiting.id)).toHaveLength(1);
});

it('reads the hours of the build served at every call', () => {
  let facts: BuildFacts = { contentExportedAt: null, officeHours: { tr: ALWAYS_OPEN } };
  const officeOf = liveOfficeOf(
    () => facts,
    () => undefined,
  );
  expect(officeOf('tr')).toEqual(ALWAYS_OPEN);
  expect(officeOf('de')).toBeUndefined();
  facts = { contentExportedAt: null, officeHours: {} };
  expect(officeOf('tr')).toBeUndefined();
});
