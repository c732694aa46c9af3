/**
 * Says that a server uses a data folder: `server.pid` in it holds the process id and the host
 * name, one a line. The server writes it once its database is open and removes it when it stops
 * cleanly; `npm run restore` refuses while the process it names lives. A file left behind by a
 * process that has died holds nothing. A process on another host cannot be asked, so its file
 * holds the folder until the operator removes it (the refusal says so).
 */
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';

export const SERVER_PID_FILE = 'server.pid';

export interface Holder {
  pid: number;
  host: string;
  /** The pid file. */
  file: string;
}

export const pidFile = (dataDir: string) => join(dataDir, SERVER_PID_FILE);

function read(file: string): Holder | undefined {
  if (!existsSync(file)) return undefined;
  const [pid = '', host = ''] = readFileSync(file, 'utf8').split('\n');
  return { pid: /^\d+$/.test(pid) ? Number(pid) : Number.NaN, host, file };
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The process that holds `dataDir`, if any: one of this host that lives, or one of another
 * host. A file that cannot be read counts as held, so nothing is replaced under a server.
 */
export function serverHolding(dataDir: string): Holder | undefined {
  const holder = read(pidFile(dataDir));
  if (!holder) return undefined;
  if (holder.host !== hostname() || !Number.isInteger(holder.pid)) return holder;
  return alive(holder.pid) ? holder : undefined;
}

/** How an operator frees the folder, for refusals. */
export const describeHolder = (holder: Holder) =>
  Number.isInteger(holder.pid)
    ? `a server (process ${holder.pid} on ${holder.host || 'an unnamed host'}) uses it, says ${holder.file}: stop the server first; if that process is not the server any more, delete ${holder.file}`
    : `${holder.file} cannot be read as a process id: if no server uses the folder, delete it`;

/** Writes this process into the pid file; `release()` removes it if it still names this process. */
export function claimDataDir(dataDir: string): { previous: Holder | undefined; release(): void } {
  const file = pidFile(dataDir);
  const previous = serverHolding(dataDir);
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, `${process.pid}\n${hostname()}\n`);
  renameSync(partial, file);
  return {
    previous: previous?.pid === process.pid && previous.host === hostname() ? undefined : previous,
    release() {
      const holder = read(file);
      if (holder?.pid === process.pid && holder.host === hostname()) rmSync(file, { force: true });
    },
  };
}
