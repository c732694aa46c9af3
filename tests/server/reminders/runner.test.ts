/**
 * The reminders' loop on one machine: a pass at start, the next at the earliest due time (never
 * later than the rescan, which finds new requests), one at once when kicked, none after a stop;
 * passes of one process never overlap.
 */
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { silentLog } from '../../../src/server/log';
import { reminderRunner } from '../../../src/server/reminders/runner';
import type { ReminderSending, ReminderStore } from '../../../src/server/store/reminders';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-12-01T09:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

function loop(nextDue: () => number | undefined) {
  const passes: number[] = [];
  let running = 0;
  let overlapped = false;
  const store: ReminderStore = {
    unscheduled: async () => [],
    schedule: async () => {},
    stepsOf: async () => [],
    nextDue: async () => nextDue(),
  };
  const sending: ReminderSending = {
    async sendDue(now) {
      running++;
      overlapped ||= running > 1;
      passes.push(now);
      await Promise.resolve();
      running--;
      return 0;
    },
  };
  const runner = reminderRunner({
    store,
    sending,
    settings: async () => ({ targetMinutes: 120, managerEmail: undefined }),
    officeOf: () => undefined,
    staffList: ['satis@example.com'],
    siteUrl: 'https://www.example.com.tr',
    log: silentLog,
    rescanMs: 60_000,
  });
  return { runner, passes, overlapped: () => overlapped };
}

it('passes at start, at the next due time, at the rescan at the latest, and when kicked; never after a stop', async () => {
  const start = Date.now();
  let due: number | undefined = start + 20_000;
  const { runner, passes } = loop(() => due);
  runner.start();
  await vi.advanceTimersByTimeAsync(0);
  expect(passes).toEqual([start]);

  await vi.advanceTimersByTimeAsync(19_999);
  expect(passes).toHaveLength(1);
  due = undefined;
  await vi.advanceTimersByTimeAsync(1);
  expect(passes).toEqual([start, start + 20_000]);

  // Nothing due: the rescan a minute later.
  await vi.advanceTimersByTimeAsync(60_000);
  expect(passes).toEqual([start, start + 20_000, start + 80_000]);

  runner.kick();
  await vi.advanceTimersByTimeAsync(0);
  expect(passes).toHaveLength(4);

  await runner.stop();
  await vi.advanceTimersByTimeAsync(10 * 60_000);
  expect(passes).toHaveLength(4);
});

it('runs a pass asked for during another after it, never beside it', async () => {
  const { runner, passes, overlapped } = loop(() => undefined);
  await Promise.all([runner.runOnce(), runner.runOnce(), runner.runOnce()]);
  expect(passes).toHaveLength(3);
  expect(overlapped()).toBe(false);
});
