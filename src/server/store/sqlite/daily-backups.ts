/**
 * The server's daily copy of the embedded store into BACKUP_DIR: `site-<UTC time>.sqlite` with
 * its `.media/` and `.attachments/` folders (backup.ts), the last 7 kept. The first is taken at start when the
 * newest copy there is a day old or there is none, then one a day; a failed one is logged,
 * tried again in an hour, and never stops the server. The timer does not keep the process
 * alive.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { attachmentsBeside, backupEmbeddedStore, mediaBeside, PARTIAL_SUFFIX, type BackupCopy } from './backup';

export const KEPT_DAILY_BACKUPS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
const RETRY_MS = 60 * 60 * 1000;
const DAILY_NAME = /^site-(\d{4}-\d\d-\d\d)T(\d\d)-(\d\d)-(\d\d)Z\.sqlite$/;

/** The copy's name: its UTC time, without colons (not allowed in Windows file names); sorts by time. */
export const dailyBackupName = (at: Date) => `site-${at.toISOString().slice(0, 19).replaceAll(':', '-')}Z.sqlite`;

/** The daily copies in `backupDir`, the newest first. */
function dailyCopies(backupDir: string): string[] {
  if (!existsSync(backupDir)) return [];
  return readdirSync(backupDir)
    .filter((name) => DAILY_NAME.test(name))
    .sort()
    .reverse();
}

function takenAt(name: string): number {
  const [, day, hours, minutes, seconds] = DAILY_NAME.exec(name)!;
  return Date.parse(`${day}T${hours}:${minutes}:${seconds}Z`);
}

/** Takes today's copy and removes all but the newest 7 (and what a crash mid-copy left). */
export async function takeDailyBackup(dataDir: string, backupDir: string, at: Date): Promise<{ copy: BackupCopy; removed: string[] }> {
  const copy = await backupEmbeddedStore(dataDir, join(backupDir, dailyBackupName(at)));
  const removed = dailyCopies(backupDir).slice(KEPT_DAILY_BACKUPS);
  for (const name of removed) {
    rmSync(join(backupDir, name), { force: true });
    rmSync(mediaBeside(join(backupDir, name)), { recursive: true, force: true });
    rmSync(attachmentsBeside(join(backupDir, name)), { recursive: true, force: true });
  }
  const partials = readdirSync(backupDir).filter(
    (name) => name.endsWith(PARTIAL_SUFFIX) && DAILY_NAME.test(name.slice(0, -PARTIAL_SUFFIX.length).replace(/\.(media|attachments)$/, '')),
  );
  for (const name of partials) rmSync(join(backupDir, name), { recursive: true, force: true });
  return { copy, removed };
}

/**
 * Milliseconds until the next copy is due: a day after the newest one; now when there is none,
 * or when the folder cannot be read (the copy then fails and says why).
 */
function untilDue(backupDir: string, now: Date): number {
  try {
    const [newest] = dailyCopies(backupDir);
    return newest === undefined ? 0 : Math.max(0, takenAt(newest) + DAY_MS - now.getTime());
  } catch {
    return 0;
  }
}

export function startDailyBackups(
  dataDir: string,
  backupDir: string,
  log: (line: string) => void,
  logError: (line: string) => void,
  now: () => Date = () => new Date(),
): { stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const schedule = (delay: number) => {
    if (stopped) return;
    timer = setTimeout(() => void run(), delay);
    timer.unref();
  };
  const run = async () => {
    try {
      const { copy, removed } = await takeDailyBackup(dataDir, backupDir, now());
      log(
        `Daily backup: ${copy.requests} contact request(s) written to ${copy.database}, ${copy.images} image(s) to ${copy.media}, ` +
          `${copy.attachmentFiles} file(s) sent with them to ${copy.attachments}` +
          (removed.length > 0 ? `; removed ${removed.join(', ')} (the last ${KEPT_DAILY_BACKUPS} are kept)` : ''),
      );
      schedule(DAY_MS);
    } catch (error) {
      logError(`The daily backup into ${backupDir} failed; the server goes on and tries again in an hour: ${(error as Error).message}`);
      schedule(RETRY_MS);
    }
  };
  schedule(untilDue(backupDir, now()));
  return {
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
