/**
 * The goal "0 duplicate reminders after kill -9 and restart at each listed point outside the
 * stated window": the reminder sender in a process of its own (tests/server/fixtures/
 * reminder-sender.ts) on a real SQLite file and a real SMTP server, killed with SIGKILL at each
 * point of sending a request's first step, then started again; the mails the SMTP server got per
 * step are counted. Exactly one at every point but between the mail server's acceptance and the
 * record, the one window the sender's module comment states, where the step is sent twice (its
 * claim runs out and the restart sends it again, with the same Message-ID).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBackend } from '../../../src/server/backend';
import { FIRESTORE_CONNECTION_VARIABLES } from '../../../src/server/config';
import { silentLog } from '../../../src/server/log';
import { startTestSmtpServer, type TestSmtpServer } from '../notify/test-smtp-server';
import { contactRequest, NOTIFY_TO } from '../store/stores';

const MANAGER = 'mudur@ornekelektromekanik.com.tr';
/** Tuesday 1 December 2026, 10:00 in Ankara: step 1 due at 12:00, step 2 a business day later. */
const ARRIVAL = '2026-12-01T10:00:00+03:00';
/** Past both steps' due times: one pass meets both. */
const CLOCK = new Date('2026-12-02T13:00:00+03:00').getTime();
/** Past the claim a killed pass left (2 minutes), as a restart a little later finds it. */
const RESTART_CLOCK = CLOCK + 3 * 60_000;

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startTestSmtpServer();
});
afterAll(() => smtp.close());

/** Runs the sender until it prints `done` (resolves with the line) or `paused …`, when it is killed with SIGKILL. */
function runSender(dataDir: string, clock: number, pauseAt?: string): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/server/fixtures/reminder-sender.ts'], {
    env: {
      ...process.env,
      ...Object.fromEntries(FIRESTORE_CONNECTION_VARIABLES.map((name) => [name, ''])),
      CONTACT_DATA_DIR: dataDir,
      SMTP_URL: smtp.url,
      NOTIFY_TO: NOTIFY_TO.join(','),
      MANAGER,
      REMINDER_CLOCK: String(clock),
      REMINDER_PAUSE_AT: pauseAt ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (/paused \w+\n/.test(out)) child.kill('SIGKILL');
    });
    child.once('exit', (code, signal) => {
      const line = out.trim().split('\n').pop() ?? '';
      if (signal === 'SIGKILL' || code === 0) resolve(line);
      else reject(new Error(`the reminder sender exited with ${code}: ${out}`));
    });
  });
}

/** A database holding one waiting request, stored before any reminder existed. */
async function databaseWithRequest(): Promise<{ dataDir: string; id: string }> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'remind-kill-')), 'data');
  const backend = createBackend({ CONTACT_DATA_DIR: dataDir }, silentLog);
  const entry = contactRequest(1, { createDate: new Date(ARRIVAL).toISOString(), lang: 'tr' });
  await backend.contactStore.save(entry);
  await backend.close();
  return { dataDir, id: entry.id };
}

const mailsOf = (step: number, id: string) =>
  smtp.received.filter(({ mail }) => mail.messageId === `<reminder-${step}-${id}@www.ornekelektromekanik.com.tr>`);

describe('reminders killed with SIGKILL mid-pass and restarted', () => {
  for (const [point, expected] of [
    ['scheduled', 1],
    ['claimed', 1],
    // The stated window: accepted by the mail server, not yet recorded sent.
    ['accepted', 2],
    ['recorded', 1],
  ] as const) {
    it(
      `send step 1 ${expected === 1 ? 'once' : 'twice (the stated window)'} when killed at '${point}', and step 2 once`,
      { timeout: 60_000 },
      async () => {
        const { dataDir, id } = await databaseWithRequest();
        expect(await runSender(dataDir, CLOCK, point)).toBe(`paused ${point}`);
        expect(await runSender(dataDir, RESTART_CLOCK)).toMatch(/^sent \d$/);
        // A third pass: everything is recorded, nothing goes out again.
        expect(await runSender(dataDir, RESTART_CLOCK + 60 * 60_000)).toBe('sent 0');
        expect(mailsOf(1, id)).toHaveLength(expected);
        expect(mailsOf(2, id)).toHaveLength(1);
        expect(mailsOf(1, id).every(({ envelope }) => envelope.join() === NOTIFY_TO.join())).toBe(true);
        expect(mailsOf(2, id)[0]!.envelope).toEqual([MANAGER]);
      },
    );
  }
});
