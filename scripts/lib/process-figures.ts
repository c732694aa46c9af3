/** What a process on this machine has used so far, read from its /proc files (Linux). */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** A process's resident memory now, in bytes; 0 when its status says none. */
export function residentBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) * 1024 : 0;
}

/** The clock ticks a second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100;

/** A process's user and system CPU so far, in seconds (0 once it is gone). */
export function cpuSeconds(pid: number | undefined): number {
  if (pid === undefined || !existsSync(`/proc/${pid}/stat`)) return 0;
  // The fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}
