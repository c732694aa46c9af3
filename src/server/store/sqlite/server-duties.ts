/**
 * What a server (not a command such as `npm run admin:user`) does with the embedded store once
 * its database is open: it marks the data folder as its own (server-pid.ts), so a restore
 * waits until it stops, and keeps the daily copy in BACKUP_DIR when that is set.
 */
import { KEPT_DAILY_BACKUPS, startDailyBackups } from './daily-backups';
import { claimDataDir, SERVER_PID_FILE } from './server-pid';

/** The pid file; when it cannot be written the server runs on, and says what a restore will not see. */
function claimed(dataDir: string, logError: (line: string) => void): ReturnType<typeof claimDataDir> {
  try {
    return claimDataDir(dataDir);
  } catch (error) {
    logError(
      `${SERVER_PID_FILE} could not be written in ${dataDir}, so npm run restore cannot see that this server runs: ${(error as Error).message}`,
    );
    return { previous: undefined, release: () => {} };
  }
}

export function embeddedServerDuties(
  dataDir: string,
  backupDir: string | undefined,
  log: (line: string) => void,
  logError: (line: string) => void,
): { stop(): void } {
  const claim = claimed(dataDir, logError);
  if (claim.previous)
    logError(
      `${SERVER_PID_FILE} in ${dataDir} named another process that still runs (${claim.previous.pid} on ${claim.previous.host}): two servers must not share one data folder.`,
    );
  const backups = backupDir ? startDailyBackups(dataDir, backupDir, log, logError) : undefined;
  log(
    backupDir
      ? `A copy of the database, its images and the files sent with requests is kept daily in ${backupDir} (the last ${KEPT_DAILY_BACKUPS})`
      : 'No daily backup: set BACKUP_DIR to a folder (on another disk) to keep one',
  );
  return {
    stop() {
      backups?.stop();
      claim.release();
    },
  };
}
