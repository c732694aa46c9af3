/**
 * The server's daily copy into BACKUP_DIR: the last 7 kept with their images; the first at
 * start unless a copy younger than a day is there, then one a day (a fake clock, no waiting);
 * a failure is logged and tried again in an hour; the timer never keeps the process alive.
 */
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { sqliteContactStore } from '../../../../src/server/store/sqlite/contact-store';
import { dailyBackupName, KEPT_DAILY_BACKUPS, startDailyBackups, takeDailyBackup } from '../../../../src/server/store/sqlite/daily-backups';
import { databaseHandle } from '../../../../src/server/store/sqlite/lazy';
import { folderMediaStore } from '../../../../src/server/store/sqlite/media';
import { storedRequest } from '../../fixtures/stored-request';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const folder = (name: string) => mkdtempSync(join(tmpdir(), `${name}-`));

async function dataFolder(): Promise<string> {
  const dataDir = join(folder('daily'), 'data');
  const handle = databaseHandle(dataDir, () => {});
  await sqliteContactStore(handle).save({ id: 'kept', request: storedRequest });
  handle.close();
  await folderMediaStore(dataDir).put(`${'5eed'.repeat(8)}.jpg`, Buffer.from('an image'));
  return dataDir;
}

/** Log lines as they come, and a promise of the next one (the copy itself is real I/O). */
function lines() {
  const said: string[] = [];
  let waiting: ((line: string) => void) | undefined;
  const say = (line: string) => {
    said.push(line);
    waiting?.(line);
    waiting = undefined;
  };
  return { said, say, next: () => new Promise<string>((resolve) => (waiting = resolve)) };
}

afterEach(() => {
  vi.useRealTimers();
});

it(`keeps the last ${KEPT_DAILY_BACKUPS} copies, each with its images, and removes the older ones with theirs`, async () => {
  const dataDir = await dataFolder();
  const backupDir = join(folder('daily-kept'), 'backups');
  const days = Array.from({ length: 9 }, (_, i) => new Date(Date.UTC(2026, 10, 1 + i, 3, 0, 0)));
  const removed: string[][] = [];
  for (const day of days) removed.push((await takeDailyBackup(dataDir, backupDir, day)).removed);
  const kept = days.slice(-KEPT_DAILY_BACKUPS).map(dailyBackupName);
  expect(kept[0]).toBe('site-2026-11-03T03-00-00Z.sqlite');
  expect(readdirSync(backupDir).sort()).toEqual(kept.flatMap((name) => [name, `${name}.attachments`, `${name}.media`]).sort());
  for (const name of kept) expect(readdirSync(join(backupDir, `${name}.media`))).toEqual([`${'5eed'.repeat(8)}.jpg`]);
  expect(removed.slice(0, KEPT_DAILY_BACKUPS).flat()).toEqual([]);
  expect(removed.slice(KEPT_DAILY_BACKUPS)).toEqual([[dailyBackupName(days[0]!)], [dailyBackupName(days[1]!)]]);
});

it('takes the first copy at start and one a day after it; a failed one is logged and tried again in an hour', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:30:00.000Z'));
  const dataDir = await dataFolder();
  const backupDir = join(folder('daily-timer'), 'backups');
  const info = lines();
  const errors = lines();
  const backups = startDailyBackups(dataDir, backupDir, info.say, errors.say);
  try {
    let line = info.next();
    await vi.advanceTimersByTimeAsync(0);
    expect(await line).toMatch(/^Daily backup: 1 contact request\(s\) written to .*site-2026-11-25T08-30-00Z\.sqlite, 1 image\(s\) to /);

    await vi.advanceTimersByTimeAsync(DAY - 1);
    expect(info.said).toHaveLength(1);
    // The next copy cannot be written: BACKUP_DIR is a file now.
    rmSync(backupDir, { recursive: true });
    writeFileSync(backupDir, 'not a folder');
    line = errors.next();
    await vi.advanceTimersByTimeAsync(1);
    expect(await line).toMatch(/^The daily backup into .*backups failed; the server goes on and tries again in an hour: /);

    rmSync(backupDir);
    await vi.advanceTimersByTimeAsync(HOUR - 1);
    expect(info.said).toHaveLength(1);
    line = info.next();
    await vi.advanceTimersByTimeAsync(1);
    expect(await line).toMatch(/site-2026-11-26T09-30-00Z\.sqlite/);
    expect(errors.said).toHaveLength(1);
  } finally {
    backups.stop();
  }
});

it('waits until a day after the newest copy in the folder', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  vi.setSystemTime(new Date('2026-11-25T08:30:00.000Z'));
  const dataDir = await dataFolder();
  const backupDir = join(folder('daily-wait'), 'backups');
  await takeDailyBackup(dataDir, backupDir, new Date('2026-11-25T07:30:00.000Z'));
  const info = lines();
  const backups = startDailyBackups(dataDir, backupDir, info.say, info.say);
  try {
    await vi.advanceTimersByTimeAsync(DAY - HOUR - 1);
    expect(info.said).toEqual([]);
    const line = info.next();
    await vi.advanceTimersByTimeAsync(1);
    expect(await line).toMatch(/site-2026-11-26T07-30-00Z\.sqlite/);
  } finally {
    backups.stop();
  }
});

it('never keeps the process alive for its timer', async () => {
  const dataDir = await dataFolder();
  const backupDir = join(folder('daily-unref'), 'backups');
  await takeDailyBackup(dataDir, backupDir, new Date());
  // What keeps the event loop alive; an unref'd timer is not among it.
  const timers = () => process.getActiveResourcesInfo().filter((kind) => kind === 'Timeout').length;
  const before = timers();
  const backups = startDailyBackups(
    dataDir,
    backupDir,
    () => {},
    () => {},
  );
  try {
    expect(timers()).toBe(before);
  } finally {
    backups.stop();
  }
});
